export { isPending, validationBlockerOf, roleAfterValidation, type ProspectFacts, type ValidationBlocker } from './decision.ts';
export { programAtValidation, type ProgramAtValidation } from './program-at-validation.ts';

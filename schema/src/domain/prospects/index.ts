export { isPending, validationBlockerOf, roleAfterValidation, programAfterValidation, type ProspectFacts, type ValidationBlocker } from './decision.ts';

export { isPending, validationBlockerOf, roleAfterValidation, type ProspectFacts, type ValidationBlocker } from './decision.ts';

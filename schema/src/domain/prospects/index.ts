export { isPending, validationBlockerOf, roleAfterValidation, VALIDATED_FROM_STEPS, type ProspectFacts, type ValidationBlocker } from './decision.ts';

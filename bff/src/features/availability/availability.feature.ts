import type { FeatureDeclaration } from '../../resources/feature-declaration.ts';
import { takenSlotsKept } from './taken-slots.rule.ts';

/** Nobody's generic write removes an availability slot that a pair already holds. */
export const availabilityFeature: FeatureDeclaration = {
  writeHooks: {
    tutors: { rules: [takenSlotsKept('tutorPreferences')] },
    prospects: { rules: [takenSlotsKept('tutorPreferences')] },
    students: { rules: [takenSlotsKept('studentPreferences')] },
  },
};

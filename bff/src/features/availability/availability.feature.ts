import { prospects, students, tutors } from '@binome/schema';
import type { FeatureDeclaration } from '../../resources/feature-declaration.ts';
import { hooksFor } from '../../resources/write-hooks.ts';
import { takenSlotsKept } from './taken-slots.rule.ts';

/** Nobody's generic write removes an availability slot that a pair already holds. */
export const availabilityFeature: FeatureDeclaration = {
  writeHooks: {
    tutors: hooksFor(tutors, { rules: [takenSlotsKept('tutorPreferences', (tutor) => tutor.tutorPreferences?.availability)] }),
    prospects: hooksFor(prospects, { rules: [takenSlotsKept('tutorPreferences', (prospect) => prospect.tutorPreferences?.availability)] }),
    students: hooksFor(students, { rules: [takenSlotsKept('studentPreferences', (student) => student.studentPreferences?.availability)] }),
  },
};

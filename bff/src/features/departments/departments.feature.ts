import type { FeatureDeclaration } from '../../resources/feature-declaration.ts';
import { OCCURRENCES_COLLECTION } from '../sessions/occurrence-store.ts';
import { personDepartmentHooks, recordDepartmentHooks } from './department-hooks.ts';

/**
 * Where people live and which departments a record concerns, set by the server on every generic write. Composed
 * after the other features (features.ts): a session's departments are worked out from the session as they leave it.
 */
export const departmentsFeature: FeatureDeclaration = {
  writeHooks: {
    tutors: personDepartmentHooks,
    prospects: personDepartmentHooks,
    students: personDepartmentHooks,
    parents: personDepartmentHooks,
    sessions: recordDepartmentHooks('sessions'),
    pairs: recordDepartmentHooks('pairs'),
    matching: recordDepartmentHooks('matching'),
    classReports: recordDepartmentHooks('classReports'),
    scReports: recordDepartmentHooks('scReports'),
  },
  // A VSC's lists of tutoring, by the departments of its students.
  indexes: ['sessions', OCCURRENCES_COLLECTION, 'pairs', 'matching', 'classReports', 'scReports'].map((collection) => ({
    collection,
    name: `${collection}_departments`,
    keys: { departments: 1 as const },
  })),
};

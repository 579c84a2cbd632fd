import type { FileCompleteness } from '../enums/people.ts';
import { normaliseUserStatus } from '../enums/user-status.ts';

/** The parts of a tutor that decide whether the file is complete. */
export interface TutorFileFacts {
  status?: string;
  gender?: string;
  contactDetails?: { email?: string; phoneNumber?: string };
  subjectToTeach?: string;
  tutorPreferences?: {
    availability?: readonly unknown[];
    subjectToTeach?: readonly string[];
    assignment?: { level?: readonly string[]; numberOfStudentsToSupport?: number };
  };
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * Section 4: Complet only when the tutor is active and has an availability, at least one level, a number of
 * students above 0, a subject, a gender, and a phone number or an e-mail. Incomplet otherwise.
 */
export function tutorFileCompleteness(tutor: TutorFileFacts): FileCompleteness {
  const preferences = tutor.tutorPreferences;
  const complete =
    normaliseUserStatus(tutor.status) === 'active' &&
    (preferences?.availability?.length ?? 0) > 0 &&
    (preferences?.assignment?.level?.length ?? 0) > 0 &&
    (preferences?.assignment?.numberOfStudentsToSupport ?? 0) > 0 &&
    (filled(tutor.subjectToTeach) || (preferences?.subjectToTeach ?? []).some(filled)) &&
    filled(tutor.gender) &&
    (filled(tutor.contactDetails?.phoneNumber) || filled(tutor.contactDetails?.email));
  return complete ? 'Complet' : 'Incomplet';
}

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

/** One thing a tutor's file lacks (section 4). */
export type TutorFileItem = 'status' | 'availability' | 'level' | 'numberOfStudents' | 'subject' | 'gender' | 'contact';

/**
 * What keeps a tutor's file 'Incomplet', item by item (section 4): the account validated (active), an availability,
 * at least one level, a number of students above 0, a subject, a gender, and a phone number or an e-mail.
 */
export function missingTutorFileItems(tutor: TutorFileFacts): TutorFileItem[] {
  const preferences = tutor.tutorPreferences;
  const missing: TutorFileItem[] = [];
  if (normaliseUserStatus(tutor.status) !== 'active') missing.push('status');
  if ((preferences?.availability?.length ?? 0) === 0) missing.push('availability');
  if ((preferences?.assignment?.level?.length ?? 0) === 0) missing.push('level');
  if ((preferences?.assignment?.numberOfStudentsToSupport ?? 0) <= 0) missing.push('numberOfStudents');
  if (!filled(tutor.subjectToTeach) && !(preferences?.subjectToTeach ?? []).some(filled)) missing.push('subject');
  if (!filled(tutor.gender)) missing.push('gender');
  if (!filled(tutor.contactDetails?.phoneNumber) && !filled(tutor.contactDetails?.email)) missing.push('contact');
  return missing;
}

/**
 * What matching needs of a tutor's own preferences (levels, subjects, number of pupils, availability), in the order a
 * new tutor fills them in: a validated tutor missing one of these is never proposed to a student (walk R-5).
 */
export const MATCHING_FILE_ITEMS = ['level', 'subject', 'numberOfStudents', 'availability'] as const satisfies readonly TutorFileItem[];

export function missingForMatching(tutor: TutorFileFacts): TutorFileItem[] {
  const missing = new Set(missingTutorFileItems(tutor));
  return MATCHING_FILE_ITEMS.filter((item) => missing.has(item));
}

/** Section 4: Complet when nothing is missing, Incomplet otherwise. */
export function tutorFileCompleteness(tutor: TutorFileFacts): FileCompleteness {
  return missingTutorFileItems(tutor).length === 0 ? 'Complet' : 'Incomplet';
}

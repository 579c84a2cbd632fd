import { isStaffRole, sessions } from '@binome/schema';
import { subject } from '@casl/ability';
import { toRecord } from '../../resources/documents.ts';
import type { OperationContext } from '../../resources/operations.ts';
import { SESSIONS_SERIES_COLLECTION, type OccurrenceDocument } from '../sessions/occurrence-store.ts';

/**
 * In what capacity the signed-in person may join an occurrence, or null: the people it names (its tutors and
 * students), a parent of one of its students, and staff who may change its session. Reading an occurrence is
 * wider (a recruiter or a VSC may read sessions they do not run), and reading is not entering a room with minors.
 */
export type JoinRight = 'tutor' | 'student' | 'parent' | 'staff';

/** `occurrence` is one the person may read (the caller found it through the read filter). */
export async function joinRightOf(context: OperationContext, occurrence: OccurrenceDocument): Promise<JoinRight | null> {
  const { userId, role, ability } = context.signedIn;
  if (occurrence.tutors?.some((person) => person.userId === userId)) return 'tutor';
  if (occurrence.students?.some((person) => person.userId === userId)) return 'student';
  // A parent reads an occurrence only through a child it names (the ability's condition), so reading is enough.
  if (role === 'parent') return 'parent';
  if (!isStaffRole(role)) return null;
  const series = await context.store.collection(SESSIONS_SERIES_COLLECTION).findOne({ _id: occurrence.sessionId });
  return series && ability.can('update', subject('sessions', toRecord(sessions, series))) ? 'staff' : null;
}

import type { pairs, StoredRecord } from '@binome/schema';
import type { Store } from '../../store/store.ts';
import type { RecordChange } from '../../resources/write-hooks.ts';

/**
 * A pair written through the generic routes keeps its people in step, as a match does: a new pair adds the
 * student to the tutor's matched students and marks them matched; a deleted active pair undoes it. (A match and a
 * dissociation write these themselves, with their slot, in their own transaction.)
 */
export async function keepPairPeopleInStep(store: Store, change: RecordChange<StoredRecord<typeof pairs>>): Promise<void> {
  if (change.after && !change.before) await setPaired(store, change.after.tutorId, change.after.studentId, true);
  if (change.before && !change.after && change.before.status === 'active') await setPaired(store, change.before.tutorId, change.before.studentId, false);
}

async function setPaired(store: Store, tutorId: string, studentId: string, paired: boolean): Promise<void> {
  const users = store.collection('users');
  const tutor = await users.findOne({ _id: tutorId, userRole: 'tutor' }, { projection: { tutorPreferences: 1 } });
  if (tutor) {
    const matched = ((tutor.tutorPreferences as { matchedStudents?: string[] } | undefined)?.matchedStudents ?? []).filter((id) => id !== studentId);
    await users.updateOne({ _id: tutorId }, { $set: { 'tutorPreferences.matchedStudents': paired ? [...matched, studentId] : matched } });
  }
  const student = await users.findOne({ _id: studentId, userRole: 'student' }, { projection: { _id: 1 } });
  if (student) {
    await users.updateOne(
      { _id: studentId },
      {
        $set: paired
          ? { 'studentPreferences.matchingStatus': 'private-session', 'studentPreferences.situation': 'in-tutoring' }
          : { 'studentPreferences.matchingStatus': 'unmatched', 'studentPreferences.situation': 'awaiting-tutor' },
      },
    );
  }
}

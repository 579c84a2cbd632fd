import type { StudentEntry, StudentStory, TutorEntry } from './demo-families.ts';
import type { Slot } from './demo-people.ts';

/**
 * A tutor and a waiting family of the football program who both accept online and in-person tutoring: the staff
 * matching dialog then asks which mode their sessions take (a choice it leaves to staff only when both accept
 * both). The tutor accepts both by the demo's own draw (one tutor in four of an in-person program); the family,
 * who wanted in-person tutoring, is given both. Kept out of home classes, whose families show the distance rule
 * (demo-distance-showcase.ts) and the rules of manner.
 */
export const BOTH_MODES_TUTOR = 'demo-tutor-43';
export const BOTH_MODES_STUDENT = 'demo-student-92';

interface Assignment {
  tutoringMode?: string;
  numberOfStudentsToSupport?: number;
}

/**
 * Makes the family accept both modes and a candidate of the tutor: his levels take hers, he has room for one more,
 * and they share a free slot. Draws nothing, so the seeded data stays as it was.
 */
export function showBothModes(tutors: readonly TutorEntry[], students: readonly StudentEntry[], storyOf: ReadonlyMap<string, StudentStory>): void {
  const tutor = tutors.find((entry) => entry.doc._id === BOTH_MODES_TUTOR);
  const student = students.find((entry) => entry.doc._id === BOTH_MODES_STUDENT);
  // The demo's draws chose them; a change of the draws is caught by the demo tests (demo-matching-rules.test.ts).
  if (!tutor?.takesStudents || !student || storyOf.get(student.doc._id) !== 'awaiting-tutor' || tutor.programId !== student.programId) return;
  if ((tutor.doc.tutorPreferences as { tutoringMode?: string }).tutoringMode !== 'both') return;
  const wishes = (student.doc.studentPreferences as { assignment: Assignment }).assignment;
  wishes.tutoringMode = 'both';
  if (!tutor.levels.includes(student.level)) tutor.levels.push(student.level);
  if (tutor.matched.length >= tutor.capacity) {
    tutor.capacity = tutor.matched.length + 1;
    (tutor.doc.tutorPreferences as { assignment: Assignment }).assignment.numberOfStudentsToSupport = tutor.capacity;
  }
  const free = tutor.slots.filter((slot) => !slot.taken);
  if (free.length === 0 || student.slots.some((own) => !own.taken && free.some((slot) => sameSlot(slot, own)))) return;
  student.slots.push({ ...free[0]!, taken: false });
  student.slots.sort((a, b) => a.dayOfTheWeek - b.dayOfTheWeek || a.startTime.localeCompare(b.startTime));
}

const sameSlot = (a: Slot, b: Slot) => a.dayOfTheWeek === b.dayOfTheWeek && a.startTime === b.startTime;

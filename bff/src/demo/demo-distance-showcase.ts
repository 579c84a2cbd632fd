import { PROGRAM_MODES, type Doc } from './demo-kit.ts';
import type { StudentEntry, StudentStory, TutorEntry } from './demo-families.ts';
import type { Slot } from './demo-people.ts';

/**
 * A home-classes tutor in Saint-Denis whose candidates show the distance rule at work: the families of the program
 * who wait for a tutor at home fit him in everything but the place, so the coordinator's matching screen lists those
 * within the program's bound, each with its distance, and counts the others ("2 élèves à plus de 10 km"). He works
 * in the program the demo coordinator matches by default, and is not the demo tutor, whose candidates other
 * screens show.
 */
export const DISTANCE_SHOWCASE_TUTOR = 'demo-tutor-21';

interface Wishes {
  tutoringType?: string;
  tutoringMode?: string;
}

/**
 * Gives the showcase tutor room for one more student, the levels of the waiting in-person families of his program,
 * and, with each of them, a free slot in common (added to the family's list, as the demo tutor's candidate gets
 * one): who is kept apart is then kept apart by the distance alone. Draws nothing, so the seeded data stays as it was.
 */
export function showDistanceRule(tutors: readonly TutorEntry[], students: readonly StudentEntry[], storyOf: ReadonlyMap<string, StudentStory>): void {
  const tutor = tutors.find((entry) => entry.doc._id === DISTANCE_SHOWCASE_TUTOR);
  if (!tutor || !tutor.takesStudents || PROGRAM_MODES[tutor.programId] !== 'in-person') return;
  const free = tutor.slots.filter((slot) => !slot.taken);
  if (free.length === 0) return;
  const families = students.filter((student) => {
    const wishes = wishesOf(student.doc);
    return (
      storyOf.get(student.doc._id) === 'awaiting-tutor' &&
      student.programId === tutor.programId &&
      wishes.tutoringType === 'private' &&
      wishes.tutoringMode === 'in-person'
    );
  });
  if (families.length === 0) return;
  if (tutor.matched.length >= tutor.capacity) {
    tutor.capacity = tutor.matched.length + 1;
    assignmentOf(tutor.doc).numberOfStudentsToSupport = tutor.capacity;
  }
  families.forEach((student, index) => {
    if (!tutor.levels.includes(student.level)) tutor.levels.push(student.level);
    if (student.slots.some((own) => !own.taken && free.some((slot) => sameSlot(slot, own)))) return;
    // A different slot for each family, so that they do not all ask for the same hour.
    const slot = free[index % free.length]!;
    student.slots.push({ ...slot, taken: false });
    student.slots.sort((a, b) => a.dayOfTheWeek - b.dayOfTheWeek || a.startTime.localeCompare(b.startTime));
  });
}

const sameSlot = (a: Slot, b: Slot) => a.dayOfTheWeek === b.dayOfTheWeek && a.startTime === b.startTime;

function wishesOf(doc: Doc): Wishes {
  return (doc.studentPreferences as { assignment?: Wishes } | undefined)?.assignment ?? {};
}

function assignmentOf(doc: Doc): { numberOfStudentsToSupport?: number } {
  return (doc.tutorPreferences as { assignment: { numberOfStudentsToSupport?: number } }).assignment;
}

import { LEVELS, PROGRAM_IDS } from '@binome/schema';
import type { StoredDocument } from '../src/store/store.ts';
import { addressIn } from './cohort-places.ts';
import { seededRandom } from '../test/support/seeded-random.ts';

/**
 * A matching cohort for load measurements: tutors and waiting students of one program (home classes, whose
 * in-person pairs are bounded in distance), deterministic, with the spreads seen in the demo: tutors teach two or
 * three consecutive levels and offer four to eight after-school or Wednesday and Saturday slots; students want one
 * level, offer three to six slots and registered over the last months. Everyone lives at a placed address of their
 * department (cohort-places.ts) and says how they accept to meet: what the distance, mode and type rules read.
 * No personal data.
 */
const PROGRAM = PROGRAM_IDS.homeClassesFaceToFace;
const DEPARTMENTS = ['75', '93', '92', '94', '69', '13', '59', '33'];
/** How tutors accept to meet: a fifth online only, a third in person only, the rest either. */
const TUTOR_MODES = [
  { mode: 'online', share: 0.2 },
  { mode: 'in-person', share: 0.33 },
  { mode: 'both', share: 0.47 },
] as const;
/** Families of a home-classes program mostly want a tutor at home; some accept a screen. */
const STUDENT_MODES = [
  { mode: 'online', share: 0.12 },
  { mode: 'in-person', share: 0.5 },
  { mode: 'both', share: 0.38 },
] as const;
/** Some want group sessions only (never a private pair), some either. */
const STUDENT_TYPES = [
  { type: 'group', share: 0.08 },
  { type: 'both', share: 0.07 },
  { type: 'private', share: 0.85 },
] as const;
/** The slots families ask for most: weekdays after school, Wednesday afternoon, Saturday morning. */
const SLOTS = [
  ...[1, 2, 3, 4, 5].flatMap((day) => ['16:30', '17:00', '17:30', '18:00', '18:30'].map((startTime) => ({ dayOfTheWeek: day, startTime }))),
  ...['13:30', '14:00', '14:30', '15:00'].map((startTime) => ({ dayOfTheWeek: 3, startTime })),
  ...['09:00', '10:00', '11:00'].map((startTime) => ({ dayOfTheWeek: 6, startTime })),
].map((slot) => ({ ...slot, endTime: `${String(Number(slot.startTime.slice(0, 2)) + 1).padStart(2, '0')}${slot.startTime.slice(2)}`, taken: false }));

function pick<T extends { share: number }>(next: () => number, choices: readonly T[]): T {
  let draw = next();
  for (const choice of choices) {
    draw -= choice.share;
    if (draw < 0) return choice;
  }
  return choices.at(-1)!;
}

function pickSlots(next: () => number, count: number) {
  const chosen = new Map<string, (typeof SLOTS)[number]>();
  while (chosen.size < count) {
    const slot = SLOTS[Math.floor(next() * SLOTS.length)]!;
    chosen.set(`${slot.dayOfTheWeek}@${slot.startTime}`, slot);
  }
  return [...chosen.values()].map((slot) => ({ ...slot }));
}

export function generateCohort(tutorCount: number, studentCount: number, seed = 2026): { tutors: StoredDocument[]; students: StoredDocument[] } {
  const next = seededRandom(seed);
  const createdAt = '2026-09-01T08:00:00.000Z';
  const tutors: StoredDocument[] = Array.from({ length: tutorCount }, (_, index) => {
    const first = Math.floor(next() * (LEVELS.length - 2));
    const levels = LEVELS.slice(first, first + 2 + Math.floor(next() * 2)).map((level) => level._id);
    const department = DEPARTMENTS[Math.floor(next() * DEPARTMENTS.length)]!;
    const id = `cohort-tutor-${index}`;
    return {
      _id: id,
      userId: id,
      userRole: 'tutor',
      status: next() < 0.9 ? 'active' : 'on-hold',
      contactDetails: { firstName: 'Tuteur', lastName: `${index}` },
      address: addressIn(department, next, index),
      program: { programId: PROGRAM },
      homeDepartment: department,
      department,
      subjectToTeach: ['scientific-and-first', 'literary-and-first', 'both-subjects'][Math.floor(next() * 3)],
      tutorPreferences: {
        status: 'active',
        availability: pickSlots(next, 4 + Math.floor(next() * 5)),
        matchedStudents: [],
        tutoringMode: pick(next, TUTOR_MODES).mode,
        assignment: { level: levels, department, numberOfStudentsToSupport: 1 + Math.floor(next() * 3), sectors: [`sector-${department}`], establishments: [] },
      },
      createdAt,
      updatedAt: createdAt,
    };
  });
  const students: StoredDocument[] = Array.from({ length: studentCount }, (_, index) => {
    const department = DEPARTMENTS[Math.floor(next() * DEPARTMENTS.length)]!;
    const id = `cohort-student-${index}`;
    const registered = new Date(Date.UTC(2026, 4, 1) + Math.floor(next() * 200) * 86_400_000).toISOString();
    return {
      _id: id,
      userId: id,
      userRole: 'student',
      status: 'active',
      contactDetails: { firstName: 'Élève', lastName: `${index}` },
      address: addressIn(department, next, index),
      department,
      program: { programId: PROGRAM },
      studentPreferences: {
        matchingStatus: 'unmatched',
        situation: 'awaiting-tutor',
        availability: pickSlots(next, 3 + Math.floor(next() * 4)),
        assignment: {
          level: LEVELS[Math.floor(next() * LEVELS.length)]!._id,
          subjectToStudy: ['scientific-and-first', 'literary-and-first'][Math.floor(next() * 2)],
          sectors: [`sector-${department}`],
          tutoringMode: pick(next, STUDENT_MODES).mode,
          tutoringType: pick(next, STUDENT_TYPES).type,
          vsc: [{ vscId: 'bench-vsc', vscName: 'VSC du banc' }],
        },
      },
      createdAt: registered,
      updatedAt: registered,
    };
  });
  return { tutors, students };
}

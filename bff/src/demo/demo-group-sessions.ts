import type { DemoFamilies } from './demo-families.ts';
import { addDays, nextWeekday, parisInstant } from './demo-dates.ts';
import { fullNameOf, metaOf, PROGRAM_MODES, type Doc } from './demo-kit.ts';
import { coordinatorOf } from './demo-staff.ts';

interface GroupPlan {
  key: string;
  /** ISO weekday, 1 for Monday. */
  weekday: number;
  start: string;
  end: string;
  levels: string[];
  subject: string;
  capacity?: number;
}

/**
 * Weekly group sessions of the demo family's program that families register for themselves: one for Léo's level
 * (5e), one for Chloé's (3e), one for every level with no limit, and one for 6e that the demo family is not offered.
 * Built from fixed plans, never from the random generator, so the rest of the seeded story stays the same.
 */
const PLANS: readonly GroupPlan[] = [
  { key: 'methodology-5eme', weekday: 6, start: '10:00', end: '11:30', levels: ['level-5eme'], subject: 'scientific-and-first', capacity: 6 },
  { key: 'brevet-3eme', weekday: 3, start: '16:30', end: '17:30', levels: ['level-3eme'], subject: 'literary-and-first', capacity: 8 },
  { key: 'homework-club', weekday: 6, start: '14:00', end: '15:30', levels: [], subject: 'both-subjects' },
  { key: 'reading-6eme', weekday: 2, start: '17:00', end: '18:00', levels: ['level-6eme'], subject: 'literary-and-first', capacity: 5 },
];

export function demoGroupSessions(families: DemoFamilies, options: { today: string }): Doc[] {
  const student = families.students.find((entry) => entry.doc._id === 'demo-student')!;
  // Led by a volunteer of the family's program other than the demo tutor, whose week stays as it is.
  const tutor = families.tutors.find((entry) => entry.programId === student.programId && entry.takesStudents && entry.doc._id !== 'demo-tutor');
  const vsc = (student.doc.studentPreferences as { assignment: { vsc: { vscId: string; vscName: string }[] } }).assignment.vsc[0]!;
  const online = PROGRAM_MODES[student.programId] === 'online';
  const author = coordinatorOf(student.programId, student.department);
  const planned = `${addDays(options.today, -10)}T09:00:00.000Z`;
  return PLANS.map((plan) => {
    // From next week on, so the first place taken is in the future whatever the day the demo starts.
    const day = nextWeekday(addDays(options.today, 1), plan.weekday);
    return {
      _id: `demo-group-session-${plan.key}`,
      sessionType: 'group-session',
      status: 'to-be-scheduled',
      program: student.doc.program,
      tutors: tutor ? [{ userId: tutor.doc._id, fullName: fullNameOf(tutor.doc) }] : [],
      students: [],
      vsc: [vsc],
      school: student.school.name,
      ...(online ? { tutoringMode: 'online' } : { tutoringMode: 'in-person', placeType: 'school', placeOrRoom: `CDI – ${student.school.name}` }),
      scheduleDuringHolidays: false,
      sessionDate: { startDate: parisInstant(day, plan.start), endDate: parisInstant(day, plan.end) },
      recurrence: { recurrenceNumber: 7, recurrenceName: 'weekly' },
      levels: plan.levels,
      subject: plan.subject,
      ...(plan.capacity !== undefined && { capacity: plan.capacity }),
      registeredUsers: [],
      origin: 'manual',
      ...metaOf(planned, author),
    };
  });
}

import type { Faker } from '@faker-js/faker';
import { reportDueAt } from '@binome/schema';
import type { DemoCalendar } from './demo-calendar.ts';
import { addDays, daysBetween, nextWeekday, parisInstant } from './demo-dates.ts';
import type { DemoFamilies, StudentEntry, StudentStory, TutorEntry } from './demo-families.ts';
import { PROGRAM_MODES, FOOTBALL, earlierOf, fullNameOf, metaOf, type Doc } from './demo-kit.ts';
import type { PeopleBook, Slot } from './demo-people.ts';
import { coordinatorOf } from './demo-staff.ts';
import { showDistanceRule } from './demo-distance-showcase.ts';
import { showBothModes } from './demo-both-modes-showcase.ts';

/**
 * The school year so far, pair by pair: a student is matched with a tutor of their program, meets them at a
 * session 0 with their VSC, then has a weekly session at a slot both are free. Past sessions took place (with
 * attendance) or were cancelled (with a reason); the next two weeks are programmed or still to be scheduled. Each
 * session that took place has the tutor's class report, older ones validated by the program's coordinator, the
 * last ones still to enter. A few pairs ended: a session 0 abandoned, a family that stopped. Every student's
 * situation, pipeline and matching status, and every tutor's matched students, are written from this story.
 */
export interface DemoTutoring {
  pairs: Doc[];
  matching: Doc[];
  sessions: Doc[];
  classReports: Doc[];
  scReports: Doc[];
}

type Mood = 'good' | 'mixed' | 'struggling';

interface PairStory {
  number: number;
  tutor: TutorEntry;
  student: StudentEntry;
  slot: Slot;
  createdDay: string;
  active: boolean;
  mood: Mood;
  managedBy: string;
  /** Set when the pair ended. */
  dissociation?: { day: string; reason: string; description: string };
}

/** How far back the story goes, and how far ahead sessions are booked. */
const HISTORY_DAYS = 70;
const BOOKED_AHEAD_DAYS = 13;
const PROGRAMMED_AHEAD_DAYS = 6;

type Reason = readonly [reason: string, description: string];

const CANCELLATIONS: readonly Reason[] = [
  ['Élève malade', 'La famille a prévenu la veille : l’élève est malade.'],
  ['Indisponibilité du tuteur', 'Déplacement professionnel imprévu du tuteur.'],
  ['Sortie scolaire', 'Sortie scolaire de la classe ce jour-là.'],
  ['Oubli de l’élève', 'Personne au rendez-vous à l’heure prévue.'],
  ['Grève des transports', 'Le tuteur n’a pas pu se déplacer.'],
];
const ONLINE_CANCELLATION: Reason = ['Problème de connexion', 'La visioconférence n’a pas pu démarrer.'];
const SESSION_0_ABANDONS: readonly Reason[] = [
  ['Binôme non adapté', 'Les horaires proposés ne conviennent finalement pas à la famille.'],
  ['Famille injoignable', 'La famille n’a pas répondu aux relances avant la séance 0.'],
];
/** The dissociation reason of the pair (a code of the list) that each ending above stands for. */
const DISSOCIATION_REASON_OF: Readonly<Record<string, string>> = {
  'Binôme non adapté': 'no-common-time',
  'Famille injoignable': 'partner-unresponsive',
  'Déménagement de la famille': 'moved',
  'Arrêt à la demande de la famille': 'no-longer-needs-help',
};
const STOPS: readonly Reason[] = [
  ['Déménagement de la famille', 'La famille a déménagé hors de la zone d’intervention.'],
  ['Arrêt à la demande de la famille', 'La famille souhaite arrêter le tutorat pour le moment.'],
];

export function demoTutoring(
  faker: Faker,
  people: PeopleBook,
  families: DemoFamilies,
  calendar: DemoCalendar,
  options: { now: Date; today: string },
): DemoTutoring {
  const { now, today } = options;
  const nowIso = now.toISOString();
  const yearStart = calendar.schoolYears.find((year) => year.isCurrent)!.startDate;
  // From the second week of school, at most ten weeks back (a demo started late in the year stays as small).
  let windowStart = addDays(yearStart, 13) > addDays(today, -HISTORY_DAYS) ? addDays(yearStart, 13) : addDays(today, -HISTORY_DAYS);
  if (windowStart > addDays(today, -21)) windowStart = addDays(today, -HISTORY_DAYS);
  const dayBetween = (from: string, to: string) => addDays(from, faker.number.int({ min: 0, max: Math.max(0, daysBetween(from, to)) }));

  // 1. Who is paired with whom.
  const stories: PairStory[] = [];
  const tutorOf = (id: string) => families.tutors.find((tutor) => tutor.doc._id === id)!;
  const storyOf = new Map<string, StudentStory>(families.students.map((student) => [student.doc._id, student.story]));
  for (const student of families.students) {
    if (!['in-tutoring', 'abandoned-session-0', 'stopped-after-pair'].includes(student.story)) continue;
    const staysPaired = student.story === 'in-tutoring';
    const isDemoChild = student.parentId === 'demo-parent';
    const tutor = isDemoChild ? tutorOf('demo-tutor') : chooseTutor(families.tutors, student, staysPaired);
    if (!tutor) {
      storyOf.set(student.doc._id, 'awaiting-tutor');
      continue;
    }
    const slot = isDemoChild
      ? ({
          ...(student.doc._id === 'demo-student'
            ? { dayOfTheWeek: 3, startTime: '14:00', endTime: '15:00' }
            : { dayOfTheWeek: 1, startTime: '17:30', endTime: '18:30' }),
          taken: false,
        } as Slot)
      : (tutor.slots.find((slot) => !slot.taken && student.slots.some((own) => sameSlot(own, slot))) ?? tutor.slots.find((slot) => !slot.taken)!);
    const tutorSlot = ensureSlot(tutor.slots, slot);
    const studentSlot = ensureSlot(student.slots, slot);
    if (staysPaired) {
      tutorSlot.taken = true;
      studentSlot.taken = true;
      tutor.matched.push(student.doc._id);
    }
    if (!tutor.levels.includes(student.level)) tutor.levels.push(student.level);
    const createdDay = isDemoChild
      ? addDays(windowStart, student.doc._id === 'demo-student' ? 0 : 14)
      : student.story === 'in-tutoring'
        ? dayBetween(windowStart, addDays(today, -1))
        : student.story === 'abandoned-session-0'
          ? dayBetween(addDays(today, -35), addDays(today, -16))
          : dayBetween(windowStart, addDays(windowStart, 10));
    stories.push({
      number: stories.length + 1,
      tutor,
      student,
      slot: tutorSlot,
      createdDay,
      active: staysPaired,
      mood: isDemoChild
        ? 'good'
        : faker.helpers.weightedArrayElement([
            { weight: 70, value: 'good' },
            { weight: 20, value: 'mixed' },
            { weight: 10, value: 'struggling' },
          ] as const),
      managedBy: coordinatorOf(student.programId, student.department),
    });
  }

  // 2. Their sessions and reports.
  const sessions: Doc[] = [];
  const classReports: Doc[] = [];
  const scReports: Doc[] = [];
  // Students whose session 0 has not taken place yet: their pipeline says so.
  const session0Upcoming = new Set<string>();
  for (const story of stories) {
    const { student, slot } = story;
    const days = schoolDays(calendar, student.department, slot.dayOfTheWeek, addDays(story.createdDay, 3), addDays(today, BOOKED_AHEAD_DAYS));
    if (!story.active) {
      // The pair ended after its session 0 (abandoned) or after a few weeks (the family stopped).
      const kept = student.story === 'abandoned-session-0' ? 0 : Math.min(days.length - 1, faker.number.int({ min: 2, max: 4 }));
      const [reason, description] = faker.helpers.arrayElement(student.story === 'abandoned-session-0' ? SESSION_0_ABANDONS : STOPS);
      const lastDay = days[kept] ?? story.createdDay;
      story.dissociation = { day: earlierOf(addDays(lastDay, student.story === 'abandoned-session-0' ? 2 : 3), addDays(today, -1)), reason, description };
      days.splice(kept + 1);
    }
    const writer = new SessionWriter(faker, people, story, { nowIso, today });
    const own: Doc[] = [];
    days.forEach((day, index) => own.push(index === 0 ? writer.session0(day) : writer.regular(day, index + 1, writer.tookPlace(own[0]!))));
    if (story.active && own[0] && !writer.tookPlace(own[0])) session0Upcoming.add(student.doc._id);
    // What took place stays one record a week (with its report); what is ahead is one weekly series from the next
    // session to the end of the scholar year, whose occurrences the seed writes.
    const ahead = own.filter((session) => session.sessionType === 'private-session' && String((session.sessionDate as { endDate: string }).endDate) > nowIso);
    if (ahead[0]) ahead[0].recurrence = { recurrenceNumber: 7, recurrenceName: 'weekly' };
    sessions.push(...own.filter((session) => !ahead.slice(1).includes(session)));
    const realized = own.filter((session) => writer.tookPlace(session));
    // The tutor writes a class report for each weekly session they held.
    realized
      .filter((session) => session.sessionType === 'private-session' && (session.tutors as { attendance: string }[])[0]!.attendance === 'present')
      .reverse()
      .forEach((session, newestFirst) => classReports.push(writer.classReport(session, newestFirst)));
    const session0 = realized.find((session) => session.sessionType === 'session-0');
    if (session0 && daysBetween(writer.dayOf(session0), today) <= 28) scReports.push(writer.scReport(session0));
  }

  // The demo tutor's automatic matching always finds someone: a waiting student of their program and levels
  // offers one of their free slots.
  giveDemoTutorACandidate(tutorOf('demo-tutor'), families.students, storyOf);
  showDistanceRule(families.tutors, families.students, storyOf);
  showBothModes(families.tutors, families.students, storyOf);

  // 3. The pairs, the matching candidates, and what each person's record says of it.
  const pairs = stories.map((story) => pairDocument(people, story, nowIso));
  const matching: Doc[] = [];
  const activeTutorOf = new Map(stories.filter((story) => story.active).map((story) => [story.student.doc._id, story.tutor.doc._id]));
  for (const student of families.students) {
    const story = storyOf.get(student.doc._id)!;
    writeStudentStatus(student, story, session0Upcoming.has(student.doc._id), today);
    if (story === 'in-tutoring' || story === 'awaiting-tutor' || story === 'abandoned-session-0') {
      const tutorId = activeTutorOf.get(student.doc._id);
      const completed = addDays(student.registeredDay, 5) < today ? addDays(student.registeredDay, 5) : student.registeredDay;
      matching.push({
        _id: `demo-matching-${matching.length + 1}`,
        studentId: student.doc._id,
        studentFullName: fullNameOf(student.doc),
        ...(tutorId && { tutorId }),
        availability: student.slots.map((slot) => ({ ...slot })),
        status: tutorId ? 'private-session' : 'unmatched',
        program: student.doc.program,
        level: student.level,
        ...metaOf(earlierOf(people.instantOn(completed), nowIso), coordinatorOf(student.programId, student.department)),
      });
    }
  }
  for (const tutor of families.tutors) {
    const preferences = tutor.doc.tutorPreferences as { matchedStudents: string[]; assignment: { level: string[] } };
    preferences.matchedStudents = tutor.matched;
    preferences.assignment.level = [...tutor.levels].sort((a, b) => LEVEL_ORDER.indexOf(a) - LEVEL_ORDER.indexOf(b));
  }
  return { pairs, matching, sessions, classReports, scReports };
}

const LEVEL_ORDER = ['level-cm1', 'level-cm2', 'level-6eme', 'level-5eme', 'level-4eme', 'level-3eme', 'level-seconde', 'level-premiere', 'level-terminale'];

/** A tutor of the student's program, near them for face-to-face programs, at their level, with a free slot. */
function chooseTutor(tutors: readonly TutorEntry[], student: StudentEntry, staysPaired: boolean): TutorEntry | undefined {
  const candidates = tutors.filter(
    (tutor) =>
      tutor.doc._id !== 'demo-tutor' &&
      tutor.takesStudents &&
      tutor.programId === student.programId &&
      (!staysPaired || (tutor.matched.length < tutor.capacity && tutor.slots.some((slot) => !slot.taken))),
  );
  const score = (tutor: TutorEntry) =>
    (PROGRAM_MODES[student.programId] === 'online' || tutor.department === student.department ? 0 : 4) +
    (tutor.levels.includes(student.level) ? 0 : 2) +
    tutor.matched.length;
  return [...candidates].sort((a, b) => score(a) - score(b))[0];
}

const sameSlot = (a: Slot, b: Pick<Slot, 'dayOfTheWeek' | 'startTime'>) => a.dayOfTheWeek === b.dayOfTheWeek && a.startTime === b.startTime;

/** The list's entry for `slot`, put in place of a free one when the list lacks it (the list keeps its size). */
function ensureSlot(slots: Slot[], slot: Slot): Slot {
  const found = slots.find((entry) => sameSlot(entry, slot));
  if (found) return found;
  const entry: Slot = { dayOfTheWeek: slot.dayOfTheWeek, startTime: slot.startTime, endTime: slot.endTime, taken: false };
  const free = slots.findIndex((candidate) => !candidate.taken);
  if (free >= 0) slots.splice(free, 1, entry);
  else slots.push(entry);
  slots.sort((a, b) => a.dayOfTheWeek - b.dayOfTheWeek || a.startTime.localeCompare(b.startTime));
  return entry;
}

function giveDemoTutorACandidate(tutor: TutorEntry, students: readonly StudentEntry[], storyOf: ReadonlyMap<string, StudentStory>): void {
  const free = tutor.slots.filter((slot) => !slot.taken);
  const waiting = students.filter(
    (student) => storyOf.get(student.doc._id) === 'awaiting-tutor' && student.programId === tutor.programId && tutor.levels.includes(student.level),
  );
  if (free.length === 0 || waiting.length === 0) return;
  if (waiting.some((student) => student.slots.some((own) => !own.taken && free.some((slot) => sameSlot(slot, own))))) return;
  waiting[0]!.slots.push({ ...free[0]!, taken: false });
}

/** Every `weekday` from `from` to `until` that is a school day in the department. */
function schoolDays(calendar: DemoCalendar, department: string, weekday: number, from: string, until: string): string[] {
  const days: string[] = [];
  for (let day = nextWeekday(from, weekday); day <= until; day = addDays(day, 7)) if (!calendar.isDayOff(day, department)) days.push(day);
  return days;
}

function pairDocument(people: PeopleBook, story: PairStory, nowIso: string): Doc {
  const created = earlierOf(people.instantOn(story.createdDay), nowIso);
  const ended = story.dissociation && earlierOf(people.instantOn(story.dissociation.day), nowIso);
  return {
    _id: `demo-pair-${story.number}`,
    tutorId: story.tutor.doc._id,
    studentId: story.student.doc._id,
    program: story.student.doc.program,
    status: story.active ? 'active' : 'dissociated',
    managedBy: story.managedBy,
    // The weekly slot the match gave the pair, as a match made in the app records it (the tutor's "Mes élèves").
    ...(story.active && { weeklySlot: { dayOfTheWeek: story.slot.dayOfTheWeek, startTime: story.slot.startTime, endTime: story.slot.endTime } }),
    ...(story.dissociation &&
      ended && {
        dissociationDetails: {
          reason: DISSOCIATION_REASON_OF[story.dissociation.reason] ?? 'other',
          description: story.dissociation.description,
          dissociatedAt: ended,
          dissociatedBy: story.managedBy,
        },
      }),
    ...metaOf(created, story.managedBy, ended ?? created, story.managedBy),
  };
}

function writeStudentStatus(student: StudentEntry, story: StudentStory, session0Upcoming: boolean, today: string): void {
  const preferences = student.doc.studentPreferences as Record<string, unknown>;
  const sinceRegistration = daysBetween(student.registeredDay, today);
  const byStory: Record<StudentStory, [string, string, string, string, string]> = {
    // status, situation, pipeline, folder, matching status
    'in-tutoring': ['active', 'in-tutoring', session0Upcoming ? 'scheduled-session-0' : 'in-tutoring', 'validated', 'private-session'],
    'awaiting-tutor': ['active', 'awaiting-tutor', 'complete', 'waiting-for-tutor', 'unmatched'],
    'abandoned-session-0': ['active', 'awaiting-tutor', 'complete', 'waiting-for-tutor', 'unmatched'],
    new: [
      'on-hold',
      'new',
      sinceRegistration < 7 ? 'new' : sinceRegistration < 15 ? 'incomplete-relance-1' : 'incomplete-relance-2',
      'incomplete',
      'unmatched',
    ],
    'stopped-after-pair': ['archived', 'stop', 'stop', 'validated', 'unmatched'],
    stopped: ['archived', 'stop', 'no-further-action', 'incomplete', 'unmatched'],
  };
  const [status, situation, pipelineStatus, folderStatus, matchingStatus] = byStory[story];
  student.doc.status = status;
  Object.assign(preferences, { situation, pipelineStatus, folderStatus, matchingStatus });
}

/** Writes one pair's sessions and reports. */
class SessionWriter {
  private readonly tutorName: string;
  private readonly studentName: string;
  private readonly vsc: { vscId: string; vscName: string };
  private readonly mode: 'online' | 'in-person';
  private readonly parentId: string;

  constructor(
    private readonly faker: Faker,
    private readonly people: PeopleBook,
    private readonly story: PairStory,
    private readonly clock: { nowIso: string; today: string },
  ) {
    this.tutorName = fullNameOf(story.tutor.doc);
    this.studentName = fullNameOf(story.student.doc);
    this.vsc = (story.student.doc.studentPreferences as { assignment: { vsc: { vscId: string; vscName: string }[] } }).assignment.vsc[0]!;
    this.mode = PROGRAM_MODES[story.student.programId]!;
    this.parentId = story.student.parentId;
  }

  dayOf(session: Doc): string {
    return String((session.sessionDate as { startDate: string }).startDate).slice(0, 10);
  }

  tookPlace(session: Doc): boolean {
    return session.status !== 'canceled' && String((session.sessionDate as { endDate: string }).endDate) <= this.clock.nowIso;
  }

  session0(day: string): Doc {
    const { story } = this;
    const base = this.base(day, 1, 'session-0');
    if (story.student.story === 'abandoned-session-0') {
      return {
        ...base,
        status: 'canceled',
        session0SubStatus: 'abandoned',
        cancelingReason: story.dissociation!.reason,
        cancelingDescription: story.dissociation!.description,
        ...this.attendance('not-reported', 'not-reported'),
      };
    }
    if (this.isPast(base)) {
      return {
        ...base,
        status: 'session-0-to-be-scheduled',
        session0SubStatus: story.active ? 'pair-ok' : 'finished',
        ...this.attendance('present', 'present'),
      };
    }
    const subStatus = this.faker.helpers.arrayElement([
      'suggested',
      'called-again',
      'confirmed',
      'confirmed',
      'confirmed',
      'to-be-scheduled',
      'on-hold',
    ] as const);
    const status = subStatus === 'to-be-scheduled' ? 'to-be-scheduled' : subStatus === 'on-hold' ? 'session-0-on-hold' : 'session-0-to-be-scheduled';
    return { ...base, status, session0SubStatus: subStatus, ...this.attendance('not-reported', 'not-reported') };
  }

  regular(day: string, rank: number, session0Done: boolean): Doc {
    const base = this.base(day, rank, 'private-session');
    if (!this.isPast(base)) {
      const programmed = session0Done && day <= addDays(this.clock.today, PROGRAMMED_AHEAD_DAYS);
      return { ...base, status: programmed ? 'session-0-to-be-scheduled' : 'to-be-scheduled', ...this.attendance('not-reported', 'not-reported') };
    }
    if (this.faker.datatype.boolean(0.08)) {
      const [reason, description] =
        this.mode === 'online' && this.faker.datatype.boolean(0.4) ? ONLINE_CANCELLATION : this.faker.helpers.arrayElement(CANCELLATIONS);
      return {
        ...base,
        status: 'canceled',
        cancelingReason: reason,
        cancelingDescription: description,
        ...this.attendance('not-reported', 'not-reported'),
        updatedBy: this.story.managedBy,
      };
    }
    // Now and then a tutor misses a session (never the demo tutor, whose sessions all took place).
    const tutorAbsent = this.story.tutor.doc._id !== 'demo-tutor' && this.faker.datatype.boolean(0.03);
    const studentAbsent = !tutorAbsent && this.faker.datatype.boolean(this.story.mood === 'struggling' ? 0.3 : 0.08);
    return { ...base, status: 'session-0-to-be-scheduled', ...this.attendance(tutorAbsent ? 'absent' : 'present', studentAbsent ? 'absent' : 'present') };
  }

  /** The class report of a session that took place; `newestFirst` 0 is the pair's latest session. */
  classReport(session: Doc, newestFirst: number): Doc {
    const { story } = this;
    const day = this.dayOf(session);
    const age = daysBetween(day, this.clock.today);
    const pick = <T>(weighted: { weight: number; value: T }[]) => this.faker.helpers.weightedArrayElement(weighted);
    // The demo tutor's two pairs show every state, newest first: to enter, partly entered, entered, then validated.
    const demoStates = story.number === 1 ? ['to-be-entered', 'entered'] : ['partially-entered', 'entered'];
    const status =
      story.tutor.doc._id === 'demo-tutor'
        ? (demoStates[newestFirst] ?? 'confirmed')
        : age >= 21
          ? pick([
              { weight: 85, value: 'confirmed' },
              { weight: 15, value: 'entered' },
            ])
          : age >= 7
            ? pick([
                { weight: 55, value: 'entered' },
                { weight: 25, value: 'confirmed' },
                { weight: 20, value: 'partially-entered' },
              ])
            : pick([
                { weight: 50, value: 'to-be-entered' },
                { weight: 25, value: 'partially-entered' },
                { weight: 25, value: 'entered' },
              ]);
    const participants = this.participantsOf(session);
    const studentPresent = participants.students[0]!.attendance === 'present';
    const rating = !studentPresent ? this.faker.number.int({ min: 1, max: 2 }) : ratingFor(this.faker, story.mood);
    const end = String((session.sessionDate as { endDate: string }).endDate);
    const enteredAt = earlierOf(new Date(Date.parse(end) + this.faker.number.int({ min: 2, max: 40 }) * 3_600_000).toISOString(), this.clock.nowIso);
    const validated = status === 'confirmed';
    const validator = story.managedBy;
    const validatedAt = validated
      ? earlierOf(new Date(Date.parse(enteredAt) + this.faker.number.int({ min: 1, max: 5 }) * 86_400_000).toISOString(), this.clock.nowIso)
      : enteredAt;
    const dueAt = reportDueAt(end);
    const done = status === 'entered' || validated;
    // The demo tutor's partly entered report was sent back by their coordinator: the review's comment shows.
    const sentBack = story.tutor.doc._id === 'demo-tutor' && status === 'partially-entered';
    return {
      _id: `demo-class-report-${story.number}-${session._id.split('-').at(-1)}`,
      sessionId: session._id,
      tutorId: story.tutor.doc._id,
      studentId: story.student.doc._id,
      program: session.program,
      status,
      reportDate: day,
      writerType: 'tutor',
      attendance:
        status === 'to-be-entered'
          ? [this.line(story.tutor.doc, 'not-reported'), this.line(story.student.doc, 'not-reported')]
          : [this.line(story.tutor.doc, participants.tutors[0]!.attendance), this.line(story.student.doc, participants.students[0]!.attendance)],
      ...(status !== 'to-be-entered' && { rating }),
      ...(done && {
        note: studentPresent ? Math.min(5, rating + this.faker.number.int({ min: 0, max: 1 })) : 2,
        appreciation: appreciationFor(this.faker, story, studentPresent ? rating : 0),
      }),
      dueAt,
      ...(done && { enteredAt }),
      ...(!done && dueAt < this.clock.nowIso && { reminderSentAt: dueAt }),
      ...(sentBack && {
        reviewComment: 'Pouvez-vous préciser ce qui a été travaillé et ajouter votre appréciation ? Merci !',
        sentBackAt: earlierOf(new Date(Date.parse(end) + 26 * 3_600_000).toISOString(), this.clock.nowIso),
        sentBackBy: validator,
      }),
      isValidated: validated,
      ...(validated && { validatedBy: validator, validatedAt }),
      ...metaOf(
        earlierOf(end, this.clock.nowIso),
        story.tutor.doc._id,
        status === 'to-be-entered' ? earlierOf(end, this.clock.nowIso) : validatedAt,
        validated ? validator : story.tutor.doc._id,
      ),
    };
  }

  /** The VSC's report of a session 0 they attended. */
  scReport(session: Doc): Doc {
    const { story } = this;
    const day = this.dayOf(session);
    const age = daysBetween(day, this.clock.today);
    const status = age >= 14 ? 'confirmed' : age >= 6 ? 'entered' : 'to-be-entered';
    const end = String((session.sessionDate as { endDate: string }).endDate);
    const firstName = (story.student.doc.contactDetails as { firstName: string }).firstName;
    const appreciation = this.faker.helpers.arrayElement([
      `Première rencontre chaleureuse : ${firstName} et son tuteur ont fixé leurs objectifs pour le trimestre.`,
      `La famille est rassurée ; horaires et lieu confirmés. Objectifs : méthode de travail et confiance en soi.`,
      `Bon contact entre ${this.tutorName} et ${firstName}. Un point d’étape est prévu avant les vacances.`,
    ]);
    const at = earlierOf(new Date(Date.parse(end) + 20 * 3_600_000).toISOString(), this.clock.nowIso);
    return {
      _id: `demo-sc-report-${story.number}`,
      sessionId: session._id,
      tutorId: story.tutor.doc._id,
      studentId: story.student.doc._id,
      program: session.program,
      status,
      reportDate: day,
      writerType: 'vsc',
      attendance: [
        this.line(story.tutor.doc, status === 'to-be-entered' ? 'not-reported' : 'present'),
        this.line(story.student.doc, status === 'to-be-entered' ? 'not-reported' : 'present'),
      ],
      ...(status !== 'to-be-entered' && { rating: ratingFor(this.faker, story.mood), note: 4, appreciation }),
      isValidated: status === 'confirmed',
      ...(status === 'confirmed' && { validatedBy: story.managedBy }),
      ...metaOf(
        earlierOf(end, this.clock.nowIso),
        this.vsc.vscId,
        status === 'to-be-entered' ? earlierOf(end, this.clock.nowIso) : at,
        status === 'confirmed' ? story.managedBy : this.vsc.vscId,
      ),
    };
  }

  private isPast(session: Doc): boolean {
    return String((session.sessionDate as { endDate: string }).endDate) <= this.clock.nowIso;
  }

  private participantsOf(session: Doc) {
    return session as unknown as { tutors: { attendance: string }[]; students: { attendance: string }[] };
  }

  private line(person: Doc, attendance: string) {
    return { userId: person._id, fullName: fullNameOf(person), attendance, ...(attendance !== 'not-reported' && { absence: attendance === 'absent' }) };
  }

  private attendance(tutor: 'present' | 'absent' | 'not-reported', student: 'present' | 'absent' | 'not-reported') {
    const { story } = this;
    const entry = (userId: string, fullName: string, attendance: string) => ({
      userId,
      fullName,
      attendance,
      ...(attendance !== 'not-reported' && { absence: attendance === 'absent' }),
    });
    return { tutors: [entry(story.tutor.doc._id, this.tutorName, tutor)], students: [entry(story.student.doc._id, this.studentName, student)] };
  }

  private base(day: string, rank: number, sessionType: 'session-0' | 'private-session'): Doc {
    const { story } = this;
    const { slot } = story;
    const startDate = parisInstant(day, slot.startTime);
    const endDate = parisInstant(day, slot.endTime);
    const schoolName = story.student.school.name;
    // Online programs meet by video call, session 0 included; the others meet at school for session 0, with the VSC.
    const place =
      this.mode === 'online'
        ? {}
        : sessionType === 'session-0'
          ? { placeType: 'school', placeOrRoom: `Salle de réunion – ${schoolName}` }
          : story.student.programId === FOOTBALL
            ? { placeType: 'sports-club', placeOrRoom: 'Club partenaire – salle des devoirs' }
            : { placeType: 'home', placeOrRoom: 'Au domicile de la famille' };
    // Session 0 is planned when the pair is made; the weekly sessions once it took place.
    const planned = earlierOf(this.people.instantOn(sessionType === 'session-0' ? story.createdDay : addDays(day, -7)), this.clock.nowIso);
    const changed = earlierOf(new Date(Date.parse(endDate) + 2 * 3_600_000).toISOString(), this.clock.nowIso);
    return {
      _id: `demo-session-${story.number}-${rank}`,
      sessionType,
      status: 'to-be-scheduled',
      program: story.student.doc.program,
      vsc: [this.vsc],
      school: schoolName,
      ...place,
      tutoringMode: this.mode,
      scheduleDuringHolidays: false,
      sessionDate: { startDate, endDate },
      recurrence: { recurrenceNumber: 1, recurrenceName: 'one-time' },
      parentUserId: this.parentId,
      origin: 'manual',
      ...metaOf(
        planned,
        story.managedBy,
        endDate <= this.clock.nowIso ? laterIso(planned, changed) : planned,
        endDate <= this.clock.nowIso ? this.vsc.vscId : story.managedBy,
      ),
    };
  }
}

const laterIso = (a: string, b: string) => (a > b ? a : b);

function ratingFor(faker: Faker, mood: Mood): number {
  if (mood === 'good') return faker.number.int({ min: 4, max: 5 });
  if (mood === 'mixed') return faker.number.int({ min: 3, max: 4 });
  return faker.number.int({ min: 1, max: 3 });
}

/** The tutor's few words, in line with the rating; 0 means the student did not come. */
function appreciationFor(faker: Faker, story: PairStory, rating: number): string {
  const contact = story.student.doc.contactDetails as { firstName: string };
  const name = contact.firstName;
  const e = story.student.doc.gender === 'female' ? 'e' : '';
  if (rating === 0)
    return faker.helpers.arrayElement([
      `${name} était absent${e} sans prévenir ; séance non réalisée.`,
      `Absence de ${name}, la famille n’a pas répondu à mes messages.`,
    ]);
  if (rating >= 4) {
    return faker.helpers.arrayElement([
      `Très bonne séance : ${name} a bien compris les fractions et a fait tous les exercices.`,
      `Séance efficace, ${name} est concentré${e} et pose de bonnes questions.`,
      `Nous avons revu la leçon de français ; ${name} progresse nettement en rédaction.`,
      `Bon travail sur la méthode : ${name} s’organise mieux pour ses devoirs.`,
      `Exercices de géométrie réussis, ${name} prend confiance.`,
    ]);
  }
  if (rating === 3) {
    return faker.helpers.arrayElement([
      `Séance correcte, mais ${name} était fatigué${e} ; à revoir la semaine prochaine.`,
      `${name} a du mal avec la conjugaison, nous avons fait des exercices ciblés.`,
      'Début difficile puis bonne fin de séance.',
    ]);
  }
  return faker.helpers.arrayElement([
    `Séance difficile : ${name} n’avait pas ses affaires et était peu concentré${e}.`,
    `${name} décroche en mathématiques, il faudrait en parler avec la famille.`,
    `Peu de progrès cette semaine, ${name} semble démotivé${e}.`,
  ]);
}

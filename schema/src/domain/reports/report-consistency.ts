/**
 * Where a report stands and whom it names (security review "a tutor writes class reports about any child"): a
 * report is about one session, and names only people that session names. Its session, occurrence, tutor and student
 * are set when it is written and never move afterwards, whoever asks: a report moved to another child would be read
 * by that child's family. Staff fix a wrong report by deleting it and writing it again.
 */

/** What a report is about: set once, never changed by an update. */
export const REPORT_PLACE_FIELDS = ['sessionId', 'occurrenceId', 'tutorId', 'studentId'] as const;

/**
 * The reference fields of a report that its session answers for (list entries without index): the people it names
 * are checked against the session's people, not against the students a writer may open (a tutor reads his paired
 * students only, and a group session's students need not be paired with him).
 */
export const REPORT_PEOPLE_PATHS = ['tutorId', 'studentId', 'attendance.userId'] as const;

interface Person {
  userId?: unknown;
}

/** The people a session or one of its occurrences names. */
export interface ReportSessionPeople {
  tutors?: readonly Person[];
  students?: readonly Person[];
}

export interface ReportOccurrencePeople extends ReportSessionPeople {
  sessionId?: unknown;
}

export type ReportInconsistencyKind = 'placeFixed' | 'notNamedBySession' | 'occurrenceOfAnotherSession';

export interface ReportInconsistency {
  /** The report's field, list entries by index (`attendance.2.userId`). */
  path: string;
  kind: ReportInconsistencyKind;
}

export interface ReportPlace {
  /** The stored report; undefined on a create. */
  before: Record<string, unknown> | undefined;
  /** The report as it would be stored. */
  after: Record<string, unknown>;
  /** The report's session as stored, undefined when there is none. */
  session: ReportSessionPeople | undefined;
  /** The occurrence the report names, as stored, undefined when it names none or none is found. */
  occurrence: ReportOccurrencePeople | undefined;
}

/**
 * What is wrong with where a report stands, empty when nothing: on an update, any change of its session, occurrence,
 * tutor or student (and nothing else is looked at); otherwise an occurrence of another session, and a tutor, a
 * student or an attendance line the write sets who is not named by the session (or by the occurrence reported on,
 * which keeps the people it was held with). Lines already on the report are not judged again: the session's people
 * may change after the fact.
 */
export function reportInconsistencies({ before, after, session, occurrence }: ReportPlace): ReportInconsistency[] {
  if (before) {
    const moved = REPORT_PLACE_FIELDS.filter((field) => (before[field] ?? null) !== (after[field] ?? null));
    if (moved.length > 0) return moved.map((path) => ({ path, kind: 'placeFixed' }));
  }
  const found: ReportInconsistency[] = [];
  const ofThisSession = occurrence !== undefined && occurrence.sessionId === after.sessionId;
  if (after.occurrenceId !== undefined && after.occurrenceId !== null && !ofThisSession)
    found.push({ path: 'occurrenceId', kind: 'occurrenceOfAnotherSession' });
  const named = (key: 'tutors' | 'students') => idsOf(session?.[key]).concat(ofThisSession ? idsOf(occurrence[key]) : []);
  const tutors = new Set(named('tutors'));
  const students = new Set(named('students'));
  if (!before) {
    if (isId(after.tutorId) && !tutors.has(after.tutorId)) found.push({ path: 'tutorId', kind: 'notNamedBySession' });
    if (isId(after.studentId) && !students.has(after.studentId)) found.push({ path: 'studentId', kind: 'notNamedBySession' });
  }
  const kept = new Set(idsOf(lines(before?.attendance)));
  lines(after.attendance).forEach((line, index) => {
    if (!isId(line.userId) || kept.has(line.userId)) return;
    if (!tutors.has(line.userId) && !students.has(line.userId)) found.push({ path: `attendance.${index}.userId`, kind: 'notNamedBySession' });
  });
  return found;
}

const isId = (value: unknown): value is string => typeof value === 'string' && value !== '';

function lines(value: unknown): Person[] {
  return Array.isArray(value) ? (value as Person[]).filter((line) => typeof line === 'object' && line !== null) : [];
}

function idsOf(people: readonly Person[] | undefined): string[] {
  return (people ?? []).map((person) => person.userId).filter(isId);
}

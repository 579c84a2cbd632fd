import { departmentOfPerson, distinctDepartments, type PersonWhereabouts } from '@binome/schema';
import type { Store } from '../../store/store.ts';

/**
 * The departments a record is filed under (see `local-reach.ts` in the schema): those of the students it names,
 * read from their records; a session or a pair that names no student yet (a group session before anyone
 * registers) is filed under its tutors'. Worked out by the server on every write, never taken from a client.
 */

/**
 * Any record of the collections filed under departments (sessions, occurrences, pairs, candidates, reports) and the
 * people they name, wherever it comes from: read from the store, handed by a generic write, or built in memory by
 * the demo's bulk load before any validation. The rules below are generic over those collections (RECORD_DEPARTMENTS
 * is keyed by collection) and read each field with a type check, so they keep the untyped record on purpose.
 */
type Doc = Record<string, unknown>;

/** Where the rules read people and sessions from: the store, or documents in memory (the demo's bulk load). */
export interface FilingSource {
  /** The people with these ids and this role. */
  people(ids: readonly string[], role: 'student' | 'tutor'): Promise<readonly Doc[]>;
  /** A session (series), or null when there is none. */
  session(id: string): Promise<Doc | null>;
}

/** What is read of a person to know their department: the stored one, or what it is derived from. */
const WHEREABOUTS = { _id: 1, userRole: 1, department: 1, address: 1, homeDepartment: 1, tutorPreferences: 1, parentPreferences: 1 } as const;

export function storeSource(store: Store): FilingSource {
  return {
    people: (ids, role) => store.collection('users').find({ _id: { $in: [...ids] }, userRole: role }, { projection: WHEREABOUTS, limit: ids.length }),
    session: (id) => store.collection('sessions').findOne({ _id: id }, { projection: { departments: 1, students: 1, tutors: 1 } }),
  };
}

/** The same reads over documents about to be stored together (people by `_id`, sessions by `_id`). */
export function memorySource(users: readonly Doc[], sessions: readonly Doc[]): FilingSource {
  const people = new Map(users.map((person) => [String(person._id), person]));
  const series = new Map(sessions.map((session) => [String(session._id), session]));
  return {
    people: async (ids, role) => ids.map((id) => people.get(id)).filter((person): person is Doc => person?.userRole === role),
    session: async (id) => series.get(id) ?? null,
  };
}

/** The department of a person's record as it will be stored. */
export function personDepartment(person: Doc): string | undefined {
  return departmentOfPerson(person as PersonWhereabouts);
}

/** The distinct departments of the people with these ids and this role (students, tutors). */
export async function departmentsOfPeople(source: FilingSource, ids: readonly unknown[], role: 'student' | 'tutor'): Promise<string[]> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
  if (wanted.length === 0) return [];
  const people = await source.people(wanted, role);
  return distinctDepartments(people.map((person) => (typeof person.department === 'string' ? person.department : personDepartment(person))));
}

/** Students first; a record that names none is filed under its tutors'. */
async function studentsElseTutors(source: FilingSource, studentIds: readonly unknown[], tutorIds: readonly unknown[]): Promise<string[]> {
  const ofStudents = await departmentsOfPeople(source, studentIds, 'student');
  return ofStudents.length > 0 ? ofStudents : departmentsOfPeople(source, tutorIds, 'tutor');
}

const idsOf = (people: unknown): unknown[] => (Array.isArray(people) ? people.map((person) => (person as { userId?: unknown } | null)?.userId) : []);

/** A session (series) or one of its occurrences: its students', else its tutors'. */
export function sessionDepartments(source: FilingSource, session: Doc): Promise<string[]> {
  return studentsElseTutors(source, idsOf(session.students), idsOf(session.tutors));
}

/** A pair: its student's, else its tutor's. */
export function pairDepartments(source: FilingSource, pair: Doc): Promise<string[]> {
  return studentsElseTutors(source, [pair.studentId], [pair.tutorId]);
}

/**
 * A class or SC report: the students it names (its student, the attendance lines of students), else its session's
 * departments (an SC report written before its lines).
 */
export async function reportDepartments(source: FilingSource, report: Doc): Promise<string[]> {
  const named = await departmentsOfPeople(source, [report.studentId, ...idsOf(report.attendance)], 'student');
  if (named.length > 0) return named;
  const session = typeof report.sessionId === 'string' ? await source.session(report.sessionId) : null;
  if (!session) return departmentsOfPeople(source, [report.tutorId], 'tutor');
  return Array.isArray(session.departments) ? distinctDepartments(session.departments) : sessionDepartments(source, session);
}

/** How each collection of records works its departments out. */
export const RECORD_DEPARTMENTS: Readonly<Record<string, (source: FilingSource, record: Doc) => Promise<string[]>>> = {
  sessions: sessionDepartments,
  sessionOccurrences: sessionDepartments,
  pairs: pairDepartments,
  // A matching candidate is a student waiting for a tutor: filed where the student lives.
  matching: (source, candidate) => departmentsOfPeople(source, [candidate.studentId], 'student'),
  classReports: reportDepartments,
  scReports: reportDepartments,
};

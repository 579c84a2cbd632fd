import { departmentOfPerson, distinctDepartments, type PersonWhereabouts } from '@binome/schema';
import type { Store, StoredDocument } from '../../store/store.ts';

/**
 * The departments a record is filed under (see `local-reach.ts` in the schema): those of the students it names,
 * read from their records; a session or a pair that names no student yet (a group session before anyone
 * registers) is filed under its tutors'. Worked out by the server on every write, never taken from a client.
 */

/** What is read of a person to know their department: the stored one, or what it is derived from. */
const WHEREABOUTS = { _id: 1, department: 1, address: 1, homeDepartment: 1, 'tutorPreferences.assignment.department': 1, 'parentPreferences.department': 1 } as const;

/** The department of a person's record as it will be stored. */
export function personDepartment(person: Record<string, unknown>): string | undefined {
  return departmentOfPerson(person as PersonWhereabouts);
}

/** The distinct departments of the people with these ids and this role (students, tutors). */
export async function departmentsOfPeople(store: Store, ids: readonly unknown[], role: 'student' | 'tutor'): Promise<string[]> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
  if (wanted.length === 0) return [];
  const people = await store.collection('users').find({ _id: { $in: wanted }, userRole: role }, { projection: WHEREABOUTS, limit: wanted.length });
  return distinctDepartments(people.map((person) => (typeof person.department === 'string' ? person.department : personDepartment(person))));
}

/** Students first; a record that names none is filed under its tutors'. */
async function studentsElseTutors(store: Store, studentIds: readonly unknown[], tutorIds: readonly unknown[]): Promise<string[]> {
  const ofStudents = await departmentsOfPeople(store, studentIds, 'student');
  return ofStudents.length > 0 ? ofStudents : departmentsOfPeople(store, tutorIds, 'tutor');
}

const idsOf = (people: unknown): unknown[] => (Array.isArray(people) ? people.map((person) => (person as { userId?: unknown } | null)?.userId) : []);

/** A session (series) or one of its occurrences: its students', else its tutors'. */
export function sessionDepartments(store: Store, session: Record<string, unknown>): Promise<string[]> {
  return studentsElseTutors(store, idsOf(session.students), idsOf(session.tutors));
}

/** A pair: its student's, else its tutor's. */
export function pairDepartments(store: Store, pair: Record<string, unknown>): Promise<string[]> {
  return studentsElseTutors(store, [pair.studentId], [pair.tutorId]);
}

/**
 * A class or SC report: the students it names (its student, the attendance lines of students), else its session's
 * departments (an SC report written before its lines).
 */
export async function reportDepartments(store: Store, report: Record<string, unknown>): Promise<string[]> {
  const named = await departmentsOfPeople(store, [report.studentId, ...idsOf(report.attendance)], 'student');
  if (named.length > 0) return named;
  if (typeof report.sessionId !== 'string') return [];
  const session = await store.collection('sessions').findOne({ _id: report.sessionId }, { projection: { departments: 1, students: 1, tutors: 1 } });
  if (!session) return departmentsOfPeople(store, [report.tutorId], 'tutor');
  return Array.isArray(session.departments) ? distinctDepartments(session.departments) : sessionDepartments(store, session);
}

/** How each collection of records works its departments out. */
export const RECORD_DEPARTMENTS: Readonly<Record<string, (store: Store, record: StoredDocument | Record<string, unknown>) => Promise<string[]>>> = {
  sessions: sessionDepartments,
  sessionOccurrences: sessionDepartments,
  pairs: pairDepartments,
  // A matching candidate is a student waiting for a tutor: filed where the student lives.
  matching: (store, candidate) => departmentsOfPeople(store, [candidate.studentId], 'student'),
  classReports: reportDepartments,
  scReports: reportDepartments,
};

import { parisDay } from '../sessions/time.ts';

/**
 * A tutor's volunteer hours (issue 15, certificates): the time of the occurrences that were actually held, told by
 * their class reports. An occurrence counts when it was not cancelled (nor skipped), took place within the period,
 * and a counted report of it says the tutor and at least one student were present. Pure: the BFF reads the
 * records, the apps may preview with the same function.
 */
export interface HeldOccurrence {
  id: string;
  sessionId: string;
  startDate: string;
  endDate: string;
  status: string;
  /** The occurrence's students; without it, anyone present but the tutor is taken for a student. */
  studentIds?: readonly string[];
}

export interface AttendanceReport {
  occurrenceId?: string | undefined;
  /** With `reportDate` (a Paris day), links a report written without an occurrence to its session's occurrence that day. */
  sessionId?: string | undefined;
  reportDate?: string | undefined;
  status?: string | undefined;
  attendance?: readonly { userId: string; attendance: string }[] | undefined;
}

/** Paris days, both included: 'YYYY-MM-DD'. */
export interface HoursPeriod {
  from: string;
  to: string;
}

export interface HeldHours {
  minutes: number;
  /** How many occurrences were held. */
  occurrences: number;
  /** The distinct students present at a held occurrence, sorted. */
  studentIds: string[];
}

/**
 * Only what the tutor finished entering, or staff confirmed: a report still to be entered holds the attendance
 * pre-filled from who joined the session page, and one partially entered may still change; an attestation given
 * in the association's name rests on what was written in full. Waiting for the staff's confirmation instead would
 * keep a tutor's certificate hostage to the staff's backlog; staff revoke a certificate that proves wrong.
 */
export const COUNTED_REPORT_STATUSES: readonly string[] = ['entered', 'confirmed'];

/** Occurrences that never took place whatever a report says. */
const NOT_HELD_STATUSES = new Set(['canceled', 'skipped']);

export function heldHoursOf(input: {
  tutorId: string;
  period: HoursPeriod;
  occurrences: readonly HeldOccurrence[];
  reports: readonly AttendanceReport[];
}): HeldHours {
  const { tutorId, period } = input;
  const byOccurrence = new Map<string, AttendanceReport[]>();
  const bySessionDay = new Map<string, AttendanceReport[]>();
  for (const report of input.reports) {
    if (!COUNTED_REPORT_STATUSES.includes(String(report.status))) continue;
    if (report.occurrenceId) push(byOccurrence, report.occurrenceId, report);
    else if (report.sessionId && report.reportDate) push(bySessionDay, `${report.sessionId}@${report.reportDate.slice(0, 10)}`, report);
  }
  let minutes = 0;
  let occurrences = 0;
  const students = new Set<string>();
  for (const occurrence of input.occurrences) {
    if (NOT_HELD_STATUSES.has(occurrence.status)) continue;
    const day = parisDay(occurrence.startDate);
    if (day < period.from || day > period.to) continue;
    const reports = [...(byOccurrence.get(occurrence.id) ?? []), ...(bySessionDay.get(`${occurrence.sessionId}@${day}`) ?? [])];
    const present = new Set(reports.flatMap((report) => (report.attendance ?? []).filter((line) => line.attendance === 'present').map((line) => line.userId)));
    if (!present.has(tutorId)) continue;
    const isStudent = (userId: string) => userId !== tutorId && (occurrence.studentIds ? occurrence.studentIds.includes(userId) : true);
    const studentsPresent = [...present].filter(isStudent);
    if (studentsPresent.length === 0) continue;
    const duration = Math.round((Date.parse(occurrence.endDate) - Date.parse(occurrence.startDate)) / 60_000);
    if (!(duration > 0)) continue;
    minutes += duration;
    occurrences += 1;
    for (const student of studentsPresent) students.add(student);
  }
  return { minutes, occurrences, studentIds: [...students].sort() };
}

/** Hours as the French write them and the certificates print them: '12 h 30', '2 h', '0 h 45'. */
export function formatHeldHours(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}

/**
 * The first day of the scholar year a day falls in: the stored year that contains it, else the 1 September before
 * it (the French school year), so that "hours so far this year" means something without a set-up year.
 */
export function scholarYearStartOf(day: string, scholarYears: readonly { startDate: string; endDate: string }[]): string {
  const dayOf = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : parisDay(value));
  const containing = scholarYears.find((year) => dayOf(year.startDate) <= day && day <= dayOf(year.endDate));
  if (containing) return dayOf(containing.startDate);
  const year = Number(day.slice(0, 4));
  const september = `${year}-09-01`;
  return day >= september ? september : `${year - 1}-09-01`;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

import {
  COUNTED_REPORT_STATUSES,
  heldHoursOf,
  scholarYearStartOf,
  type AttendanceReport,
  type HeldHours,
  type HeldOccurrence,
  type HoursPeriod,
} from '@binome/schema';
import { parisDay, parisInstant } from '@binome/schema/sessions';
import type { Store } from '../../store/store.ts';
import { OCCURRENCES_COLLECTION, type OccurrenceDocument } from '../sessions/occurrence-store.ts';

/** Enough for a year of a tutor's weekly and group sessions many times over; the period is at most a year. */
const MAX_OCCURRENCES = 5_000;
const MAX_REPORTS = 10_000;

/** The day after a Paris day: a period's end is included, so its instants run to the next midnight. */
function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * A tutor's held hours in a period, read from the store and counted by the schema's rule: their occurrences of the
 * period (a margin of a day each side, the rule deciding by Paris day) and the class reports of those occurrences,
 * linked by occurrence or by session and day.
 */
export async function heldHoursFromStore(store: Store, tutorId: string, period: HoursPeriod): Promise<HeldHours> {
  const since = parisInstant(period.from, '00:00');
  const until = parisInstant(nextDay(period.to), '00:00');
  const found = (await store
    .collection(OCCURRENCES_COLLECTION)
    .find(
      { 'tutors.userId': tutorId, status: 'scheduled', startDate: { $gte: since, $lt: until } },
      { sort: { startDate: 1 }, limit: MAX_OCCURRENCES },
    )) as OccurrenceDocument[];
  const occurrences: HeldOccurrence[] = found.map((occurrence) => ({
    id: occurrence._id,
    sessionId: occurrence.sessionId,
    startDate: occurrence.startDate,
    endDate: occurrence.endDate,
    status: occurrence.status,
    studentIds: (occurrence.students ?? []).map((student) => student.userId),
  }));
  if (occurrences.length === 0) return { minutes: 0, occurrences: 0, studentIds: [] };
  const sessionIds = [...new Set(occurrences.map((occurrence) => occurrence.sessionId))];
  const reports = (await store.collection('classReports').find(
    {
      status: { $in: [...COUNTED_REPORT_STATUSES] },
      $or: [
        { occurrenceId: { $in: occurrences.map((occurrence) => occurrence.id) } },
        { sessionId: { $in: sessionIds }, reportDate: { $gte: period.from, $lte: period.to } },
      ],
    },
    { projection: { occurrenceId: 1, sessionId: 1, reportDate: 1, status: 1, attendance: 1 }, limit: MAX_REPORTS },
  )) as unknown as AttendanceReport[];
  return heldHoursOf({ tutorId, period, occurrences, reports });
}

/** From the first day of the current scholar year to today: what a tutor's home counts. */
export async function scholarYearSoFar(store: Store, now: Date): Promise<HoursPeriod> {
  const today = parisDay(now);
  const years = (await store.collection('scholarYears').find({}, { projection: { startDate: 1, endDate: 1 }, limit: 50 })) as unknown as {
    startDate: string;
    endDate: string;
  }[];
  return {
    from: scholarYearStartOf(
      today,
      years.filter((year) => typeof year.startDate === 'string' && typeof year.endDate === 'string'),
    ),
    to: today,
  };
}

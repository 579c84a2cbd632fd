/** The join button opens this long before the start (section 2: active from 15 minutes before). */
export const JOIN_OPENS_MINUTES_BEFORE = 15;

export interface TimedOccurrence {
  startDate: string;
  endDate: string;
  status?: string;
}

export type OccurrencePresentation = 'scheduled' | 'starting-soon' | 'programmed' | 'completed' | 'canceled' | 'skipped';

/** When the join button opens. */
export function joinOpensAt(occurrence: Pick<TimedOccurrence, 'startDate'>): Date {
  return new Date(Date.parse(occurrence.startDate) - JOIN_OPENS_MINUTES_BEFORE * 60_000);
}

/** True from 15 minutes before the start until the end. */
export function canJoinAt(occurrence: TimedOccurrence, now: Date): boolean {
  if (occurrence.status !== undefined && occurrence.status !== 'scheduled') return false;
  return now.getTime() >= joinOpensAt(occurrence).getTime() && now.getTime() < Date.parse(occurrence.endDate);
}

/**
 * What an occurrence is to the people in it at `now` (section 4's presentation statuses): 'scheduled' later on,
 * 'starting-soon' once it can be joined, 'programmed' while it runs, 'completed' (realized) once over. Attendance
 * (present, absent, tutor absent…) refines 'completed' once reports exist.
 */
export function presentationStatusOf(occurrence: TimedOccurrence, now: Date): OccurrencePresentation {
  if (occurrence.status === 'canceled') return 'canceled';
  if (occurrence.status === 'skipped') return 'skipped';
  const time = now.getTime();
  if (time >= Date.parse(occurrence.endDate)) return 'completed';
  if (time >= Date.parse(occurrence.startDate)) return 'programmed';
  if (time >= joinOpensAt(occurrence).getTime()) return 'starting-soon';
  return 'scheduled';
}

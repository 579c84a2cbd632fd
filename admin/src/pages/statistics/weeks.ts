import dayjs from 'dayjs';

/**
 * The weeks that have begun: the period runs to the end of the scholar year, and a week still to come has nothing
 * to tell (its active pairs would be drawn flat up to July).
 */
export function weeksSoFar<T extends { week: string }>(rows: readonly T[], today: Date): T[] {
  const now = dayjs(today);
  return rows.filter((row) => !dayjs(row.week).isAfter(now, 'day'));
}

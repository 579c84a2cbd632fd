/**
 * The pure arithmetic of the statistics screen: rates, percentiles over counted values, the pairs active week by
 * week, the on-time rule of reports. The BFF reduces the records with the store's aggregation and hands the
 * small results here, so the screen and the API read the same numbers.
 */
import { weekOf } from './periods.ts';

/** A share in percent with one decimal, or null when there is nothing to divide (no bar rather than a false 0). */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/**
 * The p-th percentile (0 to 100) of values given with how many times each occurs, by the nearest-rank method:
 * the smallest value with at least p% of the values at or below it. Null when there are none.
 */
export function percentileOfCounts(counted: readonly { value: number; count: number }[], p: number): number | null {
  const sorted = counted.filter(({ count }) => count > 0).sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, { count }) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil((Math.min(100, Math.max(0, p)) / 100) * total));
  let seen = 0;
  for (const { value, count } of sorted) {
    seen += count;
    if (seen >= rank) return value;
  }
  return sorted[sorted.length - 1]!.value;
}

export function percentile(values: readonly number[], p: number): number | null {
  return percentileOfCounts(
    values.map((value) => ({ value, count: 1 })),
    p,
  );
}

/** How long students have waited, in whole days, as the statistics show it. */
export interface WaitingFigures {
  count: number;
  medianDays: number | null;
  p90Days: number | null;
  /** How many waited up to each bound (days), the last one open-ended. */
  ranges: { range: WaitingRange; count: number }[];
}

export const WAITING_RANGES = ['0-7', '8-30', '31-90', '91-180', '181+'] as const;
export type WaitingRange = (typeof WAITING_RANGES)[number];
const RANGE_UPPER_BOUNDS = [7, 30, 90, 180, Number.POSITIVE_INFINITY];

export function waitingFigures(days: readonly number[]): WaitingFigures {
  const ranges = WAITING_RANGES.map((range) => ({ range, count: 0 }));
  for (const value of days) ranges[RANGE_UPPER_BOUNDS.findIndex((bound) => value <= bound)]!.count += 1;
  return { count: days.length, medianDays: percentile(days, 50), p90Days: percentile(days, 90), ranges };
}

/**
 * Pairs active at the end of each week: those made before the period, plus those made since, minus those
 * dissociated since, counted up to each week's Sunday. `made` and `ended` are counts by day within the period.
 */
export function activeByWeek(
  weeks: readonly string[],
  before: number,
  made: readonly { day: string; count: number }[],
  ended: readonly { day: string; count: number }[],
): { week: string; activePairs: number; made: number; dissociated: number }[] {
  const madeByWeek = new Map<string, number>();
  const endedByWeek = new Map<string, number>();
  let running = before;
  // Changes before the first week shown still count in the running total.
  const first = weeks[0] ?? '';
  for (const [rows, byWeek, sign] of [
    [made, madeByWeek, 1],
    [ended, endedByWeek, -1],
  ] as const) {
    for (const { day, count } of rows) {
      const week = weekOf(day);
      if (week < first) running += sign * count;
      else byWeek.set(week, (byWeek.get(week) ?? 0) + count);
    }
  }
  return weeks.map((week) => {
    const madeThisWeek = madeByWeek.get(week) ?? 0;
    const endedThisWeek = endedByWeek.get(week) ?? 0;
    running += madeThisWeek - endedThisWeek;
    return { week, activePairs: Math.max(0, running), made: madeThisWeek, dissociated: endedThisWeek };
  });
}

/** A report is expected within this many hours of the end of its occurrence. */
export const REPORT_ON_TIME_HOURS = 48;
/** The entry states in which a report counts as entered. */
export const ENTERED_REPORT_STATUSES = ['entered', 'confirmed'] as const;

export type ReportTimeliness = 'onTime' | 'late' | 'pending';

/**
 * Whether a report was entered on time: entered (or confirmed) no later than 48 h after its occurrence ended. A
 * report not entered is late once that time has passed, pending before. `enteredAt` is when it was first entered (the server records it; an older report's last change stands for it).
 */
export function reportTimeliness(report: { status: string | undefined; enteredAt: string | undefined; occurrenceEnd: string }, now: Date): ReportTimeliness {
  const deadline = reportDeadline(report.occurrenceEnd);
  const entered = (ENTERED_REPORT_STATUSES as readonly string[]).includes(report.status ?? '');
  if (entered && report.enteredAt !== undefined) return Date.parse(report.enteredAt) <= deadline ? 'onTime' : 'late';
  return now.getTime() > deadline ? 'late' : 'pending';
}

export function reportDeadline(occurrenceEnd: string): number {
  return Date.parse(occurrenceEnd) + REPORT_ON_TIME_HOURS * 3_600_000;
}

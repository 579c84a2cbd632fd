/**
 * The calendar of the statistics: Paris days ('YYYY-MM-DD') grouped into weeks that start on Monday, over a
 * period that defaults to the current scholar year. Days are plain strings so that the store can group by them
 * and this code can add them up without time zones.
 */
import type { ScholarYearDates } from '../sessions/scholar-year.ts';
import { parisDay } from '../sessions/time.ts';

/** A chart over more weeks than this is unreadable and its answer unbounded: the period is cut to it. */
export const MAX_WEEKS = 60;
const DAY_MS = 86_400_000;

export interface Period {
  /** First day, inclusive. */
  from: string;
  /** Last day, inclusive. */
  to: string;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week a day falls in. */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Whole days from one day to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The Mondays of the weeks a period touches, at most MAX_WEEKS (the last ones: the most recent matter most). */
export function weeksOf(period: Period): string[] {
  const weeks: string[] = [];
  for (let week = weekOf(period.from); week <= period.to; week = addDays(week, 7)) weeks.push(week);
  return weeks.slice(-MAX_WEEKS);
}

/**
 * The period the statistics show when none is asked: the scholar year today falls in, else the one marked
 * current, else the French school year (1 September to 31 August) around today.
 */
export function defaultPeriod(scholarYears: readonly ScholarYearDates[], now: Date): Period {
  const today = parisDay(now);
  const days = scholarYears.map((year) => ({ from: dayOf(year.startDate), to: dayOf(year.endDate), isCurrent: year.isCurrent === true }));
  const around = days.find((year) => year.from <= today && today <= year.to) ?? days.find((year) => year.isCurrent);
  if (around) return { from: around.from, to: around.to };
  const year = Number(today.slice(0, 4)) - (today.slice(5) < '09-01' ? 1 : 0);
  return { from: `${year}-09-01`, to: `${year + 1}-08-31` };
}

/** Adds up counts by day into the period's weeks; days outside them are left out. */
export function countsByWeek<K extends string>(
  weeks: readonly string[],
  rows: readonly ({ day: string } & Partial<Record<K, number>>)[],
  keys: readonly K[],
): ({ week: string } & Record<K, number>)[] {
  const byWeek = new Map(
    weeks.map((week) => [week, Object.fromEntries([['week', week], ...keys.map((key) => [key, 0])]) as { week: string } & Record<K, number>]),
  );
  for (const row of rows) {
    const bucket = byWeek.get(weekOf(row.day));
    if (!bucket) continue;
    for (const key of keys) (bucket as Record<K, number>)[key] += row[key] ?? 0;
  }
  return [...byWeek.values()];
}

function dayOf(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : parisDay(value);
}

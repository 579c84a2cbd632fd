import { parisDay } from './time.ts';

export interface ScholarYearDates {
  startDate: string;
  endDate: string;
  isCurrent?: boolean;
}

/**
 * The last day a series runs to (a Paris day, inclusive): the end of the scholar year its first day falls in,
 * else of the current scholar year when that ends later, else the 31 August after the start (the French school
 * year's end), so a series never runs on for years when the setup lacks a year.
 */
export function occurrencesUntil(startDate: string, scholarYears: readonly ScholarYearDates[]): string {
  const firstDay = parisDay(startDate);
  const containing = scholarYears.find((year) => dayOf(year.startDate) <= firstDay && firstDay <= dayOf(year.endDate));
  if (containing) return dayOf(containing.endDate);
  const current = scholarYears.find((year) => year.isCurrent === true && dayOf(year.endDate) >= firstDay);
  if (current) return dayOf(current.endDate);
  const year = Number(firstDay.slice(0, 4));
  const augustEnd = `${year}-08-31`;
  return firstDay <= augustEnd ? augustEnd : `${year + 1}-08-31`;
}

/** Stored dates are 'YYYY-MM-DD' or ISO instants; both compare as days. */
function dayOf(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : parisDay(value);
}

import Holidays from 'date-holidays';
import type { HolidayDay } from './occurrences.ts';

/**
 * Where the official public holidays differ (section 3: metropolitan France, Alsace-Moselle, overseas): the
 * library's state codes. Alsace-Moselle adds Good Friday and 26 December; each overseas department its abolition
 * of slavery day.
 */
export const HOLIDAY_REGIONS = ['metropolitan', '57', '67', '68', 'GP', 'MQ', 'GF', 'RE', 'YT', 'MF', 'BL'] as const;
export type HolidayRegion = (typeof HOLIDAY_REGIONS)[number];

const calendars = new Map<HolidayRegion, Holidays>();

function calendarOf(region: HolidayRegion): Holidays {
  let calendar = calendars.get(region);
  if (!calendar) {
    calendar = region === 'metropolitan' ? new Holidays('FR', { languages: ['fr'] }) : new Holidays('FR', region, { languages: ['fr'] });
    calendars.set(region, calendar);
  }
  return calendar;
}

/** The official public holidays (not observances such as Mother's Day) between two Paris days, inclusive. */
export function publicHolidayDays(from: string, to: string, options: { region?: HolidayRegion } = {}): HolidayDay[] {
  const calendar = calendarOf(options.region ?? 'metropolitan');
  const days: HolidayDay[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    for (const holiday of yearOf(calendar, options.region ?? 'metropolitan', year)) if (holiday.date >= from && holiday.date <= to) days.push(holiday);
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

const years = new Map<string, HolidayDay[]>();

/** A region's public holidays of a year, computed once (the library works them out afresh on each call). */
function yearOf(calendar: Holidays, region: HolidayRegion, year: number): HolidayDay[] {
  const key = `${region}:${year}`;
  let days = years.get(key);
  if (!days) {
    days = calendar
      .getHolidays(year)
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => ({ date: holiday.date.slice(0, 10), kind: 'public-holiday' as const, name: holiday.name }));
    years.set(key, days);
  }
  return days;
}

/** The region of a department code ('57', '971' → 'GP'…), metropolitan when it has no holidays of its own. */
export function holidayRegionOfDepartment(department: string | undefined): HolidayRegion {
  const overseas: Record<string, HolidayRegion> = { '971': 'GP', '972': 'MQ', '973': 'GF', '974': 'RE', '976': 'YT' };
  if (department && overseas[department]) return overseas[department];
  if (department === '57' || department === '67' || department === '68') return department;
  return 'metropolitan';
}

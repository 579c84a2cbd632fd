import * as rruleModule from 'rrule';
import type { RecurrenceName } from '../../enums/sessions.ts';
import { dayjs, inParis, parisDay, parisInstant } from './time.ts';

/**
 * rrule ships an ES module for bundlers and a UMD file as its `main`: Node's ES loader sees only the latter's
 * `default`, bundlers only the named exports. Either way, this is its `RRule`. The `default` is read by name at run
 * time: a bundler that sees `rruleModule.default` knows its ES module has none and warns on every build, though
 * that branch only runs under Node.
 */
const rrule = ('RRule' in rruleModule ? rruleModule : Reflect.get(rruleModule, 'default')) as typeof rruleModule;
const { RRule } = rrule;

/** A day on which tutoring does not take place by default (a Paris calendar day). */
export interface HolidayDay {
  date: string;
  kind: 'public-holiday' | 'school-holidays';
  name: string;
}

export interface ExpandInput {
  /** The first occurrence (ISO instants). */
  startDate: string;
  endDate: string;
  recurrenceName: RecurrenceName;
  /** The last day occurrences may fall on (ISO instant or 'YYYY-MM-DD', read as a Paris day, inclusive). */
  until: string;
  holidays: readonly HolidayDay[];
  /** School-zone holidays do not stop this series (section 3); public holidays still do. */
  scheduleDuringHolidays?: boolean;
}

export interface ExpandedOccurrence {
  /** The rule's instant: an occurrence's identity within its series, kept when the occurrence is moved. */
  originalStart: string;
  startDate: string;
  endDate: string;
  skipped?: { reason: HolidayDay['kind']; name: string };
}

/** A school year holds about 40 weeks: this bounds any series, even one mistakenly set years ahead. */
export const MAX_OCCURRENCES = 60;

/**
 * 'bi-monthly' is the spec's "every 15 days" (recurrence number 15). We keep the weekday and meet every other week:
 * a pair that meets on Tuesdays keeps meeting on Tuesdays, which 15 calendar days would break each time.
 */
const WEEK_INTERVAL: Record<RecurrenceName, number | undefined> = { 'one-time': undefined, weekly: 1, 'bi-monthly': 2 };

/**
 * Every occurrence of a series, in Paris wall time: a session at 17:00 stays at 17:00 across the daylight-saving
 * changes, because the rule runs on "floating" local times (rrule's UTC dates used as wall clocks) that are only
 * turned into instants once each day is known. Occurrences on holidays are kept and marked skipped, never dropped,
 * so the screens can say why a week has no session.
 */
export function expandOccurrences(input: ExpandInput): ExpandedOccurrence[] {
  const start = inParis(input.startDate);
  const durationMinutes = Math.max(0, dayjs(input.endDate).diff(dayjs(input.startDate), 'minute'));
  const time = start.format('HH:mm');
  const lastDay = /^\d{4}-\d{2}-\d{2}$/.test(input.until) ? input.until : parisDay(input.until);
  const days = occurrenceDays(start.format('YYYY-MM-DD'), lastDay, WEEK_INTERVAL[input.recurrenceName]);
  const holidays = holidaysByDay(input.holidays, input.scheduleDuringHolidays === true);
  return days.map((day) => {
    const startDate = parisInstant(day, time);
    const endDate = new Date(Date.parse(startDate) + durationMinutes * 60_000).toISOString();
    const holiday = holidays.get(day);
    return { originalStart: startDate, startDate, endDate, ...(holiday && { skipped: { reason: holiday.kind, name: holiday.name } }) };
  });
}

/** The Paris days of the series, from the first to `lastDay` inclusive. */
function occurrenceDays(firstDay: string, lastDay: string, weekInterval: number | undefined): string[] {
  if (weekInterval === undefined || lastDay < firstDay) return [firstDay];
  const floating = (day: string) => new Date(`${day}T00:00:00.000Z`);
  const rule = new RRule({ freq: RRule.WEEKLY, interval: weekInterval, dtstart: floating(firstDay), until: floating(lastDay), count: MAX_OCCURRENCES });
  return rule.all().map((date) => date.toISOString().slice(0, 10));
}

/** Public holidays win over school holidays on the same day (they apply even to series scheduled in holidays). */
function holidaysByDay(holidays: readonly HolidayDay[], scheduleDuringHolidays: boolean): Map<string, HolidayDay> {
  const byDay = new Map<string, HolidayDay>();
  for (const holiday of holidays) {
    if (holiday.kind === 'school-holidays' && scheduleDuringHolidays) continue;
    const known = byDay.get(holiday.date);
    if (!known || (known.kind === 'school-holidays' && holiday.kind === 'public-holiday')) byDay.set(holiday.date, holiday);
  }
  return byDay;
}

/** Every Paris day of a holiday period given by its first and last days (school-zone holidays are stored so). */
export function daysOfPeriod(firstDay: string, lastDay: string, kind: HolidayDay['kind'], name: string): HolidayDay[] {
  const days: HolidayDay[] = [];
  for (let day = dayjs(firstDay); !day.isAfter(dayjs(lastDay), 'day') && days.length < 366; day = day.add(1, 'day')) {
    days.push({ date: day.format('YYYY-MM-DD'), kind, name });
  }
  return days;
}

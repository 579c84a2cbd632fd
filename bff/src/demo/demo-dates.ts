/**
 * Calendar arithmetic for the demo data, on plain `YYYY-MM-DD` days and Paris wall-clock times. Sessions are
 * booked in Paris time (the grid of section 9) and stored as UTC instants, so the offset is worked out here from
 * the European summer-time rule (last Sunday of March to last Sunday of October), without the host's time zone.
 */
const DAY_MS = 86_400_000;

export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS);
}

/** ISO weekday, 1 for Monday to 7 for Sunday, as the availability grid numbers them. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00.000Z`).getUTCDay() || 7;
}

/** The first day on or after `day` that falls on `weekday`. */
export function nextWeekday(day: string, weekday: number): string {
  return addDays(day, (weekday - weekdayOf(day) + 7) % 7);
}

function lastSunday(year: number, month: number): string {
  const last = dayOf(new Date(Date.UTC(year, month, 0)));
  return addDays(last, -(weekdayOf(last) % 7));
}

/**
 * Paris is two hours ahead of UTC in summer time, one otherwise. The clocks change at 01:00 UTC, so the daytime
 * of the last Sunday of March is already summer time and that of the last Sunday of October no longer is.
 */
function parisOffsetHoursOn(day: string): number {
  const year = Number(day.slice(0, 4));
  return day >= lastSunday(year, 3) && day < lastSunday(year, 10) ? 2 : 1;
}

/** The UTC instant of a Paris wall-clock time, e.g. `('2026-11-23', '17:30')` → `2026-11-23T16:30:00.000Z`. */
export function parisInstant(day: string, time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + ((hours - parisOffsetHoursOn(day)) * 60 + minutes) * 60_000).toISOString();
}

/** The Paris calendar day of an instant. */
export function parisDayOf(instant: Date): string {
  const utcDay = dayOf(instant);
  return dayOf(new Date(instant.getTime() + parisOffsetHoursOn(utcDay) * 3_600_000));
}

/** Easter Sunday (Gregorian computus), for the movable public holidays. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
}

import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { TIME_ZONE } from '../../enums/time.ts';
import { zoneOffsetMinutes } from './zone-offset.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** An instant in Paris wall time: recurrence and holidays are reckoned there, whatever zone the reader is in. */
export function inParis(instant: string | Date): dayjs.Dayjs {
  return dayjs(instant).tz(TIME_ZONE);
}

/** The Paris calendar day of an instant, 'YYYY-MM-DD'. */
export function parisDay(instant: string | Date): string {
  return inParis(instant).format('YYYY-MM-DD');
}

/**
 * The instant of a Paris wall time: `parisInstant('2026-11-17', '17:00')`. The same answer as dayjs's
 * `dayjs.tz(wall time, zone)`, by the same steps (guess from the offset now, check, correct once), with one
 * formatter made once: dayjs's took about 50 µs a call, and a year-long weekly series makes one call a week.
 */
export function parisInstant(day: string, time: string): string {
  const wall = WALL_DAY.exec(day) && WALL_TIME.exec(time) ? Date.parse(`${day}T${time.padStart(5, '0')}:00.000Z`) : NaN;
  if (Number.isNaN(wall)) return dayjs.tz(`${day} ${time}`, 'YYYY-MM-DD HH:mm', TIME_ZONE).toISOString();
  // In the autumn's repeated hour, the offset now decides which of the two instants is meant, as with dayjs.
  const guess = parisOffsetMinutes(Date.now());
  let instant = wall - guess * MINUTE;
  const checked = parisOffsetMinutes(instant);
  if (checked !== guess) {
    instant -= (checked - guess) * MINUTE;
    const corrected = parisOffsetMinutes(instant);
    // A wall time the spring's change skips: read with the earlier offset, as dayjs does.
    if (corrected !== checked) instant = wall - Math.min(checked, corrected) * MINUTE;
  }
  return new Date(instant).toISOString();
}

const MINUTE = 60_000;
const WALL_DAY = /^\d{4}-\d{2}-\d{2}$/;
const WALL_TIME = /^\d{1,2}:\d{2}$/;

/** Paris's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function parisOffsetMinutes(instant: number): number {
  return zoneOffsetMinutes(TIME_ZONE, instant);
}

export { dayjs };

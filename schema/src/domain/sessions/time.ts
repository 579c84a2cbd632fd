import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { TIME_ZONE } from '../../enums/time.ts';

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

/** The instant of a Paris wall time: `parisInstant('2026-11-17', '17:00')`. */
export function parisInstant(day: string, time: string): string {
  return dayjs.tz(`${day} ${time}`, 'YYYY-MM-DD HH:mm', TIME_ZONE).toISOString();
}

export { dayjs };

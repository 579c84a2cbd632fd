import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { DATE_FORMAT, isRealDate, TIME_FORMAT, TIME_PATTERN, TIME_ZONE } from '@binome/schema';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Dates, instants and times as people read them (section 9: DD/MM/YYYY, HH:mm, Paris time shown in the viewer's
 * zone). Every function takes the zone as a parameter, so that tests and server-side uses do not depend on the
 * computer's; an invalid value is answered as it is (section 8: "an invalid time conversion returns the original
 * value"), so that a bad record still shows something rather than "Invalid Date".
 */

/** The zone the product's times are written in: a session at 08:00 is 08:00 in Paris. */
export const PRODUCT_ZONE = TIME_ZONE;

/** The zone of the person looking at the screen. */
export function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || PRODUCT_ZONE;
}

const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;
// An instant without an offset is read as Paris time, the product's zone, rather than in the computer's zone.
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/** Today's calendar date in Paris, the day the offset between Paris and the viewer's zone is taken on. */
export function todayInParis(now: Date = new Date()): string {
  return dayjs(now).tz(PRODUCT_ZONE).format('YYYY-MM-DD');
}

function instant(value: string): dayjs.Dayjs | undefined {
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value)) return undefined;
  const parsed = HAS_OFFSET.test(value) ? dayjs(value) : dayjs.tz(value, PRODUCT_ZONE);
  return parsed.isValid() ? parsed : undefined;
}

function inZone(moment: dayjs.Dayjs, zone: string, format: string): string | undefined {
  try {
    return moment.tz(zone).format(format);
  } catch {
    // An unknown zone name (RangeError from Intl): the caller shows the value as it came.
    return undefined;
  }
}

/**
 * A calendar date ('YYYY-MM-DD') as DD/MM/YYYY, untouched by zones: a birth date is the same day everywhere. An
 * instant given here is shown as its date in the viewer's zone.
 */
export function formatDate(value: string, zone: string = viewerZone()): string {
  if (PLAIN_DATE.test(value)) return isRealDate(value) ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}` : value;
  const moment = instant(value);
  return (moment && inZone(moment, zone, DATE_FORMAT)) ?? value;
}

/** An instant (ISO with offset) as DD/MM/YYYY HH:mm in the viewer's zone. */
export function formatDateTime(value: string, zone: string = viewerZone()): string {
  const moment = instant(value);
  return (moment && inZone(moment, zone, DATE_TIME_FORMAT)) ?? value;
}

/**
 * An 'HH:mm' meant as Paris time, in the viewer's zone. The offset between two zones changes with summer time,
 * and not on the same day everywhere, so it is taken on a given day (`onDate`, 'YYYY-MM-DD'; today by default).
 * Only the time is answered: a time that crosses midnight in the viewer's zone keeps no trace of the day.
 */
export function formatTime(value: string, zone: string = viewerZone(), onDate: string = todayInParis()): string {
  if (!TIME_PATTERN.test(value) || !isRealDate(onDate)) return value;
  const paris = dayjs.tz(`${onDate}T${value}`, PRODUCT_ZONE);
  if (!paris.isValid()) return value;
  return inZone(paris, zone, TIME_FORMAT) ?? value;
}

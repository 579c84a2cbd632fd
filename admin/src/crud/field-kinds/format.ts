import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { TIME_PATTERN } from '@binome/schema';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** Times of the product are Paris times (sessions, availability grid); each person sees them in their own zone. */
export const PRODUCT_ZONE = 'Europe/Paris';

// Asked once: a new Intl.DateTimeFormat for every date cell of every list was a good part of drawing a list, and a
// page's zone does not change while it is open.
let zoneOfViewer: string | undefined;

export function viewerZone(): string {
  zoneOfViewer ??= Intl.DateTimeFormat().resolvedOptions().timeZone || PRODUCT_ZONE;
  return zoneOfViewer;
}

/** 'YYYY-MM-DD' (or an ISO date-time) as DD/MM/YYYY; an invalid value is shown as it is (section 8). */
export function formatDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs(value, 'YYYY-MM-DD', true) : dayjs(value);
  return date.isValid() ? date.format('DD/MM/YYYY') : value;
}

/** An instant as DD/MM/YYYY HH:mm in the viewer's zone. */
export function formatDateTime(value: string, zone = viewerZone()): string {
  const date = dayjs(value);
  return date.isValid() ? date.tz(zone).format('DD/MM/YYYY HH:mm') : value;
}

/**
 * An 'HH:mm' meant in Paris, in the viewer's zone (section 9), on a given day (the offset between two zones
 * changes with summer time); an invalid time is shown as it is.
 */
export function formatTime(value: string, zone = viewerZone(), onDay = dayjs().format('YYYY-MM-DD')): string {
  if (!TIME_PATTERN.test(value)) return value;
  const paris = dayjs.tz(`${onDay} ${value}`, 'YYYY-MM-DD HH:mm', PRODUCT_ZONE);
  return paris.isValid() ? paris.tz(zone).format('HH:mm') : value;
}

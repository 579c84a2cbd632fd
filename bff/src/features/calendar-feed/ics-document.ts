import { createEvents, type EventAttributes } from 'ics';
import type { OccurrenceDocument } from '../sessions/occurrence-store.ts';

export interface FeedEntry {
  occurrence: OccurrenceDocument & { sessionType?: string; placeOrRoom?: string; tutoringMode?: string; cancelingReason?: string; skipName?: string };
  /** The person's own join link. */
  joinUrl: string;
  title: string;
}

/** A calendar (RFC 5545) of occurrences: cancelled and holiday-skipped ones stay in it as CANCELLED, with why. */
export function icsCalendar(entries: readonly FeedEntry[], calendarName: string): string {
  if (entries.length === 0) return emptyCalendar(calendarName);
  const events: EventAttributes[] = entries.map(({ occurrence, joinUrl, title }) => {
    const off = occurrence.status !== 'scheduled';
    const why = occurrence.status === 'skipped' ? occurrence.skipName : occurrence.cancelingReason;
    return {
      uid: `${occurrence._id}@binome`,
      start: Date.parse(occurrence.startDate),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: Date.parse(occurrence.endDate),
      endInputType: 'utc',
      endOutputType: 'utc',
      title,
      description: [why, joinUrl].filter(Boolean).join('\n'),
      url: joinUrl,
      ...(occurrence.placeOrRoom && { location: occurrence.placeOrRoom }),
      status: off ? 'CANCELLED' : 'CONFIRMED',
      calName: calendarName,
      productId: 'binome/sessions',
    } satisfies EventAttributes;
  });
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('The calendar could not be written');
  return value;
}

function emptyCalendar(calendarName: string): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:binome/sessions', 'CALSCALE:GREGORIAN', `X-WR-CALNAME:${calendarName}`, 'END:VCALENDAR', ''].join('\r\n');
}

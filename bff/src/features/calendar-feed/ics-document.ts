import { createEvents, type EventAttributes } from 'ics';
import type { Language } from '@binome/schema';
import type { OccurrenceDocument } from '../sessions/occurrence-store.ts';
import { occurrenceWords } from '../sessions/occurrence-words.ts';

export interface FeedEntry {
  occurrence: OccurrenceDocument & { sessionType?: string; placeOrRoom?: string; tutoringMode?: string; cancelingReason?: string; skipName?: string };
  /** The person's own link to the occurrence's page (and its room). */
  joinUrl: string;
  /** The reader's language: the title, the description and the place are in it. */
  language: Language;
}

/** A calendar (RFC 5545) of occurrences: cancelled and holiday-skipped ones stay in it as CANCELLED, with why. */
export function icsCalendar(entries: readonly FeedEntry[], calendarName: string): string {
  if (entries.length === 0) return emptyCalendar(calendarName);
  const { error, value } = createEvents(entries.map((entry) => ({ ...icsEventOf(entry), calName: calendarName })));
  if (error || !value) throw error ?? new Error('The calendar could not be written');
  return value;
}

/**
 * One occurrence as an iCalendar event: the same in feeds and in the `.ics` sent with a mail. Its title names the
 * people, its description says who, where and links to the occurrence's page.
 */
export function icsEventOf({ occurrence, joinUrl, language }: FeedEntry): EventAttributes {
  const why = occurrence.status === 'skipped' ? occurrence.skipName : occurrence.cancelingReason;
  const words = occurrenceWords(language, occurrence);
  return {
    uid: `${occurrence._id}@binome`,
    start: Date.parse(occurrence.startDate),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(occurrence.endDate),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: words.title,
    description: [occurrence.status === 'scheduled' ? undefined : why, ...words.facts(joinUrl)].filter(Boolean).join('\n'),
    url: joinUrl,
    ...(words.location && { location: words.location }),
    status: occurrence.status === 'scheduled' ? 'CONFIRMED' : 'CANCELLED',
    productId: 'binome/sessions',
  };
}

function emptyCalendar(calendarName: string): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:binome/sessions', 'CALSCALE:GREGORIAN', `X-WR-CALNAME:${calendarName}`, 'END:VCALENDAR', ''].join('\r\n');
}

import type { sessions, StoredRecord } from '@binome/schema';
import type { StoredDocument } from '../../store/store.ts';

/** Where a series' occurrences live (the `sessionOccurrences` resource reads the same collection). */
export const OCCURRENCES_COLLECTION = 'sessionOccurrences';
/** One small document per person whose bookings change: the compare-and-set that serialises their bookings. */
export const SCHEDULE_LOCKS_COLLECTION = 'scheduleLocks';
export const SESSIONS_SERIES_COLLECTION = 'sessions';

/** An occurrence as stored: the entity's fields plus what the server keeps to itself. */
export interface OccurrenceDocument extends StoredDocument {
  sessionId: string;
  originalStart: string;
  startDate: string;
  endDate: string;
  status: 'scheduled' | 'canceled' | 'skipped';
  sessionType?: string;
  moved?: boolean;
  tutoringMode?: string;
  placeOrRoom?: string;
  tutors?: { userId: string; fullName?: string }[];
  students?: { userId: string; fullName?: string }[];
  participantIds?: string[];
  departments?: string[];
}

/** A series as the hooks see it: the record as stored, read from the sessions descriptor (with `id`). */
export type SeriesRecord = StoredRecord<typeof sessions>;

import {
  expandOccurrences,
  occurrenceRecordsOf,
  occurrencesUntil,
  parisDay,
  sharedFieldsOf,
  type OccurrenceRecord,
  type SeriesForOccurrences,
} from '@binome/schema/sessions';
import type { RecurrenceName } from '@binome/schema';
import type { Store } from '../../store/store.ts';
import { newId } from '../../resources/documents.ts';
import { holidaysForSeries } from './series-holidays.ts';
import { newVideoRoomName, VIDEO_ROOM_FIELD } from './video-room.ts';
import { OCCURRENCES_COLLECTION, type OccurrenceDocument, type SeriesRecord } from './occurrence-store.ts';

/**
 * Writes a series' occurrences after a create or a change of the series (inside the write's transaction), and
 * answers the upcoming scheduled ones, which the booking check then holds against everyone else's.
 *
 * Stored as a series plus one document per occurrence (as the scheduling anchors do) rather than expanded at read
 * time: an occurrence needs its own identity to be cancelled, moved, joined, reminded of and reported on, and a
 * calendar or a conflict check then reads one indexed collection instead of expanding every series of everyone.
 * Past occurrences are history and stay as they were; an upcoming one cancelled or moved on its own keeps that
 * decision while its rule still holds it, and follows the series' other changes (people, place, link).
 */
export async function materialiseSeries(store: Store, series: SeriesRecord, now: Date): Promise<OccurrenceDocument[]> {
  const collection = store.collection(OCCURRENCES_COLLECTION);
  const wanted = await occurrenceRecordsFor(store, series);
  const existing = (await collection.find({ sessionId: series.id }, { limit: 1000 })) as OccurrenceDocument[];
  const nowIso = now.toISOString();
  const byOriginal = new Map(existing.map((occurrence) => [occurrence.originalStart, occurrence]));
  const shared = sharedFieldsOf(seriesForOccurrences(series));
  const kept: OccurrenceDocument[] = [];
  const added: OccurrenceDocument[] = [];
  const wantedOriginals = new Set(wanted.map((record) => record.originalStart));
  for (const occurrence of existing) {
    if (occurrence.endDate <= nowIso) continue;
    if (!wantedOriginals.has(occurrence.originalStart)) await collection.deleteOne({ _id: occurrence._id });
  }
  for (const record of wanted) {
    const known = byOriginal.get(record.originalStart);
    if (!known) {
      // History is not rewritten: a change never adds occurrences before now, except on a new series.
      if (existing.length > 0 && record.endDate <= nowIso) continue;
      // A series written already cancelled (the demo's history, older data) has its occurrences cancelled too.
      const document = {
        ...record,
        ...(series.status === 'canceled' && record.status === 'scheduled' && cancellationOf(series)),
        [VIDEO_ROOM_FIELD]: newVideoRoomName(),
        _id: newId(),
      } as unknown as OccurrenceDocument;
      added.push(document);
      kept.push(document);
      continue;
    }
    if (known.endDate <= nowIso) continue;
    const decidedAlone = known.status === 'canceled' || known.moved === true;
    const next: OccurrenceDocument = decidedAlone ? { ...known, ...shared } : { ...known, ...record, _id: known._id };
    if (!decidedAlone && known.status === 'scheduled' && record.status === 'scheduled') delete next.skipReason;
    await collection.replaceOne({ _id: known._id }, withoutUndefined(next));
    kept.push(next);
  }
  if (added.length > 0) await collection.insertMany(added);
  return kept.filter((occurrence) => occurrence.status === 'scheduled' && occurrence.endDate > nowIso);
}

/** The occurrence records of a series as its rule, its scholar year and its holidays make them. */
export async function occurrenceRecordsFor(store: Store, series: SeriesRecord): Promise<OccurrenceRecord[]> {
  const startDate = series.sessionDate?.startDate;
  const endDate = series.sessionDate?.endDate;
  if (!startDate || !endDate) return [];
  const years = await store.collection('scholarYears').find({}, { limit: 50 });
  const until = occurrencesUntil(
    startDate,
    years.map((year) => ({ startDate: String(year.startDate), endDate: String(year.endDate), isCurrent: year.isCurrent === true })),
  );
  const recurrenceName = recurrenceOf(series);
  const holidays = await holidaysForSeries(store, series, parisDay(startDate), until);
  const expanded = expandOccurrences({ startDate, endDate, recurrenceName, until, holidays, scheduleDuringHolidays: series.scheduleDuringHolidays === true });
  return occurrenceRecordsOf(seriesForOccurrences(series), expanded);
}

/** Removes every occurrence of a deleted series, with the series, in its transaction. */
export async function deleteOccurrencesOf(store: Store, seriesId: string): Promise<void> {
  await store.collection(OCCURRENCES_COLLECTION).deleteMany({ sessionId: seriesId });
}

/** The recurrence a series names by name, or by its number of days (1, 7 or 0, 15) when only that was sent. */
function recurrenceOf(series: SeriesRecord): RecurrenceName {
  const name = series.recurrence?.recurrenceName;
  if (name === 'weekly' || name === 'bi-monthly' || name === 'one-time') return name;
  const days = series.recurrence?.recurrenceNumber;
  if (days === 7 || days === 0) return 'weekly';
  if (days === 15) return 'bi-monthly';
  return 'one-time';
}

/** What a cancelled series gives its occurrences: the status, and the reason as the series states it. */
type Cancellation = Pick<OccurrenceDocument, 'status'> & Pick<SeriesRecord, 'cancelingReason' | 'cancelingDescription'>;

function cancellationOf(series: SeriesRecord): Cancellation {
  return withoutUndefined({ status: 'canceled', cancelingReason: series.cancelingReason, cancelingDescription: series.cancelingDescription });
}

function seriesForOccurrences(series: SeriesRecord): SeriesForOccurrences {
  return series as unknown as SeriesForOccurrences;
}

function withoutUndefined<T extends object>(document: T): T {
  return Object.fromEntries(Object.entries(document).filter(([, value]) => value !== undefined)) as T;
}

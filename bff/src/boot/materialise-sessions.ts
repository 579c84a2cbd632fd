import type { Logger } from '../http/logger.ts';
import type { Store } from '../store/store.ts';
import { materialiseSeries } from '../features/sessions/materialise.ts';
import { OCCURRENCES_COLLECTION, SESSIONS_SERIES_COLLECTION, type SeriesRecord } from '../features/sessions/occurrence-store.ts';

/**
 * Sessions written before occurrences existed (older data, the demo's seed) get theirs, once: a series with at
 * least one occurrence is left alone, so this is safe at every start. No booking check: what was booked stays
 * booked, and a clash among old sessions is for staff to see in the calendar, not for a start to refuse.
 */
export async function materialiseMissingOccurrences(store: Store, options: { now: Date; log: Logger }): Promise<number> {
  const withOccurrences = new Set(
    (await store.collection(OCCURRENCES_COLLECTION).aggregate([{ $group: { _id: '$sessionId' } }])).map((group) => String(group._id)),
  );
  let materialised = 0;
  for await (const document of store.collection(SESSIONS_SERIES_COLLECTION).stream({})) {
    if (withOccurrences.has(document._id)) continue;
    const { _id, ...fields } = document;
    await store.withTransaction((transaction) => materialiseSeries(transaction, { ...fields, id: _id } as SeriesRecord, new Date(0)));
    materialised += 1;
  }
  if (materialised > 0) options.log.info('Session occurrences written', { sessions: materialised });
  return materialised;
}

import type { Store } from '../../store/store.ts';
import { OCCURRENCES_COLLECTION } from './occurrence-store.ts';

export interface Cancellation {
  cancelingReason?: string;
  cancelingDescription?: string;
}

/**
 * Cancels the scheduled and skipped occurrences of a series that have not ended by `from`; past ones are history.
 * Answers how many were cancelled.
 */
export async function cancelUpcomingOccurrences(store: Store, seriesId: string, from: Date, cancellation: Cancellation): Promise<number> {
  const result = await store
    .collection(OCCURRENCES_COLLECTION)
    .updateMany(
      { sessionId: seriesId, status: { $in: ['scheduled', 'skipped'] }, endDate: { $gt: from.toISOString() } },
      { $set: { status: 'canceled', ...definedOnly(cancellation) } },
    );
  return result.modifiedCount;
}

function definedOnly(cancellation: Cancellation): Record<string, string> {
  return Object.fromEntries(Object.entries(cancellation).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

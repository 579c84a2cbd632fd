import type { Store } from '../store/store.ts';

/**
 * Counters in fixed windows, kept in the store so that every replica of the BFF counts together: failed sign-ins
 * per account, requests per client address, codes sent per phone number, calls per API key.
 */
export const THROTTLE_COLLECTION = 'throttles';

export interface Window {
  count: number;
  /** When the window ends (ISO). */
  resetsAt: string;
}

/** Counts one more event under `key` and answers the window after it. */
export async function countEvent(store: Store, key: string, windowMs: number, now: Date): Promise<Window> {
  const throttles = store.collection(THROTTLE_COLLECTION);
  const current = await throttles.findOneAndUpdate({ _id: key, resetsAt: { $gt: now.toISOString() } }, { $inc: { count: 1 } }, { returnDocument: 'after' });
  if (current) return { count: Number(current.count), resetsAt: String(current.resetsAt) };
  const resetsAt = new Date(now.getTime() + windowMs).toISOString();
  await throttles.updateOne({ _id: key }, { $set: { count: 1, resetsAt } }, { upsert: true });
  return { count: 1, resetsAt };
}

/** The live window under `key`, without counting. */
export async function currentWindow(store: Store, key: string, now: Date): Promise<Window | undefined> {
  const window = await store.collection(THROTTLE_COLLECTION).findOne({ _id: key, resetsAt: { $gt: now.toISOString() } });
  return window ? { count: Number(window.count), resetsAt: String(window.resetsAt) } : undefined;
}

export async function clearCounter(store: Store, key: string): Promise<void> {
  await store.collection(THROTTLE_COLLECTION).deleteOne({ _id: key });
}

/** Seconds until a window ends, for `Retry-After`. */
export function secondsUntil(resetsAt: string, now: Date): number {
  return Math.max(1, Math.ceil((Date.parse(resetsAt) - now.getTime()) / 1000));
}

import { DuplicateKeyError, type Store } from '../store/store.ts';

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

/** A window is started by one request; a parallel one that loses the race counts in it on the next round. */
const COUNT_ROUNDS = 5;

/**
 * Counts one more event under `key` and answers the window after it. Parallel requests each get their own number:
 * exactly one of them starts a window (inserting the key, or a compare-and-set on the expired window), so a burst
 * cannot all count as the first.
 */
export async function countEvent(store: Store, key: string, windowMs: number, now: Date): Promise<Window> {
  const throttles = store.collection(THROTTLE_COLLECTION);
  for (let round = 0; round < COUNT_ROUNDS; round += 1) {
    const current = await throttles.findOneAndUpdate({ _id: key, resetsAt: { $gt: now.toISOString() } }, { $inc: { count: 1 } }, { returnDocument: 'after' });
    if (current) return { count: Number(current.count), resetsAt: String(current.resetsAt) };
    const window = { count: 1, resetsAt: new Date(now.getTime() + windowMs).toISOString() };
    const restarted = await throttles.updateOne({ _id: key, resetsAt: { $lte: now.toISOString() } }, { $set: window });
    if (restarted.modifiedCount === 1) return window;
    try {
      await throttles.insertOne({ _id: key, ...window });
      return window;
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
  throw new Error(`Could not count under ${key}`);
}

/** The live window under `key`, without counting. */
export async function currentWindow(store: Store, key: string, now: Date): Promise<Window | undefined> {
  const window = await store.collection(THROTTLE_COLLECTION).findOne({ _id: key, resetsAt: { $gt: now.toISOString() } });
  return window ? { count: Number(window.count), resetsAt: String(window.resetsAt) } : undefined;
}

/** Takes back one event counted in the live window under `key` (never below zero, never reviving an ended window). */
export async function uncountEvent(store: Store, key: string, now: Date): Promise<void> {
  await store.collection(THROTTLE_COLLECTION).updateOne({ _id: key, resetsAt: { $gt: now.toISOString() }, count: { $gt: 0 } }, { $inc: { count: -1 } });
}

export async function clearCounter(store: Store, key: string): Promise<void> {
  await store.collection(THROTTLE_COLLECTION).deleteOne({ _id: key });
}

/** Seconds until a window ends, for `Retry-After`. */
export function secondsUntil(resetsAt: string, now: Date): number {
  return Math.max(1, Math.ceil((Date.parse(resetsAt) - now.getTime()) / 1000));
}

/** How long after its end a window is deleted: every reader already treats an ended window as absent. */
const ENDED_WINDOW_GRACE_MS = 60 * 60 * 1000;

/**
 * Deletes the windows that ended (addresses, lockouts, paces, trusted addresses past their 90 days), so that the
 * counters of every address ever seen do not pile up. One conditional delete: replicas may run it together.
 */
export async function purgeEndedWindows(store: Store, now: Date): Promise<number> {
  const ended = { resetsAt: { $lt: new Date(now.getTime() - ENDED_WINDOW_GRACE_MS).toISOString() } };
  return (await store.collection(THROTTLE_COLLECTION).deleteMany(ended)).deletedCount;
}

import { DuplicateKeyError, type Store } from '../store/store.ts';
import { PACE_FIRST_DELAY_MS, PACE_FREE_ATTEMPTS, PACE_MAX_DELAY_MS, PACE_WINDOW_MS } from './limits.ts';
import { secondsUntil, THROTTLE_COLLECTION } from './throttle.ts';

export type PaceClaim = { admitted: true } | { admitted: false; retryAfterSeconds: number };

/**
 * The soft limit across addresses, per identifier: after the free attempts of the hour, each attempt must wait for
 * its slot, and a refused one neither counts nor moves the slot. So a stranger's flood delays the owner by at most
 * the longest delay, never locks them out, and guessing from any number of addresses stays slow.
 */
const keyOf = (identifier: string) => `signInPace:${identifier.toLowerCase()}`;

/** The wait before the attempt after `attempts`: none for the free ones, then 1 s, 2 s, 4 s … up to a minute. */
export function delayAfter(attempts: number): number {
  if (attempts < PACE_FREE_ATTEMPTS) return 0;
  return Math.min(PACE_MAX_DELAY_MS, PACE_FIRST_DELAY_MS * 2 ** (attempts - PACE_FREE_ATTEMPTS));
}

const NO_WAIT = new Date(0).toISOString();

/** A few rounds are enough: losing one means a parallel attempt took the slot, and the next round sees its wait. */
const CLAIM_ROUNDS = 4;

/**
 * Claims the identifier's next slot with a compare-and-set on the attempt count, so that parallel attempts cannot
 * share one slot; answers how long to wait when the slot is not open yet.
 */
export async function claimPacedAttempt(store: Store, identifier: string, now: Date): Promise<PaceClaim> {
  const throttles = store.collection(THROTTLE_COLLECTION);
  const key = keyOf(identifier);
  const after = (ms: number) => new Date(now.getTime() + ms).toISOString();
  // No wait is the epoch rather than `now`: parallel requests read the clock at slightly different times.
  const nextSlotAfter = (attempts: number) => (delayAfter(attempts) === 0 ? NO_WAIT : after(delayAfter(attempts)));
  for (let round = 0; round < CLAIM_ROUNDS; round += 1) {
    const pace = await throttles.findOne({ _id: key });
    if (!pace || String(pace.resetsAt) <= now.toISOString()) {
      const fresh = { attempts: 1, resetsAt: after(PACE_WINDOW_MS), nextAttemptAt: nextSlotAfter(1) };
      if (await startWindow(store, key, pace?.resetsAt, fresh)) return { admitted: true };
      continue;
    }
    const attempts = Number(pace.attempts);
    const nextAttemptAt = String(pace.nextAttemptAt);
    if (nextAttemptAt > now.toISOString()) return { admitted: false, retryAfterSeconds: secondsUntil(nextAttemptAt, now) };
    const claimed = await throttles.updateOne(
      { _id: key, resetsAt: pace.resetsAt, attempts },
      { $inc: { attempts: 1 }, $set: { nextAttemptAt: nextSlotAfter(attempts + 1) } },
    );
    if (claimed.modifiedCount === 1) return { admitted: true };
  }
  return { admitted: false, retryAfterSeconds: 1 };
}

/** Starts the hour's window in place of an expired one (or of none); false when a parallel attempt started it first. */
async function startWindow(store: Store, key: string, expiredResetsAt: unknown, fresh: Record<string, unknown>): Promise<boolean> {
  const throttles = store.collection(THROTTLE_COLLECTION);
  if (expiredResetsAt !== undefined) return (await throttles.updateOne({ _id: key, resetsAt: expiredResetsAt }, { $set: fresh })).modifiedCount === 1;
  try {
    await throttles.insertOne({ _id: key, ...fresh });
    return true;
  } catch (error) {
    if (error instanceof DuplicateKeyError) return false;
    throw error;
  }
}

import type { Store } from '../store/store.ts';
import { FAILED_SIGN_IN_LIMIT, LOCKOUT_MS } from './limits.ts';
import { clearCounter, countEvent, currentWindow } from './throttle.ts';

/**
 * Failed sign-ins are counted per identifier typed (an e-mail or a phone number), not per account: an unknown
 * address locks exactly like a real one, so the lockout itself tells nothing about who has an account.
 */
const keyOf = (identifier: string) => `signIn:${identifier.toLowerCase()}`;

export async function isLockedOut(store: Store, identifier: string, now: Date): Promise<boolean> {
  const window = await currentWindow(store, keyOf(identifier), now);
  return (window?.count ?? 0) >= FAILED_SIGN_IN_LIMIT;
}

/** Counts a failure; answers true when this one locks the identifier. */
export async function countFailure(store: Store, identifier: string, now: Date): Promise<boolean> {
  const window = await countEvent(store, keyOf(identifier), LOCKOUT_MS, now);
  return window.count === FAILED_SIGN_IN_LIMIT;
}

export async function clearFailures(store: Store, identifier: string): Promise<void> {
  await clearCounter(store, keyOf(identifier));
}

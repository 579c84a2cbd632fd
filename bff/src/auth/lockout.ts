import type { Store } from '../store/store.ts';
import { FAILED_SIGN_IN_LIMIT, LOCKOUT_MS } from './limits.ts';
import { clearCounter, countEvent, currentWindow, secondsUntil, THROTTLE_COLLECTION, type Window } from './throttle.ts';

/** What was typed to sign in (an e-mail or a phone number), and the client address it came from. */
export interface SignInAttempt {
  identifier: string;
  address: string;
}

/**
 * The hard limit: failures are counted per identifier typed AND client address. An unknown identifier locks exactly
 * like a real one, so the lockout tells nothing about who has an account; and a stranger who fails five times locks
 * only their own address out, never the owner signing in from elsewhere. Guessing spread over many addresses is
 * slowed by the pace (`sign-in-pace.ts`).
 */
const keyOf = ({ identifier, address }: SignInAttempt) => `signIn:${identifier.toLowerCase()} from ${address}`;

/** Seconds until this identifier is unlocked for this address; undefined when it is not locked. */
export async function lockedFor(store: Store, attempt: SignInAttempt, now: Date): Promise<number | undefined> {
  const window = await currentWindow(store, keyOf(attempt), now);
  return window && window.count >= FAILED_SIGN_IN_LIMIT ? secondsUntil(window.resetsAt, now) : undefined;
}

/**
 * Counts one attempt and answers the window after it. Password sign-ins count before the password is checked, so
 * that parallel attempts cannot get past the limit; a success clears the count.
 */
export async function countAttempt(store: Store, attempt: SignInAttempt, now: Date): Promise<Window> {
  return countEvent(store, keyOf(attempt), LOCKOUT_MS, now);
}

/** Gives back an attempt that was counted but never checked (the hashing pool was full), so it costs the owner nothing. */
export async function uncountAttempt(store: Store, attempt: SignInAttempt, now: Date): Promise<void> {
  await store
    .collection(THROTTLE_COLLECTION)
    .updateOne({ _id: keyOf(attempt), resetsAt: { $gt: now.toISOString() }, count: { $gt: 0 } }, { $inc: { count: -1 } });
}

export async function clearAttempts(store: Store, attempt: SignInAttempt): Promise<void> {
  await clearCounter(store, keyOf(attempt));
}

import type { Context } from 'hono';
import type { AppEnv } from '../http/context.ts';
import type { Store } from '../store/store.ts';
import { clientAddressOf } from '../audit/security-log.ts';
import { FAILED_SIGN_IN_LIMIT } from './limits.ts';
import { countAttempt, lockedFor, type SignInAttempt } from './lockout.ts';
import { claimPacedAttempt } from './sign-in-pace.ts';
import { isTrustedAddress } from './trusted-addresses.ts';
import { secondsUntil } from './throttle.ts';

export type Admission =
  | {
      admitted: true;
      /** This attempt is the last one before the lock: failing it locks the address out. */
      locksOnFailure: boolean;
      /** Seconds until the address's count (and so a lock) ends. */
      windowSeconds: number;
    }
  | { admitted: false; retryAfterSeconds: number; reason: 'locked' | 'paced' };

/** The attempt of a request: what was typed, from the client's address (one shared key when the runtime gives none). */
export function signInAttemptOf(context: Context<AppEnv>, identifier: string): SignInAttempt {
  return { identifier, address: clientAddressOf(context) ?? 'unknown' };
}

/**
 * Whether a password may be checked now, before any work is done: not when this address has locked the identifier
 * (5 failures), nor, from an address the identifier never proved itself from, before the identifier's next slot
 * (the pace across addresses). An admitted attempt is counted at once, so parallel attempts cannot overrun the lock.
 */
export async function admitPasswordAttempt(store: Store, attempt: SignInAttempt, now: Date): Promise<Admission> {
  const locked = await lockedFor(store, attempt, now);
  if (locked !== undefined) return { admitted: false, retryAfterSeconds: locked, reason: 'locked' };
  if (!(await isTrustedAddress(store, attempt, now))) {
    const pace = await claimPacedAttempt(store, attempt.identifier, now);
    if (!pace.admitted) return { admitted: false, retryAfterSeconds: pace.retryAfterSeconds, reason: 'paced' };
  }
  const window = await countAttempt(store, attempt, now);
  if (window.count > FAILED_SIGN_IN_LIMIT) return { admitted: false, retryAfterSeconds: secondsUntil(window.resetsAt, now), reason: 'locked' };
  return { admitted: true, locksOnFailure: window.count === FAILED_SIGN_IN_LIMIT, windowSeconds: secondsUntil(window.resetsAt, now) };
}

import type { Store } from '../store/store.ts';
import { TRUSTED_ADDRESS_MS } from './limits.ts';
import type { SignInAttempt } from './lockout.ts';
import { currentWindow, THROTTLE_COLLECTION } from './throttle.ts';

/**
 * Addresses an identifier has proved itself from (a sign-in, a password reset). Attempts from them skip the pace, so
 * that guessing from elsewhere never slows the owner at home, school or work. Only a real account can have one, and
 * only the owner's own address benefits, so this tells a stranger nothing.
 */
const keyOf = ({ identifier, address }: SignInAttempt) => `signInTrusted:${identifier.toLowerCase()} from ${address}`;

export async function isTrustedAddress(store: Store, attempt: SignInAttempt, now: Date): Promise<boolean> {
  return (await currentWindow(store, keyOf(attempt), now)) !== undefined;
}

export async function trustAddress(store: Store, attempt: SignInAttempt, now: Date): Promise<void> {
  const resetsAt = new Date(now.getTime() + TRUSTED_ADDRESS_MS).toISOString();
  await store.collection(THROTTLE_COLLECTION).updateOne({ _id: keyOf(attempt) }, { $set: { count: 1, resetsAt } }, { upsert: true });
}

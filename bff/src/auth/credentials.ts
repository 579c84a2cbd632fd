import type { Store } from '../store/store.ts';
import { sharedPasswordHasher } from './hashing/argon2-pool.ts';
import type { PasswordHasher } from './hashing/password-hasher.ts';

/**
 * Password hashes live apart from user records, in their own collection keyed by user id: no user route, export or
 * audit snapshot can ever carry one.
 */
export const CREDENTIALS_COLLECTION = 'credentials';

export async function setPassword(store: Store, userId: string, password: string, now: Date, hasher: PasswordHasher = sharedPasswordHasher()): Promise<void> {
  await storePasswordHash(store, userId, await hasher.hash(password), now);
}

/**
 * Keeps a hash made beforehand: flows that change more than the password hash first, so that a refusal of the busy
 * hashing pool (503) comes before anything is written or a one-time link is spent.
 */
export async function storePasswordHash(store: Store, userId: string, passwordHash: string, now: Date): Promise<void> {
  await store.collection(CREDENTIALS_COLLECTION).updateOne({ _id: userId }, { $set: { userId, passwordHash, updatedAt: now.toISOString() } }, { upsert: true });
}

export async function passwordHashOf(store: Store, userId: string): Promise<string | undefined> {
  const credentials = await store.collection(CREDENTIALS_COLLECTION).findOne({ _id: userId });
  return typeof credentials?.passwordHash === 'string' ? credentials.passwordHash : undefined;
}

import type { Store } from '../store/store.ts';
import { sharedPasswordHasher } from './hashing/argon2-pool.ts';
import type { PasswordHasher } from './hashing/password-hasher.ts';

/**
 * Password hashes live apart from user records, in their own collection keyed by user id: no user route, export or
 * audit snapshot can ever carry one.
 */
export const CREDENTIALS_COLLECTION = 'credentials';

export async function setPassword(store: Store, userId: string, password: string, now: Date, hasher: PasswordHasher = sharedPasswordHasher()): Promise<void> {
  const passwordHash = await hasher.hash(password);
  await store.collection(CREDENTIALS_COLLECTION).updateOne(
    { _id: userId },
    { $set: { userId, passwordHash, updatedAt: now.toISOString() } },
    { upsert: true },
  );
}

export async function passwordHashOf(store: Store, userId: string): Promise<string | undefined> {
  const credentials = await store.collection(CREDENTIALS_COLLECTION).findOne({ _id: userId });
  return typeof credentials?.passwordHash === 'string' ? credentials.passwordHash : undefined;
}

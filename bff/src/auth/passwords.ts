import type { AppDependencies } from '../http/context.ts';
import { sharedPasswordHasher } from './hashing/argon2-pool.ts';
import type { PasswordHasher } from './hashing/password-hasher.ts';
import { DECOY_HASH } from './hashing/argon2-parameters.ts';

/** The app's hasher (Argon2id, `hashing/`): the one a test supplies, or the process's pool of worker threads. */
export function passwordsOf(deps: Pick<AppDependencies, 'passwords'>): PasswordHasher {
  return deps.passwords ?? sharedPasswordHasher();
}

/**
 * Spends the work of a real check when there is no password to check (no account, an account without a password
 * yet, a refused attempt), so that neither the answer time nor the work tells anything.
 */
export async function verifyAgainstDecoy(hasher: PasswordHasher, password: string): Promise<false> {
  await hasher.verify(password, DECOY_HASH);
  return false;
}

/** One verification, whether or not the account has a password: without one, the decoy takes its place. */
export async function checkPassword(hasher: PasswordHasher, password: string, encodedHash: string | undefined): Promise<boolean> {
  return encodedHash ? hasher.verify(password, encodedHash) : verifyAgainstDecoy(hasher, password);
}

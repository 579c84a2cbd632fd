import type { AppDependencies } from '../http/context.ts';
import type { StoredDocument } from '../store/store.ts';
import { passwordHashOf } from './credentials.ts';
import { checkPassword, passwordsOf, verifyAgainstDecoy } from './passwords.ts';

/** Accounts sharing one e-mail that a sign-in checks, at most. */
const MAX_ACCOUNTS_PER_EMAIL = 10;

export interface PasswordCheck {
  /** The account whose password matched. */
  matched?: StoredDocument;
  /** An account of the e-mail, for the security log of a failure. */
  accountId?: string;
}

/**
 * The account of `email` whose password is `password`, if any. The work does not depend on the answer: one Argon2
 * verification per account of the e-mail, whether it matches, fails or has no password yet (the decoy then), and one
 * for an e-mail without an account. Several accounts may share an e-mail (a parent and a child): they are checked
 * side by side on the pool's threads, all of them, so the answer time does not tell which one matched.
 */
export async function checkPasswordOf(deps: Pick<AppDependencies, 'store' | 'passwords'>, email: string, password: string): Promise<PasswordCheck> {
  const hasher = passwordsOf(deps);
  const candidates = await deps.store.collection('users').find({ 'contactDetails.email': email }, { limit: MAX_ACCOUNTS_PER_EMAIL });
  if (candidates.length === 0) {
    await verifyAgainstDecoy(hasher, password);
    return {};
  }
  const hashes = await Promise.all(candidates.map((candidate) => passwordHashOf(deps.store, candidate._id)));
  const matches = await Promise.all(hashes.map((hash) => checkPassword(hasher, password, hash)));
  return { matched: candidates.find((_, index) => matches[index]), accountId: candidates[0]?._id };
}

import type { Store } from '../store/store.ts';
import { CODE_DIGITS, CODE_LIFETIME_MS, CODE_MAX_GUESSES } from './limits.ts';
import { constantTimeEqual, randomToken, sha256 } from './secrets.ts';
import { usableSecretLinkOwner } from './secret-link-owner.ts';

/** Links sent by e-mail (verification, password reset): random tokens, stored hashed, single use, expiring. */
export const LINK_TOKENS_COLLECTION = 'linkTokens';
/** One-time codes sent by text message, one live code per phone number. */
export const PHONE_CODES_COLLECTION = 'phoneCodes';

export type LinkPurpose = 'verifyEmail' | 'resetPassword';

/** A new link token; any earlier token of the same purpose for the same user stops working. */
export async function issueLinkToken(store: Store, purpose: LinkPurpose, userId: string, lifetimeMs: number, now: Date): Promise<string> {
  const tokens = store.collection(LINK_TOKENS_COLLECTION);
  await tokens.deleteMany({ purpose, userId });
  const token = randomToken(32);
  await tokens.insertOne({
    _id: await sha256(token),
    purpose,
    userId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + lifetimeMs).toISOString(),
  });
  return token;
}

/**
 * The user of a live token, marking it used in the same conditional update: a second use finds nothing. A token
 * whose owner can no longer use their account (deactivated, archived, erased…) is spent and answers nothing: an
 * invitation, reset or verification link mailed before the change must not reopen the account.
 */
export async function consumeLinkToken(store: Store, purpose: LinkPurpose, token: string, now: Date): Promise<string | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const used = await store
    .collection(LINK_TOKENS_COLLECTION)
    .findOneAndUpdate(
      { _id: await sha256(token), purpose, usedAt: { $exists: false }, expiresAt: { $gt: now.toISOString() } },
      { $set: { usedAt: now.toISOString() } },
      { returnDocument: 'after' },
    );
  if (typeof used?.userId !== 'string') return undefined;
  return (await usableSecretLinkOwner(store, used.userId, { _id: 1 })) ? used.userId : undefined;
}

/** A 6-digit code from the secure random source, without modulo bias. */
export function randomCode(): string {
  const limit = 10 ** CODE_DIGITS;
  const ceiling = Math.floor(0x1_0000_0000 / limit) * limit;
  for (;;) {
    const value = crypto.getRandomValues(new Uint32Array(1))[0]!;
    if (value < ceiling) return String(value % limit).padStart(CODE_DIGITS, '0');
  }
}

/** Issues a code for a phone number (replacing the previous one) and answers it, to be sent and forgotten. */
export async function issuePhoneCode(store: Store, phoneNumber: string, now: Date): Promise<string> {
  const code = randomCode();
  const salt = randomToken(16);
  const codes = store.collection(PHONE_CODES_COLLECTION);
  await codes.deleteOne({ _id: phoneNumber });
  await codes.insertOne({
    _id: phoneNumber,
    salt,
    codeHash: await sha256(`${salt}:${code}`),
    guesses: 0,
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS).toISOString(),
  });
  return code;
}

/**
 * Checks a code. Each guess is counted before it is compared (so parallel guesses cannot exceed the limit); after
 * 5 guesses, or once used, or after 10 minutes, the code is dead and a new one must be sent.
 */
export async function consumePhoneCode(store: Store, phoneNumber: string, code: string, now: Date): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const codes = store.collection(PHONE_CODES_COLLECTION);
  const live = await codes.findOneAndUpdate(
    { _id: phoneNumber, usedAt: { $exists: false }, guesses: { $lt: CODE_MAX_GUESSES }, expiresAt: { $gt: now.toISOString() } },
    { $inc: { guesses: 1 } },
    { returnDocument: 'after' },
  );
  if (!live || !constantTimeEqual(String(live.codeHash), await sha256(`${String(live.salt)}:${code}`))) return false;
  const claimed = await codes.updateOne({ _id: phoneNumber, salt: live.salt, usedAt: { $exists: false } }, { $set: { usedAt: now.toISOString() } });
  return claimed.modifiedCount === 1;
}

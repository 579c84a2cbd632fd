import { COOKIE_MAX_AGE_SECONDS } from '@binome/schema';
import type { Store, StoredDocument } from '../store/store.ts';
import { randomToken, sha256 } from './secrets.ts';

/**
 * Server-side sessions. The cookie carries a random token (inside a signed JWT); the store holds only its
 * SHA-256, so a copy of the database does not give anyone a session. Deleting the record ends the session at
 * once: logout, deactivation, deletion and password changes do.
 */
export const SESSIONS_COLLECTION = 'authSessions';

export async function openSession(
  store: Store,
  userId: string,
  now: Date,
  how: { method: 'password' | 'phone' | 'oidc'; userAgent?: string },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = randomToken(32);
  const sessionId = await sha256(token);
  const expiresAt = new Date(now.getTime() + COOKIE_MAX_AGE_SECONDS * 1000);
  await store.collection(SESSIONS_COLLECTION).insertOne({
    _id: sessionId,
    userId,
    method: how.method,
    userAgent: how.userAgent?.slice(0, 300) ?? null,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  return { token, sessionId, expiresAt };
}

/**
 * The store's id of a session token, remembered for the tokens seen: the same token comes with every request of a
 * signed-in person, and the Web Crypto digest was a twentieth of a list request's time. Bounded: emptied when full.
 */
const SESSION_IDS = new Map<string, string>();
const MAX_SESSION_IDS = 10_000;

async function sessionIdOf(token: string): Promise<string> {
  const known = SESSION_IDS.get(token);
  if (known !== undefined) return known;
  const id = await sha256(token);
  if (SESSION_IDS.size >= MAX_SESSION_IDS) SESSION_IDS.clear();
  SESSION_IDS.set(token, id);
  return id;
}

/** The live session of a token, or undefined (unknown, revoked or expired). */
export async function findSession(store: Store, token: string, now: Date): Promise<StoredDocument | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const session = await store.collection(SESSIONS_COLLECTION).findOne({ _id: await sessionIdOf(token) });
  if (!session || typeof session.expiresAt !== 'string' || session.expiresAt <= now.toISOString()) return undefined;
  return session;
}

export async function closeSession(store: Store, sessionId: string): Promise<void> {
  await store.collection(SESSIONS_COLLECTION).deleteOne({ _id: sessionId });
}

/** Ends every session of a user (deactivation, deletion, password reset), or all but the one in use. */
export async function revokeSessionsOf(store: Store, userId: string, except?: string): Promise<number> {
  const filter = except ? { userId, _id: { $ne: except } } : { userId };
  return (await store.collection(SESSIONS_COLLECTION).deleteMany(filter)).deletedCount;
}

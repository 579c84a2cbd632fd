import { COOKIE_MAX_AGE_SECONDS } from '@binome/schema';
import type { Store, StoredDocument } from '../store/store.ts';

/**
 * Server-side sessions. The cookie holds a random token; the store holds only its SHA-256, so a copy of the
 * database does not give anyone a session. Logout deletes the record, which ends the session at once.
 */
export const SESSIONS_COLLECTION = 'authSessions';

export async function openSession(store: Store, userId: string, now: Date): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = base64Url(crypto.getRandomValues(new Uint8Array(32)));
  const sessionId = await digest(token);
  const expiresAt = new Date(now.getTime() + COOKIE_MAX_AGE_SECONDS * 1000);
  await store.collection(SESSIONS_COLLECTION).insertOne({ _id: sessionId, userId, createdAt: now.toISOString(), expiresAt: expiresAt.toISOString() });
  return { token, sessionId, expiresAt };
}

/** The live session of a token, or undefined (unknown, revoked or expired). */
export async function findSession(store: Store, token: string, now: Date): Promise<StoredDocument | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const session = await store.collection(SESSIONS_COLLECTION).findOne({ _id: await digest(token) });
  if (!session || typeof session.expiresAt !== 'string' || session.expiresAt <= now.toISOString()) return undefined;
  return session;
}

export async function closeSession(store: Store, sessionId: string): Promise<void> {
  await store.collection(SESSIONS_COLLECTION).deleteOne({ _id: sessionId });
}

async function digest(token: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

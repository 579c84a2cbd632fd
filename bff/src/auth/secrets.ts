import type { Store } from '../store/store.ts';
import type { Env } from '../env.ts';

/** Server settings that are not records of the product (the generated session secret). */
export const SETTINGS_COLLECTION = 'settings';

const cache = new WeakMap<Store, Promise<Uint8Array>>();

/**
 * The key that signs session cookies: SESSION_SECRET when set, otherwise one generated at first start and kept in
 * the store, so a restart does not sign everyone out and several replicas on one database agree on it.
 */
export function sessionKey(store: Store, env: Pick<Env, 'SESSION_SECRET'>): Promise<Uint8Array> {
  if (env.SESSION_SECRET) return Promise.resolve(new TextEncoder().encode(env.SESSION_SECRET));
  let key = cache.get(store);
  if (!key) {
    key = storedSecret(store);
    cache.set(store, key);
  }
  return key;
}

async function storedSecret(store: Store): Promise<Uint8Array> {
  const settings = store.collection(SETTINGS_COLLECTION);
  let stored = await settings.findOne({ _id: 'sessionSecret' });
  if (!stored) {
    // Two replicas starting together: the second insert fails on the _id and both read the first one's secret.
    await settings.insertOne({ _id: 'sessionSecret', value: randomToken(48) }).catch(() => undefined);
    stored = await settings.findOne({ _id: 'sessionSecret' });
  }
  if (typeof stored?.value !== 'string') throw new Error('The session secret could not be stored');
  return new TextEncoder().encode(stored.value);
}

/** A URL-safe random token of `bytes` random bytes (WebCrypto, same on Node and Deno). */
export function randomToken(bytes = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** SHA-256 in hex: what the store keeps of session tokens, reset tokens, codes and API keys. */
export async function sha256(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Compares two strings in a time that does not depend on where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

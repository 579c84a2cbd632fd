import type { Store } from '../../store/store.ts';
import type { Env } from '../../env.ts';
import { SETTINGS_COLLECTION } from '../../auth/secrets.ts';

/** A WebCrypto key (named so: the server's type libraries do not declare the DOM's `CryptoKey`). */
export type LinkKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

const cache = new WeakMap<Store, Promise<LinkKey>>();
const STORED_KEY_ID = 'sessionLinkKey';

/**
 * The AES-GCM key of session join links: SESSION_LINK_KEY when set, otherwise 32 random bytes generated at first
 * start and kept in the store (replicas on one database share it; never a key written in the code, which is the
 * flaw of the original system).
 */
export function sessionLinkKey(store: Store, env: Pick<Env, 'SESSION_LINK_KEY'>): Promise<LinkKey> {
  let key = cache.get(store);
  if (!key) {
    key = (env.SESSION_LINK_KEY ? Promise.resolve(fromBase64(env.SESSION_LINK_KEY)) : storedKeyBytes(store)).then((bytes) =>
      crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, ['encrypt', 'decrypt']),
    );
    cache.set(store, key);
  }
  return key;
}

async function storedKeyBytes(store: Store): Promise<Uint8Array<ArrayBuffer>> {
  const settings = store.collection(SETTINGS_COLLECTION);
  let stored = await settings.findOne({ _id: STORED_KEY_ID });
  if (!stored) {
    // Two replicas starting together: the second insert fails on the _id and both read the first one's key.
    await settings.insertOne({ _id: STORED_KEY_ID, value: toBase64(crypto.getRandomValues(new Uint8Array(32))) }).catch(() => undefined);
    stored = await settings.findOne({ _id: STORED_KEY_ID });
  }
  if (typeof stored?.value !== 'string') throw new Error('The session link key could not be stored');
  return fromBase64(stored.value);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

import { base64Url } from '../../auth/secrets.ts';
import type { LinkKey } from './link-key.ts';

/** One encrypted id: the ciphertext (with its tag) and its vector, both base64url, as the link carries them. */
export interface SealedId {
  value: string;
  iv: string;
}

/** Encrypts an id with AES-GCM and a fresh 12-byte vector (WebCrypto: the same on Node and Deno). */
export async function sealId(key: LinkKey, id: string): Promise<SealedId> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(id)));
  return { value: base64Url(sealed), iv: base64Url(iv) };
}

/** The id, or null when the value was not sealed with this key and vector (tampered, foreign, truncated). */
export async function openId(key: LinkKey, sealed: SealedId): Promise<string | null> {
  try {
    const iv = fromBase64Url(sealed.iv);
    if (iv.length !== 12) return null;
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, fromBase64Url(sealed.value));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

import type { AddressText } from './geocoder.ts';

/** The text sent to the geocoder for an address: its street line, zip code and city; empty when it has none. */
export function addressQuery(address: AddressText): string {
  return [address.addressLine1, address.zipCode, address.city]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter((part) => part !== '')
    .join(' ');
}

/** Only the commune: what is asked when the street is not found, so that the point falls back to the commune's. */
export function communeQuery(address: AddressText): string {
  return addressQuery({ zipCode: address.zipCode, city: address.city });
}

/**
 * A short fingerprint of the address text (FNV-1a, 32 bits): stored with its point, it tells the job that the text
 * changed since the point was found, without keeping a second copy of a minor's street.
 */
export function addressFingerprint(address: AddressText): string {
  const text = addressQuery(address).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

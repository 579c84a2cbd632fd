import type { establishments, StoredRecord, users } from '@binome/schema';
import type { Logger } from '../../http/context.ts';
import { addressFingerprint, addressQuery } from '../../geocoding/address-fingerprint.ts';
import type { AddressText, FoundPoint, Geocoder } from '../../geocoding/geocoder.ts';

/** An address as people (every role) and establishments store it: the same text and point, a person's country aside. */
export type StoredAddress = NonNullable<StoredRecord<typeof users>['address']> | NonNullable<StoredRecord<typeof establishments>['address']>;

/** A record that may have an address: a person of any role, or an establishment. */
export interface Addressed {
  address?: StoredAddress;
}

/** Its stored point still belongs to its text: nothing to do. */
export function locationIsCurrent(address: StoredAddress): boolean {
  return address.location?.lon !== undefined && address.location.fingerprint === addressFingerprint(address);
}

/** The stored form of a point: what `address.location` holds. */
export function locationOf(address: AddressText, point: FoundPoint, now: Date) {
  return { lon: point.lon, lat: point.lat, precision: point.precision, geocodedAt: now.toISOString(), fingerprint: addressFingerprint(address) };
}

/**
 * The point of an address, or undefined when it has no text, the service knows no such place, is off, down or
 * slower than the time box: the caller stores the address without a point and the job tries again later. Never throws.
 */
export async function tryLocate(geocoder: Geocoder | undefined, address: AddressText, log: Logger | undefined): Promise<FoundPoint | undefined> {
  if (!geocoder || addressQuery(address) === '') return undefined;
  try {
    return await geocoder.locate(address);
  } catch (error) {
    log?.info('An address was saved without its point (the geocoder did not answer)', { error: error instanceof Error ? error.message : String(error) });
    return undefined;
  }
}

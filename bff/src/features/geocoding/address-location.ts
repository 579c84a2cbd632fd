import type { Logger } from '../../http/context.ts';
import { addressFingerprint, addressQuery } from '../../geocoding/address-fingerprint.ts';
import type { AddressText, FoundPoint, Geocoder } from '../../geocoding/geocoder.ts';

type Address = AddressText & { location?: unknown } & Record<string, unknown>;

/** The address of a record, when it has one as an object. */
export function addressOf(record: Record<string, unknown>): Address | undefined {
  const address = record.address;
  return address && typeof address === 'object' && !Array.isArray(address) ? (address as Address) : undefined;
}

/** Its stored point still belongs to its text: nothing to do. */
export function locationIsCurrent(address: Address): boolean {
  const location = address.location as { fingerprint?: unknown; lon?: unknown } | undefined;
  return typeof location?.lon === 'number' && location.fingerprint === addressFingerprint(address);
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

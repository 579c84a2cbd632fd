import type { Logger } from '../../http/context.ts';
import type { AddressText, Geocoder } from '../../geocoding/geocoder.ts';
import { addressQuery } from '../../geocoding/address-fingerprint.ts';
import type { Filter, Store } from '../../store/store.ts';
import { establishments, users } from '@binome/schema';
import { documentOf } from '../../resources/documents.ts';
import { locationIsCurrent, locationOf, tryLocate, type Addressed } from './address-location.ts';

/** The collections whose records have an address: people (every role) and establishments. */
export const ADDRESSED_COLLECTIONS = ['users', 'establishments'] as const;
/** At most this many addresses are asked for in one pass: the public service allows a few dozen a second. */
export const ADDRESSES_PER_PASS = 200;

/**
 * One pass of the geocoding job: addresses without a point, or whose text changed since their point was found (a
 * save made while the service was down, an older record, a write that is not a generic one), placed now. Each point
 * is written only if the address is still the one placed (a compare-and-set on its text), so a change made meanwhile
 * is never given the old point. Answers how many were placed; those the service still cannot place wait for the next.
 */
export async function geocodeAddresses(
  ports: { store: Store; geocoder: Geocoder | undefined; log: Logger },
  now: Date,
  limit = ADDRESSES_PER_PASS,
): Promise<number> {
  if (!ports.geocoder) return 0;
  let asked = 0;
  let placed = 0;
  for (const collectionName of ADDRESSED_COLLECTIONS) {
    const collection = ports.store.collection(collectionName);
    const records = await collection.find(
      { $or: [{ 'address.zipCode': { $exists: true } }, { 'address.city': { $exists: true } }, { 'address.addressLine1': { $exists: true } }] },
      { projection: { _id: 1, address: 1 } },
    );
    for (const record of records) {
      if (asked >= limit) return placed;
      const { address }: Addressed = documentOf(collectionName === 'users' ? users : establishments, record);
      if (!address || locationIsCurrent(address) || addressQuery(address) === '') continue;
      asked += 1;
      const { location: _stale, ...text } = address;
      const point = await tryLocate(ports.geocoder, text, ports.log);
      if (!point) continue;
      const result = await collection.updateOne({ _id: record._id, ...sameText(text) }, { $set: { 'address.location': locationOf(text, point, now) } });
      placed += result.modifiedCount > 0 ? 1 : 0;
    }
  }
  return placed;
}

function sameText(address: AddressText): Filter {
  const filter: Filter = {};
  for (const key of ['addressLine1', 'zipCode', 'city'] as const) filter[`address.${key}`] = address[key] === undefined ? { $exists: false } : address[key];
  return filter;
}

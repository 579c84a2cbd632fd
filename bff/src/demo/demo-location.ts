import { addressFingerprint } from '../geocoding/address-fingerprint.ts';
import { standInPointOf } from '../geocoding/stand-in-places.ts';

/** When the demo's addresses were placed: before any demo "now", so no record is changed after it. */
const DEMO_GEOCODED_AT = '2026-01-01T00:00:00.000Z';

/**
 * A demo address with the point the geocoder's stand-in gives it (its tables, no call): what the server would have
 * stored on save, so that the demo's matching shows distances from the first start.
 */
export function withDemoLocation<A extends { addressLine1?: string; zipCode?: string; city?: string }>(address: A): A & { location?: Record<string, unknown> } {
  const point = standInPointOf(address);
  return point ? { ...address, location: { ...point, geocodedAt: DEMO_GEOCODED_AT, fingerprint: addressFingerprint(address) } } : address;
}

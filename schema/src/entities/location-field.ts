import { f } from './fields.ts';
import { geoPrecisions } from '../enums/sessions.ts';

/**
 * The point of an address (`address.location`), set by the server when the address is saved or by the geocoding
 * job, never by a client: a body that sends it is refused like every server-managed field. `fingerprint` names the
 * address text the point was found for, so that a point left over from an older address is found and replaced.
 * A person's point is as personal as their street: sensitive, like it.
 */
export const locationField = (options: { sensitive?: boolean } = {}) =>
  f.object(
    {
      lon: f.number({ min: -180, max: 180 }),
      lat: f.number({ min: -90, max: 90 }),
      precision: f.enum(geoPrecisions),
      geocodedAt: f.dateTime(),
      fingerprint: f.text({ max: 20 }),
    },
    { serverManaged: true, ...options },
  );

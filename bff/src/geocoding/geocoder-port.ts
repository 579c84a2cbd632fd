import type { Env } from '../env.ts';
import { banGeocoder } from './ban-geocoder.ts';
import type { Geocoder } from './geocoder.ts';
import { standInGeocoder } from './stand-in.ts';

/** The public national address base. */
export const PUBLIC_GEOCODER_URL = 'https://api-adresse.data.gouv.fr';
const STAND_IN_BASE = 'http://geocoder.stand-in';

/** Where addresses are placed, as the configuration says (see GEOCODER_URL); undefined when geocoding is off. */
export function geocoderFor(env: Pick<Env, 'GEOCODER_URL' | 'GEOCODER_TIMEOUT_MS' | 'DEMO_DATA'>): Geocoder | undefined {
  const setting = env.GEOCODER_URL ?? (env.DEMO_DATA === 'on' ? 'stand-in' : PUBLIC_GEOCODER_URL);
  if (setting === 'off') return undefined;
  // The stand-in answers in this process through the same client: the demo and the tests never reach the network.
  if (setting === 'stand-in')
    return banGeocoder({ baseUrl: STAND_IN_BASE, timeoutMs: env.GEOCODER_TIMEOUT_MS, fetch: async (input, init) => standInGeocoder(new Request(input, init)) });
  return banGeocoder({ baseUrl: setting, timeoutMs: env.GEOCODER_TIMEOUT_MS });
}

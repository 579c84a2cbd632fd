import { GEO_PRECISIONS, type GeoPrecision } from '@binome/schema/matching';
import { addressQuery, communeQuery } from './address-fingerprint.ts';
import type { FoundPoint, Geocoder } from './geocoder.ts';

/** Below this score the national address base's answer is a guess: the commune is asked for instead. */
export const MIN_SCORE = 0.4;

/**
 * The national address base's search (`api-adresse`): `GET {baseUrl}/search/?q=…&limit=1`, answering GeoJSON whose
 * first feature has `geometry.coordinates` [lon, lat] and `properties.type` and `properties.score`. When the full
 * address is not found with confidence, the zip code and city alone are asked: the commune's point. `fetch` is given
 * so that the demo and the tests answer from the stand-in without a network.
 */
export function banGeocoder(options: { baseUrl: string; fetch?: typeof fetch; timeoutMs: number }): Geocoder {
  const get = options.fetch ?? fetch;
  const search = async (query: string, signal: AbortSignal | undefined): Promise<(FoundPoint & { score: number }) | undefined> => {
    const url = `${options.baseUrl.replace(/\/+$/, '')}/search/?q=${encodeURIComponent(query)}&limit=1`;
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const response = await get(url, { headers: { accept: 'application/json' }, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    if (!response.ok) throw new Error(`The geocoder answered ${response.status}`);
    return firstPoint(await response.json());
  };
  return {
    async locate(address, { signal } = {}) {
      const full = addressQuery(address);
      if (full === '') return undefined;
      const found = await search(full, signal);
      if (found && found.score >= MIN_SCORE) return pointOnly(found);
      const commune = communeQuery(address);
      if (commune === '' || commune === full) return found && pointOnly(found);
      const fallback = await search(commune, signal);
      return fallback ? { ...pointOnly(fallback), precision: 'municipality' } : found && pointOnly(found);
    },
  };
}

function pointOnly({ lon, lat, precision }: FoundPoint & { score: number }): FoundPoint {
  return { lon, lat, precision };
}

/** The first feature of a GeoJSON answer as a point, or undefined when there is none or it is malformed. */
export function firstPoint(body: unknown): (FoundPoint & { score: number }) | undefined {
  const feature = (body as { features?: unknown[] } | null)?.features?.[0] as { geometry?: { coordinates?: unknown }; properties?: { type?: unknown; score?: unknown } } | undefined;
  const coordinates = feature?.geometry?.coordinates;
  if (!Array.isArray(coordinates)) return undefined;
  const [lon, lat] = coordinates;
  if (typeof lon !== 'number' || typeof lat !== 'number' || Math.abs(lon) > 180 || Math.abs(lat) > 90) return undefined;
  const type = feature?.properties?.type;
  const precision: GeoPrecision = (GEO_PRECISIONS as readonly unknown[]).includes(type) ? (type as GeoPrecision) : 'municipality';
  const score = typeof feature?.properties?.score === 'number' ? feature.properties.score : 0;
  return { lon, lat, precision, score };
}

import { GEO_PRECISIONS, type GeoPrecision } from '@binome/schema/matching';
import { addressQuery, communeQuery } from './address-fingerprint.ts';
import type { FoundPoint, Geocoder, PlaceSuggestion } from './geocoder.ts';

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
  const ask = async (parameters: string, signal: AbortSignal | undefined): Promise<unknown> => {
    const url = `${options.baseUrl.replace(/\/+$/, '')}/search/?${parameters}`;
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const response = await get(url, { headers: { accept: 'application/json' }, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    if (!response.ok) throw new Error(`The geocoder answered ${response.status}`);
    return response.json();
  };
  const search = async (query: string, signal: AbortSignal | undefined) => firstPoint(await ask(`q=${encodeURIComponent(query)}&limit=1`, signal));
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
    async suggest(text, { limit, signal }) {
      // `autocomplete=1`: the national base reads the last word as the start of a word, as a person types it.
      return suggestionsOf(await ask(`q=${encodeURIComponent(text)}&limit=${limit}&autocomplete=1`, signal)).slice(0, limit);
    },
  };
}

function pointOnly({ lon, lat, precision }: FoundPoint & { score: number }): FoundPoint {
  return { lon, lat, precision };
}

/** The first feature of a GeoJSON answer as a point, or undefined when there is none or it is malformed. */
export function firstPoint(body: unknown): (FoundPoint & { score: number }) | undefined {
  const feature = (body as { features?: unknown[] } | null)?.features?.[0] as
    { geometry?: { coordinates?: unknown }; properties?: { type?: unknown; score?: unknown } } | undefined;
  const coordinates = feature?.geometry?.coordinates;
  if (!Array.isArray(coordinates)) return undefined;
  const [lon, lat] = coordinates;
  if (typeof lon !== 'number' || typeof lat !== 'number' || Math.abs(lon) > 180 || Math.abs(lat) > 90) return undefined;
  const type = feature?.properties?.type;
  const precision: GeoPrecision = (GEO_PRECISIONS as readonly unknown[]).includes(type) ? (type as GeoPrecision) : 'municipality';
  const score = typeof feature?.properties?.score === 'number' ? feature.properties.score : 0;
  return { lon, lat, precision, score };
}

type FeatureProperties = { type?: unknown; name?: unknown; label?: unknown; postcode?: unknown; city?: unknown };

/**
 * The features of a search answer as places to offer: each with its label, zip code and city; a house or a street
 * with its street line (`name`). Features without a zip code or a city (malformed, or a place that is no address)
 * are left out.
 */
export function suggestionsOf(body: unknown): PlaceSuggestion[] {
  const features = (body as { features?: unknown } | null)?.features;
  if (!Array.isArray(features)) return [];
  const places: PlaceSuggestion[] = [];
  for (const feature of features) {
    const properties = ((feature as { properties?: unknown } | null)?.properties ?? {}) as FeatureProperties;
    const { postcode, city, label, name, type } = properties;
    if (typeof postcode !== 'string' || typeof city !== 'string' || postcode === '' || city === '') continue;
    const precision: GeoPrecision = (GEO_PRECISIONS as readonly unknown[]).includes(type) ? (type as GeoPrecision) : 'municipality';
    const streetLine = (precision === 'housenumber' || precision === 'street') && typeof name === 'string' && name !== '' ? name : undefined;
    places.push({
      label: typeof label === 'string' && label !== '' ? label : `${postcode} ${city}`,
      ...(streetLine && { addressLine1: streetLine }),
      zipCode: postcode,
      city,
      precision,
    });
  }
  return places;
}

import { normalised, STAND_IN_ADDRESSES, STAND_IN_COMMUNES } from './stand-in-places.ts';

/**
 * A local stand-in for the national address base's search, answering `GET /search/?q=…&limit=1` as it does (a GeoJSON
 * feature collection) from the committed tables of stand-in-places.ts: a known full address at the house, else the
 * commune named by its zip code or its name. A Web handler (Request in, Response out): the demo calls it in the same
 * process, the tests serve it over HTTP (and stop it to see the service down).
 */
export function standInGeocoder(request: Request): Response {
  const url = new URL(request.url);
  if (request.method !== 'GET' || !/\/search\/?$/.test(url.pathname)) return Response.json({ code: 404, message: 'Not found' }, { status: 404 });
  const query = url.searchParams.get('q') ?? '';
  if (query.trim().length < 3) return Response.json({ code: 400, message: 'q must contain between 3 and 200 chars' }, { status: 400 });
  const found = url.searchParams.get('autocomplete') === '1' ? completeStandIn(query) : searchStandIn(query);
  return Response.json({ type: 'FeatureCollection', version: 'draft', query, features: found.slice(0, Number(url.searchParams.get('limit') ?? '5') || 5) });
}

/**
 * As typed (`autocomplete=1`): every known address, then commune, whose words hold each word of the query, the last
 * one as the start of a word (what a person has typed so far).
 */
function completeStandIn(query: string) {
  const words = normalised(query)
    .split(' ')
    .filter((word) => word !== '');
  const last = words.pop() ?? '';
  const matches = (text: string) => {
    const known = normalised(text).split(' ');
    return words.every((word) => known.includes(word)) && known.some((word) => word.startsWith(last));
  };
  return [
    ...STAND_IN_ADDRESSES.filter((known) => matches(`${known.addressLine1} ${known.zipCode} ${known.city}`)).map((known) =>
      feature(known.lon, known.lat, 'housenumber', 0.9, `${known.addressLine1} ${known.zipCode} ${known.city}`, known.zipCode, known.city, known.addressLine1),
    ),
    ...STAND_IN_COMMUNES.filter((known) => matches(`${known.zipCode} ${known.city}`)).map((known) =>
      feature(known.lon, known.lat, 'municipality', 0.7, `${known.city} ${known.zipCode}`, known.zipCode, known.city, known.city),
    ),
  ];
}

function searchStandIn(query: string) {
  const words = ` ${normalised(query)} `;
  const zip = /\b(\d{5})\b/.exec(query)?.[1];
  const address = STAND_IN_ADDRESSES.find((known) => (!zip || known.zipCode === zip) && words.includes(` ${normalised(known.addressLine1)} `));
  if (address)
    return [
      feature(
        address.lon,
        address.lat,
        'housenumber',
        0.95,
        `${address.addressLine1} ${address.zipCode} ${address.city}`,
        address.zipCode,
        address.city,
        address.addressLine1,
      ),
    ];
  const commune = STAND_IN_COMMUNES.find((known) => known.zipCode === zip) ?? STAND_IN_COMMUNES.find((known) => words.includes(` ${normalised(known.city)} `));
  if (!commune) return [];
  // Only the commune is known here: a street line that is not in the table is answered with the commune, as sure of
  // it as the national base is of a commune it matched by name and code.
  return [feature(commune.lon, commune.lat, 'municipality', 0.6, `${commune.zipCode} ${commune.city}`, commune.zipCode, commune.city, commune.city)];
}

function feature(lon: number, lat: number, type: string, score: number, label: string, postcode: string, city: string, name: string) {
  return { type: 'Feature', geometry: { type: 'Point', coordinates: [lon, lat] }, properties: { label, score, type, name, postcode, city } };
}

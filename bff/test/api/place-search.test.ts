import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACE_SEARCHES_PER_MINUTE } from '../../src/features/places/places.operations.ts';
import { startGeocoderStandIn } from '../support/geocoder-stand-in-server.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * Place search for the address fields (`GET /v1/places`), through the API with the national address base's stand-in
 * served over HTTP: what a person types is answered with places that fill the street line, zip code and city; bad
 * input, signed-out callers, a flood and the service down each get their answer.
 */
interface Place {
  label: string;
  addressLine1?: string;
  zipCode: string;
  city: string;
  precision: string;
}

let app: TestApp;
let standIn: Awaited<ReturnType<typeof startGeocoderStandIn>>;
let tutor: string;
let coordinator: string;

beforeAll(async () => {
  standIn = await startGeocoderStandIn();
  app = await createTestApp({ env: { GEOCODER_URL: standIn.url } });
  tutor = await app.signIn('tutor');
  coordinator = await app.signIn('coordinator');
}, 120_000);

afterAll(async () => {
  await standIn.stop().catch(() => undefined);
});

const search = (query: string, cookie?: string) => app.call(`/v1/places?${query}`, cookie ? { cookie } : {});

describe('place search', () => {
  it('offers a house with its street line, zip code and city, as typed so far', async () => {
    const response = await search(`q=${encodeURIComponent('10 place Bell')}`, tutor);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { data } = await json<{ data: Place[] }>(response);
    expect(data[0]).toEqual({
      label: '10 place Bellecour 69002 Lyon',
      addressLine1: '10 place Bellecour',
      zipCode: '69002',
      city: 'Lyon',
      precision: 'housenumber',
    });
  });

  it('offers communes without a street line, the ones starting as typed, within the limit asked', async () => {
    const { data } = await json<{ data: Place[] }>(await search('q=Colom', coordinator));
    const communes = data.filter((place) => place.precision === 'municipality');
    expect(communes.map((place) => place.city).sort()).toEqual(['Colombes', 'Colomiers']);
    for (const commune of communes) expect(commune).not.toHaveProperty('addressLine1');
    // A known house of Colomiers comes too, with its street line.
    expect(data.filter((place) => place.precision === 'housenumber')).toEqual([
      expect.objectContaining({ addressLine1: '1 allée du Rouergue', city: 'Colomiers' }),
    ]);
    const limited = await json<{ data: Place[] }>(await search('q=Paris&limit=2', coordinator));
    expect(limited.data).toHaveLength(2);
    expect(limited.data.every((place) => place.city === 'Paris')).toBe(true);
    // Nothing known is an answer, not an error.
    expect(await json<{ data: Place[] }>(await search('q=Zzyzx', tutor))).toEqual({ data: [] });
  });

  it('refuses bad input with 400: too short, missing, a limit out of bounds, an unknown parameter', async () => {
    for (const query of ['q=ab', 'q=%20%20%20ab%20', '', 'q=Lyon&limit=0', 'q=Lyon&limit=9', 'q=Lyon&limit=deux', `q=${'a'.repeat(201)}`, 'q=Lyon&city=Lyon']) {
      const response = await search(query, tutor);
      expect(response.status, query).toBe(400);
    }
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const response = await search('q=Lyon');
    expect(response.status).toBe(401);
  });
});

describe('when the address base cannot answer', () => {
  it('answers 503 when geocoding is off, and when the service is down', async () => {
    const off = await createTestApp({ env: { GEOCODER_URL: 'off' } });
    const offResponse = await off.call('/v1/places?q=Lyon', { cookie: await off.signIn('tutor') });
    expect(offResponse.status).toBe(503);
    expect((await json<{ code: string }>(offResponse)).code).toBe('unavailable');

    const down = await startGeocoderStandIn();
    const downApp = await createTestApp({ env: { GEOCODER_URL: down.url, GEOCODER_TIMEOUT_MS: '1000' } });
    await down.stop();
    const downResponse = await downApp.call('/v1/places?q=Lyon', { cookie: await downApp.signIn('tutor') });
    expect(downResponse.status).toBe(503);
  }, 180_000);
});

describe('a flood of searches', () => {
  it(`answers 429 with Retry-After past ${PLACE_SEARCHES_PER_MINUTE} searches a minute by one person, and others still search`, async () => {
    const parent = await app.signIn('parent');
    let last: Response | undefined;
    for (let count = 0; count <= PLACE_SEARCHES_PER_MINUTE; count += 1) last = await search('q=Lyon', parent);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await search('q=Lyon', coordinator)).status).toBe(200);
  });
});

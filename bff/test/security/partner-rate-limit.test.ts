import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { testClock } from '../support/clock.ts';
import { purgeEndedWindows, THROTTLE_COLLECTION } from '../../src/auth/throttle.ts';

/**
 * Each partner key has its own rate (`API_KEY_LIMIT_PER_MINUTE`), told on every answer in the IETF `RateLimit` and
 * `RateLimit-Policy` headers, and refused with 429, `Retry-After` and the catalogue's error once spent. Another key,
 * and the people signed in with a session (the staff app), are never slowed by it.
 */
const LIMIT = 3;

describe('the rate limit of a partner key', () => {
  const clock = testClock(new Date('2026-11-20T09:00:00Z'));
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp({ now: clock.now, env: { API_KEY_LIMIT_PER_MINUTE: String(LIMIT) } });
    admin = await app.signIn('super_administrator');
  });

  const createKey = async (name: string) => {
    const response = await app.call('/v1/api-keys', { method: 'POST', cookie: admin, body: { name, scopes: [{ resource: 'levels', access: 'read' }] } });
    expect(response.status).toBe(201);
    return json<{ key: string; apiKey: { id: string } }>(response);
  };
  const asKey = (key: string, path = '/v1/levels?_start=0&_end=5') => app.call(path, { headers: { 'api-key': key } });

  it('tells the key its rate on every answer, then answers 429 with Retry-After, RateLimit and RateLimit-Policy', async () => {
    const { key, apiKey } = await createKey('Partenaire pressé');
    for (let call = 1; call <= LIMIT; call += 1) {
      const answer = await asKey(key);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('ratelimit-policy')).toBe(`${LIMIT};w=60`);
      expect(answer.headers.get('ratelimit')).toBe(`limit=${LIMIT}, remaining=${LIMIT - call}, reset=60`);
    }
    const refused = await asKey(key);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 'rateLimited', message: 'errors.rateLimited' });
    expect(Number(refused.headers.get('retry-after'))).toBe(60);
    expect(refused.headers.get('ratelimit')).toBe(`limit=${LIMIT}, remaining=0, reset=60`);
    expect(refused.headers.get('ratelimit-policy')).toBe(`${LIMIT};w=60`);
    // Off its routes too: a spent key is refused before anything else is said.
    expect((await asKey(key, '/v1/me')).status).toBe(429);
    expect(await app.store.collection('securityEvents').count({ kind: 'rateLimited', userId: `apiKey:${apiKey.id}` })).toBe(1);

    clock.advance(0.5);
    expect((await asKey(key)).headers.get('retry-after')).toBe('30');
    clock.advance(0.6);
    const renewed = await asKey(key);
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('ratelimit')).toBe(`limit=${LIMIT}, remaining=${LIMIT - 1}, reset=60`);
  });

  it('counts each key apart: another key keeps its whole rate', async () => {
    const spent = await createKey('Partenaire A');
    const other = await createKey('Partenaire B');
    for (let call = 0; call <= LIMIT; call += 1) await asKey(spent.key);
    expect((await asKey(spent.key)).status).toBe(429);
    const answer = await asKey(other.key);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('ratelimit')).toBe(`limit=${LIMIT}, remaining=${LIMIT - 1}, reset=60`);
  });

  it("never limits the staff app, signed in with its cookie, for a partner's use of the same routes", async () => {
    const { key } = await createKey('Partenaire gourmand');
    for (let call = 0; call <= LIMIT; call += 1) await asKey(key);
    expect((await asKey(key)).status).toBe(429);
    const coordinator = await app.signIn('coordinator');
    for (let call = 0; call < LIMIT * 3; call += 1) {
      const answer = await app.call('/v1/levels?_start=0&_end=5', { cookie: coordinator });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('ratelimit')).toBeNull();
    }
  });

  it('keeps its counters in the store, deleted once their window has ended (nothing piles up in memory)', async () => {
    const { key, apiKey } = await createKey("Partenaire d'un jour");
    await asKey(key);
    const throttles = app.store.collection(THROTTLE_COLLECTION);
    expect(await throttles.findOne({ _id: `apiKey:${apiKey.id}` })).toMatchObject({ count: 1 });
    clock.advance(120);
    await purgeEndedWindows(app.store, clock.now());
    expect(await throttles.findOne({ _id: `apiKey:${apiKey.id}` })).toBeNull();
  });
});

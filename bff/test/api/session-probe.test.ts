import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * The apps' first call (walk X-2): being signed out is an answer, not a failed request that every public page
 * would log as a console error. `GET /v1/me` keeps its 401 for API clients.
 */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);

type Probe = { me: { user: { id: string }; role: string; rules: unknown[]; mustChangePassword: boolean } | null };

describe('GET /v1/auth/session', () => {
  it('answers a visitor 200 with nobody, uncached', async () => {
    const response = await app.call('/v1/auth/session');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await json<Probe>(response)).toEqual({ me: null });
    expect((await app.call('/v1/me')).status).toBe(401);
  });

  it('answers a signed-in person what /v1/me answers, and nobody once they have signed out', async () => {
    const cookie = await app.signIn('tutor');
    const probe = await json<Probe>(await app.call('/v1/auth/session', { cookie }));
    const me = await json<NonNullable<Probe['me']>>(await app.call('/v1/me', { cookie }));
    expect(probe.me).toEqual(me);
    expect(probe.me).toMatchObject({ role: 'tutor', user: { id: 'demo-tutor' }, mustChangePassword: false });
    expect((await app.call('/v1/auth/logout', { method: 'POST', cookie })).status).toBe(204);
    const after = await app.call('/v1/auth/session', { cookie });
    expect(after.status).toBe(200);
    expect(await json<Probe>(after)).toEqual({ me: null });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import { createTestApp, json, sessionCookieOf, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

const login = (app: TestApp, email: string) => app.call('/v1/auth/login', { method: 'POST', body: { email, password: TEST_PASSWORD } });

describe('sessions: signed cookies backed by a server-side record', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it('revokes the session at logout: the same cookie no longer works', async () => {
    const cookie = sessionCookieOf(await login(app, 'tutor@demo.binome.test'));
    const logout = await app.call('/v1/auth/logout', { method: 'POST', cookie });
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie().every((header) => /Max-Age=0/.test(header))).toBe(true);
    expect((await app.call('/v1/me', { cookie })).status).toBe(401);
  });

  it('refuses a cookie that was not signed by the server, or whose token was changed', async () => {
    const cookie = sessionCookieOf(await login(app, 'tutor@demo.binome.test'));
    const jwt = cookie.split('=')[1]!;
    const forged = await new SignJWT(decodeJwt(jwt)).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('a'.repeat(48)));
    expect((await app.call('/v1/me', { cookie: `secure-access-token=${forged}` })).status).toBe(401);
    const [header, , signature] = jwt.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...decodeJwt(jwt), sid: 'A'.repeat(43) })).toString('base64url');
    expect((await app.call('/v1/me', { cookie: `secure-access-token=${header}.${otherPayload}.${signature}` })).status).toBe(401);
  });

  it('reads the role from the database: a role token claiming more changes nothing, and a role change applies at the next request', async () => {
    const response = await login(app, 'vsc@demo.binome.test');
    const cookies = response.headers.getSetCookie().map((header) => header.split(';')[0]!);
    const roleToken = cookies.find((cookie) => cookie.startsWith('secure-role-token='))!.split('=')[1]!;
    expect(decodeJwt(roleToken)).toMatchObject({ role: 'vsc', sub: 'demo-vsc' });
    const claimed = await new SignJWT({ role: 'super_administrator' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('b'.repeat(48)));
    const cookie = `${cookies.find((entry) => entry.startsWith('secure-access-token='))}; secure-role-token=${claimed}`;
    expect((await app.call('/v1/administrators', { cookie })).status).toBe(403);

    await app.store
      .collection('users')
      .updateOne({ _id: 'demo-vsc' }, { $set: { userRole: 'coordinator', administrationPreferences: { program: ['az-rem-4ca0f8d'] } } });
    expect(await json(await app.call('/v1/me', { cookie }))).toMatchObject({ role: 'coordinator' });
    expect((await app.call('/v1/administrators', { cookie })).status).toBe(200);
    await app.store.collection('users').updateOne({ _id: 'demo-vsc' }, { $set: { userRole: 'vsc', administrationPreferences: { department: '75' } } });
  });

  it('ends every session of a person that staff deactivate or delete, at once', async () => {
    const first = sessionCookieOf(await login(app, 'parent@demo.binome.test'));
    const second = sessionCookieOf(await login(app, 'parent@demo.binome.test'));
    const admin = await app.signIn('super_administrator');
    const deactivated = await app.call('/v1/parents/demo-parent', { method: 'PATCH', cookie: admin, body: { status: 'deactivated' } });
    expect(deactivated.status).toBe(200);
    expect(await app.store.collection('authSessions').count({ userId: 'demo-parent' })).toBe(0);
    expect((await app.call('/v1/me', { cookie: first })).status).toBe(401);
    expect((await app.call('/v1/me', { cookie: second })).status).toBe(401);
  });
});

describe('CSRF: state-changing requests from another site are refused', () => {
  let app: TestApp;
  let cookie: string;
  beforeAll(async () => {
    app = await createTestApp();
    cookie = await app.signIn('super_administrator');
  });
  const body = { establishmentName: 'Collège du test CSRF', typeOfEstablishment: 'middle' };

  it('refuses another origin and a cross-site fetch, with the session cookie present', async () => {
    const fromOrigin = await app.call('/v1/establishments', { method: 'POST', cookie, body, headers: { origin: 'https://evil.example' } });
    expect(fromOrigin.status).toBe(403);
    expect(await json(fromOrigin)).toEqual({ code: 'crossSiteRequest', message: 'errors.crossSiteRequest' });
    const crossSite = await app.call('/v1/establishments/demo-establishment-1', { method: 'DELETE', cookie, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const sameSite = await app.call('/v1/auth/logout', { method: 'POST', cookie, headers: { 'sec-fetch-site': 'same-site' } });
    expect(sameSite.status).toBe(403);
  });

  it('accepts the same origin, and requests from no page at all (a partner server, curl)', async () => {
    const sameOrigin = await app.call('/v1/establishments', {
      method: 'POST',
      cookie,
      body,
      headers: { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(201);
    const noBrowser = await app.call('/v1/establishments', { method: 'POST', cookie, body: { ...body, establishmentName: 'Collège sans navigateur' } });
    expect(noBrowser.status).toBe(201);
  });

  it('takes JSON bodies only, so no HTML form can post', async () => {
    const form = await app.call('/v1/auth/login', {
      method: 'POST',
      rawBody: 'email=a%40b.c&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });
});

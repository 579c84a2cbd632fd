import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, sessionCookieOf, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

describe('minimal sign-in: cookie session, logout, me', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it('sets the three cookies of section 9, signed JWTs, httpOnly, SameSite, one day, not Secure on plain-http localhost', async () => {
    const response = await app.call('/v1/auth/login', { method: 'POST', body: { email: 'tutor@demo.binome.test', password: TEST_PASSWORD } });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ userId: 'demo-tutor', role: 'tutor', next: '/', app: 'family', mustChangePassword: false });
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual(['secure-access-token', 'secure-role-token', 'userId']);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^[\w-]+=[\w-]+\.[\w-]+\.[\w-]+;/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Max-Age=86400/);
      expect(cookie).not.toMatch(/Secure/);
    }
  });

  it('marks the cookies Secure when the server is reached over https (its PUBLIC_URL)', { timeout: 60_000 }, async () => {
    const served = await createTestApp({ env: { PUBLIC_URL: 'https://binome.example.org' } });
    const response = await served.call('/v1/auth/login', {
      method: 'POST',
      body: { email: 'tutor@demo.binome.test', password: TEST_PASSWORD },
      url: 'https://binome.example.org',
      headers: { origin: 'https://binome.example.org' },
    });
    expect(response.status).toBe(200);
    for (const cookie of response.headers.getSetCookie()) expect(cookie).toMatch(/; Secure/);
  });

  it('accepts the e-mail in any case', async () => {
    const response = await app.call('/v1/auth/login', { method: 'POST', body: { email: 'Tutor@Demo.Binome.Test', password: TEST_PASSWORD } });
    expect(response.status).toBe(200);
  });

  it('answers an unknown account and a wrong password identically', async () => {
    const unknown = await app.call('/v1/auth/login', { method: 'POST', body: { email: 'nobody@demo.binome.test', password: TEST_PASSWORD } });
    const wrong = await app.call('/v1/auth/login', { method: 'POST', body: { email: 'tutor@demo.binome.test', password: 'Wrong-password-1!' } });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.text()).toBe(await wrong.text());
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });

  it('answers who is signed in, their effective role and their CASL rules; never a password hash', async () => {
    const cookie = await app.signIn('manager');
    const response = await app.call('/v1/me', { cookie });
    expect(response.status).toBe(200);
    const me = await json<{ user: Record<string, unknown>; role: string; rules: { action: string | string[]; subject: string | string[] }[] }>(response);
    expect(me.role).toBe('manager');
    expect(me.user).toMatchObject({ id: 'demo-manager', userRole: 'manager' });
    expect(JSON.stringify(me)).not.toMatch(/argon2|passwordHash/);
    expect(me.rules.some((rule) => [rule.subject].flat().includes('tutors'))).toBe(true);
  });

  it('revokes the session on logout: the same cookie no longer works', async () => {
    const login = await app.call('/v1/auth/login', { method: 'POST', body: { email: 'vsc@demo.binome.test', password: TEST_PASSWORD } });
    const cookie = sessionCookieOf(login);
    expect((await app.call('/v1/me', { cookie })).status).toBe(200);
    const logout = await app.call('/v1/auth/logout', { method: 'POST', cookie });
    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toMatch(/secure-access-token=;/);
    const after = await app.call('/v1/me', { cookie });
    expect(after.status).toBe(401);
    expect(await json(after)).toEqual({ code: 'unauthorized', message: 'errors.unauthorized' });
  });

  it('refuses every resource to visitors with 401, and forged cookies too', async () => {
    expect((await app.call('/v1/tutors')).status).toBe(401);
    expect((await app.call('/v1/tutors', { cookie: 'secure-access-token=forged' })).status).toBe(401);
    expect((await app.call('/v1/audit')).status).toBe(401);
    expect((await app.call('/v1/health')).status).toBe(200);
  });

  it('reads the role from the store on every request: a deactivated user is out at once', async () => {
    const cookie = await app.signIn('recruiter');
    expect((await app.call('/v1/me', { cookie })).status).toBe(200);
    await app.store.collection('users').updateOne({ _id: 'demo-recruiter' }, { $set: { status: 'deactivated' } });
    expect((await app.call('/v1/me', { cookie })).status).toBe(401);
    const again = await app.call('/v1/auth/login', { method: 'POST', body: { email: 'recruiter@demo.binome.test', password: TEST_PASSWORD } });
    expect(again.status).toBe(403);
    expect((await json<{ code: string }>(again)).code).toBe('emailDeactivated');
  });
});

describe('the documentation page', () => {
  it('serves the API reference from our own origin with a strict content security policy', async () => {
    const app = await createTestApp();
    const page = await app.call('/v1/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("connect-src 'self'");
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    const script = await app.call('/v1/docs/api-reference.js');
    expect(script.status).toBe(200);
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    const document = await app.call('/v1/openapi.json');
    expect((await json<{ openapi: string }>(document)).openapi).toBe('3.1.0');
  });
});

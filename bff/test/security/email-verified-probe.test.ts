import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

const form = (email: string) => ({ firstName: 'Inès', lastName: 'Sonde', email, dateOfBirth: '2001-04-12', password: 'Inscription-2026!', acceptTerms: true });

/** The registration cookie as a browser would send it back, and the header that set it. */
function registrationCookieOf(response: Response): { cookie: string; header: string } {
  const header = response.headers.getSetCookie().find((line) => line.startsWith('binome-registration=')) ?? '';
  return { cookie: header.split(';')[0]!, header };
}

/**
 * `GET /v1/auth/email-verified` once answered for any user id to anyone, telling which ids exist and are verified.
 * It now answers only for the registration the asking browser started; every other question gets the answer an
 * unknown id gets.
 */
describe('the e-mail verification poll cannot probe accounts', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  const poll = async (query: string, cookie?: string) => {
    const response = await app.call(`/v1/auth/email-verified${query}`, { ...(cookie && { cookie }) });
    return { status: response.status, body: await response.text() };
  };

  it('answers for another, verified account exactly as for an unknown id', async () => {
    const unknown = await poll('?userId=no-such-user');
    expect(unknown).toEqual({ status: 200, body: JSON.stringify({ isEmailVerified: false }) });
    // The demo tutor exists and is verified: nothing in the answer says so.
    expect(await poll('?userId=demo-tutor')).toEqual(unknown);
    expect(await poll('')).toEqual(unknown);

    // Even from a browser that registered an account of its own.
    const registered = await app.call('/v1/auth/register/tutor', { method: 'POST', body: form('ines.sonde@example.org') });
    const { cookie } = registrationCookieOf(registered);
    expect(await poll('?userId=demo-tutor', cookie)).toEqual(unknown);
    // A cookie signed by someone else is no registration.
    const forged = cookie.replace(/\.[^.]+$/, '.AAAA');
    expect(await poll('', forged)).toEqual(unknown);
  });

  it('answers the browser that registered, from its httpOnly cookie limited to the poll', async () => {
    const registered = await app.call('/v1/auth/register/parent', { method: 'POST', body: form('ines.parent@example.org') });
    expect(registered.status).toBe(201);
    const { userId } = await json<{ userId: string }>(registered.clone());
    const { cookie, header } = registrationCookieOf(registered);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Strict/i);
    expect(header).toMatch(/Path=\/v1\/auth\/email-verified/i);

    expect(JSON.parse((await poll('', cookie)).body)).toEqual({ isEmailVerified: false });
    await app.store.collection('users').updateOne({ _id: userId }, { $set: { isEmailVerified: true } });
    expect(JSON.parse((await poll('', cookie)).body)).toEqual({ isEmailVerified: true });
    expect(JSON.parse((await poll(`?userId=${userId}`, cookie)).body)).toEqual({ isEmailVerified: true });
    // Without the cookie, the same id answers nothing useful.
    expect(JSON.parse((await poll(`?userId=${userId}`)).body)).toEqual({ isEmailVerified: false });
  });
});

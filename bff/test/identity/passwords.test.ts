import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, sessionCookieOf, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';
import { linkIn, startMailCatcher } from '../support/mail-catcher.ts';
import { testClock } from '../support/clock.ts';

const NEW_PASSWORD = 'Tout-neuf-2026?';
const login = (app: TestApp, email: string, password: string) => app.call('/v1/auth/login', { method: 'POST', body: { email, password } });

describe('recovery, reset, change and the forced update of a temporary password', () => {
  const clock = testClock(new Date('2026-11-20T09:00:00Z'));
  let app: TestApp;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  beforeAll(async () => {
    mail = await startMailCatcher();
    app = await createTestApp({ now: clock.now, env: { SMTP_URL: mail.url } });
  });
  afterAll(() => mail.close());

  const resetLinkFor = async (email: string) => {
    const before = mail.mails.length;
    const response = await app.call('/v1/auth/recover-password', { method: 'POST', body: { email } });
    expect(response.status).toBe(202);
    return linkIn(await mail.nextMailTo(email, before), '/reset-password?token=').searchParams.get('token')!;
  };

  it('answers the same for an unknown address, and mails a single-use link to a known one', async () => {
    const unknown = await app.call('/v1/auth/recover-password', { method: 'POST', body: { email: 'nobody@example.org' } });
    const beforeKnown = mail.mails.length;
    const known = await app.call('/v1/auth/recover-password', { method: 'POST', body: { email: 'parent@demo.binome.test' } });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    // The mail leaves after the answer: waited for, so that the next link is the one used below.
    await mail.nextMailTo('parent@demo.binome.test', beforeKnown);
    expect(mail.mails.some((message) => message.to.includes('nobody@example.org'))).toBe(false);

    const oldSession = sessionCookieOf(await login(app, 'parent@demo.binome.test', TEST_PASSWORD));
    const token = await resetLinkFor('parent@demo.binome.test');
    const weak = await app.call('/v1/auth/reset-password', { method: 'POST', body: { token, newPassword: 'weak' } });
    expect(weak.status).toBe(400);
    const reset = await app.call('/v1/auth/reset-password', { method: 'POST', body: { token, newPassword: NEW_PASSWORD } });
    expect(reset.status).toBe(200);
    const reused = await app.call('/v1/auth/reset-password', { method: 'POST', body: { token, newPassword: 'Encore-un-autre-1!' } });
    expect(reused.status).toBe(400);
    expect(await json(reused)).toEqual({ code: 'invalidLink', message: 'errors.invalidLink' });

    // The reset ends every session, and only the new password works.
    expect((await app.call('/v1/me', { cookie: oldSession })).status).toBe(401);
    expect((await login(app, 'parent@demo.binome.test', TEST_PASSWORD)).status).toBe(401);
    expect((await login(app, 'parent@demo.binome.test', NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired reset link, and an earlier link once a newer one is sent', async () => {
    const first = await resetLinkFor('student@demo.binome.test');
    const second = await resetLinkFor('student@demo.binome.test');
    expect((await app.call('/v1/auth/reset-password', { method: 'POST', body: { token: first, newPassword: NEW_PASSWORD } })).status).toBe(400);
    clock.advance(61);
    expect((await app.call('/v1/auth/reset-password', { method: 'POST', body: { token: second, newPassword: NEW_PASSWORD } })).status).toBe(400);
  });

  it('changes a password with the current one, keeps this session and ends the others', async () => {
    const here = sessionCookieOf(await login(app, 'coordinator@demo.binome.test', TEST_PASSWORD));
    const elsewhere = sessionCookieOf(await login(app, 'coordinator@demo.binome.test', TEST_PASSWORD));
    const wrong = await app.call('/v1/auth/change-password', {
      method: 'POST',
      cookie: here,
      body: { currentPassword: 'Not-the-one-1!', newPassword: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ details: [{ path: 'currentPassword', message: 'errors.wrongPassword' }] });
    const changed = await app.call('/v1/auth/change-password', {
      method: 'POST',
      cookie: here,
      body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect((await app.call('/v1/me', { cookie: here })).status).toBe(200);
    expect((await app.call('/v1/me', { cookie: elsewhere })).status).toBe(401);
    expect((await mail.nextMailTo('coordinator@demo.binome.test')).subject).toBe('Votre mot de passe a été modifié');
    expect((await app.call('/v1/auth/change-password', { method: 'POST', body: { currentPassword: NEW_PASSWORD, newPassword: TEST_PASSWORD } })).status).toBe(
      401,
    );
  });

  it('makes a person with a temporary password from staff choose their own before anything else', async () => {
    const admin = await app.signIn('super_administrator');
    const given = await app.call('/v1/users/demo-recruiter/temporary-password', { method: 'POST', cookie: admin });
    expect(given.status).toBe(200);
    expect(given.headers.get('cache-control')).toBe('no-store');
    const { temporaryPassword } = await json<{ temporaryPassword: string }>(given);

    const signedIn = await login(app, 'recruiter@demo.binome.test', temporaryPassword);
    expect(await json(signedIn.clone())).toMatchObject({ mustChangePassword: true, next: '/update-your-password', app: 'family' });
    const cookie = sessionCookieOf(signedIn);
    const blocked = await app.call('/v1/tutors', { cookie });
    expect(blocked.status).toBe(403);
    expect(await json(blocked)).toEqual({ code: 'mustChangePassword', message: 'errors.mustChangePassword' });
    expect(await json(await app.call('/v1/me', { cookie }))).toMatchObject({ mustChangePassword: true });

    expect((await app.call('/v1/auth/update-password', { method: 'POST', cookie, body: { newPassword: NEW_PASSWORD } })).status).toBe(200);
    expect((await app.call('/v1/tutors', { cookie })).status).toBe(200);
    expect((await app.call('/v1/auth/update-password', { method: 'POST', cookie, body: { newPassword: 'Encore-autre-2!' } })).status).toBe(403);
  });

  it('lets only staff who may update a person give them a temporary password', async () => {
    const manager = await app.signIn('manager');
    expect((await app.call('/v1/users/demo-super_administrator/temporary-password', { method: 'POST', cookie: manager })).status).toBe(403);
    const tutor = await app.signIn('tutor');
    expect((await app.call('/v1/users/demo-parent/temporary-password', { method: 'POST', cookie: tutor })).status).toBe(404);
  });
});

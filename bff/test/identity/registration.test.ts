import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { linkIn, startMailCatcher } from '../support/mail-catcher.ts';

const PASSWORD = 'Nouveau-mot2passe!';
const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Inès',
  lastName: 'Lefèvre',
  email: 'ines.lefevre@example.org',
  dateOfBirth: '2001-04-12',
  password: PASSWORD,
  acceptTerms: true,
  ...overrides,
});

describe('registration and e-mail verification, with mail over SMTP', () => {
  let app: TestApp;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  beforeAll(async () => {
    mail = await startMailCatcher();
    app = await createTestApp({ env: { SMTP_URL: mail.url, PUBLIC_URL: 'http://localhost:8080' } });
  });
  afterAll(() => mail.close());

  it('registers a tutor, sends the link, and lets them sign in once verified', async () => {
    const registered = await app.call('/v1/auth/register/tutor', { method: 'POST', body: form() });
    expect(registered.status).toBe(201);
    const { userId, verificationSent } = await json<{ userId: string; verificationSent: boolean }>(registered);
    expect(verificationSent).toBe(true);

    // The browser that registered polls with the cookie the registration set.
    const cookie = registered.headers
      .getSetCookie()
      .find((line) => line.startsWith('binome-registration='))!
      .split(';')[0]!;
    const poll = () => app.call(`/v1/auth/email-verified?userId=${userId}`, { cookie }).then((response) => json<{ isEmailVerified: boolean }>(response));
    expect(await poll()).toEqual({ isEmailVerified: false });

    // Not verified yet: the right password still meets 2041.
    const early = await app.call('/v1/auth/login', { method: 'POST', body: { email: 'ines.lefevre@example.org', password: PASSWORD } });
    expect(early.status).toBe(403);
    expect(await json(early)).toMatchObject({ code: 2041, message: 'errors.mustFinishRegistration' });

    const message = await mail.nextMailTo('ines.lefevre@example.org');
    expect(message.subject).toBe('Vérifiez votre adresse e-mail');
    expect(message.text).toContain('Bonjour Inès');
    const link = linkIn(message, '/verify-email?token=');
    const token = link.searchParams.get('token')!;
    expect((await app.call('/v1/auth/verify-email', { method: 'POST', body: { token } })).status).toBe(200);
    expect(await poll()).toEqual({ isEmailVerified: true });

    // Single use.
    const again = await app.call('/v1/auth/verify-email', { method: 'POST', body: { token } });
    expect(again.status).toBe(400);
    expect(await json(again)).toMatchObject({ code: 'invalidLink' });

    const signIn = await app.call('/v1/auth/login', { method: 'POST', body: { email: 'ines.lefevre@example.org', password: PASSWORD } });
    expect(signIn.status).toBe(200);
    expect(await json(signIn)).toMatchObject({ userId, role: 'prospectLead', next: '/', app: 'family' });
    const stored = await app.store.collection('users').findOne({ _id: userId });
    expect(stored).toMatchObject({ userRole: 'prospectLead', status: 'pending', onBoardingStep: 2 });
  });

  it('writes the mail in English for someone registering in English', async () => {
    const registered = await app.call('/v1/auth/register/parent', {
      method: 'POST',
      body: form({ email: 'sam.taylor@example.org', firstName: 'Sam' }),
      headers: { 'x-language': 'en' },
    });
    expect(registered.status).toBe(201);
    const message = await mail.nextMailTo('sam.taylor@example.org');
    expect(message.subject).toBe('Verify your e-mail address');
    expect(message.text).toContain('Hello Sam');
  });

  it('applies the section 5 rules with the catalogue messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ dateOfBirth: '2015-01-01' }, 'dateOfBirth', 'validation.minimumAge'],
      [{ email: undefined, phoneNumber: undefined }, 'email', 'validation.emailOrPhone'],
      [{ email: 'not-an-address' }, 'email', 'validation.email'],
      [{ email: undefined, phoneNumber: '+1 202 555 0100' }, 'phoneNumber', 'validation.phone'],
      [{ password: 'short1!' }, 'password', 'validation.password'],
      [{ password: 'nouppercase1!' }, 'password', 'validation.password'],
      [{ acceptTerms: false }, 'acceptTerms', 'validation.acceptTerms'],
    ];
    for (const [overrides, path, message] of cases) {
      const response = await app.call('/v1/auth/register/student', { method: 'POST', body: form({ email: 'someone.new@example.org', ...overrides }) });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      const body = await json<{ details: { path: string; message: string }[] }>(response);
      expect(body.details, JSON.stringify(overrides)).toEqual(expect.arrayContaining([expect.objectContaining({ path, message })]));
    }
  });

  it('refuses an e-mail or phone already in use, and registers with a phone alone (no mail to verify)', async () => {
    const taken = await app.call('/v1/auth/register/tutor', { method: 'POST', body: form({ email: 'tutor@demo.binome.test' }) });
    expect(taken.status).toBe(409);
    expect(await json(taken)).toEqual({ code: 'emailOrPhoneInUse', message: 'errors.emailOrPhoneInUse' });

    const byPhone = await app.call('/v1/auth/register/student', { method: 'POST', body: form({ email: undefined, phoneNumber: '06 98 76 54 32' }) });
    expect(byPhone.status).toBe(201);
    const { userId } = await json<{ userId: string }>(byPhone);
    expect(await app.store.collection('users').findOne({ _id: userId })).toMatchObject({
      userRole: 'student',
      status: 'on-hold',
      isEmailVerified: true,
      contactDetails: { phoneNumber: '+33698765432' },
    });
    const phoneTaken = await app.call('/v1/auth/register/parent', { method: 'POST', body: form({ email: undefined, phoneNumber: '+33698765432' }) });
    expect(phoneTaken.status).toBe(409);
  });

  it('finishes a staff invitation through /IS/register, and answers the same for an address nobody invited', async () => {
    const admin = await app.signIn('super_administrator');
    const invited = await app.call('/v1/coordinators', {
      method: 'POST',
      cookie: admin,
      body: { contactDetails: { firstName: 'Camille', lastName: 'Invitée', email: 'camille.invitee@example.org' }, status: 'active' },
    });
    expect(invited.status).toBe(201);
    const staff = await app.call('/v1/auth/register/IS', {
      method: 'POST',
      body: form({ email: 'camille.invitee@example.org', firstName: 'Camille', lastName: 'Invitée' }),
    });
    const stranger = await app.call('/v1/auth/register/IS', { method: 'POST', body: form({ email: 'not.invited@example.org' }) });
    expect(staff.status).toBe(201);
    expect(stranger.status).toBe(201);
    expect(Object.keys(await json(stranger))).toEqual(Object.keys(await json(staff.clone())));
    // The password is chosen from the mailed link, by whoever holds the mailbox: the one typed on the page is not kept.
    expect((await app.call('/v1/auth/login', { method: 'POST', body: { email: 'camille.invitee@example.org', password: PASSWORD } })).status).toBe(401);
    const { userId } = await json<{ userId: string }>(staff);
    const cookie = staff.headers
      .getSetCookie()
      .find((line) => line.startsWith('binome-registration='))!
      .split(';')[0]!;
    expect(await json(await app.call(`/v1/auth/email-verified?userId=${userId}`, { cookie }))).toEqual({ isEmailVerified: false });
    const link = linkIn(await mail.nextMailTo('camille.invitee@example.org'), '/reset-password?token=');
    const chosen = await app.call('/v1/auth/reset-password', { method: 'POST', body: { token: link.searchParams.get('token'), newPassword: PASSWORD } });
    expect(chosen.status).toBe(200);
    // The register page, polling, moves on to the sign-in.
    expect(await json(await app.call(`/v1/auth/email-verified?userId=${userId}`, { cookie }))).toEqual({ isEmailVerified: true });
    const signIn = await app.call('/v1/auth/login', { method: 'POST', body: { email: 'camille.invitee@example.org', password: PASSWORD } });
    expect(await json(signIn)).toMatchObject({ role: 'coordinator', app: 'admin', next: '/' });
    expect(mail.mails.some((message) => message.to.includes('not.invited@example.org'))).toBe(false);
  });

  it('lets nobody but the invited mailbox choose an invited staff member’s password (registering first gains nothing)', async () => {
    const admin = await app.signIn('super_administrator');
    const invited = await app.call('/v1/vsc', {
      method: 'POST',
      cookie: admin,
      body: { contactDetails: { firstName: 'Sam', lastName: 'Invité', email: 'sam.invite@example.org' } },
    });
    expect(invited.status).toBe(201);
    const attacker = 'Mot-de-passe-pirate-1!';
    expect((await app.call('/v1/auth/register/IS', { method: 'POST', body: form({ email: 'sam.invite@example.org', password: attacker }) })).status).toBe(201);
    // Whatever the real person then does with the mail, the attacker's password never opens the account.
    const link = linkIn(await mail.nextMailTo('sam.invite@example.org'), '/reset-password?token=');
    await app.call('/v1/auth/reset-password', { method: 'POST', body: { token: link.searchParams.get('token'), newPassword: PASSWORD } });
    expect((await app.call('/v1/auth/login', { method: 'POST', body: { email: 'sam.invite@example.org', password: attacker } })).status).toBe(401);
    expect((await app.call('/v1/auth/login', { method: 'POST', body: { email: 'sam.invite@example.org', password: PASSWORD } })).status).toBe(200);
  });

  it('sends the verification link again on request, the same answer for any address', async () => {
    const before = mail.mails.length;
    const known = await app.call('/v1/auth/register/parent', { method: 'POST', body: form({ email: 'resend.me@example.org' }) });
    expect(known.status).toBe(201);
    await mail.nextMailTo('resend.me@example.org', before);
    const count = mail.mails.length;
    const resent = await app.call('/v1/auth/resend-verification', { method: 'POST', body: { email: 'resend.me@example.org' } });
    const unknown = await app.call('/v1/auth/resend-verification', { method: 'POST', body: { email: 'nobody.at.all@example.org' } });
    expect(resent.status).toBe(202);
    expect(await resent.text()).toBe(await unknown.text());
    await mail.nextMailTo('resend.me@example.org', count);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, sessionCookieOf, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';
import { linkIn, startMailCatcher } from '../support/mail-catcher.ts';
import { issueLinkToken } from '../../src/auth/one-time-secrets.ts';

/**
 * Finding: "a deactivated person's calendar feed keeps serving their sessions (minors' names, times, join links)
 * without sign-in". Every URL that carries a secret works only while its owner may still use their account: a
 * status that ends or suspends the relationship, a deletion or an erasure cuts every one of them at its next use,
 * whenever it was handed out. The certificate's public code is the one exception, on purpose (an attestation to
 * third parties): it keeps answering, and once its owner is deleted or erased it names nobody.
 *
 * Statuses are written straight to the store: what is under test is each link's use afterwards, whichever screen
 * changed the status.
 */
const ENDING_STATUSES = ['deactivated', 'archived', 'deleted', 'suspended', 'commitment-end', 'preemptive-end'];
const NEW_PASSWORD = 'Un-autre-mot2passe!';

let app: TestApp;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let now = new Date();

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await createTestApp({ now: () => now, env: { SMTP_URL: mail.url, PUBLIC_URL: 'http://localhost:8080' } });
}, 120_000);
afterAll(() => mail.close());

const statusOf = async (userId: string, status: string) => {
  await app.store.collection('users').updateOne({ _id: userId }, { $set: { status } });
};
const feedPath = async (cookie: string) => new URL((await json<{ url: string }>(await app.call('/v1/calendar/feed', { cookie }))).url).pathname;
const signInNow = async (role: string) =>
  sessionCookieOf(await app.call('/v1/auth/login', { method: 'POST', body: { email: `${role}@demo.binome.test`, password: TEST_PASSWORD } }));
const resetWith = (token: string) => app.call('/v1/auth/reset-password', { method: 'POST', body: { token, newPassword: NEW_PASSWORD } });

describe('calendar feeds', () => {
  it('stop answering once their owner is deactivated, archived, deleted, suspended or at the end of their commitment', async () => {
    const path = await feedPath(await app.signIn('parent'));
    expect((await app.call(path)).status).toBe(200);
    for (const status of ENDING_STATUSES) {
      await statusOf('demo-parent', status);
      const refused = await app.call(path);
      expect(refused.status, status).toBe(404);
      expect(await refused.text()).not.toContain('Roussel');
    }
    // Checked at each use: the same URL answers again once the account is back in use.
    await statusOf('demo-parent', 'active');
    expect((await app.call(path)).status).toBe(200);
  });
});

describe('password reset, invitation and verification links', () => {
  it('a reset link mailed before the account was deactivated does not set a password', async () => {
    const sent = mail.mails.length;
    expect((await app.call('/v1/auth/recover-password', { method: 'POST', body: { email: 'student@demo.binome.test' } })).status).toBe(202);
    const link = linkIn(await mail.nextMailTo('student@demo.binome.test', sent), '/reset-password?token=');
    await statusOf('demo-student', 'deactivated');
    const refused = await resetWith(link.searchParams.get('token')!);
    expect(refused.status).toBe(400);
    await statusOf('demo-student', 'active');
    // Spent by the refused use, and the password unchanged.
    expect((await resetWith(link.searchParams.get('token')!)).status).toBe(400);
    expect((await app.call('/v1/auth/login', { method: 'POST', body: { email: 'student@demo.binome.test', password: TEST_PASSWORD } })).status).toBe(200);
  });

  it('no reset link is mailed to an account that could not follow it', async () => {
    await statusOf('demo-student', 'archived');
    const sent = mail.mails.length;
    expect((await app.call('/v1/auth/recover-password', { method: 'POST', body: { email: 'student@demo.binome.test' } })).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.mails.slice(sent).filter((caught) => caught.to.includes('student@demo.binome.test'))).toHaveLength(0);
    await statusOf('demo-student', 'active');
  });

  it('an invitation followed after the invited person was archived does not open the account', async () => {
    const coordinator = await app.signIn('coordinator');
    const sent = mail.mails.length;
    const created = await app.call('/v1/tutors', {
      method: 'POST',
      cookie: coordinator,
      body: { contactDetails: { firstName: 'Inès', lastName: 'Partie', email: 'ines.partie@example.org' }, program: { programId: 'az-rem-4ca0f8d' } },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = await json<{ id: string }>(created);
    const link = linkIn(await mail.nextMailTo('ines.partie@example.org', sent), '/reset-password?token=');
    await statusOf(id, 'archived');
    expect((await resetWith(link.searchParams.get('token')!)).status).toBe(400);
    expect((await app.call('/v1/auth/login', { method: 'POST', body: { email: 'ines.partie@example.org', password: NEW_PASSWORD } })).status).not.toBe(200);
  });

  it('an e-mail verification link of a deleted account verifies nothing', async () => {
    const token = await issueLinkToken(app.store, 'verifyEmail', 'demo-parentProspect', 3_600_000, new Date());
    await app.store.collection('users').updateOne({ _id: 'demo-parentProspect' }, { $set: { isEmailVerified: false } });
    await statusOf('demo-parentProspect', 'deleted');
    expect((await app.call('/v1/auth/verify-email', { method: 'POST', body: { token } })).status).toBe(400);
    expect(await app.store.collection('users').findOne({ _id: 'demo-parentProspect' })).toMatchObject({ isEmailVerified: false });
  });
});

describe('join links', () => {
  it('a join link stops opening the room once its owner is archived, even with a session still open', async () => {
    const next = await app.store
      .collection('sessionOccurrences')
      .findOne({ 'tutors.userId': 'demo-tutor', status: 'scheduled', startDate: { $gt: new Date().toISOString() } }, { sort: { startDate: 1 } });
    now = new Date(Date.parse(String(next!.startDate)) - 5 * 60_000);
    const tutor = await signInNow('tutor');
    const { url } = await json<{ url: string }>(await app.call(`/v1/session-occurrences/${next!._id}/link`, { cookie: tutor }));
    const query = new URL(url).searchParams;
    const body = { seance_id: query.get('seance_id'), seance_iv: query.get('seance_iv'), user_id: query.get('user_id'), user_iv: query.get('user_iv') };
    await statusOf('demo-tutor', 'archived');
    try {
      const refused = await app.call(`/v1/session-occurrences/${next!._id}/join`, { method: 'POST', cookie: tutor, body });
      expect([401, 403]).toContain(refused.status);
      expect(await refused.text()).not.toContain('roomUrl');
      expect(await app.store.collection('sessionJoins').count({ occurrenceId: next!._id, userId: 'demo-tutor' })).toBe(0);
    } finally {
      await statusOf('demo-tutor', 'active');
      now = new Date();
    }
  });
});

describe('certificate codes', () => {
  it('keep attesting after their owner left, and name nobody once the owner is deleted', async () => {
    const certificate = await app.store.collection('certificates').findOne({ tutorId: 'demo-tutor' });
    const verify = async () => json<Record<string, unknown>>(await app.call(`/v1/verify/${String(certificate!.code)}`));
    const issued = await verify();
    expect(issued.tutorName).toBe(certificate!.tutorName);
    try {
      await statusOf('demo-tutor', 'deactivated');
      expect(await verify()).toEqual(issued);
      await statusOf('demo-tutor', 'deleted');
      const withdrawn = await verify();
      expect(withdrawn).toEqual({ ...issued, tutorName: 'Personne supprimée' });
      expect(JSON.stringify(withdrawn)).not.toContain(String(certificate!.tutorName));
    } finally {
      await statusOf('demo-tutor', 'active');
    }
  });
});

describe('after an erasure (GDPR)', () => {
  it("the erased person's feed, reset link and certificate code give nothing of them", async () => {
    const tutor = await app.signIn('tutor');
    const path = await feedPath(tutor);
    expect((await app.call(path)).status).toBe(200);
    const token = await issueLinkToken(app.store, 'resetPassword', 'demo-tutor', 3_600_000, new Date());
    const certificate = await app.store.collection('certificates').findOne({ tutorId: 'demo-tutor' });

    const filed = await app.call('/v1/data-deletion-requests/submit', {
      method: 'POST',
      cookie: tutor,
      body: { fullName: 'Thomas Lemaire', email: 'tutor@demo.binome.test', message: 'Merci de supprimer mes données.' },
    });
    expect(filed.status).toBe(201);
    const erased = await app.call(`/v1/data-deletion-requests/${(await json<{ id: string }>(filed)).id}/erase`, {
      method: 'POST',
      cookie: await app.signIn('super_administrator'),
      body: { userId: 'demo-tutor' },
    });
    expect(erased.status, await erased.clone().text()).toBe(200);

    expect((await app.call(path)).status).toBe(404);
    expect((await resetWith(token)).status).toBe(400);
    const verified = await json<Record<string, unknown>>(await app.call(`/v1/verify/${String(certificate!.code)}`));
    expect(verified.tutorName).toBe('Personne supprimée');
    expect(JSON.stringify(verified)).not.toContain('Lemaire');
  });
});

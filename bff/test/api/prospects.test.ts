import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';
import { startMailCatcher } from '../support/mail-catcher.ts';

/**
 * Staff's decision on a prospect (section 4): a prospect lead at the end of their path with an accepted criminal
 * record becomes an active tutor in one transaction, mailed; a parent prospect a parent; a stop keeps a prospect with
 * its reason. Rights of section 6: recruiters decide on prospect leads only; VSC on both.
 */
let app: TestApp;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let admin: string;
let recruiter: string;
let vsc: string;
type Answer = Record<string, unknown> & { code?: string };

async function addProspect(id: string, fields: Record<string, unknown>): Promise<void> {
  const now = new Date().toISOString();
  await app.store.collection('users').insertOne({
    _id: id,
    userId: id,
    status: 'pending',
    contactDetails: { firstName: 'Nina', lastName: `Essai ${id}`, email: `${id}@example.org` },
    program: { programId: 'az-rem-4ca0f8d' },
    prospectPreferences: { decision: 'pending', isValidated: false },
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
}

const post = (cookie: string, path: string, body: unknown = {}) => app.call(path, { method: 'POST', cookie, body });

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await createTestApp({ env: { SMTP_URL: mail.url } });
  [admin, recruiter, vsc] = (await Promise.all(['super_administrator', 'recruiter', 'vsc'].map((role) => app.signIn(role)))) as [string, string, string];
}, 120_000);
afterAll(async () => mail.close());

describe('validating a prospect', () => {
  it('makes a prospect lead at step 5 with an accepted criminal record an active tutor at step 7, signs them out and mails them', async () => {
    await addProspect('lead-ready', { userRole: 'prospectLead', onBoardingStep: 5, quizScore: 90 });
    // The attestation staff accepted (the documents' review); its PDF is gone, its facts stay.
    await app.store.collection('documents').insertOne({
      _id: 'attestation-of-lead-ready',
      ownerId: 'lead-ready',
      kind: 'criminal-record',
      status: 'accepted',
      criminalRecord: { number: 'CJN-1', issueDate: '2026-10-01', issuedBy: 'Casier judiciaire national' },
    });
    await app.store
      .collection('authSessions')
      .insertOne({ _id: 'session-of-lead-ready', userId: 'lead-ready', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    const before = mail.mails.length;
    const response = await post(recruiter, '/v1/prospects/lead-ready/validate');
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await json(response)).toMatchObject({
      userRole: 'tutor',
      status: 'active',
      onBoardingStep: 7,
      decision: 'validated',
      validatedBy: 'demo-recruiter',
    });
    const stored = (await app.store.collection('users').findOne({ _id: 'lead-ready' }))!;
    expect(stored).toMatchObject({
      userRole: 'tutor',
      status: 'active',
      onBoardingStep: 7,
      prospectPreferences: { decision: 'validated', isValidated: true, validatedBy: 'demo-recruiter' },
    });
    expect(await app.store.collection('authSessions').count({ userId: 'lead-ready' })).toBe(0);
    const tutorRead = await app.call('/v1/tutors/lead-ready', { cookie: admin });
    expect(tutorRead.status).toBe(200);
    const welcome = await mail.nextMailTo('lead-ready@example.org', before);
    expect(welcome.subject).toBe('Bienvenue parmi les tuteurs de Binôme');
    // Once: a decision is taken once.
    const again = await post(recruiter, '/v1/prospects/lead-ready/validate');
    expect([404, 409]).toContain(again.status);
  });

  it('refuses a prospect lead whose path is not done, or whose criminal record is not accepted (409 with the reason)', async () => {
    await addProspect('lead-at-3', { userRole: 'prospectLead', onBoardingStep: 3 });
    await addProspect('lead-no-record', { userRole: 'prospectLead', onBoardingStep: 6, quizScore: 40 });
    // An attestation still to review, or refused, is not enough.
    await app.store.collection('documents').insertMany([
      { _id: 'attestation-to-review', ownerId: 'lead-no-record', kind: 'criminal-record', status: 'to-review' },
      { _id: 'attestation-refused', ownerId: 'lead-no-record', kind: 'criminal-record', status: 'refused' },
    ]);
    const early = await post(admin, '/v1/prospects/lead-at-3/validate');
    expect(early.status).toBe(409);
    expect((await json<Answer>(early)).code).toBe('onboardingNotFinished');
    const noRecord = await post(admin, '/v1/prospects/lead-no-record/validate');
    expect(noRecord.status).toBe(409);
    expect((await json<Answer>(noRecord)).code).toBe('criminalRecordNotAccepted');
    expect((await app.store.collection('users').findOne({ _id: 'lead-at-3' }))!.userRole).toBe('prospectLead');
  });

  it('makes a parent prospect a parent; a recruiter may not decide on parents (404), a VSC may', async () => {
    // The demo VSC follows Paris and Hauts-de-Seine: the parent prospect lives in Paris (filed there, as the server files people).
    await addProspect('parent-ready', { userRole: 'parentProspect', address: { zipCode: '75011', city: 'Paris' }, department: '75' });
    expect((await post(recruiter, '/v1/prospects/parent-ready/validate')).status).toBe(404);
    const response = await post(vsc, '/v1/prospects/parent-ready/validate');
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await json(response)).toMatchObject({ userRole: 'parent', status: 'active', decision: 'validated' });
  });
});

describe('stopping a prospect', () => {
  it('keeps them a prospect with the reason, signed out; "other" needs a description; decided once', async () => {
    await addProspect('lead-to-stop', { userRole: 'prospectLead', onBoardingStep: 2 });
    expect((await post(recruiter, '/v1/prospects/lead-to-stop/stop', { reason: 'other' })).status).toBe(400);
    expect((await post(recruiter, '/v1/prospects/lead-to-stop/stop', { reason: 'bored' })).status).toBe(400);
    expect((await post(recruiter, '/v1/prospects/lead-to-stop/stop', { reason: 'withdrew', extra: 1 })).status).toBe(400);
    const response = await post(recruiter, '/v1/prospects/lead-to-stop/stop', { reason: 'withdrew', description: 'Un nouvel emploi du temps.' });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await json(response)).toMatchObject({ decision: 'stopped', stopReason: 'withdrew', stoppedBy: 'demo-recruiter' });
    expect((await app.store.collection('users').findOne({ _id: 'lead-to-stop' }))!.userRole).toBe('prospectLead');
    const again = await post(recruiter, '/v1/prospects/lead-to-stop/stop', { reason: 'withdrew' });
    expect(again.status).toBe(409);
    expect((await json<Answer>(again)).code).toBe('prospectDecided');
    expect((await post(recruiter, '/v1/prospects/lead-to-stop/validate')).status).toBe(409);
  });
});

describe('who decides', () => {
  it("is staff with the right: families and the prospect themself are refused; the decision fields are the server's", async () => {
    await addProspect('lead-self', { userRole: 'prospectLead', onBoardingStep: 5 });
    for (const role of ['tutor', 'parent', 'student', 'prospectLead']) {
      const cookie = await app.signIn(role);
      expect([403, 404]).toContain((await post(cookie, '/v1/prospects/lead-self/validate')).status);
      expect([403, 404]).toContain((await post(cookie, '/v1/prospects/lead-self/stop', { reason: 'withdrew' })).status);
    }
    expect((await app.call('/v1/prospects/lead-self/validate', { method: 'POST', body: {} })).status).toBe(401);
    const prospect = await app.signIn('prospectLead');
    const own = await app.call('/v1/prospects/demo-prospectLead', {
      method: 'PATCH',
      cookie: prospect,
      body: { prospectPreferences: { decision: 'validated' } },
    });
    expect(own.status).toBeGreaterThanOrEqual(400);
    expect((await post(admin, '/v1/prospects/no-such-prospect/validate')).status).toBe(404);
    expect(TEST_PASSWORD).toBeTruthy();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, sessionCookieOf, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * Found while closing the secret links: the sign-in refuses a suspended, archived or ended account (2033), but a
 * session opened before the status changed went on working: only deactivated and deleted accounts lost theirs. A
 * session now ends with every status that refuses the sign-in, at its next request, and a staff change to such a
 * status removes the person's sessions at once.
 */
const INACTIVE = ['suspended', 'archived', 'commitment-end', 'preemptive-end'];

describe('a signed-in person whose account stops being usable', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  const signInNow = async (role: string) =>
    sessionCookieOf(await app.call('/v1/auth/login', { method: 'POST', body: { email: `${role}@demo.binome.test`, password: TEST_PASSWORD } }));

  it('is signed out at the next request, whichever inactive status it gets', async () => {
    for (const status of INACTIVE) {
      await app.store.collection('users').updateOne({ _id: 'demo-student' }, { $set: { status: 'active' } });
      const cookie = await signInNow('student');
      expect((await app.call('/v1/me', { cookie })).status, status).toBe(200);
      await app.store.collection('users').updateOne({ _id: 'demo-student' }, { $set: { status } });
      expect((await app.call('/v1/me', { cookie })).status, status).toBe(401);
      expect((await app.call('/v1/session-occurrences?_end=1', { cookie })).status, status).toBe(401);
    }
    await app.store.collection('users').updateOne({ _id: 'demo-student' }, { $set: { status: 'active' } });
  });

  it('loses every session when staff archive the account', async () => {
    const cookie = await signInNow('tutor');
    expect((await app.call('/v1/me', { cookie })).status).toBe(200);
    const admin = await app.signIn('super_administrator');
    const archived = await app.call('/v1/tutors/demo-tutor', { method: 'PATCH', cookie: admin, body: { status: 'archived' } });
    expect(archived.status, await archived.clone().text()).toBe(200);
    expect(await app.store.collection('sessions').count({ userId: 'demo-tutor' })).toBe(0);
    expect((await app.call('/v1/me', { cookie })).status).toBe(401);
    expect((await json<{ status: string }>(await app.call('/v1/tutors/demo-tutor', { cookie: admin }))).status).toBe('archived');
  });
});

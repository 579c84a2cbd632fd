import { beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSIONS } from '@binome/schema';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { AUDIT_COLLECTION } from '../../src/audit/audit-log.ts';

/**
 * The export of one's data (GDPR arts. 15 and 20): the person's own records, streamed as one JSON attachment,
 * with nothing about anyone else; a parent exports their own child only; administrators export anyone on request.
 */
let app: TestApp;
type Export = Record<string, unknown> & {
  profile: { id: string };
  consents: unknown[];
  sessions: Record<string, unknown>[];
  classReports: Record<string, unknown>[];
};

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);

async function exportOf(response: Response) {
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, data: JSON.parse(text) as Export };
}

describe('GET /v1/privacy/export', () => {
  it('gives a student their sessions and reports, and nothing of anyone else', async () => {
    const response = await app.call('/v1/privacy/export', { cookie: await app.signIn('student') });
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="binome-data-leo-roussel-\d{2}-\d{2}-\d{4}\.json"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { text, data } = await exportOf(response);
    expect(data.profile.id).toBe('demo-student');
    expect(text).toContain('student@demo.binome.test');
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.classReports.length).toBeGreaterThan(0);
    for (const session of data.sessions) {
      expect(session.students).toEqual([expect.objectContaining({ userId: 'demo-student' })]);
      expect(session.tutors).toEqual([]);
    }
    for (const report of data.classReports) expect(report.attendance).toEqual([expect.objectContaining({ userId: 'demo-student' })]);
    // The tutor, the parent, the local coordinator: neither names nor addresses nor ids.
    const others = await app.store.collection('users').find({ _id: { $in: ['demo-tutor', 'demo-parent', 'demo-vsc', 'demo-coordinator'] } });
    expect(others).toHaveLength(4);
    for (const other of others) {
      const contact = other.contactDetails as { firstName: string; lastName: string; email: string };
      expect(text).not.toContain(`${contact.firstName} ${contact.lastName}`);
      expect(text).not.toContain(contact.email);
    }
    // Shared records keep no one else's line, not even their id (the person's own record may reference their parent).
    const shared = JSON.stringify({ sessions: data.sessions, classReports: data.classReports, pairs: data.pairs });
    for (const other of others) expect(shared).not.toContain(`"${other._id}"`);
    expect(text).not.toMatch(/passwordHash|token/i);
    // The export is in the audit log: who read whose data.
    expect(
      await app.store
        .collection(AUDIT_COLLECTION)
        .count({ action: 'read', recordId: 'demo-student', actorId: 'demo-student', fields: 'privacyExport.sessions' }),
    ).toBe(1);
  });

  it('shows the consents given at registration, with their versions', async () => {
    const registered = await app.call('/v1/auth/register/parent', {
      method: 'POST',
      body: {
        firstName: 'Nora',
        lastName: 'Consent',
        email: 'nora.consent@example.org',
        dateOfBirth: '1985-03-02',
        password: 'Nouveau-mot2passe!',
        acceptTerms: true,
        acceptStatisticsRecontact: true,
      },
    });
    expect(registered.status).toBe(201);
    const { userId } = await json<{ userId: string }>(registered);
    const { data } = await exportOf(await app.call(`/v1/privacy/export/${userId}`, { cookie: await app.signIn('super_administrator') }));
    expect(data.consents).toEqual([
      { kind: 'terms', version: CONSENT_VERSIONS.terms, at: expect.any(String) },
      { kind: 'privacy', version: CONSENT_VERSIONS.privacy, at: expect.any(String) },
      { kind: 'statisticsRecontact', version: CONSENT_VERSIONS.statisticsRecontact, at: expect.any(String) },
    ]);
  });

  it('lets a parent export their own child, and no other child', async () => {
    const parent = await app.signIn('parent');
    const { data } = await exportOf(await app.call('/v1/privacy/export?userId=demo-student', { cookie: parent }));
    expect(data.profile.id).toBe('demo-student');
    const other = await app.store.collection('users').findOne({ userRole: 'student', 'studentPreferences.parentUserId': { $nin: ['demo-parent'] } });
    expect(other).not.toBeNull();
    expect((await app.call(`/v1/privacy/export?userId=${other!._id}`, { cookie: parent })).status).toBe(404);
    expect((await app.call('/v1/privacy/export?userId=demo-tutor', { cookie: parent })).status).toBe(404);
    // Only a parent exports someone else: a tutor asking for their student gets nothing.
    expect((await app.call('/v1/privacy/export?userId=demo-student', { cookie: await app.signIn('tutor') })).status).toBe(404);
  });

  it('refuses the anonymous, bad ids and unknown query keys', async () => {
    expect((await app.call('/v1/privacy/export')).status).toBe(401);
    const student = await app.signIn('student');
    expect((await app.call('/v1/privacy/export?format=csv', { cookie: student })).status).toBe(400);
    expect((await app.call('/v1/privacy/export?userId=bad%20id', { cookie: student })).status).toBe(400);
  });
});

describe('GET /v1/privacy/export/{userId}', () => {
  it('is for administrators only', async () => {
    const { data } = await exportOf(await app.call('/v1/privacy/export/demo-tutor', { cookie: await app.signIn('super_administrator') }));
    expect(data.profile.id).toBe('demo-tutor');
    expect((data as unknown as { certificates: unknown[] }).certificates.length).toBeGreaterThan(0);
    for (const role of ['coordinator', 'manager', 'tutor', 'parent'])
      expect((await app.call('/v1/privacy/export/demo-tutor', { cookie: await app.signIn(role) })).status).toBe(403);
    expect((await app.call('/v1/privacy/export/demo-tutor')).status).toBe(401);
    const admin = await app.signIn('super_administrator');
    expect((await app.call('/v1/privacy/export/bad%20id', { cookie: admin })).status).toBe(400);
    expect((await app.call('/v1/privacy/export/demo-tutor?x=1', { cookie: admin })).status).toBe(400);
    expect((await app.call('/v1/privacy/export/nobody-here', { cookie: admin })).status).toBe(404);
  });
});

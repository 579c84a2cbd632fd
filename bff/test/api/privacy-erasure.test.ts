import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { startMailCatcher } from '../support/mail-catcher.ts';
import { personalCollections } from '../../src/features/privacy/personal-collections.ts';

/**
 * Carrying out a data-deletion request (GDPR art. 17): an administrator erases the person the request is about;
 * nothing that names them is left in any collection, their files and sign-in sessions are gone, and the statistics
 * count exactly what they counted. The request's author is told by mail, over SMTP.
 */
let app: TestApp;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await createTestApp({ env: { SMTP_URL: mail.url } });
}, 120_000);
afterAll(async () => mail.close());

/** Every document of every collection the BFF writes, as one lower-cased text per collection. */
async function wholeStore(): Promise<string> {
  const texts: string[] = [];
  for (const name of [...personalCollections(), 'jobs', 'settings', 'scheduleLocks'])
    texts.push(JSON.stringify(await app.store.collection(name).find({})).toLowerCase());
  return texts.join('\n');
}

const erase = (requestId: string, userId: string, cookie?: string, body: unknown = { userId }) =>
  app.call(`/v1/data-deletion-requests/${requestId}/erase`, { method: 'POST', body, ...(cookie && { cookie }) });

describe('POST /v1/data-deletion-requests/{id}/erase', () => {
  let requestId: string;
  beforeAll(async () => {
    const filed = await app.call('/v1/data-deletion-requests/submit', {
      method: 'POST',
      cookie: await app.signIn('student'),
      body: { fullName: 'Léo Roussel', email: 'student@demo.binome.test', message: 'Merci de supprimer les données de Léo Roussel.' },
    });
    expect(filed.status).toBe(201);
    requestId = (await json<{ id: string }>(filed)).id;
  });

  it('refuses the anonymous, other roles, bad ids and unknown keys', async () => {
    expect((await erase(requestId, 'demo-student')).status).toBe(401);
    for (const role of ['coordinator', 'manager', 'tutor', 'parent']) expect((await erase(requestId, 'demo-student', await app.signIn(role))).status).toBe(403);
    const admin = await app.signIn('super_administrator');
    expect((await erase('bad%20id', 'demo-student', admin)).status).toBe(400);
    expect((await erase(requestId, 'bad id', admin)).status).toBe(400);
    expect((await erase(requestId, 'demo-student', admin, { userId: 'demo-student', force: true })).status).toBe(400);
    expect((await erase('no-such-request', 'demo-student', admin)).status).toBe(404);
    expect((await erase(requestId, 'no-such-person', admin)).status).toBe(404);
  });

  it('refuses to erase a staff account or the administrator themself', async () => {
    const admin = await app.signIn('super_administrator');
    const staff = await erase(requestId, 'demo-coordinator', admin);
    expect(staff.status).toBe(403);
    expect(await json(staff)).toMatchObject({ code: 'erasureOfStaff', message: 'errors.erasureOfStaff' });
    const self = await erase(requestId, 'demo-super_administrator', admin);
    expect(self.status).toBe(403);
    expect(await app.store.collection('users').count({ _id: 'demo-coordinator', 'contactDetails.firstName': 'Samira' })).toBe(1);
  });

  it('leaves no name, e-mail or phone of the person anywhere, and the statistics unchanged', async () => {
    const admin = await app.signIn('super_administrator');
    const student = await app.signIn('student');
    const person = (await app.store.collection('users').findOne({ _id: 'demo-student' }))!;
    const contact = person.contactDetails as { firstName: string; lastName: string; email: string; phoneNumber: string };
    // A file of theirs in the blob store, to be deleted with them.
    await app.blobs.put('privacy-test-blob', new Blob([new TextEncoder().encode('%PDF-1.4 test')]).stream());
    await app.store.collection('documents').insertOne({
      _id: 'privacy-test-document',
      ownerId: 'demo-student',
      ownerName: 'Léo Roussel',
      kind: 'other',
      blobId: 'privacy-test-blob',
      status: 'pending',
    });
    const statistics = async () => json(await app.call('/v1/statistics?from=2025-09-01&to=2026-11-30', { cookie: admin }));
    const before = await statistics();
    expect((await wholeStore()).includes(contact.email)).toBe(true);

    const since = mail.mails.length;
    const response = await erase(requestId, 'demo-student', admin);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ requestStatus: 'done', erasedUserId: 'demo-student', handledBy: 'demo-super_administrator', mailSent: true });

    const store = await wholeStore();
    for (const needle of [
      `${contact.firstName} ${contact.lastName}`,
      `${contact.lastName} ${contact.firstName}`,
      contact.email,
      contact.phoneNumber,
      String(person.dateOfBirth),
    ]) {
      expect(store.includes(needle.toLowerCase()), needle).toBe(false);
    }
    const erased = (await app.store.collection('users').findOne({ _id: 'demo-student' }))!;
    expect(erased).toMatchObject({
      contactDetails: { firstName: 'Personne', lastName: 'supprimée' },
      status: 'deleted',
      userRole: 'student',
      program: person.program,
    });
    // Free texts about them go; what the statistics count stays.
    expect((erased.studentPreferences as Record<string, unknown>).comments).toBeUndefined();
    expect((erased.studentPreferences as Record<string, unknown>).matchingStatus).toBe((person.studentPreferences as Record<string, unknown>).matchingStatus);
    expect(await app.store.collection('sessions').count({ 'students.userId': 'demo-student', 'students.fullName': 'Personne supprimée' })).toBeGreaterThan(0);
    expect(await app.blobs.get('privacy-test-blob')).toBeNull();
    expect(await statistics()).toEqual(before);
    // Signed out at once, and cannot sign in again.
    expect((await app.call('/v1/me', { cookie: student })).status).toBe(401);

    const sent = await mail.nextMailTo('student@demo.binome.test', since);
    expect(sent.subject).toBe('Votre demande de suppression de données a été traitée');
    expect(sent.text).toContain('Bonjour Léo Roussel');
    const request = (await app.store.collection('dataDeletionRequests').findOne({ _id: requestId }))!;
    expect(request).toMatchObject({ requestStatus: 'done', erasedUserId: 'demo-student', handledBy: 'demo-super_administrator' });
    expect(String(request.outcome)).toContain('fichier(s) supprimé(s)');
    // The date as staff read it, not the ISO form.
    expect(String(request.outcome)).toMatch(/^Effacement du \d{1,2}(er)? [a-zéû]+ \d{4} :/u);
    // Done once: a second time is a conflict.
    expect((await erase(requestId, 'demo-student', admin)).status).toBe(409);
  });
});

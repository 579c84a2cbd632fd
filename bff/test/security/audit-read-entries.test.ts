import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_COLLECTION } from '../../src/audit/audit-log.ts';
import type { StoredDocument } from '../../src/store/store.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

type AuditView = { recordId: string; action: string; changes: unknown[]; fields?: string[] };

/** The stored read entry of one record (the raw document, as it sits on disk). */
async function storedReadEntry(app: TestApp, recordId: string): Promise<StoredDocument> {
  const entry = await app.store.collection(AUDIT_COLLECTION).findOne({ action: 'read', recordId });
  if (!entry) throw new Error(`No read entry for ${recordId}`);
  return entry;
}

/**
 * A read entry names who read what and which fields, never their values: the audit log is the biggest file of
 * the store, and copying the whole record (e-mail, phone, a minor's date of birth) on every read multiplied
 * personal data at rest. It still keeps the ids the access rules look at, so each reader sees only the entries
 * of records they may read.
 */
describe('audit read entries', () => {
  let app: TestApp;
  let admin: string;
  let homeClassesStudent: StoredDocument;
  let otherProgramStudent: StoredDocument;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signIn('super_administrator');
    homeClassesStudent = (await app.store.collection('users').findOne({ _id: 'demo-student' }))!;
    // The demo manager works in the home-classes and football programs only.
    const programs = [(homeClassesStudent.program as { programId: string }).programId, 'az-zup-6g98343'];
    otherProgramStudent = (await app.store
      .collection('users')
      .findOne({ userRole: 'student', 'program.programId': { $nin: programs }, 'contactDetails.email': { $exists: true } }))!;
    expect(otherProgramStudent).toBeTruthy();
    for (const student of [homeClassesStudent, otherProgramStudent])
      expect((await app.call(`/v1/students/${student._id}`, { cookie: admin })).status).toBe(200);
  });

  it('keeps the names of the fields read, not their values', async () => {
    const entry = await storedReadEntry(app, 'demo-student');
    const stored = JSON.stringify(entry);
    const contact = homeClassesStudent.contactDetails as Record<string, string>;
    for (const value of [contact.email, contact.phoneNumber, contact.lastName, homeClassesStudent.dateOfBirth as string]) {
      expect(value, 'a personal value of the demo student').toBeTruthy();
      expect(stored).not.toContain(value);
    }
    expect(entry.fields).toEqual(expect.arrayContaining(['contactDetails.email', 'contactDetails.lastName', 'dateOfBirth']));
    expect(entry).toMatchObject({ action: 'read', resource: 'students', recordId: 'demo-student', actorId: 'demo-super_administrator', changes: [] });
  });

  it('keeps the ids the access rules look at, and nothing else', async () => {
    const entry = await storedReadEntry(app, 'demo-student');
    const snapshot = entry.snapshot as Record<string, unknown>;
    expect(snapshot).toMatchObject({
      userId: 'demo-student',
      userRole: 'student',
      program: { programId: (homeClassesStudent.program as { programId: string }).programId },
      studentPreferences: { parentUserId: 'demo-parent' },
    });
    expect(snapshot).not.toHaveProperty('contactDetails');
    expect(snapshot).not.toHaveProperty('dateOfBirth');
    expect(snapshot.program).not.toHaveProperty('programName');
  });

  it('shows a read entry only to staff who may read the record, with the fields read', async () => {
    const manager = await app.signIn('manager');
    const seen = async (recordId: string) => json<AuditView[]>(await app.call(`/v1/audit?action=read&recordId=${recordId}`, { cookie: manager }));
    const own = await seen('demo-student');
    expect(own).toHaveLength(1);
    expect(own[0]!.fields).toContain('contactDetails.email');
    expect(await seen(otherProgramStudent._id)).toEqual([]);
    const byAdmin = await json<AuditView[]>(await app.call(`/v1/audit?action=read&recordId=${otherProgramStudent._id}`, { cookie: admin }));
    expect(byAdmin).toHaveLength(1);
  });

  it('names to each reader only the fields they may read themselves', async () => {
    expect((await app.call('/v1/users/demo-student', { cookie: admin })).status).toBe(200);
    // Through /v1/users the manager reads only the names and roles of their programs' people.
    const manager = await app.signIn('manager');
    const entries = await json<AuditView[]>(await app.call('/v1/audit?resource=users&recordId=demo-student&action=read', { cookie: manager }));
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.fields).toContain('contactDetails.lastName');
      expect(entry.fields).not.toContain('contactDetails.email');
      expect(entry.fields).not.toContain('dateOfBirth');
    }
  });

  it('still keeps the whole record in the history of changes', async () => {
    const response = await app.call('/v1/students/demo-student', {
      method: 'PATCH',
      cookie: admin,
      body: { studentPreferences: { comments: 'Suivi renforcé' } },
    });
    expect(response.status).toBe(200);
    const update = await app.store.collection(AUDIT_COLLECTION).findOne({ action: 'update', recordId: 'demo-student' });
    expect((update!.snapshot as { contactDetails: { email: string } }).contactDetails.email).toBe(
      (homeClassesStudent.contactDetails as { email: string }).email,
    );
  });
});

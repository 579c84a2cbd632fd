import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';
import { latestLinkTokenTo, textMessagesTo } from '../support/outbox.ts';

/**
 * "My children" (issue 12, sections 3 and 5): a validated parent creates, reads, edits and deletes their own
 * children only; new children start on hold; staff-managed fields are refused by name; a parent who is not
 * validated yet is told why (2033); two students never share an e-mail or a phone; a parent invites a child by
 * the channel they choose.
 */
const HOME_CLASSES = 'az-rem-4ca0f8d';
type Row = Record<string, unknown> & { id: string };
type Problem = { code: string | number; message: string; details?: { fields?: string[] } };

const newChild = (n: string, contact: Record<string, string>) => ({
  contactDetails: { firstName: 'Inès', lastName: `Roussel ${n}`, ...contact },
  studentPreferences: { parentUserId: 'demo-parent', assignment: { level: 'level-6eme' } },
  program: { programId: HOME_CLASSES },
});

describe('a validated parent and their children', () => {
  let app: TestApp;
  let parent: string;
  let otherChildId: string;

  beforeAll(async () => {
    app = await createTestApp();
    parent = await app.signIn('parent');
    const admin = await app.signIn('super_administrator');
    const others = await json<Row[]>(await app.call('/v1/students?studentPreferences.parentUserId_ne=demo-parent&_end=50', { cookie: admin }));
    otherChildId = others.find((row) => (row.studentPreferences as { parentUserId?: string } | undefined)?.parentUserId)!.id;
  });

  it('creates a child on hold, reads, edits and deletes them', async () => {
    const created = await app.call('/v1/students', { method: 'POST', cookie: parent, body: newChild('a', { email: 'ines.a@example.org' }) });
    expect(created.status, await created.clone().text()).toBe(201);
    const child = await json<Row>(created);
    expect(child.status).toBe('on-hold');
    const list = await json<Row[]>(await app.call('/v1/students', { cookie: parent }));
    expect(list.map((row) => row.id)).toContain(child.id);
    expect(list.every((row) => (row.studentPreferences as { parentUserId: string }).parentUserId === 'demo-parent')).toBe(true);
    const edited = await app.call(`/v1/students/${child.id}`, { method: 'PATCH', cookie: parent, body: { contactDetails: { firstName: 'Inès-Marie' } } });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect((await json<Row>(edited)).contactDetails).toMatchObject({ firstName: 'Inès-Marie' });
    expect((await app.call(`/v1/students/${child.id}`, { method: 'DELETE', cookie: parent })).status).toBe(200);
    expect((await app.call(`/v1/students/${child.id}`, { cookie: parent })).status).toBe(404);
  });

  it('refuses status, role, pipeline or staff assignment by name (403), on creation and on edit', async () => {
    const refusal = await app.call('/v1/students', {
      method: 'POST',
      cookie: parent,
      body: { ...newChild('b', { email: 'ines.b@example.org' }), status: 'active' },
    });
    expect(refusal.status).toBe(403);
    expect((await json<Problem>(refusal)).details?.fields).toEqual(['status']);
    const [child] = await json<Row[]>(await app.call('/v1/students', { cookie: parent }));
    for (const [body, field] of [
      [{ status: 'active' }, 'status'],
      [{ studentPreferences: { pipelineStatus: 'in-tutoring' } }, 'studentPreferences.pipelineStatus'],
      [{ studentPreferences: { assignment: { tutoringType: 'group' } } }, 'studentPreferences.assignment.tutoringType'],
      [{ studentPreferences: { assignment: { vsc: [{ vscId: 'demo-vsc' }] } } }, 'studentPreferences.assignment.vsc'],
    ] as const) {
      const response = await app.call(`/v1/students/${child!.id}`, { method: 'PATCH', cookie: parent, body });
      expect(response.status, JSON.stringify(body)).toBe(403);
      expect(JSON.stringify((await json<Problem>(response)).details?.fields)).toContain(field);
    }
  });

  it('answers 404 for another parent’s child: read, edit, delete, invite', async () => {
    expect((await app.call(`/v1/students/${otherChildId}`, { cookie: parent })).status).toBe(404);
    expect((await app.call(`/v1/students/${otherChildId}`, { method: 'PATCH', cookie: parent, body: { contactDetails: { firstName: 'X' } } })).status).toBe(
      404,
    );
    expect((await app.call(`/v1/students/${otherChildId}`, { method: 'DELETE', cookie: parent })).status).toBe(404);
    expect((await app.call(`/v1/children/${otherChildId}/invitation`, { method: 'POST', cookie: parent, body: { mode: 'email' } })).status).toBe(404);
  });

  it('answers 409 with the catalogue message when a child’s e-mail or phone belongs to another student', async () => {
    const email = await app.call('/v1/students', { method: 'POST', cookie: parent, body: newChild('c', { email: 'student@demo.binome.test' }) });
    expect(email.status).toBe(409);
    expect(await json<Problem>(email)).toMatchObject({ code: 2039, message: 'errors.studentEmailInUse' });
    const phone = await app.call('/v1/students', { method: 'POST', cookie: parent, body: newChild('d', { phoneNumber: '+33621409582' }) });
    expect(phone.status).toBe(409);
    expect((await json<Problem>(phone)).message).toBe('errors.studentPhoneInUse');
  });

  it('invites a child by text message: queued in the outbox with the link, once per 5 minutes', async () => {
    const child = await json<Row>(await app.call('/v1/students', { method: 'POST', cookie: parent, body: newChild('e', { phoneNumber: '+33699887766' }) }));
    const sent = await app.call(`/v1/children/${child.id}/invitation`, { method: 'POST', cookie: parent, body: { mode: 'phone' } });
    expect(sent.status, await sent.clone().text()).toBe(202);
    expect(await json(sent)).toEqual({ mode: 'phone', state: 'sent' });
    const [text] = await textMessagesTo(app.outbox, '+33699887766');
    expect(text).toContain('Isabelle Roussel');
    expect(text).toMatch(/\/reset-password\?token=[\w-]+/);
    const again = await app.call(`/v1/children/${child.id}/invitation`, { method: 'POST', cookie: parent, body: { mode: 'phone' } });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    // No e-mail: the e-mail mode is not possible.
    const other = await json<Row>(await app.call('/v1/students', { method: 'POST', cookie: parent, body: newChild('f', { phoneNumber: '+33699887755' }) }));
    const byMail = await app.call(`/v1/children/${other.id}/invitation`, { method: 'POST', cookie: parent, body: { mode: 'email' } });
    expect(byMail.status).toBe(409);
    expect((await json<Problem>(byMail)).message).toBe('errors.invitationNotPossible');
  });

  it('invites a child by e-mail: the child chooses a password, signs in as a student, and the parent sees an account', async () => {
    const child = await json<Row>(await app.call('/v1/students', { method: 'POST', cookie: parent, body: newChild('g', { email: 'ines.g@example.org' }) }));
    expect((await app.call(`/v1/children/${child.id}/invitation`, { method: 'POST', cookie: parent, body: { mode: 'email' } })).status).toBe(202);
    const states = async () => json<{ userId: string; state: string }[]>(await app.call('/v1/children/invitations', { cookie: parent }));
    expect((await states()).find((entry) => entry.userId === child.id)?.state).toBe('sent');
    const token = await latestLinkTokenTo(app.outbox, 'ines.g@example.org', '/reset-password');
    expect((await app.call('/v1/auth/reset-password', { method: 'POST', body: { token, newPassword: TEST_PASSWORD } })).status).toBe(200);
    // The link is single-use.
    expect((await app.call('/v1/auth/reset-password', { method: 'POST', body: { token, newPassword: TEST_PASSWORD } })).status).toBe(400);
    const signIn = await app.call('/v1/auth/login', { method: 'POST', body: { email: 'ines.g@example.org', password: TEST_PASSWORD } });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    expect((await states()).find((entry) => entry.userId === child.id)?.state).toBe('account');
    const stored = await app.store.collection('users').findOne({ _id: child.id });
    expect(stored).toMatchObject({ userRole: 'student', studentPreferences: { parentUserId: 'demo-parent' } });
    // Already has an account: no more invitation.
    const late = await app.call(`/v1/children/${child.id}/invitation`, { method: 'POST', cookie: parent, body: { mode: 'email' } });
    expect(late.status).toBe(409);
  });

  it('checks the invitation request: mode required, known modes only, no other field, parents only, signed in', async () => {
    const [child] = await json<Row[]>(await app.call('/v1/students', { cookie: parent }));
    const path = `/v1/children/${child!.id}/invitation`;
    for (const body of [{}, { mode: 'pigeon' }, { mode: 'sms' }, { mode: 'email', extra: 1 }]) {
      const response = await app.call(path, { method: 'POST', cookie: parent, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await app.call(path, { method: 'POST', cookie: parent, rawBody: 'mode=email', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await app.call(path, { method: 'POST', body: { mode: 'email' } })).status).toBe(401);
    expect([403, 404]).toContain((await app.call(path, { method: 'POST', cookie: await app.signIn('tutor'), body: { mode: 'email' } })).status);
    expect((await app.call('/v1/children/invitations?x=1', { cookie: parent })).status).toBe(400);
    expect((await app.call('/v1/children/invitations', { cookie: await app.signIn('tutor') })).status).toBe(403);
    const states = await json<unknown[]>(await app.call('/v1/children/invitations', { cookie: parent }));
    expect(states.length).toBeGreaterThan(0);
    expect(states.length).toBeLessThanOrEqual(100);
  });
});

describe('a parent not validated yet', () => {
  it('reads their children but may not add, edit, delete or invite them: 2033 says why', async () => {
    const app = await createTestApp();
    await app.store.collection('users').updateOne({ _id: 'demo-parent' }, { $set: { status: 'on-hold' } });
    const parent = await app.signIn('parent');
    const children = await json<Row[]>(await app.call('/v1/students', { cookie: parent }));
    expect(children.length).toBeGreaterThan(0);
    const attempts = [
      app.call('/v1/students', { method: 'POST', cookie: parent, body: newChild('h', { email: 'ines.h@example.org' }) }),
      app.call(`/v1/students/${children[0]!.id}`, { method: 'PATCH', cookie: parent, body: { contactDetails: { firstName: 'X' } } }),
      app.call(`/v1/students/${children[0]!.id}`, { method: 'DELETE', cookie: parent }),
      app.call(`/v1/children/${children[0]!.id}/invitation`, { method: 'POST', cookie: parent, body: { mode: 'email' } }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(await json<Problem>(response)).toMatchObject({ code: 2033, message: 'errors.userNotActive' });
    }
  });

  it('a parent prospect reads only their own children and changes none (2033)', async () => {
    const app = await createTestApp();
    const prospect = await app.signIn('parentProspect');
    const list = await app.call('/v1/students', { cookie: prospect });
    expect(list.status).toBe(200);
    const created = await app.call('/v1/students', { method: 'POST', cookie: prospect, body: newChild('i', { email: 'ines.i@example.org' }) });
    expect(created.status).toBe(403);
    expect((await json<Problem>(created)).code).toBe(2033);
  });
});

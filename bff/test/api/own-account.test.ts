import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { linkIn, startMailCatcher } from '../support/mail-catcher.ts';
import { ownRecordResourceOf } from '@binome/schema';

/** "My account": a family member's PATCH of their own record, through the generated routes. */
describe('a family member updating their own record', () => {
  let app: TestApp;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let tutorId: string;
  let parentId: string;
  beforeAll(async () => {
    mail = await startMailCatcher();
    app = await createTestApp({ env: { SMTP_URL: mail.url, PUBLIC_URL: 'http://localhost:8080' } });
    tutorId = (await app.store.collection('users').findOne({ 'contactDetails.email': 'tutor@demo.binome.test' }))!._id;
    parentId = (await app.store.collection('users').findOne({ 'contactDetails.email': 'parent@demo.binome.test' }))!._id;
  });
  afterAll(() => mail.close());

  it('finds each family role’s own record where the form looks for it, and saves it', async () => {
    for (const role of ['tutor', 'parent', 'student', 'prospectLead', 'parentProspect']) {
      const cookie = await app.signIn(role);
      const me = await json<{ user: { userId: string }; role: string }>(await app.call('/v1/me', { cookie }));
      const resource = ownRecordResourceOf(me.role);
      const read = await app.call(`/v1/${resource}/${me.user.userId}`, { cookie });
      expect(read.status, role).toBe(200);
      const saved = await app.call(`/v1/${resource}/${me.user.userId}`, { method: 'PATCH', cookie, body: { address: { city: 'Lyon' } } });
      expect(saved.status, role).toBe(200);
      expect((await json<{ address: { city: string } }>(saved)).address.city, role).toBe('Lyon');
    }
  });

  it('saves a new phone and city without asking to verify anything', async () => {
    const cookie = await app.signIn('tutor');
    const response = await app.call(`/v1/tutors/${tutorId}`, {
      method: 'PATCH',
      cookie,
      body: { contactDetails: { phoneNumber: '+33 6 12 34 56 78' }, address: { city: 'Nantes' } },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-email-verification-sent')).toBeNull();
    const record = await json<{ contactDetails: { phoneNumber: string; email: string }; address: { city: string } }>(response);
    expect(record.address.city).toBe('Nantes');
    expect(record.contactDetails.email).toBe('tutor@demo.binome.test');
    expect((await app.store.collection('users').findOne({ _id: tutorId }))?.isEmailVerified).toBe(true);
  });

  it('marks a changed e-mail unverified and sends the link to the new address', async () => {
    const cookie = await app.signIn('parent');
    const since = mail.mails.length;
    const response = await app.call(`/v1/parents/${parentId}`, {
      method: 'PATCH',
      cookie,
      body: { contactDetails: { email: 'isabelle.nouvelle@example.org' } },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-email-verification-sent')).toBe('true');
    expect((await app.store.collection('users').findOne({ _id: parentId }))?.isEmailVerified).toBe(false);

    const message = await mail.nextMailTo('isabelle.nouvelle@example.org', since);
    expect(message.subject).toBe('Vérifiez votre adresse e-mail');
    expect(mail.mails.slice(since).some((sent) => sent.to.includes('parent@demo.binome.test'))).toBe(false);
    const token = linkIn(message, '/verify-email?token=').searchParams.get('token')!;
    expect((await app.call('/v1/auth/verify-email', { method: 'POST', body: { token } })).status).toBe(200);
    expect((await app.store.collection('users').findOne({ _id: parentId }))?.isEmailVerified).toBe(true);
  });

  it('does not ask staff to verify an address they change on someone else’s record', async () => {
    const cookie = await app.signIn('coordinator');
    const since = mail.mails.length;
    const response = await app.call(`/v1/tutors/${tutorId}`, { method: 'PATCH', cookie, body: { contactDetails: { email: 'thomas.lemaire@example.org' } } });
    // Whether the coordinator reaches this tutor depends on the demo programs; either way nothing is re-verified.
    expect([200, 404]).toContain(response.status);
    expect(response.headers.get('x-email-verification-sent')).toBeNull();
    expect(mail.mails.slice(since)).toHaveLength(0);
    expect((await app.store.collection('users').findOne({ _id: tutorId }))?.isEmailVerified).toBe(true);
  });

  it('refuses a tutor writing their status, naming the field', async () => {
    const cookie = await app.signIn('tutor');
    const response = await app.call(`/v1/tutors/${tutorId}`, { method: 'PATCH', cookie, body: { status: 'deactivated' } });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ code: 'forbidden', details: { fields: ['status'], message: 'errors.forbiddenFields' } });
    expect((await app.store.collection('users').findOne({ _id: tutorId }))?.status).toBe('active');
  });

  it('refuses a tutor writing their role list, naming the field', async () => {
    const cookie = await app.signIn('tutor');
    const response = await app.call(`/v1/tutors/${tutorId}`, { method: 'PATCH', cookie, body: { userRoleList: [{ profileName: 'super_administrator' }] } });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ code: 'forbidden', details: { fields: ['userRoleList'] } });
  });

  it('answers 404 for another tutor’s record, and changes nothing', async () => {
    const cookie = await app.signIn('tutor');
    const otherTutor = (await app.store.collection('users').findOne({ userRole: 'tutor', _id: { $ne: tutorId } }))!;
    const asTutor = await app.call(`/v1/tutors/${otherTutor._id}`, { method: 'PATCH', cookie, body: { address: { city: 'Lille' } } });
    expect(asTutor.status).toBe(404);
    expect((await app.store.collection('users').findOne({ _id: otherTutor._id }))?.address).toEqual(otherTutor.address);
    // A resource the tutor has no rule on at all is refused as such (the generic routes' 403), still unchanged.
    const parentBefore = await app.store.collection('users').findOne({ _id: parentId });
    const asParent = await app.call(`/v1/parents/${parentId}`, { method: 'PATCH', cookie, body: { address: { city: 'Lille' } } });
    expect(asParent.status).toBe(403);
    expect((await app.store.collection('users').findOne({ _id: parentId }))?.address).toEqual(parentBefore?.address);
  });

  it('refuses an invalid zip code with the catalogue message under the field', async () => {
    const cookie = await app.signIn('tutor');
    const response = await app.call(`/v1/tutors/${tutorId}`, { method: 'PATCH', cookie, body: { address: { zipCode: '12' } } });
    expect(response.status).toBe(400);
    const body = await json<{ details: { path: string; message: string }[] }>(response);
    expect(body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'address.zipCode' })]));
  });
});

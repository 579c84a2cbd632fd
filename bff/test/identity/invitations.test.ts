import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getResource, USER_VIEW_SUBJECTS } from '@binome/schema';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { testClock } from '../support/clock.ts';
import { linkIn, startMailCatcher } from '../support/mail-catcher.ts';
import { latestCodeTo, textMessagesTo } from '../support/outbox.ts';
import { INVITATIONS_COLLECTION } from '../../src/resources/invitations.ts';
import { deliverQueuedInvitations, DELIVERY_LEASE_MS } from '../../src/messaging/invitation-delivery.ts';
import { smtpMailer } from '../../src/messaging/mailer.ts';
import { outboxSms } from '../../src/messaging/sms.ts';
import { readEnv } from '../../src/env.ts';
import { silentLogger } from '../../src/http/context.ts';
import type { Store } from '../../src/store/store.ts';

const PASSWORD = 'Mon-mot2passe-choisi!';
const HOME_CLASSES = 'az-rem-4ca0f8d';
/** A program the demo coordinator (home classes and football) does not reach. */
const SOLIDARITY = 'az-fac-5f87232';
const person = (firstName: string, lastName: string, contact: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  contactDetails: { firstName, lastName, ...contact },
  ...extra,
});

type Mail = Awaited<ReturnType<typeof startMailCatcher>>;

describe('invitations of the people staff create', () => {
  const clock = testClock(new Date('2026-11-20T09:00:00Z'));
  let app: TestApp;
  let mail: Mail;
  let admin: string;
  beforeAll(async () => {
    mail = await startMailCatcher();
    app = await createTestApp({ now: clock.now, env: { SMTP_URL: mail.url, PUBLIC_URL: 'http://localhost:8080', API_KEY_LIMIT_PER_MINUTE: '1000' } });
    admin = await app.signIn('super_administrator');
  });
  afterAll(() => mail.close());

  const create = async (cookie: string, api: string, body: Record<string, unknown>) => {
    const response = await app.call(`/v1/${api}`, { method: 'POST', cookie, body });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await json<{ id: string }>(response)).id;
  };
  const resend = (cookie: string | undefined, api: string, id: string) =>
    app.call(`/v1/${api}/${id}/invitation`, { method: 'POST', ...(cookie && { cookie }) });
  const signIn = (email: string, password: string) => app.call('/v1/auth/login', { method: 'POST', body: { email, password } });
  const choosePassword = (link: URL) =>
    app.call('/v1/auth/reset-password', { method: 'POST', body: { token: link.searchParams.get('token'), newPassword: PASSWORD } });
  const mailsTo = (address: string) => mail.mails.filter((caught) => caught.to.includes(address));

  it('mails a tutor created by a coordinator a link to choose a password, in French; they choose it and sign in', async () => {
    const coordinator = await app.signIn('coordinator');
    const id = await create(coordinator, 'tutors', person('Lina', 'Invitée', { email: 'lina.invitee@example.org' }, { program: { programId: HOME_CLASSES } }));
    // No way in before the invitation is followed.
    expect((await signIn('lina.invitee@example.org', PASSWORD)).status).toBe(401);

    const message = await mail.nextMailTo('lina.invitee@example.org');
    expect(message.subject).toBe('Votre compte Binôme vous attend');
    expect(message.text).toContain('Bonjour Lina,');
    expect(message.text).toContain("L'association vous a ouvert un compte sur Binôme.");
    expect(message.text).toContain("Binôme est la plateforme sur laquelle l'association organise son tutorat et son mentorat");
    expect(message.text).toContain('valable 48 heures, une seule fois');
    expect(message.text).toContain('http://localhost:8080/login avec votre adresse e-mail lina.invitee@example.org');
    const link = linkIn(message, '/reset-password?token=');
    expect(message.html).toContain(`href="${link.href}"`);
    expect(message.html).toContain('Choisir mon mot de passe');

    // The outbox row says it was sent, and never held the link.
    const row = await app.store.collection(INVITATIONS_COLLECTION).findOne({ _id: id });
    expect(row).toMatchObject({ state: 'sent', channel: 'email', invitedBy: 'demo-coordinator', attempts: 1 });
    expect(JSON.stringify(row)).not.toContain(link.searchParams.get('token'));

    expect((await choosePassword(link)).status).toBe(200);
    const signedIn = await signIn('lina.invitee@example.org', PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(await json(signedIn)).toMatchObject({ userId: id, role: 'tutor', mustChangePassword: false });
    // Once chosen, there is nothing to resend; the link was single use.
    const again = await resend(admin, 'tutors', id);
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ code: 'invitationAlreadyAccepted', message: 'errors.invitationAlreadyAccepted' });
    expect((await choosePassword(link)).status).toBe(400);
  });

  it("writes in the person's language: English for someone whose record says so, whoever invites", async () => {
    await create(admin, 'parents', person('Sam', 'Taylor', { email: 'sam.invited@example.org' }, { program: { programId: HOME_CLASSES }, language: 'en' }));
    const message = await mail.nextMailTo('sam.invited@example.org');
    expect(message.subject).toBe('Your Binôme account is waiting for you');
    expect(message.text).toContain('Hello Sam,');
    expect(message.text).toContain('The association has opened an account for you on Binôme.');
    expect(message.text).toContain('valid 48 hours, once');
  });

  it('texts a student who has only a phone; they choose a password from the link and sign in with a code', async () => {
    const before = mail.mails.length;
    const id = await create(admin, 'students', person('Noé', 'Sansmail', { phoneNumber: '06 11 22 33 44' }, { program: { programId: HOME_CLASSES } }));
    const texts = await textMessagesTo(app.outbox, '+33611223344');
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain("Binôme : l'association vous a ouvert un compte sur Binôme");
    expect(texts[0]).toContain('valable 48 h');
    expect(mail.mails.length).toBe(before);
    const link = new URL(texts[0]!.match(/http:\/\/\S+\/reset-password\?token=[\w-]+/)![0]);
    expect((await choosePassword(link)).status).toBe(200);

    expect((await app.call('/v1/auth/phone/send-code', { method: 'POST', body: { phoneNumber: '06 11 22 33 44' } })).status).toBe(202);
    const code = await latestCodeTo(app.outbox, '+33611223344');
    const signedIn = await app.call('/v1/auth/phone/verify-code', { method: 'POST', body: { phoneNumber: '+33611223344', code } });
    expect(signedIn.status).toBe(200);
    expect(await json(signedIn)).toMatchObject({ userId: id, role: 'student', mustChangePassword: false });
  });

  it('resends at most once every 5 minutes per person; the new link replaces the old one', async () => {
    const id = await create(admin, 'tutors', person('Hugo', 'Relance', { email: 'hugo.relance@example.org' }, { program: { programId: HOME_CLASSES } }));
    const first = linkIn(await mail.nextMailTo('hugo.relance@example.org'), '/reset-password?token=');

    // The invitation sent at creation counts.
    const tooSoon = await resend(admin, 'tutors', id);
    expect(tooSoon.status).toBe(429);
    expect(await json(tooSoon)).toEqual({ code: 'invitationTooSoon', message: 'errors.invitationTooSoon' });
    expect(Number(tooSoon.headers.get('retry-after'))).toBe(300);
    clock.advance(4);
    expect((await resend(await app.signIn('coordinator'), 'tutors', id)).status).toBe(429);
    expect(mailsTo('hugo.relance@example.org')).toHaveLength(1);

    clock.advance(1);
    const sent = await resend(admin, 'tutors', id);
    expect(sent.status).toBe(202);
    expect(await json(sent)).toEqual({ channel: 'email' });
    expect(mailsTo('hugo.relance@example.org')).toHaveLength(2);
    const second = linkIn(mailsTo('hugo.relance@example.org').at(-1)!, '/reset-password?token=');
    expect(second.href).not.toBe(first.href);
    expect(await app.store.collection('securityEvents').findOne({ kind: 'invitationSent', userId: id })).toMatchObject({
      actorId: 'demo-super_administrator',
      details: { channel: 'email' },
    });

    expect((await choosePassword(first)).status).toBe(400);
    expect((await choosePassword(second)).status).toBe(200);
    expect((await signIn('hugo.relance@example.org', PASSWORD)).status).toBe(200);
  });

  it('refuses to invite a person who may not sign in, and invites nobody when the account is created closed', async () => {
    const id = await create(
      admin,
      'tutors',
      person('Inès', 'Désactivée', { email: 'ines.deactivated@example.org' }, { program: { programId: HOME_CLASSES }, status: 'deactivated' }),
    );
    expect(await app.store.collection(INVITATIONS_COLLECTION).findOne({ _id: id })).toBeNull();
    expect(mailsTo('ines.deactivated@example.org')).toEqual([]);
    const refused = await resend(admin, 'tutors', id);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({ code: 'invitationNotPossible', message: 'errors.invitationNotPossible' });
    // The demo accounts chose their passwords long ago.
    expect(await json(await resend(admin, 'tutors', 'demo-tutor'))).toMatchObject({ code: 'invitationAlreadyAccepted' });
  });

  it('lets only staff who may update the record resend, and hides records out of reach', async () => {
    const parentId = await create(
      admin,
      'parents',
      person('Paul', 'Horsdeportée', { email: 'paul.parent@example.org' }, { program: { programId: HOME_CLASSES } }),
    );
    const farTutorId = await create(admin, 'tutors', person('Zoé', 'Lointaine', { email: 'zoe.far@example.org' }, { program: { programId: SOLIDARITY } }));
    const administratorId = await create(admin, 'administrators', person('Ada', 'Admin', { email: 'ada.admin@example.org' }));
    clock.advance(5);

    // Recruiters have no right on parents at all (403, as the list and the record answer them); the coordinator does
    // not reach the solidarity program, so that tutor is not found for them.
    expect(await json(await resend(await app.signIn('recruiter'), 'parents', parentId))).toEqual({ code: 'forbidden', message: 'errors.forbidden' });
    expect((await app.call(`/v1/parents/${parentId}`, { cookie: await app.signIn('recruiter') })).status).toBe(403);
    expect(await json(await resend(await app.signIn('coordinator'), 'tutors', farTutorId))).toEqual({ code: 'notFound', message: 'errors.notFound' });
    // A manager reads administrators but does not change them.
    expect((await resend(await app.signIn('manager'), 'administrators', administratorId)).status).toBe(403);
    // A person on their own record, whatever their rights on it, and a visitor.
    expect((await resend(await app.signIn('tutor'), 'tutors', 'demo-tutor')).status).toBe(403);
    expect((await resend(undefined, 'tutors', farTutorId)).status).toBe(401);
    // The view must show the person: a tutor is not found among the parents.
    expect((await resend(admin, 'parents', farTutorId)).status).toBe(404);
    expect(mailsTo('zoe.far@example.org')).toHaveLength(1);
    expect((await resend(admin, 'tutors', farTutorId)).status).toBe(202);
    expect(mailsTo('zoe.far@example.org')).toHaveLength(2);
  });

  it('is allowed exactly where the record may be updated, on every users view and for every staff role', async () => {
    const mismatches: string[] = [];
    const seen = new Set<number>();
    for (const api of USER_VIEW_SUBJECTS.map((name) => getResource(name).apiName)) {
      // Demo people only: the people the tests above created have not chosen a password yet.
      const rows = (await json<{ id: string }[]>(await app.call(`/v1/${api}?_end=50`, { cookie: admin })))
        .filter(({ id }) => id.startsWith('demo-'))
        .slice(0, 3);
      expect(rows.length, api).toBeGreaterThan(0);
      for (const role of ['super_administrator', 'manager', 'coordinator', 'recruiter', 'vsc']) {
        const cookie = await app.signIn(role);
        for (const { id } of rows) {
          // A change at a revision the record never had (an empty one is refused as such, 2004): what the generated
          // update route says of this reader and this record, 409 where the change would be allowed, nothing written.
          const update = (
            await app.call(`/v1/${api}/${id}`, {
              method: 'PATCH',
              cookie,
              body: { contactDetails: { firstName: 'Sonde' } },
              headers: { 'if-match': '"no-such-revision"' },
            })
          ).status;
          const invitation = (await resend(cookie, api, id)).status;
          // The demo people all chose their passwords: where the update is allowed, the invitation is refused for that.
          const expected = update;
          seen.add(invitation);
          if (invitation !== expected) mismatches.push(`${role} ${api}/${id}: update ${update}, invitation ${invitation}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Allowed, refused and out of reach all occur among the demo records.
    expect([...seen].sort()).toEqual([403, 404, 409]);
  });

  it('refuses bad input with the API error shape', async () => {
    const badId = await resend(admin, 'tutors', encodeURIComponent('{"$ne":null}'));
    expect(badId.status).toBe(400);
    expect(await json(badId)).toMatchObject({ code: 'validation', message: 'errors.validation' });
    const query = await app.call('/v1/tutors/demo-tutor/invitation?channel=sms', { method: 'POST', cookie: admin });
    expect(query.status).toBe(400);
    expect(await json(query)).toMatchObject({ code: 'badQuery' });
    const huge = await app.call('/v1/tutors/demo-tutor/invitation', {
      method: 'POST',
      cookie: admin,
      body: Object.fromEntries(Array.from({ length: 6000 }, (_, index) => [`k${index}`, 1])),
    });
    expect(huge.status).toBe(413);
    expect((await app.call('/v1/levels/demo/invitation', { method: 'POST', cookie: admin })).status).toBe(404);
  });

  it('does not invite the people a partner key creates: staff send the invitation from the record when they are ready', async () => {
    const created = await app.call('/v1/api-keys', {
      method: 'POST',
      cookie: admin,
      body: {
        name: 'Import des tuteurs',
        scopes: [
          { resource: 'tutors', access: 'read' },
          { resource: 'tutors', access: 'write' },
        ],
      },
    });
    const { key } = await json<{ key: string }>(created);
    const response = await app.call('/v1/tutors', {
      method: 'POST',
      headers: { 'api-key': key },
      body: person('Léo', 'Importé', { email: 'leo.import@example.org' }, { program: { programId: HOME_CLASSES } }),
    });
    expect(response.status).toBe(201);
    const { id } = await json<{ id: string }>(response);
    expect(await app.store.collection(INVITATIONS_COLLECTION).findOne({ _id: id })).toBeNull();
    expect(mailsTo('leo.import@example.org')).toEqual([]);
    // The key itself never reaches the invitation route.
    expect((await app.call(`/v1/tutors/${id}/invitation`, { method: 'POST', headers: { 'api-key': key } })).status).toBe(403);
    expect((await resend(admin, 'tutors', id)).status).toBe(202);
    expect(await mail.nextMailTo('leo.import@example.org')).toMatchObject({ subject: 'Votre compte Binôme vous attend' });
  });
});

describe('the invitation outbox', () => {
  const clock = testClock(new Date('2026-11-20T09:00:00Z'));
  let app: TestApp;
  let mail: Mail;
  beforeAll(async () => {
    mail = await startMailCatcher();
    // Nothing listens on port 1: every mail fails, as when the mail server is down or the process dies.
    app = await createTestApp({ now: clock.now, env: { SMTP_URL: 'smtp://127.0.0.1:1', PUBLIC_URL: 'http://localhost:8080' } });
  });
  afterAll(() => mail.close());

  it('writes the person and their invitation together: when the invitation cannot be written, the person is not either', async () => {
    const admin = await app.signIn('super_administrator');
    const store = app.store;
    const transaction = store.withTransaction.bind(store);
    // The store refuses writes to the outbox for the length of this request.
    const refusingOutbox = (inner: Store): Store => ({
      ...inner,
      collection: (name) =>
        name === INVITATIONS_COLLECTION
          ? { ...inner.collection(name), insertOne: () => Promise.reject(new Error('outbox unavailable')) }
          : inner.collection(name),
    });
    store.withTransaction = (work) => transaction((inner) => work(refusingOutbox(inner)));
    try {
      const response = await app.call('/v1/tutors', {
        method: 'POST',
        cookie: admin,
        body: person('Ana', 'Rollback', { email: 'ana.rollback@example.org' }, { program: { programId: HOME_CLASSES } }),
      });
      expect(response.status).toBe(500);
    } finally {
      store.withTransaction = transaction;
    }
    expect(await store.collection('users').count({ 'contactDetails.email': 'ana.rollback@example.org' })).toBe(0);
    expect(await store.collection('audit').count({ 'snapshot.contactDetails.lastName': 'Rollback' })).toBe(0);
  });

  it('keeps the invitation with the record when sending fails, and a later pass sends it exactly once', async () => {
    const admin = await app.signIn('super_administrator');
    const response = await app.call('/v1/coordinators', {
      method: 'POST',
      cookie: admin,
      body: person('Rémi', 'Enattente', { email: 'remi.queued@example.org' }, { administrationPreferences: { program: [HOME_CLASSES] } }),
    });
    expect(response.status).toBe(201);
    const { id } = await json<{ id: string }>(response);
    const invitations = app.store.collection(INVITATIONS_COLLECTION);
    expect(await invitations.findOne({ _id: id })).toMatchObject({ state: 'queued', attempts: 1 });
    expect(await app.store.collection('audit').count({ action: 'create', recordId: id, 'snapshot.contactDetails.lastName': 'Enattente' })).toBe(1);

    // The server back, with its mail working: the pass waits for the failed try's lease, then sends, once.
    const ports = {
      store: app.store,
      env: readEnv({ PUBLIC_URL: 'http://localhost:8080' }),
      mailer: smtpMailer(mail.url, 'Binôme <no-reply@binome.localhost>'),
      sms: outboxSms(await mkdtemp(path.join(tmpdir(), 'binome-outbox-')), silentLogger),
      log: silentLogger,
      now: clock.now,
    };
    expect(await deliverQueuedInvitations(ports)).toBe(0);
    clock.advance(DELIVERY_LEASE_MS / 60_000);
    const [first, second] = await Promise.all([deliverQueuedInvitations(ports), deliverQueuedInvitations(ports)]);
    expect(first + second).toBe(1);
    expect(await deliverQueuedInvitations(ports)).toBe(0);
    expect(mail.mails.filter((caught) => caught.to.includes('remi.queued@example.org'))).toHaveLength(1);
    expect(await invitations.findOne({ _id: id })).toMatchObject({ state: 'sent', attempts: 2 });

    // The link works for the person, and their password is theirs.
    const link = linkIn(await mail.nextMailTo('remi.queued@example.org'), '/reset-password?token=');
    expect((await app.call('/v1/auth/reset-password', { method: 'POST', body: { token: link.searchParams.get('token'), newPassword: PASSWORD } })).status).toBe(
      200,
    );
    expect((await app.call('/v1/auth/login', { method: 'POST', body: { email: 'remi.queued@example.org', password: PASSWORD } })).status).toBe(200);

    // Settled rows go once a link could no longer be alive.
    clock.advance(49 * 60);
    await deliverQueuedInvitations(ports);
    expect(await invitations.findOne({ _id: id })).toBeNull();
  });
});

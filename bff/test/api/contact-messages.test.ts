import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '@binome/schema';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { startMailCatcher } from '../support/mail-catcher.ts';
import { readEnv } from '../../src/env.ts';

type Row = Record<string, unknown> & { id: string };
type Problem = { code: string; message: string; details?: { fields?: string[] } };

const STAFF_ADDRESS = 'equipe@association.test';
const PATH = '/v1/contact-messages';
/** The demo coordinator works in home classes and football; solidarity tutoring is another team's. */
const OTHER_PROGRAM = 'az-fac-5f87232';

describe('contact messages: the families write to the staff, the staff answer', () => {
  let app: TestApp;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let tutor: string;
  let parent: string;
  let coordinator: string;
  let administrator: string;
  let tutorProgram: string;
  let sent: Row;

  beforeAll(async () => {
    mail = await startMailCatcher();
    app = await createTestApp({ env: { SMTP_URL: mail.url, CONTACT_EMAIL: STAFF_ADDRESS } });
    tutor = await app.signIn('tutor');
    parent = await app.signIn('parent');
    coordinator = await app.signIn('coordinator');
    administrator = await app.signIn('super_administrator');
    const tutorRecord = await app.store.collection('users').findOne({ _id: 'demo-tutor' });
    tutorProgram = (tutorRecord!.program as { programId: string }).programId;
  });
  afterAll(async () => {
    await mail.close();
  });

  it('a tutor sends a message: the server sets the sender, the program and the status, and mails the staff address', async () => {
    const before = mail.mails.length;
    const response = await app.call(PATH, {
      method: 'POST',
      cookie: tutor,
      body: { subject: 'Attestation', text: 'Bonjour,\nPouvez-vous m’envoyer une attestation ?' },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    sent = await json<Row>(response);
    expect(sent).toMatchObject({ subject: 'Attestation', sender: 'demo-tutor', status: 'open', program: { programId: tutorProgram }, createdBy: 'demo-tutor' });
    expect(sent.answeredBy).toBeUndefined();

    const staffMail = await mail.nextMailTo(STAFF_ADDRESS, before);
    expect(staffMail.subject).toContain('Attestation');
    expect(staffMail.subject).toContain('Thomas Lemaire');
    expect(staffMail.text).toContain('Pouvez-vous m’envoyer une attestation ?');
    expect(staffMail.text).toContain(`/manage/contact-messages/view/${sent.id}`);
  });

  it('the sender reads their own messages; another family member gets a 404 and does not see it in the list', async () => {
    const own = await app.call(`${PATH}/${sent.id}`, { cookie: tutor });
    expect(own.status).toBe(200);
    const list = await json<Row[]>(await app.call(`${PATH}?_sort=createdAt&_order=desc`, { cookie: tutor }));
    expect(list.map((row) => row.id)).toContain(sent.id);
    expect(list.every((row) => row.sender === 'demo-tutor')).toBe(true);

    expect((await app.call(`${PATH}/${sent.id}`, { cookie: parent })).status).toBe(404);
    const parentList = await json<Row[]>(await app.call(PATH, { cookie: parent }));
    expect(parentList.map((row) => row.id)).not.toContain(sent.id);
    expect(parentList.every((row) => row.sender === 'demo-parent')).toBe(true);
  });

  it.each([
    ['status', { status: 'answered' }],
    ['answer', { answer: 'Réponse écrite par moi-même' }],
  ])('a family member cannot set the %s (403 naming the field)', async (field, extra) => {
    const response = await app.call(PATH, { method: 'POST', cookie: tutor, body: { subject: 'Essai', text: 'Texte', ...extra } });
    expect(response.status).toBe(403);
    expect((await json<Problem>(response)).details?.fields).toEqual([field]);
  });

  it('a family member cannot change a message once sent, nor answer their own', async () => {
    const response = await app.call(`${PATH}/${sent.id}`, { method: 'PATCH', cookie: tutor, body: { answer: 'Merci' } });
    expect(response.status).toBe(403);
  });

  it.each([
    ['no subject', { text: 'Texte' }, 'subject'],
    ['an empty text', { subject: 'Objet', text: '   ' }, 'text'],
    ['a subject too long', { subject: 'x'.repeat(151), text: 'Texte' }, 'subject'],
    ['a text too long', { subject: 'Objet', text: 'x'.repeat(3001) }, 'text'],
  ])('refuses %s with 400 and the field', async (_case, body, field) => {
    const response = await app.call(PATH, { method: 'POST', cookie: tutor, body });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await json(response))).toContain(field);
  });

  it('refuses an unknown field and a server-managed one with 400', async () => {
    for (const extra of [{ colour: 'red' }, { sender: 'demo-parent' }, { answeredBy: 'demo-coordinator' }]) {
      const response = await app.call(PATH, { method: 'POST', cookie: tutor, body: { subject: 'Objet', text: 'Texte', ...extra } });
      expect(response.status, JSON.stringify(extra)).toBe(400);
    }
  });

  it("the sender's program staff answer: the server marks it answered, by whom and when, and mails the sender", async () => {
    const before = mail.mails.length;
    const forbidden = await app.call(`${PATH}/${sent.id}`, { method: 'PATCH', cookie: coordinator, body: { answer: 'Bonjour', status: 'answered' } });
    expect(forbidden.status).toBe(403);
    expect((await json<Problem>(forbidden)).details?.fields).toEqual(['status']);

    const response = await app.call(`${PATH}/${sent.id}`, {
      method: 'PATCH',
      cookie: coordinator,
      body: { answer: 'Bonjour Thomas,\nVotre attestation est en pièce jointe.' },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const answered = await json<Row>(response);
    expect(answered).toMatchObject({ status: 'answered', answeredBy: 'demo-coordinator', subject: 'Attestation', sender: 'demo-tutor' });
    expect(Date.parse(String(answered.answeredAt))).toBeGreaterThan(Date.now() - 60_000);

    const toSender = await mail.nextMailTo('tutor@demo.binome.test', before);
    expect(toSender.subject).toContain('Attestation');
    expect(toSender.text).toContain('Votre attestation est en pièce jointe.');
    expect(toSender.text).toContain('/tutor/contact');

    const seenBySender = await json<Row>(await app.call(`${PATH}/${sent.id}`, { cookie: tutor }));
    expect(seenBySender).toMatchObject({
      status: 'answered',
      answer: 'Bonjour Thomas,\nVotre attestation est en pièce jointe.',
      answeredBy: 'demo-coordinator',
    });

    // Clearing the answer opens the message again and forgets who answered.
    const reopened = await json<Row>(await app.call(`${PATH}/${sent.id}`, { method: 'PATCH', cookie: administrator, body: { answer: null } }));
    expect(reopened.status).toBe('open');
    expect(reopened.answeredBy).toBeUndefined();
    expect(reopened.answeredAt).toBeUndefined();
  });

  it("a coordinator reads and answers only their programs' messages; the administrator reads them all", async () => {
    await app.store.collection('contactMessages').insertOne({
      _id: 'elsewhere',
      subject: 'Ailleurs',
      text: 'Texte',
      sender: 'demo-tutor-2',
      program: { programId: OTHER_PROGRAM },
      status: 'open',
      createdAt: new Date().toISOString(),
    });
    expect((await app.call(`${PATH}/elsewhere`, { cookie: coordinator })).status).toBe(404);
    expect((await app.call(`${PATH}/elsewhere`, { method: 'PATCH', cookie: coordinator, body: { answer: 'Non' } })).status).toBe(404);
    const coordinatorList = await json<Row[]>(await app.call(`${PATH}?_end=100`, { cookie: coordinator }));
    expect(coordinatorList.map((row) => row.id)).not.toContain('elsewhere');
    expect(coordinatorList.length).toBeGreaterThan(0);
    expect(coordinatorList.every((row) => ['az-rem-4ca0f8d', 'az-zup-6g98343'].includes((row.program as { programId: string }).programId))).toBe(true);

    expect((await app.call(`${PATH}/elsewhere`, { cookie: administrator })).status).toBe(200);
  });

  it('recruiters and VSC get no family messages', async () => {
    for (const role of ['recruiter', 'vsc']) expect((await app.call(PATH, { cookie: await app.signIn(role) })).status, role).toBe(403);
  });

  it('the staff list filters by status, sorts the oldest first and is bounded like every generated list', async () => {
    const open = await app.call(`${PATH}?status=open&_sort=createdAt&_order=asc&_end=20`, { cookie: administrator });
    const rows = await json<Row[]>(open);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.status === 'open')).toBe(true);
    const dates = rows.map((row) => String(row.createdAt));
    expect(dates).toEqual([...dates].sort());

    await app.store.collection('contactMessages').insertMany(
      Array.from({ length: MAX_PAGE_SIZE + 5 }, (_, index) => ({
        _id: `bulk-${index}`,
        subject: `Message ${index}`,
        text: 'Texte',
        sender: 'demo-parent',
        status: 'open',
        createdAt: new Date().toISOString(),
      })),
    );
    const page = await app.call(`${PATH}?_start=0&_end=1000`, { cookie: administrator });
    expect(page.status).toBe(200);
    expect((await json<Row[]>(page)).length).toBe(MAX_PAGE_SIZE);
    expect(Number(page.headers.get('x-total-count'))).toBeGreaterThan(MAX_PAGE_SIZE);
    expect((await app.call(`${PATH}?status=closed`, { cookie: administrator })).status).toBe(400);
    expect((await app.call(`${PATH}?_sort=text`, { cookie: administrator })).status).toBe(400);
  });
});

describe('contact messages without a staff address', () => {
  it('keeps the message and sends no mail (the log says so)', async () => {
    const mail = await startMailCatcher();
    try {
      const app = await createTestApp({ env: { SMTP_URL: mail.url } });
      const response = await app.call(PATH, {
        method: 'POST',
        cookie: await app.signIn('student'),
        body: { subject: 'Micro', text: 'Mon micro ne marche pas.' },
      });
      expect(response.status).toBe(201);
      expect(await app.store.collection('contactMessages').count({ subject: 'Micro' })).toBe(1);
      expect(mail.mails).toHaveLength(0);
    } finally {
      await mail.close();
    }
  });
});

describe('CONTACT_EMAIL', () => {
  it('is checked at start: an e-mail address, or nothing', () => {
    expect(readEnv({ CONTACT_EMAIL: 'equipe@association.test' }).CONTACT_EMAIL).toBe('equipe@association.test');
    expect(readEnv({ CONTACT_EMAIL: '' }).CONTACT_EMAIL).toBeUndefined();
    expect(readEnv({}).CONTACT_EMAIL).toBeUndefined();
    expect(() => readEnv({ CONTACT_EMAIL: 'not an address' })).toThrow(/CONTACT_EMAIL/);
  });
});

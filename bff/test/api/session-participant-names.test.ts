import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { startMailCatcher } from '../support/mail-catcher.ts';
import { readEnv } from '../../src/env.ts';
import { silentLogger } from '../../src/http/context.ts';
import { smtpMailer } from '../../src/messaging/mailer.ts';
import { outboxSms } from '../../src/messaging/sms.ts';
import { sendDueReminders } from '../../src/features/session-reminders/send-reminders.ts';
import { fillParticipantNames } from '../../src/features/sessions/participant-names.ts';

/**
 * A session made by staff reaches every family surface with its people named from their records (C-12, P-4):
 * the server writes the names on the session and its occurrences, keeps them when a name changes, fills what older
 * releases stored without them, and the calendar feed and both reminders say who, with whom, where, and link to the
 * occurrence's page. A session held in person has no room to join (T-6).
 */
let app: TestApp;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let staff: string;
let sessionId: string;
let occurrenceId: string;
const HOUR = 3_600_000;
// Sunday 20 June 2027, 10:00–11:00 in Paris (summer time, UTC+2): after the demo's own sessions of that day.
const START = '2027-06-20T08:00:00.000Z';
const END = '2027-06-20T09:00:00.000Z';

const oneTime = (overrides: Record<string, unknown> = {}) => ({
  sessionType: 'private-session',
  status: 'to-be-scheduled',
  program: { programId: 'home-classes-in-person' },
  tutors: [{ userId: 'demo-tutor' }],
  students: [{ userId: 'demo-student' }],
  vsc: [{ vscId: 'demo-vsc' }],
  tutoringMode: 'in-person',
  placeType: 'home',
  placeOrRoom: 'Au domicile de la famille',
  sessionDate: { startDate: START, endDate: END },
  recurrence: { recurrenceName: 'one-time' },
  ...overrides,
});

type Named = { fullName?: string }[] | undefined;
const namesIn = (record: Record<string, unknown>) =>
  [...((record.tutors as Named) ?? []), ...((record.students as Named) ?? [])].map((person) => person.fullName);

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await createTestApp({ env: { SMTP_URL: mail.url } });
  staff = await app.signIn('super_administrator');
  const demoStudent = await app.store.collection('users').findOne({ _id: 'demo-student' });
  const program = (demoStudent!.program as { programId: string }).programId;
  const created = await app.call('/v1/sessions', { method: 'POST', cookie: staff, body: oneTime({ program: { programId: program } }) });
  expect(created.status, await created.clone().text()).toBe(201);
  sessionId = (await json<{ id: string }>(created)).id;
  const occurrence = await app.store.collection('sessionOccurrences').findOne({ sessionId });
  occurrenceId = occurrence!._id;
}, 120_000);
afterAll(async () => mail.close());

describe('names from records', () => {
  it('are written by the server on a session made without them, and on its occurrences', async () => {
    const session = await json<Record<string, unknown>>(await app.call(`/v1/sessions/${sessionId}`, { cookie: staff }));
    expect(namesIn(session)).toEqual(['Thomas Lemaire', 'Léo Roussel']);
    expect(session.origin).toBe('manual');
    const occurrences = await app.store.collection('sessionOccurrences').find({ sessionId });
    expect(occurrences.map(namesIn)).toEqual([['Thomas Lemaire', 'Léo Roussel']]);
  });

  it('are never taken from a client', async () => {
    const typed = await app.call('/v1/sessions', {
      method: 'POST',
      cookie: staff,
      body: oneTime({ students: [{ userId: 'demo-student', fullName: 'Quelqu’un d’autre' }] }),
    });
    expect(typed.status).toBe(400);
    const patched = await app.call(`/v1/sessions/${sessionId}`, {
      method: 'PATCH',
      cookie: staff,
      body: { tutors: [{ userId: 'demo-tutor', fullName: 'Autre nom' }] },
    });
    expect(patched.status).toBe(400);
    // A change that leaves the people alone keeps their names.
    const noted = await app.call(`/v1/sessions/${sessionId}`, { method: 'PATCH', cookie: staff, body: { note: 'Apporter le manuel.' } });
    expect(noted.status, await noted.clone().text()).toBe(200);
    expect(namesIn(await json<Record<string, unknown>>(noted))).toEqual(['Thomas Lemaire', 'Léo Roussel']);
  });

  it('follow a person’s new name on every session and occurrence that names them', async () => {
    const renamed = await app.call('/v1/students/demo-student', { method: 'PATCH', cookie: staff, body: { contactDetails: { firstName: 'Léon' } } });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    try {
      for (const collection of ['sessions', 'sessionOccurrences']) {
        const naming = await app.store.collection(collection).find({ 'students.userId': 'demo-student' }, { limit: 1000 });
        expect(naming.length).toBeGreaterThan(1);
        const names = naming.flatMap((record) =>
          (record.students as { userId: string; fullName?: string }[]).filter((person) => person.userId === 'demo-student').map((person) => person.fullName),
        );
        expect(new Set(names)).toEqual(new Set(['Léon Roussel']));
      }
      // The search on participants' names reads the new name.
      const found = await json<{ id: string }[]>(await app.call('/v1/sessions?q=Léon%20Roussel&_start=0&_end=100', { cookie: staff }));
      expect(found.map((row) => row.id)).toContain(sessionId);
    } finally {
      await app.call('/v1/students/demo-student', { method: 'PATCH', cookie: staff, body: { contactDetails: { firstName: 'Léo' } } });
    }
  });

  it('are filled at start on what older releases stored without them', async () => {
    await app.store
      .collection('sessions')
      .updateOne({ _id: sessionId }, { $set: { tutors: [{ userId: 'demo-tutor' }], students: [{ userId: 'demo-student' }] } });
    await app.store
      .collection('sessionOccurrences')
      .updateOne({ _id: occurrenceId }, { $set: { tutors: [{ userId: 'demo-tutor' }], students: [{ userId: 'demo-student' }] } });
    expect(await fillParticipantNames(app.store)).toBe(2);
    expect(namesIn((await app.store.collection('sessions').findOne({ _id: sessionId }))!)).toEqual(['Thomas Lemaire', 'Léo Roussel']);
    expect(namesIn((await app.store.collection('sessionOccurrences').findOne({ _id: occurrenceId }))!)).toEqual(['Thomas Lemaire', 'Léo Roussel']);
    expect(await fillParticipantNames(app.store)).toBe(0);
  });
});

describe('what families receive', () => {
  it('a calendar feed whose event names both people, the place and the occurrence’s page', async () => {
    const parent = await app.signIn('parent');
    const { url } = await json<{ url: string }>(await app.call('/v1/calendar/feed', { cookie: parent }));
    const feed = await (await app.call(new URL(url).pathname)).text();
    const event = new ICAL.Component(ICAL.parse(feed))
      .getAllSubcomponents('vevent')
      .find((candidate) => candidate.getFirstPropertyValue('uid') === `${occurrenceId}@binome`);
    expect(event).toBeDefined();
    expect(event!.getFirstPropertyValue('summary')).toBe('Séance individuelle · Léo Roussel avec Thomas Lemaire');
    const description = String(event!.getFirstPropertyValue('description'));
    expect(description).toContain('Élève : Léo Roussel');
    expect(description).toContain('Tuteur : Thomas Lemaire');
    expect(description).toContain('Lieu : Au domicile de la famille');
    expect(description).toContain(`/session/${occurrenceId}?`);
    expect(event!.getFirstPropertyValue('location')).toBe('Au domicile de la famille');
  });

  it('reminders 24 h and 1 h before, over SMTP, naming the child and the tutor, the place and the page', async () => {
    const env = readEnv({ LOG_LEVEL: 'silent', SMTP_URL: mail.url });
    const ports = { store: app.store, env, log: silentLogger, mailer: smtpMailer(mail.url, env.MAIL_FROM), sms: outboxSms(app.outbox, silentLogger) };
    const about = (to: string) =>
      mail.mails.filter(
        (caught) => caught.to.includes(to) && caught.attachments.some((attachment) => attachment.content.includes(`UID:${occurrenceId}@binome`)),
      );
    for (const hoursBefore of [23, 0.5]) {
      await sendDueReminders(ports, new Date(Date.parse(START) - hoursBefore * HOUR));
      for (const to of ['parent@demo.binome.test', 'tutor@demo.binome.test']) {
        const received = about(to);
        expect(received).toHaveLength(hoursBefore === 23 ? 1 : 2);
        const last = received.at(-1)!;
        expect(last.subject).toBe('Rappel : Séance individuelle – Léo Roussel avec Thomas Lemaire, dimanche 20 juin 2027 à 10:00 – 11:00');
        expect(last.text).toContain('Élève : Léo Roussel');
        expect(last.text).toContain('Tuteur : Thomas Lemaire');
        expect(last.text).toContain('Lieu : Au domicile de la famille');
        expect(last.text).toMatch(new RegExp(`La séance : http\\S+/session/${occurrenceId}\\?`));
        // No room to join at the family's home.
        expect(last.text).not.toContain('la salle ouvre');
        const attached = new ICAL.Component(ICAL.parse(last.attachments[0]!.content)).getFirstSubcomponent('vevent');
        expect(attached!.getFirstPropertyValue('summary')).toBe('Séance individuelle · Léo Roussel avec Thomas Lemaire');
      }
    }
  });
});

describe('a session held in person', () => {
  it('has no room: the join route refuses it, translated', async () => {
    const parent = await app.signIn('parent');
    const link = await app.call(`/v1/session-occurrences/${occurrenceId}/link`, { cookie: parent });
    expect(link.status, await link.clone().text()).toBe(200);
    const parsed = new URL((await json<{ url: string }>(link)).url);
    const body = Object.fromEntries(['seance_id', 'seance_iv', 'user_id', 'user_iv'].map((key) => [key, parsed.searchParams.get(key) ?? '']));
    const refused = await app.call(`/v1/session-occurrences/${occurrenceId}/join`, { method: 'POST', cookie: parent, body });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ code: 'noVideoRoom', message: 'errors.noVideoRoom' });
  });
});

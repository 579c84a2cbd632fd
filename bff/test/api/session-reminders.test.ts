import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { startMailCatcher } from '../support/mail-catcher.ts';
import { testClock } from '../support/clock.ts';
import { readEnv } from '../../src/env.ts';
import { silentLogger } from '../../src/http/context.ts';
import { smtpMailer } from '../../src/messaging/mailer.ts';
import { outboxSms } from '../../src/messaging/sms.ts';
import { createScheduler } from '../../src/jobs/scheduler.ts';
import { sessionRemindersJob } from '../../src/features/session-reminders/session-reminders.job.ts';

/**
 * Reminders 24 h and 1 h before each occurrence, over real SMTP, with a test clock and two schedulers on the same
 * store (two replicas): each reminder goes out once, none for a cancelled occurrence.
 */
let app: TestApp;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
const HOUR = 3_600_000;

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await createTestApp({ env: { SMTP_URL: mail.url } });
}, 120_000);
afterAll(async () => mail.close());

const mailsAbout = (occurrenceId: string, to: string) =>
  mail.mails.filter((caught) => caught.to.includes(to) && caught.attachments.some((attachment) => attachment.content.includes(`UID:${occurrenceId}@binome`)));

describe('session reminders', () => {
  it('go out once per offset with the occurrence attached, whichever of two schedulers claims them, and never for a cancelled one', async () => {
    const occurrences = await app.store
      .collection('sessionOccurrences')
      .find({ 'tutors.userId': 'demo-tutor', status: 'scheduled', startDate: { $gt: new Date().toISOString() } }, { sort: { startDate: 1 }, limit: 10 });
    const [first, , third] = occurrences;
    const tutor = await app.store.collection('users').findOne({ _id: 'demo-tutor' });
    const tutorEmail = String((tutor!.contactDetails as { email: string }).email);
    await app.store.collection('sessionOccurrences').updateOne({ _id: third!._id }, { $set: { status: 'canceled', cancelingReason: 'Sortie scolaire' } });

    const clock = testClock(new Date(Date.parse(String(first!.startDate)) - 23 * HOUR));
    const env = readEnv({ LOG_LEVEL: 'silent', SMTP_URL: mail.url });
    // The job sends its reminders one after another (178 of them for the demo); over one pooled connection rather
    // than one connection each, each of which the catcher greets only after smtp-server's 100 ms early-talker pause.
    const mailer = smtpMailer(`${mail.url}/?pool=true`, env.MAIL_FROM);
    const ports = { store: app.store, env, log: silentLogger, mailer, sms: outboxSms(app.outbox, silentLogger) };
    const replicas = ['replica-a', 'replica-b'].map((owner) => {
      const scheduler = createScheduler({ store: app.store, log: silentLogger, now: clock.now, owner });
      scheduler.define(sessionRemindersJob(ports));
      return scheduler;
    });
    const tickBoth = async () => (await Promise.all(replicas.map((replica) => replica.tick()))).flat();

    // 23 hours before: the 24 h reminder, sent by exactly one of the two.
    expect(await tickBoth()).toEqual(['session-reminders']);
    const first24 = mailsAbout(first!._id, tutorEmail);
    expect(first24).toHaveLength(1);
    expect(first24[0]!.subject).toMatch(/^Rappel : Séance/);
    expect(first24[0]!.text).toContain('/session/');
    const attached = new ICAL.Component(ICAL.parse(first24[0]!.attachments[0]!.content)).getFirstSubcomponent('vevent');
    expect(new ICAL.Event(attached!).startDate.toJSDate().toISOString()).toBe(first!.startDate);

    // Two minutes later the job runs again: nothing new for that occurrence.
    clock.advance(2);
    await tickBoth();
    expect(mailsAbout(first!._id, tutorEmail)).toHaveLength(1);

    // 50 minutes before: the 1 h reminder, once.
    clock.advance(22 * 60 + 8);
    await tickBoth();
    clock.advance(2);
    await tickBoth();
    expect(mailsAbout(first!._id, tutorEmail)).toHaveLength(2);

    // The cancelled occurrence gets nothing, whenever the job runs before it.
    for (const hoursBefore of [23, 0.5]) {
      const at = testClock(new Date(Date.parse(String(third!.startDate)) - hoursBefore * HOUR));
      const scheduler = createScheduler({ store: app.store, log: silentLogger, now: at.now, owner: `replica-${hoursBefore}` });
      scheduler.define(sessionRemindersJob(ports));
      await app.store.collection('jobs').updateOne({ _id: 'session-reminders' }, { $set: { nextRunAt: '', lockedUntil: '' } });
      await scheduler.tick();
    }
    expect(mailsAbout(third!._id, tutorEmail)).toHaveLength(0);
  }, 120_000);
});

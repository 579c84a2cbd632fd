import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { startMailCatcher } from '../support/mail-catcher.ts';
import { readEnv } from '../../src/env.ts';
import { silentLogger } from '../../src/http/context.ts';
import { smtpMailer } from '../../src/messaging/mailer.ts';
import { remindQuizRetries } from '../../src/features/onboarding/quiz-retry-reminders.ts';
import { ATTEMPTS_COLLECTION } from '../../src/features/onboarding/onboarding.operations.ts';

/**
 * The onboarding quiz's retry reminder (issue 16): once the waiting time after a failed attempt has passed, the
 * person is told once, over SMTP, that they may try again; not before, not when they already did, not when no
 * attempt is left, and not twice when two schedulers run at once.
 */
let app: TestApp;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
const HOUR = 3_600_000;

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await createTestApp({ env: { SMTP_URL: mail.url } });
}, 120_000);
afterAll(async () => mail.close());

describe('the quiz retry reminder', () => {
  it('mails once the person whose next attempt has opened, and nobody else', async () => {
    const now = new Date();
    const users = app.store.collection('users');
    await users.updateOne({ _id: 'demo-prospectLead' }, { $set: { onBoardingStep: 3 } });
    await users.updateOne({ _id: 'demo-parentProspect' }, { $set: { onBoardingStep: 3 } });
    const attempt = (id: string, userId: string, audience: string, hoursAgo: number, extra: Record<string, unknown> = {}) => ({
      _id: id,
      userId,
      audience,
      questionIds: [],
      drawnAt: now.getTime() - hoursAgo * HOUR - 60_000,
      submittedAt: now.getTime() - hoursAgo * HOUR,
      score: 40,
      passed: false,
      ...extra,
    });
    await app.store.collection(ATTEMPTS_COLLECTION).insertMany([
      // The lead failed 25 h ago (the default wait is 24 h): reminded.
      attempt('lead-1', 'demo-prospectLead', 'tutor', 25),
      // The parent prospect failed an hour ago: still waiting, not reminded yet.
      attempt('parent-1', 'demo-parentProspect', 'parent', 1),
    ]);
    const env = readEnv({ LOG_LEVEL: 'silent', SMTP_URL: mail.url });
    const ports = { store: app.store, env, log: silentLogger, mailer: smtpMailer(mail.url, env.MAIL_FROM) };
    const before = mail.mails.length;
    const [first, second] = await Promise.all([remindQuizRetries(ports, now), remindQuizRetries(ports, now)]);
    expect(first + second).toBe(1);
    expect(await remindQuizRetries(ports, now)).toBe(0);
    const sent = mail.mails.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toContain('prospectlead@demo.binome.test');
    expect(sent[0]!.subject).toContain('vous pouvez retenter le quiz');
    expect(sent[0]!.text).toContain('Il vous reste 2 essais');
    expect(sent[0]!.text).toContain('/tutorQuiz');

    // A day later the parent prospect's wait is over too, but they already started another attempt: no mail.
    await app.store
      .collection(ATTEMPTS_COLLECTION)
      .insertOne({ _id: 'parent-2', userId: 'demo-parentProspect', audience: 'parent', questionIds: [], drawnAt: now.getTime() });
    expect(await remindQuizRetries(ports, new Date(now.getTime() + 24 * HOUR))).toBe(0);
    expect(mail.mails.length - before).toBe(1);
  });

  it('says nothing once every attempt is used, or when the person left the quiz step', async () => {
    const now = new Date();
    await app.store.collection('users').updateOne({ _id: 'demo-prospectLead' }, { $set: { onBoardingStep: 3 } });
    await app.store.collection(ATTEMPTS_COLLECTION).deleteMany({});
    const failed = (id: string, hoursAgo: number, reminded: boolean) => ({
      _id: id,
      userId: 'demo-prospectLead',
      audience: 'tutor',
      questionIds: [],
      drawnAt: now.getTime() - hoursAgo * HOUR - 1000,
      submittedAt: now.getTime() - hoursAgo * HOUR,
      score: 10,
      passed: false,
      ...(reminded && { retryReminderSentAt: 1 }),
    });
    // Three attempts of three used: the last failure opens nothing.
    await app.store.collection(ATTEMPTS_COLLECTION).insertMany([failed('a', 100, true), failed('b', 75, true), failed('c', 50, false)]);
    const env = readEnv({ LOG_LEVEL: 'silent', SMTP_URL: mail.url });
    const ports = { store: app.store, env, log: silentLogger, mailer: smtpMailer(mail.url, env.MAIL_FROM) };
    expect(await remindQuizRetries(ports, now)).toBe(0);

    await app.store.collection(ATTEMPTS_COLLECTION).deleteMany({ _id: { $in: ['a', 'b'] } });
    await app.store.collection(ATTEMPTS_COLLECTION).updateOne({ _id: 'c' }, { $unset: { retryReminderSentAt: '' } });
    await app.store.collection('users').updateOne({ _id: 'demo-prospectLead' }, { $set: { onBoardingStep: 6 } });
    expect(await remindQuizRetries(ports, now)).toBe(0);
  });
});

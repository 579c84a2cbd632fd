import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { startMailCatcher } from '../support/mail-catcher.ts';
import { readEnv } from '../../src/env.ts';
import { silentLogger } from '../../src/http/context.ts';
import { smtpMailer } from '../../src/messaging/mailer.ts';
import { remindLateReports } from '../../src/features/reports/report-reminders.ts';

/**
 * The loop after a session (issue "Reports"): staff review what tutors entered (a queue, flagged first), confirm or
 * send back with a comment; parents and students read the family part; a late report reminds its tutor, once.
 */
let app: TestApp;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let coordinator: string;
let admin: string;
let tutor: string;
let parent: string;
let student: string;
type Report = { id: string; status: string; flags?: string[]; [key: string]: unknown };
type Problem = { code: string; details?: unknown };

const line = (userId: string, attendance: string) => ({ userId, attendance });
const filled = { attendance: [line('demo-tutor', 'present'), line('demo-student', 'present')], rating: 4, appreciation: 'Les fractions sont acquises.' };

async function newReport(body: Record<string, unknown>): Promise<string> {
  const created = await app.call('/v1/class-reports', {
    method: 'POST',
    cookie: admin,
    body: { sessionId: 'demo-session-1-1', tutorId: 'demo-tutor', studentId: 'demo-student', program: { programId: 'az-rem-4ca0f8d' }, ...body },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  return (await json<Report>(created)).id;
}

const queue = async (cookie: string, query = '') => app.call(`/v1/report-review/class-reports${query}`, { cookie });

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await createTestApp({ env: { SMTP_URL: mail.url } });
  const cookies = await Promise.all(['coordinator', 'super_administrator', 'tutor', 'parent', 'student'].map((role) => app.signIn(role)));
  [coordinator, admin, tutor, parent, student] = cookies as [string, string, string, string, string];
}, 120_000);
afterAll(async () => mail.close());

describe('the review queue', () => {
  it("lists the entered reports not confirmed nor sent back, flagged first, then the oldest, within the reader's reach", async () => {
    const response = await queue(coordinator, '?_start=0&_end=100');
    expect(response.status).toBe(200);
    const answer = await json<{ data: Report[]; total: number }>(response);
    expect(Number(response.headers.get('x-total-count'))).toBe(answer.total);
    expect(answer.data.length).toBeGreaterThan(0);
    expect(answer.data.every((report) => report.status === 'entered' && report.isValidated !== true && !report.sentBackAt)).toBe(true);
    const flagged = answer.data.map((report) => (report.flags ?? []).length > 0);
    expect(flagged.indexOf(false) === -1 || flagged.lastIndexOf(true) < flagged.indexOf(false)).toBe(true);
    const programs = new Set(answer.data.map((report) => (report.program as { programId: string }).programId));
    for (const program of programs) expect(['az-rem-4ca0f8d', 'az-zup-6g98343']).toContain(program);
  });

  it("is bounded, checks its input, and is staff's only", async () => {
    const wide = await queue(admin, '?_start=0&_end=5000');
    expect(wide.status).toBe(200);
    expect((await json<{ data: Report[] }>(wide)).data.length).toBeLessThanOrEqual(100);
    expect((await queue(admin, '?_start=abc')).status).toBe(400);
    expect((await queue(admin, '?unknown=1')).status).toBe(400);
    expect((await app.call('/v1/report-review/pairs', { cookie: admin })).status).toBe(400);
    expect((await app.call('/v1/report-review/class-reports')).status).toBe(401);
    for (const family of [tutor, parent, student]) expect((await queue(family)).status).toBe(403);
  });
});

describe('confirming and sending back', () => {
  it("confirms an entered report: who and when are the server's; never twice", async () => {
    const id = await newReport(filled);
    const confirmed = await app.call(`/v1/class-reports/${id}/confirm`, { method: 'POST', cookie: coordinator, body: {} });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const report = await json<Report>(confirmed);
    expect(report).toMatchObject({ status: 'confirmed', isValidated: true, validatedBy: 'demo-coordinator' });
    expect(Date.parse(String(report.validatedAt))).toBeGreaterThan(Date.now() - 60_000);
    const again = await app.call(`/v1/class-reports/${id}/confirm`, { method: 'POST', cookie: coordinator, body: {} });
    expect(again.status).toBe(409);
    expect((await json<Problem>(again)).code).toBe('reportAlreadyConfirmed');
    // Its writer no longer changes it.
    expect((await app.call(`/v1/class-reports/${id}`, { method: 'PATCH', cookie: tutor, body: { rating: 1 } })).status).toBe(403);
  });

  it('refuses to confirm a report with attendance untold (absence not confirmed) or not entered, by the action or by a plain update', async () => {
    const untold = await newReport({ ...filled, attendance: [line('demo-tutor', 'present'), line('demo-student', 'not-reported')] });
    const refused = await app.call(`/v1/class-reports/${untold}/confirm`, { method: 'POST', cookie: coordinator, body: {} });
    expect(refused.status).toBe(409);
    expect((await json<Problem>(refused)).code).toBe('absenceNotConfirmed');
    const byUpdate = await app.call(`/v1/class-reports/${untold}`, { method: 'PATCH', cookie: coordinator, body: { isValidated: true } });
    expect(byUpdate.status).toBe(409);
    expect((await json<Problem>(byUpdate)).code).toBe('absenceNotConfirmed');
    const unrated = await newReport({ ...filled, rating: undefined });
    const notEntered = await app.call(`/v1/class-reports/${unrated}/confirm`, { method: 'POST', cookie: coordinator, body: {} });
    expect((await json<Problem>(notEntered)).code).toBe('reportNotEntered');
  });

  it('is refused to a tutor, even on their own report, and hides reports out of reach (404)', async () => {
    const id = await newReport(filled);
    expect((await app.call(`/v1/class-reports/${id}/confirm`, { method: 'POST', cookie: tutor, body: {} })).status).toBe(403);
    expect((await app.call(`/v1/class-reports/${id}/send-back`, { method: 'POST', cookie: tutor, body: { comment: 'Non.' } })).status).toBe(403);
    expect((await app.call('/v1/class-reports/no-such-report/confirm', { method: 'POST', cookie: coordinator, body: {} })).status).toBe(404);
    expect((await app.call(`/v1/class-reports/${id}/confirm`, { method: 'POST', cookie: coordinator, body: { isValidated: true } })).status).toBe(400);
    // Nobody validates a report they wrote: the administrator wrote this one.
    const own = await app.call(`/v1/class-reports/${id}/confirm`, { method: 'POST', cookie: admin, body: {} });
    expect(own.status).toBe(403);
    expect(JSON.stringify(await json(own))).toContain('errors.ownReportValidation');
    // The queue says so to its writer, from the same rule, so the staff screen offers no button the server refuses.
    const entered = await newReport({ ...filled, status: 'entered' });
    const writtenBy = async (cookie: string) => {
      // Page by page: the queue puts flagged and older reports before this one.
      for (let start = 0; ; start += 100) {
        const { data, total } = await json<{ data: Report[]; total: number }>(await queue(cookie, `?_start=${start}&_end=${start + 100}`));
        const found = data.find((report) => report.id === entered);
        if (found || start + 100 >= total) return found?.writtenByReader;
      }
    };
    expect(await writtenBy(admin)).toBe(true);
    expect(await writtenBy(coordinator)).toBe(false);
    expect((await app.call(`/v1/class-reports/${id}`, { method: 'PATCH', cookie: admin, body: { isValidated: true } })).status).toBe(403);
    expect(
      (
        await app.call('/v1/class-reports', {
          method: 'POST',
          cookie: admin,
          body: { sessionId: 'demo-session-1-1', program: { programId: 'az-rem-4ca0f8d' }, ...filled, isValidated: true },
        })
      ).status,
    ).toBe(403);
    const outside = await app.call('/v1/class-reports', {
      method: 'POST',
      cookie: admin,
      body: { sessionId: 'demo-session-1-1', program: { programId: 'az-per-2ca0z9s' }, ...filled },
    });
    const outsideId = (await json<Report>(outside)).id;
    expect((await app.call(`/v1/class-reports/${outsideId}/confirm`, { method: 'POST', cookie: coordinator, body: {} })).status).toBe(404);
  });

  it('sends back with a comment its writer reads, out of the queue until the writer changes it', async () => {
    const id = await newReport(filled);
    expect((await app.call(`/v1/class-reports/${id}/send-back`, { method: 'POST', cookie: coordinator, body: { comment: '  ' } })).status).toBe(400);
    expect((await app.call(`/v1/class-reports/${id}/send-back`, { method: 'POST', cookie: coordinator, body: { comment: 'x'.repeat(2001) } })).status).toBe(
      400,
    );
    expect((await app.call(`/v1/class-reports/${id}/send-back`, { method: 'POST', cookie: coordinator, body: {} })).status).toBe(400);
    const sent = await app.call(`/v1/class-reports/${id}/send-back`, {
      method: 'POST',
      cookie: coordinator,
      body: { comment: 'Précisez le chapitre travaillé.' },
    });
    expect(sent.status, await sent.clone().text()).toBe(200);
    expect(await json(sent)).toMatchObject({ status: 'partially-entered', reviewComment: 'Précisez le chapitre travaillé.', sentBackBy: 'demo-coordinator' });
    const inQueue = async () => (await json<{ data: Report[] }>(await queue(admin, '?_end=100'))).data.some((report) => report.id === id);
    expect(await inQueue()).toBe(false);
    const seen = await json<Report>(await app.call(`/v1/class-reports/${id}`, { cookie: tutor }));
    expect(seen.reviewComment).toBe('Précisez le chapitre travaillé.');
    // The tutor cannot write the comment or the state themself (the comment is the server's: refused to anyone).
    expect((await app.call(`/v1/class-reports/${id}`, { method: 'PATCH', cookie: tutor, body: { reviewComment: 'Vu' } })).status).toBeGreaterThanOrEqual(400);
    expect((await app.call(`/v1/class-reports/${id}`, { method: 'PATCH', cookie: tutor, body: { status: 'confirmed' } })).status).toBe(403);
    const answered = await app.call(`/v1/class-reports/${id}`, {
      method: 'PATCH',
      cookie: tutor,
      body: { appreciation: 'Chapitre 3 : les fractions décimales.' },
    });
    expect(answered.status, await answered.clone().text()).toBe(200);
    const after = await json<Report>(answered);
    expect(after.status).toBe('entered');
    expect(after.sentBackAt).toBeUndefined();
    expect(await inQueue()).toBe(true);
  });
});

describe('SC reports', () => {
  it('follow the same path with their own readers: a VSC reviews them too', async () => {
    const vsc = await app.signIn('vsc');
    const answer = await queue(vsc).then(() => app.call('/v1/report-review/sc-reports?_end=100', { cookie: vsc }));
    expect(answer.status).toBe(200);
    const created = await app.call('/v1/sc-reports', {
      method: 'POST',
      cookie: admin,
      body: { sessionId: 'demo-session-1-1', program: { programId: 'az-rem-4ca0f8d' }, ...filled },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const id = (await json<Report>(created)).id;
    const confirmed = await app.call(`/v1/sc-reports/${id}/confirm`, { method: 'POST', cookie: coordinator, body: {} });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    expect(await json(confirmed)).toMatchObject({ status: 'confirmed', validatedBy: 'demo-coordinator' });
    expect((await app.call(`/v1/sc-reports/${id}/confirm`, { method: 'POST', cookie: tutor, body: {} })).status).toBe(403);
  });
});

describe('what families read', () => {
  it("shows a parent the family part of their children's confirmed reports only, and never another child's", async () => {
    const own = await newReport({ ...filled, note: 5 });
    await app.call(`/v1/class-reports/${own}/send-back`, { method: 'POST', cookie: coordinator, body: { comment: 'Commentaire interne.' } });
    // Sent back to its writer, it is not the family's yet (walk P-1): neither listed nor opened.
    expect((await app.call(`/v1/class-reports/${own}`, { cookie: parent })).status).toBe(404);
    expect((await json<Report[]>(await app.call('/v1/class-reports?_end=100', { cookie: parent }))).map((row) => row.id)).not.toContain(own);
    const confirmed = await app.call(`/v1/class-reports/${own}/confirm`, { method: 'POST', cookie: coordinator, body: {} });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const read = await app.call(`/v1/class-reports/${own}`, { cookie: parent });
    expect(read.status).toBe(200);
    const report = await json<Report>(read);
    expect(report).toMatchObject({ rating: 4, appreciation: filled.appreciation, studentId: 'demo-student' });
    for (const hidden of ['note', 'reviewComment', 'sentBackBy', 'sentBackAt', 'validatedBy', 'createdBy', 'dueAt']) expect(report).not.toHaveProperty(hidden);
    const list = await json<Report[]>(await app.call('/v1/class-reports?_end=100', { cookie: parent }));
    expect(list.length).toBeGreaterThan(0);
    expect(
      list.every(
        (row) =>
          ['demo-student', 'demo-student-1'].includes(String(row.studentId)) && row.isValidated === true && !('reviewComment' in row) && !('note' in row),
      ),
    ).toBe(true);
    const [other] = await app.store.collection('classReports').find({ studentId: { $nin: ['demo-student', 'demo-student-1'] } }, { limit: 1 });
    expect((await app.call(`/v1/class-reports/${other!._id}`, { cookie: parent })).status).toBe(404);
  });

  it('shows a student their own reports (my scoring), the family part only', async () => {
    const list = await json<Report[]>(await app.call('/v1/class-reports?_end=100', { cookie: student }));
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((row) => row.studentId === 'demo-student' && row.isValidated === true && !('note' in row) && !('reviewComment' in row))).toBe(true);
    const [other] = await app.store.collection('classReports').find({ studentId: 'demo-student-1' }, { limit: 1 });
    expect((await app.call(`/v1/class-reports/${other!._id}`, { cookie: student })).status).toBe(404);
  });
});

describe('the reminder of a late report', () => {
  it('mails the tutor once, 48 hours after the occurrence ended, and not for an entered or sent-back report', async () => {
    const now = new Date();
    const past = new Date(now.getTime() - 3_600_000).toISOString();
    const reports = app.store.collection('classReports');
    await reports.updateMany({}, { $set: { reminderSentAt: past } });
    await reports.insertMany([
      {
        _id: 'late-1',
        sessionId: 'demo-session-1-1',
        tutorId: 'demo-tutor',
        status: 'to-be-entered',
        reportDate: '2026-11-16',
        dueAt: past,
        isValidated: false,
      },
      {
        _id: 'late-entered',
        sessionId: 'demo-session-1-1',
        tutorId: 'demo-tutor',
        status: 'entered',
        reportDate: '2026-11-16',
        dueAt: past,
        isValidated: false,
      },
      {
        _id: 'late-sent-back',
        sessionId: 'demo-session-1-1',
        tutorId: 'demo-tutor',
        status: 'partially-entered',
        reportDate: '2026-11-16',
        dueAt: past,
        sentBackAt: past,
        isValidated: false,
      },
      {
        _id: 'not-due',
        sessionId: 'demo-session-1-1',
        tutorId: 'demo-tutor',
        status: 'to-be-entered',
        reportDate: '2026-11-16',
        dueAt: new Date(now.getTime() + 3_600_000).toISOString(),
        isValidated: false,
      },
    ]);
    const env = readEnv({ LOG_LEVEL: 'silent', SMTP_URL: mail.url });
    const ports = { store: app.store, env, log: silentLogger, mailer: smtpMailer(mail.url, env.MAIL_FROM) };
    const before = mail.mails.length;
    const [first, second] = await Promise.all([remindLateReports(ports, now), remindLateReports(ports, now)]);
    expect(first + second).toBe(1);
    expect(await remindLateReports(ports, now)).toBe(0);
    const sent = mail.mails.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain('Compte rendu à saisir');
    expect(sent[0]!.text).toContain('/tutor/reports?report=late-1');
    expect((await reports.findOne({ _id: 'late-1' }))!.reminderSentAt).toBe(now.toISOString());
  });
});

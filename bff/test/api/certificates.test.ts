import { beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import { createTestApp, json, TEST_NOW, type TestApp } from '../support/test-app.ts';

/**
 * Volunteer certificates (issue 15) end to end: the hours held on a known dataset, the PDF and its words, the
 * public verification, the revocation by staff, and who may do what.
 */
let app: TestApp;
let tutor: string;
let parent: string;
let student: string;
let admin: string;
let coordinator: string;
let recruiter: string;
let vsc: string;

const TUTOR = 'demo-tutor';
/** A month the demo has no session in: the dataset below is all there is. */
const JUNE = { from: '2026-06-01', to: '2026-06-30' };
const HOME_CLASSES = 'az-rem-4ca0f8d';

interface Certificate {
  id: string;
  minutes: number;
  studentsCount: number;
  occurrencesCount: number;
  code?: string;
  status: string;
  tutorName: string;
}

/** An occurrence of June 2026 in Paris (UTC+2), from 17:00 for `minutes`. */
async function occurrence(id: string, day: string, minutes: number, changes: Record<string, unknown> = {}): Promise<void> {
  const start = new Date(`${day}T15:00:00.000Z`);
  await app.store.collection('sessionOccurrences').insertOne({
    _id: id,
    sessionId: `cert-session-${id}`,
    originalStart: start.toISOString(),
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + minutes * 60_000).toISOString(),
    status: 'scheduled',
    sessionType: 'private-session',
    program: { programId: HOME_CLASSES },
    tutors: [{ userId: TUTOR, fullName: 'Thomas Lemaire' }],
    students: [{ userId: 'cert-student-1' }, { userId: 'cert-student-2' }],
    ...changes,
  });
}

async function report(id: string, link: Record<string, unknown>, lines: [string, string][], status = 'entered'): Promise<void> {
  await app.store
    .collection('classReports')
    .insertOne({ _id: id, ...link, tutorId: TUTOR, status, attendance: lines.map(([userId, attendance]) => ({ userId, attendance })) });
}

async function issue(cookie: string, body: Record<string, unknown>) {
  return app.call('/v1/certificates', { method: 'POST', cookie, body });
}

beforeAll(async () => {
  app = await createTestApp({ now: () => TEST_NOW });
  tutor = await app.signIn('tutor');
  parent = await app.signIn('parent');
  student = await app.signIn('student');
  admin = await app.signIn('super_administrator');
  coordinator = await app.signIn('coordinator');
  recruiter = await app.signIn('recruiter');
  vsc = await app.signIn('vsc');
  // Held: tutor and a student present (90 and 45 minutes; the second linked by session and day, without an occurrence).
  await occurrence('cert-held-1', '2026-06-02', 90);
  await report('cert-report-1', { occurrenceId: 'cert-held-1' }, [
    [TUTOR, 'present'],
    ['cert-student-1', 'present'],
    ['cert-student-2', 'absent'],
  ]);
  await occurrence('cert-held-2', '2026-06-09', 45);
  await report(
    'cert-report-2',
    { sessionId: 'cert-session-cert-held-2', reportDate: '2026-06-09' },
    [
      [TUTOR, 'present'],
      ['cert-student-2', 'present'],
    ],
    'confirmed',
  );
  // Not held: the tutor absent; no student present; cancelled; outside the period; a report not entered yet.
  await occurrence('cert-tutor-absent', '2026-06-16', 60);
  await report('cert-report-3', { occurrenceId: 'cert-tutor-absent' }, [
    [TUTOR, 'absent'],
    ['cert-student-1', 'present'],
  ]);
  await occurrence('cert-no-student', '2026-06-17', 60);
  await report('cert-report-4', { occurrenceId: 'cert-no-student' }, [
    [TUTOR, 'present'],
    ['cert-student-1', 'absent'],
    ['cert-student-2', 'not-reported'],
  ]);
  await occurrence('cert-canceled', '2026-06-18', 60, { status: 'canceled' });
  await report('cert-report-5', { occurrenceId: 'cert-canceled' }, [
    [TUTOR, 'present'],
    ['cert-student-1', 'present'],
  ]);
  await occurrence('cert-july', '2026-07-01', 60);
  await report('cert-report-6', { occurrenceId: 'cert-july' }, [
    [TUTOR, 'present'],
    ['cert-student-1', 'present'],
  ]);
  await occurrence('cert-partial', '2026-06-23', 60);
  await report(
    'cert-report-7',
    { occurrenceId: 'cert-partial' },
    [
      [TUTOR, 'present'],
      ['cert-student-1', 'present'],
    ],
    'partially-entered',
  );
  // Someone else's certificate, in another program than the demo coordinator's.
  await app.store.collection('certificates').insertOne({
    _id: 'cert-other-tutor',
    tutorId: 'someone-else',
    tutorName: 'Autre Tuteur',
    from: JUNE.from,
    to: JUNE.to,
    language: 'fr',
    minutes: 60,
    occurrencesCount: 1,
    studentsCount: 1,
    code: 'other-tutor-code-0123456789abcdef',
    issuedAt: TEST_NOW.toISOString(),
    status: 'valid',
    program: { programId: 'az-fac-5f87232' },
  });
}, 120_000);

describe('issuing a certificate', () => {
  it('counts the occurrences held (tutor and a student present) in the period, the students supported, and answers a code of 128 bits or more', async () => {
    const response = await issue(tutor, { ...JUNE, language: 'fr' });
    expect(response.status, await response.clone().text()).toBe(201);
    const certificate = await json<Certificate>(response);
    expect(certificate).toMatchObject({ minutes: 135, occurrencesCount: 2, studentsCount: 2, status: 'valid', tutorName: 'Thomas Lemaire' });
    expect(certificate.code).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    // Asking again with the same figures answers the same certificate; another language is another certificate.
    const again = await issue(tutor, { ...JUNE, language: 'fr' });
    expect(again.status).toBe(200);
    expect((await json<Certificate>(again)).id).toBe(certificate.id);
    expect((await issue(tutor, { ...JUNE, language: 'en' })).status).toBe(201);
  });

  it('refuses bad input with a 400: from after to, a period over a year, an unknown language, a future end, hours or a code in the body', async () => {
    const bodies = [
      { from: '2026-06-30', to: '2026-06-01', language: 'fr' },
      { from: '2024-06-01', to: '2026-06-30', language: 'fr' },
      { ...JUNE, language: 'de' },
      { ...JUNE },
      { from: '2026-06-01', to: '2026-12-31', language: 'fr' },
      { from: '2026-02-30', to: '2026-06-30', language: 'fr' },
      { ...JUNE, language: 'fr', minutes: 100_000 },
      { ...JUNE, language: 'fr', code: 'mine' },
      { ...JUNE, language: 'fr', tutorId: 'someone-else' },
      { ...JUNE, language: { $ne: null } },
    ];
    for (const body of bodies) {
      const response = await issue(tutor, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await json(response)).toMatchObject({ code: 'validation', message: 'errors.validation' });
    }
    expect(
      (await app.call('/v1/certificates', { method: 'POST', cookie: tutor, rawBody: '{"from": ', headers: { 'content-type': 'application/json' } })).status,
    ).toBe(400);
    expect(
      (
        await app.call('/v1/certificates', {
          method: 'POST',
          cookie: tutor,
          rawBody: 'from=1',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).status,
    ).toBe(415);
    expect((await app.call('/v1/certificates?unknown=1', { method: 'POST', cookie: tutor, body: { ...JUNE, language: 'fr' } })).status).toBe(400);
  });

  it('is for tutors themselves: staff, parents and students get 403, a visitor 401', async () => {
    for (const cookie of [parent, student, admin, coordinator]) expect((await issue(cookie, { ...JUNE, language: 'fr' })).status).toBe(403);
    expect((await issue('', { ...JUNE, language: 'fr' })).status).toBe(401);
  });
});

describe('the PDF', () => {
  it('is an attachment whose text holds the name, the period and the hours, accents right, in the language asked', async () => {
    const certificate = await json<Certificate>(await issue(tutor, { ...JUNE, language: 'fr' }));
    const response = await app.call(`/v1/certificates/${certificate.id}/pdf`, { cookie: tutor });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="attestation-benevolat-01-06-2026-30-06-2026\.pdf"$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true });
    expect(text).toContain('Attestation de bénévolat');
    expect(text).toContain('Thomas Lemaire');
    expect(text).toContain('Binôme');
    expect(text).toContain('2 h 15');
    // French typography: the first of the month is an ordinal.
    expect(text).toMatch(/du 1er\s+juin 2026/);
    expect(text).toContain(`/verify/${certificate.code}`);

    const english = await json<Certificate>(await issue(tutor, { ...JUNE, language: 'en' }));
    const englishText = (
      await extractText(new Uint8Array(await (await app.call(`/v1/certificates/${english.id}/pdf`, { cookie: tutor })).arrayBuffer()), { mergePages: true })
    ).text;
    expect(englishText).toContain('Certificate of volunteering');
    expect(englishText).toContain('2 h 15');
    expect(englishText).toMatch(/from 1\s+June 2026/);
  });

  it("is for its tutor and the staff of its program: another's certificate is a 404, a parent or student a 403", async () => {
    const certificate = await json<Certificate>(await issue(tutor, { ...JUNE, language: 'fr' }));
    expect((await app.call(`/v1/certificates/${certificate.id}/pdf`, { cookie: admin })).status).toBe(200);
    expect((await app.call(`/v1/certificates/${certificate.id}/pdf`, { cookie: coordinator })).status).toBe(200);
    expect((await app.call('/v1/certificates/cert-other-tutor/pdf', { cookie: tutor })).status).toBe(404);
    expect((await app.call('/v1/certificates/cert-other-tutor', { cookie: tutor })).status).toBe(404);
    expect((await app.call('/v1/certificates/cert-other-tutor/pdf', { cookie: coordinator })).status).toBe(404);
    expect((await app.call('/v1/certificates/no-such-one/pdf', { cookie: admin })).status).toBe(404);
    for (const cookie of [parent, student, recruiter, vsc]) {
      expect((await app.call(`/v1/certificates/${certificate.id}/pdf`, { cookie })).status).toBe(403);
      expect((await app.call('/v1/certificates/no-such-one/pdf', { cookie })).status).toBe(403);
    }
    expect((await app.call(`/v1/certificates/${certificate.id}/pdf`)).status).toBe(401);
    expect((await app.call(`/v1/certificates/${certificate.id}/pdf?x=1`, { cookie: tutor })).status).toBe(400);
  });
});

describe('the list', () => {
  it('shows a tutor their own certificates only, with their codes, and staff those of their programs', async () => {
    const own = await json<Certificate[]>(await app.call('/v1/certificates?_end=100', { cookie: tutor }));
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((certificate) => certificate.id !== 'cert-other-tutor' && typeof certificate.code === 'string')).toBe(true);
    const all = await json<Certificate[]>(await app.call('/v1/certificates?_end=100', { cookie: admin }));
    expect(all.map((certificate) => certificate.id)).toContain('cert-other-tutor');
    const withinPrograms = await json<Certificate[]>(await app.call('/v1/certificates?_end=100', { cookie: coordinator }));
    expect(withinPrograms.map((certificate) => certificate.id)).not.toContain('cert-other-tutor');
    expect(withinPrograms.length).toBe(own.length);
    for (const cookie of [parent, student, recruiter, vsc]) expect((await app.call('/v1/certificates', { cookie })).status).toBe(403);
    // Written only by their own routes.
    expect((await app.call('/v1/certificates/cert-other-tutor', { method: 'PATCH', cookie: admin, body: { minutes: 1 } })).status).toBeGreaterThanOrEqual(400);
    expect((await app.store.collection('certificates').findOne({ _id: 'cert-other-tutor' }))?.minutes).toBe(60);
  });
});

describe('verification and revocation', () => {
  it('answers the name, period and hours of a code, and nothing else about anyone', async () => {
    const certificate = await json<Certificate>(await issue(tutor, { ...JUNE, language: 'fr' }));
    const response = await app.call(`/v1/verify/${certificate.code}`);
    expect(response.status).toBe(200);
    const answer = await json<Record<string, unknown>>(response);
    expect(answer).toEqual({ tutorName: 'Thomas Lemaire', from: JUNE.from, to: JUNE.to, minutes: 135, issuedAt: TEST_NOW.toISOString(), revoked: false });
    expect((await app.call('/v1/verify/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await app.call('/v1/verify/short')).status).toBe(400);
    expect((await app.call(`/v1/verify/${certificate.code}?x=1`)).status).toBe(400);
  });

  it('lets only staff who read it revoke a certificate, with a reason; the verification then says so', async () => {
    const certificate = await json<Certificate>(await issue(tutor, { from: '2026-06-01', to: '2026-06-05', language: 'fr' }));
    const revoke = (cookie: string, body: unknown = { reason: 'Heures déclarées par erreur' }, id = certificate.id) =>
      app.call(`/v1/certificates/${id}/revoke`, { method: 'POST', cookie, body });
    expect((await revoke(tutor)).status).toBe(403);
    for (const cookie of [parent, student, recruiter, vsc]) expect((await revoke(cookie)).status).toBe(403);
    expect((await revoke(coordinator, {}, 'cert-other-tutor')).status).toBe(400);
    expect((await revoke(coordinator, undefined, 'cert-other-tutor')).status).toBe(404);
    expect((await revoke(coordinator, { reason: '' })).status).toBe(400);
    expect((await revoke(coordinator, { reason: 'Motif', status: 'valid' })).status).toBe(400);
    const revoked = await revoke(coordinator);
    expect(revoked.status, await revoked.clone().text()).toBe(200);
    expect(await json(revoked)).toMatchObject({ status: 'revoked', revocationReason: 'Heures déclarées par erreur' });
    expect((await revoke(admin)).status).toBe(409);
    expect(await json(await app.call(`/v1/verify/${certificate.code}`))).toMatchObject({ revoked: true, minutes: 90 });
    const audit = await app.store.collection('audit').find({ resource: 'certificates', recordId: certificate.id }, { limit: 10 });
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['create', 'update']));
  });
});

describe('the demo', () => {
  it("has the demo tutor's certificate of the year up to last month, with hours, which its code verifies", async () => {
    const certificate = await json<Certificate & { from: string; to: string }>(await app.call('/v1/certificates/demo-certificate-1', { cookie: tutor }));
    expect(certificate).toMatchObject({ status: 'valid', tutorName: 'Thomas Lemaire', to: '2026-10-31' });
    expect(certificate.minutes).toBeGreaterThan(0);
    expect(await json(await app.call(`/v1/verify/${certificate.code}`))).toMatchObject({ minutes: certificate.minutes, revoked: false });
  });
});

describe('the hours so far', () => {
  it('gives the tutor their hours of the scholar year, and nobody else any', async () => {
    const response = await app.call('/v1/certificates/held-hours', { cookie: tutor });
    expect(response.status).toBe(200);
    const held = await json<{ from: string; to: string; minutes: number; studentsCount: number }>(response);
    expect(held.to).toBe('2026-11-20');
    expect(held.from < held.to).toBe(true);
    // The demo tutor's past weekly sessions with his two pupils have their reports entered or confirmed.
    expect(held.minutes).toBeGreaterThan(0);
    expect(held.studentsCount).toBe(2);
    for (const cookie of [parent, student, admin]) expect((await app.call('/v1/certificates/held-hours', { cookie })).status).toBe(403);
    expect((await app.call('/v1/certificates/held-hours')).status).toBe(401);
  });
});

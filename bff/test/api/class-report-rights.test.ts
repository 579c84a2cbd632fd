import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * Nobody validates their own report (issue "Reports"): a tutor writes who came and how it went; the entry state is
 * worked out by the server, and only staff confirm, the server recording who and when.
 */
let app: TestApp;
let tutor: string;
let coordinator: string;
let base: Record<string, unknown>;

interface Problem {
  code: string;
  details?: { fields?: string[] };
}

beforeAll(async () => {
  app = await createTestApp();
  tutor = await app.signIn('tutor');
  coordinator = await app.signIn('coordinator');
  const session = (await app.store.collection('sessions').findOne({ 'tutors.userId': 'demo-tutor', 'students.userId': 'demo-student' }))!;
  base = {
    sessionId: session._id,
    tutorId: 'demo-tutor',
    studentId: 'demo-student',
    program: { programId: (session.program as { programId: string }).programId },
    reportDate: '2026-11-18',
  };
}, 120_000);

const create = (cookie: string, body: Record<string, unknown>) => app.call('/v1/class-reports', { method: 'POST', cookie, body });

describe("a tutor's class report", () => {
  it.each([
    ['isValidated', { isValidated: true }],
    ['status', { status: 'confirmed' }],
    ['status', { status: 'entered' }],
  ])('refuses %s from the tutor with a 403 naming it, whatever the value', async (field, extra) => {
    const response = await create(tutor, { ...base, ...extra });
    expect(response.status).toBe(403);
    expect(JSON.stringify(await json<Problem>(response))).toContain(field);
  });

  it('refuses validatedBy from anyone: the server sets it', async () => {
    expect((await create(tutor, { ...base, validatedBy: 'demo-tutor' })).status).toBeGreaterThanOrEqual(400);
    expect((await create(coordinator, { ...base, validatedBy: 'demo-coordinator' })).status).toBeGreaterThanOrEqual(400);
  });

  it('works out the entry state from what the tutor filled in', async () => {
    const partial = await create(tutor, { ...base, rating: 4 });
    expect(partial.status, await partial.clone().text()).toBe(201);
    const report = await json<{ id: string; status: string }>(partial);
    expect(report.status).toBe('partially-entered');
    const completed = await app.call(`/v1/class-reports/${report.id}`, {
      method: 'PATCH',
      cookie: tutor,
      body: {
        attendance: [
          { userId: 'demo-tutor', attendance: 'present' },
          { userId: 'demo-student', attendance: 'present' },
        ],
        appreciation: 'Bonne séance sur les fractions.',
      },
    });
    expect(completed.status, await completed.clone().text()).toBe(200);
    expect(await json(completed)).toMatchObject({ status: 'entered' });
  });

  it('is confirmed by staff, who are recorded with the date; then its writer can no longer change it', async () => {
    const created = await json<{ id: string }>(
      await create(tutor, { ...base, rating: 5, appreciation: 'Très bien.', attendance: [{ userId: 'demo-student', attendance: 'present' }] }),
    );
    const confirmed = await app.call(`/v1/class-reports/${created.id}`, { method: 'PATCH', cookie: coordinator, body: { isValidated: true } });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    expect(await json(confirmed)).toMatchObject({ status: 'confirmed', isValidated: true, validatedBy: 'demo-coordinator', validatedAt: expect.any(String) });
    expect((await app.call(`/v1/class-reports/${created.id}`, { method: 'PATCH', cookie: tutor, body: { rating: 1 } })).status).toBe(403);
    // Sent back: the validation is cleared and the tutor may correct it again.
    const back = await json<Record<string, unknown>>(
      await app.call(`/v1/class-reports/${created.id}`, { method: 'PATCH', cookie: coordinator, body: { isValidated: false } }),
    );
    expect(back).toMatchObject({ status: 'entered', isValidated: false });
    expect(back.validatedBy).toBeUndefined();
    expect((await app.call(`/v1/class-reports/${created.id}`, { method: 'PATCH', cookie: tutor, body: { rating: 4 } })).status).toBe(200);
  });

  it("is the tutor's own only: another tutor's report cannot be written", async () => {
    expect((await create(tutor, { ...base, tutorId: 'demo-tutor-2' })).status).toBe(403);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { PROGRAMS } from '@binome/schema';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * What the staff session form no longer offers, the server refuses (walk report C-4): attendance on a session that
 * does not exist yet, a program outside the author's, a second recurrence field, an origin of the client's choosing.
 */
let app: TestApp;
let admin: string;
let program: string;
const [HOME_CLASSES, SOLIDARITY] = PROGRAMS.map((entry) => entry.programId) as [string, string];

// Saturday 26 June 2027, 09:00–10:00 in Paris: after the demo's sessions of that day.
const session = (overrides: Record<string, unknown> = {}) => ({
  sessionType: 'private-session',
  status: 'to-be-scheduled',
  program: { programId: program },
  tutors: [{ userId: 'demo-tutor' }],
  students: [{ userId: 'demo-student' }],
  vsc: [{ vscId: 'demo-vsc' }],
  tutoringMode: 'online',
  sessionDate: { startDate: '2027-06-26T07:00:00.000Z', endDate: '2027-06-26T08:00:00.000Z' },
  recurrence: { recurrenceName: 'one-time' },
  ...overrides,
});

interface Problem {
  code: string;
  message: string;
  details?: { path: string; message: string }[];
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn('super_administrator');
  const student = await app.store.collection('users').findOne({ _id: 'demo-student' });
  program = (student!.program as { programId: string }).programId;
}, 120_000);

describe('a new session from the staff form', () => {
  it('carries no attendance: nobody attended a session not made yet', async () => {
    const refused = await app.call('/v1/sessions', {
      method: 'POST',
      cookie: admin,
      body: session({ tutors: [{ userId: 'demo-tutor', absence: false }], students: [{ userId: 'demo-student', attendance: 'present' }] }),
    });
    expect(refused.status).toBe(400);
    const problem = await json<Problem>(refused);
    expect(problem.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'tutors.0.absence', message: 'errors.attendanceOnCreate' }),
        expect.objectContaining({ path: 'students.0.attendance', message: 'errors.attendanceOnCreate' }),
      ]),
    );
    expect(await app.store.collection('sessions').count({ 'sessionDate.startDate': '2027-06-26T07:00:00.000Z' })).toBe(0);
  });

  it('is refused a program outside its author’s', async () => {
    expect(program).toBe(HOME_CLASSES);
    const coordinator = await app.signIn('coordinator');
    const refused = await app.call('/v1/sessions', { method: 'POST', cookie: coordinator, body: session({ program: { programId: SOLIDARITY } }) });
    expect(refused.status).toBe(403);
    expect((await json<Problem>(refused)).message).toBe('errors.forbidden');
  });

  it('has one recurrence field: the number of days is the server’s, from the name', async () => {
    const twoFields = await app.call('/v1/sessions', {
      method: 'POST',
      cookie: admin,
      body: session({ recurrence: { recurrenceName: 'one-time', recurrenceNumber: 7 } }),
    });
    expect(twoFields.status).toBe(400);
    const created = await app.call('/v1/sessions', { method: 'POST', cookie: admin, body: session() });
    expect(created.status, await created.clone().text()).toBe(201);
    const record = await json<{ id: string; recurrence: unknown; origin: string }>(created);
    expect(record.recurrence).toEqual({ recurrenceName: 'one-time', recurrenceNumber: 1 });
    // Made by a form: 'manual', whatever a client would say.
    expect(record.origin).toBe('manual');
    expect((await app.call('/v1/sessions', { method: 'POST', cookie: admin, body: session({ origin: 'auto' }) })).status).toBe(400);
    const weekly = await app.call(`/v1/sessions/${record.id}`, { method: 'PATCH', cookie: admin, body: { recurrence: { recurrenceName: 'bi-monthly' } } });
    expect(weekly.status, await weekly.clone().text()).toBe(200);
    expect((await json<{ recurrence: unknown }>(weekly)).recurrence).toEqual({ recurrenceName: 'bi-monthly', recurrenceNumber: 15 });
    await app.call(`/v1/sessions/${record.id}`, { method: 'DELETE', cookie: admin });
  });
});

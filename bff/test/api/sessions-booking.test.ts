import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * Booking a session series: every occurrence checked against everyone else's bookings, holidays skipped and shown,
 * people who do not exist refused, concurrent bookings never doubled. Dates are in 2027, after the demo's own
 * sessions, on a tutor and a student taken from the demo data without sessions of their own then.
 */
let app: TestApp;
let admin: string;
type Person = { id: string; name: string; programId: string };
let tutor: Person;
let otherTutor: Person;
let student: Person;
let otherStudent: Person;

interface Problem {
  code: string;
  message: string;
  details?: { path: string; message: string; params: Record<string, string> }[];
}

interface Occurrence {
  id: string;
  sessionId: string;
  startDate: string;
  endDate: string;
  status: string;
  skipReason?: string;
  skipName?: string;
}

const series = (overrides: Record<string, unknown> = {}) => ({
  sessionType: 'private-session',
  status: 'to-be-scheduled',
  program: { programId: tutor.programId },
  tutors: [{ userId: tutor.id }],
  students: [{ userId: student.id }],
  vsc: [{ vscId: 'demo-vsc' }],
  tutoringMode: 'online',
  // Tuesday 2 March 2027, 17:00–18:00 in Paris (winter time, UTC+1).
  sessionDate: { startDate: '2027-03-02T16:00:00.000Z', endDate: '2027-03-02T17:00:00.000Z' },
  recurrence: { recurrenceName: 'weekly' },
  ...overrides,
});

async function create(body: Record<string, unknown>) {
  return app.call('/v1/sessions', { method: 'POST', cookie: admin, body });
}

async function occurrencesOf(sessionId: string): Promise<Occurrence[]> {
  const response = await app.call(`/v1/session-occurrences?sessionId=${sessionId}&_start=0&_end=100`, { cookie: admin });
  expect(response.status).toBe(200);
  return json<Occurrence[]>(response);
}

async function personWithoutSessions(role: 'tutors' | 'students', skip: readonly string[]): Promise<Person> {
  const people = await app.store.collection('users').find({ userRole: role === 'tutors' ? 'tutor' : 'student' }, { limit: 500 });
  for (const person of people) {
    if (skip.includes(person._id)) continue;
    const booked = await app.store.collection('sessionOccurrences').count({ participantIds: person._id });
    const named = await app.store.collection('sessions').count({ $or: [{ 'tutors.userId': person._id }, { 'students.userId': person._id }] });
    if (booked === 0 && named === 0) {
      const details = person.contactDetails as { firstName?: string; lastName?: string } | undefined;
      return {
        id: person._id,
        name: `${details?.firstName ?? ''} ${details?.lastName ?? ''}`.trim(),
        programId: String((person.program as { programId?: string } | undefined)?.programId),
      };
    }
  }
  throw new Error(`No ${role} without sessions in the demo data`);
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn('super_administrator');
  tutor = await personWithoutSessions('tutors', []);
  otherTutor = await personWithoutSessions('tutors', [tutor.id]);
  student = await personWithoutSessions('students', []);
  otherStudent = await personWithoutSessions('students', [student.id]);
}, 120_000);

describe('a weekly series', () => {
  it('gets an occurrence per week to the end of the scholar year, at 17:00 Paris time on both sides of the clock change', async () => {
    const response = await create(series());
    expect(response.status).toBe(201);
    const { id } = await json<{ id: string }>(response);
    const occurrences = await occurrencesOf(id);
    expect(occurrences.length).toBeGreaterThanOrEqual(15);
    // 30 March 2027 is after the change to summer time: 17:00 in Paris is 15:00 UTC.
    const april = occurrences.find((occurrence) => occurrence.startDate.startsWith('2027-04-06'));
    expect(april?.startDate).toBe('2027-04-06T15:00:00.000Z');
    await app.call(`/v1/sessions/${id}`, { method: 'DELETE', cookie: admin });
    expect(await app.store.collection('sessionOccurrences').count({ sessionId: id })).toBe(0);
  });

  it('is refused when its 20th occurrence clashes with another session, naming that occurrence', async () => {
    const first = await create(series({ recurrence: { recurrenceName: 'weekly' } }));
    expect(first.status).toBe(201);
    const { id: firstId } = await json<{ id: string }>(first);
    const occurrences = (await occurrencesOf(firstId)).filter((occurrence) => occurrence.status === 'scheduled');
    await app.call(`/v1/sessions/${firstId}`, { method: 'DELETE', cookie: admin });
    const twentieth = occurrences[19] ?? occurrences.at(-1)!;
    // A one-time session of the same tutor with someone else, on the 20th occurrence's slot.
    const blocker = await create(
      series({
        students: [{ userId: otherStudent.id }],
        recurrence: { recurrenceName: 'one-time' },
        sessionDate: { startDate: twentieth.startDate, endDate: twentieth.endDate },
      }),
    );
    expect(blocker.status).toBe(201);
    const { id: blockerId } = await json<{ id: string }>(blocker);
    const refused = await create(series());
    expect(refused.status).toBe(409);
    const problem = await json<Problem>(refused);
    expect(problem).toMatchObject({ code: 'slotConflict', message: 'errors.slotUnavailable' });
    expect(problem.details).toHaveLength(1);
    expect(problem.details![0]).toMatchObject({
      message: 'errors.chooseAnotherSlot',
      params: { startDate: twentieth.startDate, userId: tutor.id, role: 'tutor', otherSessionId: blockerId },
    });
    // Nothing of the refused series was kept.
    expect(await app.store.collection('sessions').count({ 'students.userId': student.id })).toBe(0);
    await app.call(`/v1/sessions/${blockerId}`, { method: 'DELETE', cookie: admin });
  });

  it('skips the public holidays and the school holidays, and shows them as skipped', async () => {
    // Thursday 6 May 2027 is Ascension Day; the series runs Thursdays at 18:00.
    const response = await create(series({ sessionDate: { startDate: '2027-04-29T16:00:00.000Z', endDate: '2027-04-29T17:00:00.000Z' } }));
    expect(response.status).toBe(201);
    const { id } = await json<{ id: string }>(response);
    const occurrences = await occurrencesOf(id);
    const ascension = occurrences.find((occurrence) => occurrence.startDate.startsWith('2027-05-06'));
    expect(ascension).toMatchObject({ status: 'skipped', skipReason: 'public-holiday' });
    expect(occurrences.filter((occurrence) => occurrence.status === 'scheduled').length).toBeGreaterThan(3);
    await app.call(`/v1/sessions/${id}`, { method: 'DELETE', cookie: admin });
  });
});

describe('references', () => {
  it('refuses a tutor, a student or a VSC who does not exist, naming each field', async () => {
    const response = await create(
      series({ tutors: [{ userId: 'nobody-here' }], students: [{ userId: student.id }, { userId: 'ghost' }], vsc: [{ vscId: 'no-vsc' }] }),
    );
    expect(response.status).toBe(400);
    const problem = await json<Problem>(response);
    expect(problem.code).toBe('unknownReference');
    expect(problem.details!.map((detail) => detail.path).sort()).toEqual(['students.1.userId', 'tutors.0.userId', 'vsc.0.vscId']);
  });

  it('refuses a pair naming someone who does not exist', async () => {
    const response = await app.call('/v1/pairs', {
      method: 'POST',
      cookie: admin,
      body: { tutorId: 'nobody-here', studentId: student.id, program: { programId: tutor.programId } },
    });
    expect(response.status).toBe(400);
    expect((await json<Problem>(response)).details!.map((detail) => detail.path)).toEqual(['tutorId']);
  });
});

describe('concurrency', () => {
  it('gives exactly one of twenty simultaneous bookings of the same tutor on the same slot', async () => {
    const slot = { startDate: '2027-05-18T15:00:00.000Z', endDate: '2027-05-18T16:00:00.000Z' };
    const people = [student, otherStudent];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        create(
          series({
            tutors: [{ userId: otherTutor.id }],
            students: [{ userId: people[index % 2]!.id }],
            recurrence: { recurrenceName: 'one-time' },
            sessionDate: slot,
          }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await app.store.collection('sessionOccurrences').count({ participantIds: otherTutor.id, startDate: slot.startDate })).toBe(1);
  }, 60_000);

  it("takes each person's schedule on every booking: a lock created at 1 the first time, moved on by one after", async () => {
    const versions = async () => {
      const locks = await app.store.collection('scheduleLocks').find({ _id: { $in: [otherTutor.id, otherStudent.id] } });
      return Object.fromEntries(locks.map((lock) => [lock._id, lock.version]));
    };
    const book = (day: string) =>
      create(
        series({
          tutors: [{ userId: otherTutor.id }],
          students: [{ userId: otherStudent.id }],
          recurrence: { recurrenceName: 'one-time' },
          sessionDate: { startDate: `${day}T15:00:00.000Z`, endDate: `${day}T16:00:00.000Z` },
        }),
      );
    const before = await versions();
    expect((await book('2027-06-15')).status).toBe(201);
    const after = await versions();
    for (const person of [otherTutor.id, otherStudent.id]) expect(after[person], person).toBe(((before[person] as number | undefined) ?? 0) + 1);
    expect((await book('2027-06-22')).status).toBe(201);
    expect(await versions()).toEqual({ [otherTutor.id]: (after[otherTutor.id] as number) + 1, [otherStudent.id]: (after[otherStudent.id] as number) + 1 });
  });
});

describe('status transitions', () => {
  it('refuses a change the transition table does not allow, with 409 transitionRefused', async () => {
    const response = await create(
      series({
        sessionType: 'session-0',
        status: 'session-0-to-be-scheduled',
        recurrence: { recurrenceName: 'one-time' },
        sessionDate: { startDate: '2027-06-01T15:00:00.000Z', endDate: '2027-06-01T16:00:00.000Z' },
      }),
    );
    expect(response.status).toBe(201);
    const { id } = await json<{ id: string }>(response);
    const cancelled = await app.call(`/v1/sessions/${id}`, {
      method: 'PATCH',
      cookie: admin,
      body: { status: 'canceled', cancelingReason: 'Famille indisponible' },
    });
    expect(cancelled.status).toBe(200);
    const occurrences = await occurrencesOf(id);
    expect(occurrences.map((occurrence) => occurrence.status)).toEqual(['canceled']);
    const revived = await app.call(`/v1/sessions/${id}`, { method: 'PATCH', cookie: admin, body: { status: 'session-0-to-be-scheduled' } });
    expect(revived.status).toBe(409);
    expect(await json<Problem>(revived)).toMatchObject({ code: 'transitionRefused' });
  });
});

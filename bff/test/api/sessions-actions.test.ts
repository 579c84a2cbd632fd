import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/** The sessions' actions: cancel, move, batch delete, register and unregister, each with its rights. */
let app: TestApp;
let admin: string;
type Person = { id: string; programId: string };
let tutor: Person;
let student: Person;
let otherStudent: Person;

interface Occurrence {
  id: string;
  startDate: string;
  endDate: string;
  status: string;
  cancelingReason?: string;
}

async function freePerson(userRole: 'tutor' | 'student', skip: readonly string[] = []): Promise<Person> {
  for (const person of await app.store.collection('users').find({ userRole }, { limit: 500 })) {
    if (skip.includes(person._id)) continue;
    if ((await app.store.collection('sessions').count({ $or: [{ 'tutors.userId': person._id }, { 'students.userId': person._id }] })) > 0) continue;
    return { id: person._id, programId: String((person.program as { programId?: string }).programId) };
  }
  throw new Error(`No free ${userRole}`);
}

const weekly = (overrides: Record<string, unknown> = {}) => ({
  sessionType: 'private-session',
  status: 'to-be-scheduled',
  program: { programId: tutor.programId },
  tutors: [{ userId: tutor.id }],
  students: [{ userId: student.id }],
  vsc: [{ vscId: 'demo-vsc' }],
  // Wednesdays at 14:00 in Paris from 3 March 2027.
  sessionDate: { startDate: '2027-03-03T13:00:00.000Z', endDate: '2027-03-03T14:00:00.000Z' },
  recurrence: { recurrenceName: 'weekly' },
  ...overrides,
});

async function create(body: Record<string, unknown>, cookie = admin): Promise<string> {
  const response = await app.call('/v1/sessions', { method: 'POST', cookie, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ id: string }>(response)).id;
}

async function occurrencesOf(sessionId: string): Promise<Occurrence[]> {
  return json<Occurrence[]>(await app.call(`/v1/session-occurrences?sessionId=${sessionId}&_start=0&_end=100`, { cookie: admin }));
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn('super_administrator');
  tutor = await freePerson('tutor');
  student = await freePerson('student');
  otherStudent = await freePerson('student', [student.id]);
}, 120_000);

describe('cancel', () => {
  it('cancels one occurrence with its reason, after which its slot can be booked again', async () => {
    const id = await create(weekly());
    const [, second] = await occurrencesOf(id);
    const refusedBefore = await app.call('/v1/sessions', {
      method: 'POST',
      cookie: admin,
      body: weekly({
        students: [{ userId: otherStudent.id }],
        recurrence: { recurrenceName: 'one-time' },
        sessionDate: { startDate: second!.startDate, endDate: second!.endDate },
      }),
    });
    expect(refusedBefore.status).toBe(409);
    const cancel = await app.call(`/v1/sessions/${id}/cancel`, {
      method: 'POST',
      cookie: admin,
      body: { cancelingReason: 'Sortie scolaire', occurrenceId: second!.id },
    });
    expect(cancel.status).toBe(200);
    expect(await json(cancel)).toEqual({ canceled: 1, seriesCanceled: false });
    const after = await occurrencesOf(id);
    expect(after.find((occurrence) => occurrence.id === second!.id)).toMatchObject({ status: 'canceled', cancelingReason: 'Sortie scolaire' });
    expect(after.filter((occurrence) => occurrence.status === 'canceled')).toHaveLength(1);
    await create(
      weekly({
        students: [{ userId: otherStudent.id }],
        recurrence: { recurrenceName: 'one-time' },
        sessionDate: { startDate: second!.startDate, endDate: second!.endDate },
      }),
    );
    // Cancelling it twice is refused: it is no longer upcoming.
    const again = await app.call(`/v1/sessions/${id}/cancel`, {
      method: 'POST',
      cookie: admin,
      body: { cancelingReason: 'Sortie scolaire', occurrenceId: second!.id },
    });
    expect(again.status).toBe(409);
  });

  it('cancels the whole remaining series, the session with it', async () => {
    const id = await create(weekly({ sessionDate: { startDate: '2027-03-04T13:00:00.000Z', endDate: '2027-03-04T14:00:00.000Z' } }));
    const cancel = await app.call(`/v1/sessions/${id}/cancel`, {
      method: 'POST',
      cookie: admin,
      body: { cancelingReason: 'Arrêt du tutorat', cancelingDescription: 'La famille déménage.' },
    });
    expect(cancel.status).toBe(200);
    const answer = await json<{ canceled: number; seriesCanceled: boolean }>(cancel);
    expect(answer.seriesCanceled).toBe(true);
    expect(answer.canceled).toBeGreaterThan(10);
    expect((await occurrencesOf(id)).filter((occurrence) => occurrence.status === 'scheduled')).toHaveLength(0);
    expect((await json<{ status: string }>(await app.call(`/v1/sessions/${id}`, { cookie: admin }))).status).toBe('canceled');
  });

  it('is refused to a tutor (read only), and a stranger sees nothing (404)', async () => {
    const tutorCookie = await app.signIn('tutor');
    const demoSession = await app.store.collection('sessions').findOne({ 'tutors.userId': 'demo-tutor', 'recurrence.recurrenceName': 'weekly' });
    expect(demoSession).not.toBeNull();
    const byTutor = await app.call(`/v1/sessions/${demoSession!._id}/cancel`, { method: 'POST', cookie: tutorCookie, body: { cancelingReason: 'Non' } });
    expect(byTutor.status).toBe(403);
    const foreign = await app.store.collection('sessions').findOne({ 'tutors.userId': { $ne: 'demo-tutor' } });
    expect((await app.call(`/v1/sessions/${foreign!._id}/cancel`, { method: 'POST', cookie: tutorCookie, body: { cancelingReason: 'Non' } })).status).toBe(404);
  });

  it('refuses bad input with 400', async () => {
    const id = await create(weekly({ sessionDate: { startDate: '2027-03-05T13:00:00.000Z', endDate: '2027-03-05T14:00:00.000Z' } }));
    for (const body of [
      {},
      { cancelingReason: '' },
      { cancelingReason: 'x'.repeat(201) },
      { cancelingReason: 'ok', extra: 1 },
      { cancelingReason: 'ok', from: 'demain' },
    ]) {
      expect((await app.call(`/v1/sessions/${id}/cancel`, { method: 'POST', cookie: admin, body })).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('move', () => {
  it("moves one occurrence, checked against the others' bookings", async () => {
    const id = await create(weekly({ sessionDate: { startDate: '2027-03-08T13:00:00.000Z', endDate: '2027-03-08T14:00:00.000Z' } }));
    const [first] = await occurrencesOf(id);
    const moved = await app.call(`/v1/session-occurrences/${first!.id}/move`, {
      method: 'POST',
      cookie: admin,
      body: { startDate: '2027-03-09T16:00:00.000Z', endDate: '2027-03-09T17:00:00.000Z' },
    });
    expect(moved.status).toBe(200);
    expect(await json(moved)).toMatchObject({ id: first!.id, startDate: '2027-03-09T16:00:00.000Z', moved: true });
    // Onto the tutor's Wednesday series: refused with the clash.
    const [wednesday] = (
      await occurrencesOf(
        (await app.store.collection('sessions').findOne({ 'tutors.userId': tutor.id, 'sessionDate.startDate': '2027-03-03T13:00:00.000Z' }))!._id,
      )
    ).filter((occurrence) => occurrence.status === 'scheduled');
    const clash = await app.call(`/v1/session-occurrences/${first!.id}/move`, {
      method: 'POST',
      cookie: admin,
      body: { startDate: wednesday!.startDate, endDate: wednesday!.endDate },
    });
    expect(clash.status).toBe(409);
    expect((await json<{ code: string; details: unknown[] }>(clash)).details.length).toBeGreaterThan(0);
    const backwards = await app.call(`/v1/session-occurrences/${first!.id}/move`, {
      method: 'POST',
      cookie: admin,
      body: { startDate: '2027-03-09T17:00:00.000Z', endDate: '2027-03-09T16:00:00.000Z' },
    });
    expect(backwards.status).toBe(400);
  });
});

describe('batch delete', () => {
  it('deletes what the author may delete and says why the rest was refused', async () => {
    const first = await create(
      weekly({ recurrence: { recurrenceName: 'one-time' }, sessionDate: { startDate: '2027-03-10T08:00:00.000Z', endDate: '2027-03-10T09:00:00.000Z' } }),
    );
    const second = await create(
      weekly({ recurrence: { recurrenceName: 'one-time' }, sessionDate: { startDate: '2027-03-10T09:00:00.000Z', endDate: '2027-03-10T10:00:00.000Z' } }),
    );
    const response = await app.call('/v1/sessions/batch-delete', { method: 'POST', cookie: admin, body: { ids: [first, second, 'no-such-session'] } });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ deleted: [first, second], refused: [{ id: 'no-such-session', code: 'notFound', message: 'errors.notFound' }] });
    expect(await app.store.collection('sessionOccurrences').count({ sessionId: { $in: [first, second] } })).toBe(0);
  });

  it('is bounded and refused to families', async () => {
    expect(
      (await app.call('/v1/sessions/batch-delete', { method: 'POST', cookie: admin, body: { ids: Array.from({ length: 101 }, (_, index) => `s${index}`) } }))
        .status,
    ).toBe(400);
    expect((await app.call('/v1/sessions/batch-delete', { method: 'POST', cookie: admin, body: { ids: [] } })).status).toBe(400);
    const parent = await app.signIn('parent');
    const demoSession = await app.store.collection('sessions').findOne({ 'tutors.userId': 'demo-tutor' });
    const answer = await json<{ deleted: string[]; refused: { id: string }[] }>(
      await app.call('/v1/sessions/batch-delete', { method: 'POST', cookie: parent, body: { ids: [demoSession!._id] } }),
    );
    expect(answer.deleted).toEqual([]);
    expect(answer.refused.map((entry) => entry.id)).toEqual([demoSession!._id]);
  });
});

describe('register and unregister', () => {
  it('lets a student register for a group session of their program, within its places, and withdraw', async () => {
    const studentCookie = await app.signIn('student');
    const demoStudent = (await app.store.collection('users').findOne({ _id: 'demo-student' }))!;
    const programId = (demoStudent.program as { programId: string }).programId;
    const group = await create({
      ...weekly({
        program: { programId },
        students: [],
        recurrence: { recurrenceName: 'one-time' },
        sessionDate: { startDate: '2027-03-13T09:00:00.000Z', endDate: '2027-03-13T10:00:00.000Z' },
      }),
      sessionType: 'group-session',
      capacity: 1,
    });
    const registered = await app.call(`/v1/sessions/${group}/register`, { method: 'POST', cookie: studentCookie, body: {} });
    expect(registered.status, await registered.clone().text()).toBe(200);
    expect(await json(registered)).toEqual({ registered: true, places: 0 });
    expect((await occurrencesOf(group))[0]).toBeDefined();
    // Full: the demo parent's child cannot take a second place.
    const parent = await app.signIn('parent');
    const child = await app.store
      .collection('users')
      .findOne({ 'studentPreferences.parentUserId': 'demo-parent', _id: { $ne: 'demo-student' }, 'program.programId': programId });
    if (child) {
      const full = await app.call(`/v1/sessions/${group}/register`, { method: 'POST', cookie: parent, body: { studentId: child._id } });
      expect(full.status).toBe(409);
      expect((await json<{ code: string }>(full)).code).toBe('capacityReached');
    }
    // Someone else's child: not found for this parent.
    expect((await app.call(`/v1/sessions/${group}/register`, { method: 'POST', cookie: parent, body: { studentId: otherStudent.id } })).status).toBe(404);
    const withdrawn = await app.call(`/v1/sessions/${group}/unregister`, { method: 'POST', cookie: studentCookie, body: {} });
    expect(await json(withdrawn)).toEqual({ registered: false, places: 1 });
  });

  it('refuses a private session', async () => {
    const studentCookie = await app.signIn('student');
    const demoStudent = (await app.store.collection('users').findOne({ _id: 'demo-student' }))!;
    const privateOne = await create(
      weekly({
        program: { programId: (demoStudent.program as { programId: string }).programId },
        students: [],
        recurrence: { recurrenceName: 'one-time' },
        sessionDate: { startDate: '2027-03-14T09:00:00.000Z', endDate: '2027-03-14T10:00:00.000Z' },
      }),
    );
    const response = await app.call(`/v1/sessions/${privateOne}/register`, { method: 'POST', cookie: studentCookie, body: {} });
    expect(response.status).toBe(409);
    expect((await json<{ code: string }>(response)).code).toBe('notGroupSession');
  });
});

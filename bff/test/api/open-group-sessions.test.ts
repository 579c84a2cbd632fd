import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * Group sessions are found, not only joined: a student (for themself) and a parent (for each child) list the open
 * group sessions they could join, and the registration still checks program, level and places on its own.
 */
interface Offer {
  id: string;
  levels: { id: string; label: string }[];
  capacity: number | null;
  registered: number;
  places: number | null;
  nextOccurrence: { id: string; startDate: string; endDate: string };
  students: { userId: string; fullName?: string; registered: boolean }[];
  [key: string]: unknown;
}

let app: TestApp;
let admin: string;
let student: string;
let parent: string;
let programId: string;

const METHODOLOGY_5EME = 'demo-group-session-methodology-5eme';
const BREVET_3EME = 'demo-group-session-brevet-3eme';
const HOMEWORK_CLUB = 'demo-group-session-homework-club';
const READING_6EME = 'demo-group-session-reading-6eme';

async function offers(cookie: string, query = ''): Promise<{ status: number; rows: Offer[]; total: number }> {
  const response = await app.call(`/v1/sessions/open-groups${query}`, { cookie });
  const status = response.status;
  if (status !== 200) return { status, rows: [], total: 0 };
  return { status, rows: await json<Offer[]>(response), total: Number(response.headers.get('x-total-count')) };
}

async function create(body: Record<string, unknown>): Promise<string> {
  const response = await app.call('/v1/sessions', { method: 'POST', cookie: admin, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ id: string }>(response)).id;
}

const group = (overrides: Record<string, unknown>) => ({
  sessionType: 'group-session',
  status: 'to-be-scheduled',
  program: { programId },
  students: [],
  vsc: [{ vscId: 'demo-vsc' }],
  sessionDate: { startDate: '2027-03-20T09:00:00.000Z', endDate: '2027-03-20T10:00:00.000Z' },
  recurrence: { recurrenceName: 'one-time' },
  ...overrides,
});

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn('super_administrator');
  student = await app.signIn('student');
  parent = await app.signIn('parent');
  const demoStudent = (await app.store.collection('users').findOne({ _id: 'demo-student' }))!;
  programId = (demoStudent.program as { programId: string }).programId;
});

describe('open group sessions', () => {
  it("offers a student their program's group sessions for their level, with places and the next date, naming no other child", async () => {
    const { status, rows, total } = await offers(student);
    expect(status).toBe(200);
    const ids = rows.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([METHODOLOGY_5EME, HOMEWORK_CLUB]));
    expect(ids).not.toContain(BREVET_3EME);
    expect(ids).not.toContain(READING_6EME);
    expect(total).toBe(rows.length);
    const methodology = rows.find((row) => row.id === METHODOLOGY_5EME)!;
    expect(methodology).toMatchObject({
      capacity: 6,
      registered: 0,
      places: 6,
      levels: [{ id: 'level-5eme' }],
      students: [{ userId: 'demo-student', registered: false }],
    });
    expect(Date.parse(methodology.nextOccurrence.startDate)).toBeGreaterThan(Date.now());
    expect(rows.find((row) => row.id === HOMEWORK_CLUB)).toMatchObject({ capacity: null, places: null, levels: [] });
    // Only what a family may see: no participant list, no room link, no staff notes.
    for (const key of ['tutors', 'vsc', 'sessionLink', 'note', 'details', 'registeredUsers', 'departments']) expect(methodology).not.toHaveProperty(key);
    // Soonest first.
    const starts = rows.map((row) => row.nextOccurrence.startDate);
    expect(starts).toEqual([...starts].sort());
  });

  it('offers a parent the sessions each child could join, and only one child when asked', async () => {
    const { rows } = await offers(parent);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(METHODOLOGY_5EME)?.students.map((entry) => entry.userId)).toEqual(['demo-student']);
    expect(byId.get(BREVET_3EME)?.students.map((entry) => entry.userId)).toEqual(['demo-student-1']);
    expect(
      byId
        .get(HOMEWORK_CLUB)
        ?.students.map((entry) => entry.userId)
        .sort(),
    ).toEqual(['demo-student', 'demo-student-1']);
    expect(byId.has(READING_6EME)).toBe(false);
    const chloe = await offers(parent, '?studentId=demo-student-1');
    expect(chloe.rows.map((row) => row.id)).not.toContain(METHODOLOGY_5EME);
    expect(chloe.rows.map((row) => row.id)).toContain(BREVET_3EME);
  });

  it('pages and bounds the answer, with the total in x-total-count', async () => {
    const all = await offers(parent);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const first = await offers(parent, '?_start=0&_end=1');
    expect(first.rows).toHaveLength(1);
    expect(first.total).toBe(all.total);
    const second = await offers(parent, '?_start=1&_end=2');
    expect(second.rows[0]!.id).toBe(all.rows[1]!.id);
    const huge = await offers(parent, '?_start=0&_end=9999999');
    expect(huge.status).toBe(200);
    expect(huge.rows.length).toBeLessThanOrEqual(100);
  });

  it('refuses bad input with a 400', async () => {
    for (const query of ['?_start=2&_end=1', '?_start=-1', '?_end=abc', '?unknown=1', '?studentId=', `?studentId=${'x'.repeat(300)}`]) {
      const response = await app.call(`/v1/sessions/open-groups${query}`, { cookie: parent });
      expect(response.status, query).toBe(400);
      expect(typeof (await json<{ code: unknown }>(response)).code, query).toMatch(/string|number/);
    }
  });

  it('answers students and parents only: 401 signed out, 403 to everyone else', async () => {
    expect((await app.call('/v1/sessions/open-groups')).status).toBe(401);
    for (const role of ['tutor', 'super_administrator', 'manager', 'coordinator', 'recruiter', 'vsc'] as const) {
      expect((await app.call('/v1/sessions/open-groups', { cookie: await app.signIn(role) })).status, role).toBe(403);
    }
    // A student names only themself; a parent only their own children.
    expect((await offers(student, '?studentId=demo-student-1')).status).toBe(403);
    const stranger = await app.store.collection('users').findOne({ userRole: 'student', 'studentPreferences.parentUserId': { $ne: 'demo-parent' } });
    expect((await offers(parent, `?studentId=${stranger!._id}`)).status).toBe(404);
  });

  it('leaves out cancelled, full and finished sessions, and those of another program', async () => {
    const other = (await app.store.collection('users').findOne({ userRole: 'student', 'program.programId': { $ne: programId } }))!;
    const otherProgram = await create(group({ program: { programId: (other.program as { programId: string }).programId } }));
    const canceled = await create(group({ status: 'to-be-scheduled', capacity: 3 }));
    await app.store.collection('sessions').updateOne({ _id: canceled }, { $set: { status: 'canceled' } });
    const full = await create(group({ capacity: 1, sessionDate: { startDate: '2027-03-21T09:00:00.000Z', endDate: '2027-03-21T10:00:00.000Z' } }));
    const someoneElse = (await app.store
      .collection('users')
      .findOne({ userRole: 'student', 'program.programId': programId, 'studentPreferences.parentUserId': { $ne: 'demo-parent' } }))!;
    const taken = await app.call(`/v1/sessions/${full}/register`, { method: 'POST', cookie: admin, body: { studentId: someoneElse._id } });
    expect(taken.status, await taken.clone().text()).toBe(200);
    const finished = await create(group({ sessionDate: { startDate: '2026-01-10T09:00:00.000Z', endDate: '2026-01-10T10:00:00.000Z' } }));
    const open = await create(group({ capacity: 4, sessionDate: { startDate: '2027-03-22T09:00:00.000Z', endDate: '2027-03-22T10:00:00.000Z' } }));
    const ids = (await offers(parent, '?_start=0&_end=100')).rows.map((row) => row.id);
    expect(ids).toContain(open);
    for (const hidden of [otherProgram, canceled, full, finished]) expect(ids).not.toContain(hidden);
  });
});

describe('registering from the offer', () => {
  it('refuses a child of another level or another program, and an ended session', async () => {
    const otherLevel = await app.call(`/v1/sessions/${METHODOLOGY_5EME}/register`, { method: 'POST', cookie: parent, body: { studentId: 'demo-student-1' } });
    expect(otherLevel.status).toBe(409);
    expect(await json<{ code: string; message: string }>(otherLevel)).toMatchObject({ code: 'otherLevel', message: 'errors.otherLevel' });
    const other = (await app.store.collection('users').findOne({ userRole: 'student', 'program.programId': { $ne: programId } }))!;
    const otherProgram = await create(
      group({
        program: { programId: (other.program as { programId: string }).programId },
        sessionDate: { startDate: '2027-03-23T09:00:00.000Z', endDate: '2027-03-23T10:00:00.000Z' },
      }),
    );
    expect((await app.call(`/v1/sessions/${otherProgram}/register`, { method: 'POST', cookie: parent, body: { studentId: 'demo-student-1' } })).status).toBe(
      404,
    );
    expect((await app.call(`/v1/sessions/${otherProgram}/register`, { method: 'POST', cookie: student, body: {} })).status).toBe(404);
    const ended = await create(group({ sessionDate: { startDate: '2026-01-17T09:00:00.000Z', endDate: '2026-01-17T10:00:00.000Z' } }));
    const late = await app.call(`/v1/sessions/${ended}/register`, { method: 'POST', cookie: student, body: {} });
    expect(late.status).toBe(409);
    expect((await json<{ code: string }>(late)).code).toBe('occurrenceNotUpcoming');
  });

  it('counts the place taken: the offer shows one place less and the child registered', async () => {
    const registered = await app.call(`/v1/sessions/${METHODOLOGY_5EME}/register`, { method: 'POST', cookie: parent, body: { studentId: 'demo-student' } });
    expect(registered.status, await registered.clone().text()).toBe(200);
    expect(await json(registered)).toEqual({ registered: true, places: 5 });
    const methodology = (await offers(parent)).rows.find((row) => row.id === METHODOLOGY_5EME)!;
    expect(methodology).toMatchObject({ registered: 1, places: 5, students: [{ userId: 'demo-student', registered: true }] });
    const week = await json<{ sessionId: string }[]>(
      await app.call(`/v1/session-occurrences?sessionId=${METHODOLOGY_5EME}&students.userId=demo-student&_start=0&_end=5`, { cookie: parent }),
    );
    expect(week.length).toBeGreaterThan(0);
  });
});

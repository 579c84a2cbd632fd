import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

type Row = Record<string, unknown> & { id: string };
const programOf = (row: Row) => (row.program as { programId?: string } | undefined)?.programId;

describe('CASL decides, through the real endpoints', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it('scopes a manager to the programs of their administration preferences, in lists, counts and single reads', async () => {
    const admin = await app.signIn('super_administrator');
    const manager = await app.signIn('manager');
    const me = await json<{ user: { administrationPreferences: { program: string[] } } }>(await app.call('/v1/me', { cookie: manager }));
    const programs = me.user.administrationPreferences.program;
    expect(programs.length).toBeGreaterThan(0);

    const all = await json<Row[]>(await app.call('/v1/tutors?_end=100', { cookie: admin }));
    const mine = await app.call('/v1/tutors?_end=100', { cookie: manager });
    const mineRows = await json<Row[]>(mine);
    expect(mineRows.length).toBeGreaterThan(0);
    expect(mineRows.every((row) => programs.includes(programOf(row)!))).toBe(true);
    const outside = all.find((row) => !programs.includes(programOf(row) ?? ''));
    expect(outside, 'the demo data has tutors outside the manager’s programs').toBeDefined();
    expect(Number(mine.headers.get('x-total-count'))).toBeLessThan(Number((await app.call('/v1/tutors', { cookie: admin })).headers.get('x-total-count')));

    // A record one cannot see answers 404, as if it did not exist.
    expect((await app.call(`/v1/tutors/${outside!.id}`, { cookie: manager })).status).toBe(404);
    expect((await app.call(`/v1/tutors/${outside!.id}`, { method: 'PATCH', cookie: manager, body: { howHeardDetails: 'x' } })).status).toBe(404);

    // Nor can a manager move one of theirs out of their reach.
    const own = mineRows[0]!;
    const elsewhere = ['az-rem-4ca0f8d', 'az-fac-5f87232', 'az-zup-6g98343', 'az-per-2ca0z9s'].find((program) => !programs.includes(program))!;
    const moved = await app.call(`/v1/tutors/${own.id}`, { method: 'PATCH', cookie: manager, body: { program: { programId: elsewhere } } });
    expect(moved.status).toBe(403);
  });

  it('answers 403 where a role may read but not change, and for a list it may not read at all', async () => {
    const manager = await app.signIn('manager');
    const years = await json<Row[]>(await app.call('/v1/scholar-years', { cookie: manager }));
    expect(years.length).toBeGreaterThan(0);
    const update = await app.call(`/v1/scholar-years/${years[0]!.id}`, { method: 'PATCH', cookie: manager, body: { isCurrent: true } });
    expect(update.status).toBe(403);
    expect(await json(update)).toMatchObject({ code: 'forbidden', message: 'errors.forbidden' });

    const vsc = await app.signIn('vsc');
    expect((await app.call('/v1/scholar-years', { cookie: vsc })).status).toBe(403);
    expect(
      (await app.call('/v1/scholar-years', { method: 'POST', cookie: vsc, body: { scholarYear: '2030-2031', startDate: '2030-09-01', endDate: '2031-07-01' } }))
        .status,
    ).toBe(403);
  });

  it('shows a tutor only their own record, and only some fields of their paired students', async () => {
    const tutor = await app.signIn('tutor');
    const tutors = await json<Row[]>(await app.call('/v1/tutors', { cookie: tutor }));
    expect(tutors.map((row) => row.id)).toEqual(['demo-tutor']);
    const students = await json<Row[]>(await app.call('/v1/students?_end=100', { cookie: tutor }));
    expect(students.length).toBeGreaterThan(0);
    for (const student of students) {
      expect(Object.keys(student).sort()).toEqual(expect.arrayContaining(['id']));
      expect(student.dateOfBirth).toBeUndefined();
      expect((student.contactDetails as Record<string, unknown>).email).toBeUndefined();
      expect((student.contactDetails as Record<string, unknown>).firstName).toBeDefined();
    }
    expect((await app.call('/v1/parents', { cookie: tutor })).status).toBe(403);
  });

  it('refuses fields a user may not change, naming them', async () => {
    const tutor = await app.signIn('tutor');
    const response = await app.call('/v1/tutors/demo-tutor', {
      method: 'PATCH',
      cookie: tutor,
      body: { status: 'active', tutorPreferences: { tutoringMode: 'online' } },
    });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ code: 'forbidden', details: { fields: ['status'], message: 'errors.forbiddenFields' } });
    const allowed = await app.call('/v1/tutors/demo-tutor', { method: 'PATCH', cookie: tutor, body: { howHeardDetails: 'Par une amie' } });
    expect(allowed.status, await allowed.clone().text()).toBe(200);
  });

  it('lets a parent read their own children and no one else’s', async () => {
    const parent = await app.signIn('parent');
    const admin = await app.signIn('super_administrator');
    const children = await json<Row[]>(await app.call('/v1/students?_end=100', { cookie: parent }));
    expect(children.length).toBeGreaterThanOrEqual(2);
    expect(children.every((child) => (child.studentPreferences as Record<string, unknown>).parentUserId === 'demo-parent')).toBe(true);
    const others = await json<Row[]>(await app.call('/v1/students?_end=100&studentPreferences.parentUserId_ne=demo-parent', { cookie: admin }));
    const someoneElse = others.find((row) => (row.studentPreferences as Record<string, unknown> | undefined)?.parentUserId);
    expect(someoneElse).toBeDefined();
    expect((await app.call(`/v1/students/${someoneElse!.id}`, { cookie: parent })).status).toBe(404);
  });

  it('counts the dashboard cards within the reader’s reach', async () => {
    const admin = await json<{ _id: string; count: number }[]>(await app.call('/v1/dashboard', { cookie: await app.signIn('super_administrator') }));
    expect(admin.map((item) => item._id)).toEqual(['tutors', 'parents', 'students', 'sessions', 'matching', 'reports']);
    expect(admin.filter((item) => item._id !== 'reports').every((item) => item.count > 0)).toBe(true);
    const manager = await json<{ _id: string; count: number }[]>(await app.call('/v1/dashboard', { cookie: await app.signIn('manager') }));
    const tutorsFor = (items: { _id: string; count: number }[]) => items.find((item) => item._id === 'tutors')!.count;
    expect(tutorsFor(manager)).toBeLessThan(tutorsFor(admin));
    expect((await app.call('/v1/dashboard', { cookie: await app.signIn('tutor') })).status).toBe(403);
  });

  it('counts the students waiting for a tutor and the class reports to validate, each within the reader’s reach', async () => {
    const admin = await app.signIn('super_administrator');
    const manager = await app.signIn('manager');
    const countOf = async (cookie: string, card: string) =>
      (await json<{ _id: string; count: number }[]>(await app.call('/v1/dashboard', { cookie }))).find((item) => item._id === card)?.count;

    // Waiting for a tutor: the matching list's unmatched and partial candidates, as the reader's list counts them.
    const waiting = async (cookie: string) => Number((await app.call('/v1/matching?status=unmatched&status=partial', { cookie })).headers.get('x-total-count'));
    expect(await countOf(admin, 'matching')).toBe(await waiting(admin));
    expect(await countOf(admin, 'matching')).toBeGreaterThan(0);
    expect(await countOf(manager, 'matching')).toBe(await waiting(manager));

    // To validate: entered or confirmed and not validated; a manager counts only those of their programs.
    const me = await json<{ user: { administrationPreferences: { program: string[] } } }>(await app.call('/v1/me', { cookie: manager }));
    const inside = { programId: me.user.administrationPreferences.program[0]! };
    const outside = {
      programId: ['az-rem-4ca0f8d', 'az-fac-5f87232', 'az-zup-6g98343', 'az-per-2ca0z9s'].find(
        (program) => !me.user.administrationPreferences.program.includes(program),
      )!,
    };
    const before = { admin: (await countOf(admin, 'reports'))!, manager: (await countOf(manager, 'reports'))! };
    for (const body of [
      { status: 'entered', program: inside },
      { status: 'confirmed', program: inside },
      { status: 'entered', program: outside },
      { status: 'partially-entered', program: inside },
    ]) {
      const created = await app.call('/v1/class-reports', { method: 'POST', cookie: admin, body: { sessionId: 'demo-session-1-1', ...body } });
      expect(created.status, await created.clone().text()).toBe(201);
    }
    // A validated report is not to validate (written straight to the store: nobody validates a report they wrote).
    await app.store
      .collection('classReports')
      .insertOne({ _id: 'validated-inside', sessionId: 'demo-session-1-1', status: 'confirmed', isValidated: true, program: inside });
    expect(await countOf(admin, 'reports')).toBe(before.admin + 3);
    expect(await countOf(manager, 'reports')).toBe(before.manager + 2);
  });
});

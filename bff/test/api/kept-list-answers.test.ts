import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * Issue 29: the embedded store keeps the answers of list queries until the collection's next write
 * (kept-results.ts). Each test lists once (which keeps the answer), changes a right or a record, and lists again:
 * the answer is the one the store and the reader's rights give now, never the kept one.
 *
 * The demo coordinator works in home classes and football (section 1's programs).
 */
const HOME_CLASSES = 'az-rem-4ca0f8d';
const FOOTBALL = 'az-zup-6g98343';
const SOLIDARITY = 'az-fac-5f87232';

type Row = Record<string, unknown> & { id: string; program?: { programId: string } };

describe('list answers kept between requests', () => {
  let app: TestApp;
  let admin: string;
  let coordinator: string;

  const list = async (path: string, cookie: string) => {
    const response = await app.call(path, { cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return { rows: await json<Row[]>(response), total: Number(response.headers.get('x-total-count')) };
  };
  const programsOf = (rows: Row[]) => new Set(rows.map((row) => row.program?.programId));

  beforeAll(async () => {
    app = await createTestApp();
    [admin, coordinator] = await Promise.all([app.signIn('super_administrator'), app.signIn('coordinator')]);
  });

  it('answers a reader whose programs change with the tutors of their programs now', async () => {
    const path = `/v1/tutors?program.programId=${HOME_CLASSES}&_sort=contactDetails.lastName&_order=asc&_start=0&_end=50`;
    const before = await list(path, coordinator);
    expect(before.total).toBeGreaterThan(0);
    expect(programsOf(before.rows)).toEqual(new Set([HOME_CLASSES]));
    // Asked again, the kept answer is the same.
    expect(await list(path, coordinator)).toEqual(before);

    const users = app.store.collection('users');
    await users.updateOne({ _id: 'demo-coordinator' }, { $set: { 'administrationPreferences.program': [FOOTBALL] } });
    expect(await list(path, coordinator)).toEqual({ rows: [], total: 0 });
    // The administrator, whose rights cover every program, still lists them: nothing kept is a reader's.
    expect((await list(path, admin)).total).toBeGreaterThanOrEqual(before.total);
    expect(await list(path, coordinator)).toEqual({ rows: [], total: 0 });

    await users.updateOne({ _id: 'demo-coordinator' }, { $set: { 'administrationPreferences.program': [HOME_CLASSES, FOOTBALL] } });
    expect(await list(path, coordinator)).toEqual(before);
  });

  it('answers a filtered list and its total with a record that moved out of the filter, through the API or the store', async () => {
    const path = `/v1/tutors?program.programId=${HOME_CLASSES}&_sort=createdAt&_order=desc&_start=0&_end=5`;
    const before = await list(path, coordinator);
    const moved = before.rows[0]!;
    await app.store.collection('users').updateOne({ _id: moved.id }, { $set: { 'program.programId': SOLIDARITY } });
    const after = await list(path, coordinator);
    expect(after.rows.map((row) => row.id)).not.toContain(moved.id);
    expect(after.total).toBe(before.total - 1);
    // Out of the coordinator's programs, the tutor is out of their count too.
    const count = async () => (await list('/v1/tutors?_start=0&_end=1', coordinator)).total;
    const counted = await count();
    await app.store.collection('users').updateOne({ _id: moved.id }, { $set: { 'program.programId': HOME_CLASSES } });
    expect(await count()).toBe(counted + 1);
    expect(await list(path, coordinator)).toEqual(before);
  });
});

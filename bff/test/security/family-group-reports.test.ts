import { beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS_COLLECTION, storePasswordHash } from '../../src/auth/credentials.ts';
import type { StoredDocument } from '../../src/store/store.ts';
import { createTestApp, json, sessionCookieOf, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * Walk of every role, P-1 and "Reports to families": a parent read a class report as soon as its tutor entered it,
 * before the staff confirmed it (a report sent back showed as "started"), and a group session's report was not
 * theirs at all. Families now read a report once it is confirmed, and a group report with their own child's line
 * only: never another child's name, presence or the group's free text.
 */
type Row = Record<string, unknown> & { id: string };
type Line = { userId: string; fullName?: string; attendance: string };

const HOME_CLASSES = 'az-rem-4ca0f8d';
const GROUP_REPORT = 'family-group-report';
const UNCONFIRMED_GROUP_REPORT = 'family-group-report-unconfirmed';
const OWN_REPORT_ENTERED = 'family-own-report-entered';

let app: TestApp;
let admin: string;
/** Two children of two families in one group session, and a third family's child who is not in it. */
let first: { studentId: string; parent: string; student: string };
let second: { studentId: string; parent: string };
let third: { parent: string };

/** Signs in a demo parent who has no password of their own yet, with the demo parent's (a copy of its hash). */
async function signInAs(userId: string): Promise<string> {
  const known = (await app.store.collection(CREDENTIALS_COLLECTION).findOne({ _id: 'demo-parent' }))!;
  await storePasswordHash(app.store, userId, String(known.passwordHash), new Date());
  const user = (await app.store.collection('users').findOne({ _id: userId }))!;
  const email = (user.contactDetails as { email: string }).email;
  const response = await app.call('/v1/auth/login', { method: 'POST', body: { email, password: TEST_PASSWORD } });
  expect(response.status, `${email}: ${await response.clone().text()}`).toBe(200);
  return sessionCookieOf(response);
}

const line = (userId: string, fullName: string, attendance: string): Line => ({ userId, fullName, attendance });

function groupReport(id: string, studentIds: readonly string[]): StoredDocument {
  const nowIso = '2026-11-18T18:00:00.000Z';
  return {
    _id: id,
    sessionId: 'family-group-session',
    tutorId: 'demo-tutor',
    program: { programId: HOME_CLASSES },
    reportDate: '2026-11-18',
    status: 'entered',
    rating: 4,
    appreciation: 'Bon travail du groupe ; Inès a aidé Noé sur les fractions.',
    writerType: 'tutor',
    attendance: [
      line('demo-tutor', 'Thomas Lemaire', 'present'),
      ...studentIds.map((studentId, index) => line(studentId, `Enfant ${index + 1}`, index === 0 ? 'present' : 'absent')),
    ],
    isValidated: false,
    createdAt: nowIso,
    updatedAt: nowIso,
    createdBy: 'system',
    updatedBy: 'system',
  };
}

async function listed(cookie: string, query = ''): Promise<Row[]> {
  const response = await app.call(`/v1/class-reports?_end=200${query}`, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<Row[]>(response);
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn('super_administrator');
  const students = await app.store
    .collection('users')
    .find({ userRole: 'student', 'studentPreferences.parentUserId': { $exists: true } }, { projection: { studentPreferences: 1 } });
  const parentOf = (student: Record<string, unknown>) => String((student.studentPreferences as { parentUserId: string }).parentUserId);
  const firstChild = students.find((student) => student._id === 'demo-student')!;
  const others = students.filter((student) => parentOf(student) !== parentOf(firstChild));
  const secondChild = others[0]!;
  const thirdChild = others.find((student) => parentOf(student) !== parentOf(secondChild))!;
  first = { studentId: firstChild._id, parent: await app.signIn('parent'), student: await app.signIn('student') };
  second = { studentId: secondChild._id, parent: await signInAs(parentOf(secondChild)) };
  third = { parent: await signInAs(parentOf(thirdChild)) };
  // A group session of the demo tutor naming the two children, as staff would make one.
  const session = (await app.store.collection('sessions').findOne({ _id: 'demo-session-1-1' }))!;
  await app.store.collection('sessions').insertOne({
    ...session,
    _id: 'family-group-session',
    sessionType: 'group-session',
    students: [{ userId: first.studentId }, { userId: second.studentId }],
  });
  const reports = app.store.collection('classReports');
  await reports.insertOne(groupReport(GROUP_REPORT, [first.studentId, second.studentId]));
  await reports.insertOne(groupReport(UNCONFIRMED_GROUP_REPORT, [first.studentId, second.studentId]));
  await reports.insertOne({ ...groupReport(OWN_REPORT_ENTERED, [first.studentId]), studentId: first.studentId, sessionId: 'demo-session-1-1' });
  // The staff confirm the group report through their review; the other two stay entered.
  const confirmed = await app.call(`/v1/class-reports/${GROUP_REPORT}/confirm`, { method: 'POST', cookie: admin, body: {} });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
}, 120_000);

describe('families read a class report once the staff confirmed it', () => {
  it("lists and opens no report that is only entered, their child's own or a group's", async () => {
    for (const cookie of [first.parent, first.student]) {
      const ids = (await listed(cookie)).map((row) => row.id);
      expect(ids).not.toContain(OWN_REPORT_ENTERED);
      expect(ids).not.toContain(UNCONFIRMED_GROUP_REPORT);
      for (const id of [OWN_REPORT_ENTERED, UNCONFIRMED_GROUP_REPORT]) expect((await app.call(`/v1/class-reports/${id}`, { cookie })).status).toBe(404);
    }
  });

  it('lists only confirmed reports', async () => {
    for (const cookie of [first.parent, first.student, second.parent]) {
      const rows = await listed(cookie);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => row.isValidated !== true).map((row) => row.id)).toEqual([]);
    }
  });

  it('shows a report sent back to its tutor to nobody in the family', async () => {
    const entered = (await app.store.collection('classReports').findOne({ _id: OWN_REPORT_ENTERED }))!;
    await app.store
      .collection('classReports')
      .updateOne({ _id: entered._id }, { $set: { status: 'partially-entered', sentBackAt: '2026-11-19T10:00:00.000Z', reviewComment: 'À compléter' } });
    expect((await listed(first.parent)).map((row) => row.id)).not.toContain(OWN_REPORT_ENTERED);
  });

  it('lets the tutor still read and write his own report before it is confirmed', async () => {
    const tutor = await app.signIn('tutor');
    expect((await app.call(`/v1/class-reports/${UNCONFIRMED_GROUP_REPORT}`, { cookie: tutor })).status).toBe(200);
    const written = await app.call(`/v1/class-reports/${UNCONFIRMED_GROUP_REPORT}`, { method: 'PATCH', cookie: tutor, body: { rating: 3 } });
    expect(written.status, await written.clone().text()).toBe(200);
  });
});

describe("a group session's report, to each family", () => {
  const linesOf = (row: Row | undefined) => ((row?.attendance ?? []) as Line[]).map((entry) => entry.userId);

  it("shows the first family their child's line and the tutor's, nothing of the other child", async () => {
    for (const cookie of [first.parent, first.student]) {
      const row = (await listed(cookie)).find((candidate) => candidate.id === GROUP_REPORT);
      expect(linesOf(row)).toEqual(['demo-tutor', first.studentId]);
      expect(row).toMatchObject({ rating: 4, reportDate: '2026-11-18', isValidated: true });
      // The group's free text may name any child of it.
      expect(row).not.toHaveProperty('appreciation');
      expect(JSON.stringify(row)).not.toContain(`"${second.studentId}"`);
      expect(JSON.stringify(row)).not.toContain('Enfant 2');
      const one = await json<Row>(await app.call(`/v1/class-reports/${GROUP_REPORT}`, { cookie }));
      expect(one).toEqual(row);
    }
  });

  it("shows the second family their own child's line only", async () => {
    const row = (await listed(second.parent)).find((candidate) => candidate.id === GROUP_REPORT);
    expect(linesOf(row)).toEqual(['demo-tutor', second.studentId]);
    expect((row?.attendance as Line[])[1]).toMatchObject({ attendance: 'absent' });
    expect(JSON.stringify(row)).not.toContain(`"${first.studentId}"`);
    expect(JSON.stringify(row)).not.toContain('Enfant 1');
    const one = await json<Row>(await app.call(`/v1/class-reports/${GROUP_REPORT}`, { cookie: second.parent }));
    expect(linesOf(one)).toEqual(['demo-tutor', second.studentId]);
  });

  it('shows a family whose child was not in the group nothing of it', async () => {
    expect((await listed(third.parent)).map((row) => row.id)).not.toContain(GROUP_REPORT);
    expect((await app.call(`/v1/class-reports/${GROUP_REPORT}`, { cookie: third.parent })).status).toBe(404);
  });

  it('keeps every line for the tutor and the staff', async () => {
    for (const cookie of [admin, await app.signIn('tutor')]) {
      const one = await json<Row>(await app.call(`/v1/class-reports/${GROUP_REPORT}`, { cookie }));
      expect(linesOf(one)).toEqual(['demo-tutor', first.studentId, second.studentId]);
      expect(one).toHaveProperty('appreciation');
    }
  });

  it('refuses a family a search or a filter on what it may not read, and bounds its pages', async () => {
    // A search on the group's text would tell what the text says of the other children: it looks only in what the
    // family reads, so it finds nothing there.
    const searched = await app.call('/v1/class-reports?_end=50&q=fractions', { cookie: first.parent });
    expect(searched.status).toBe(200);
    expect((await json<Row[]>(searched)).map((row) => row.id)).not.toContain(GROUP_REPORT);
    for (const query of ['&appreciation_like=Inès', '&attendance.userId=' + second.studentId, '&_sort=appreciation']) {
      const response = await app.call(`/v1/class-reports?_end=50${query}`, { cookie: first.parent });
      expect(response.status, `${query}: ${await response.clone().text()}`).toBe(400);
    }
    const page = await app.call('/v1/class-reports?_start=0&_end=1', { cookie: first.parent });
    expect(page.status).toBe(200);
    expect(await json<Row[]>(page)).toHaveLength(1);
    expect(Number(page.headers.get('x-total-count'))).toBeGreaterThan(1);
  });
});

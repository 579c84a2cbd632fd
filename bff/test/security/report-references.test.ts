import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * Security review, high: "a tutor writes class reports about any child". As the demo tutor, a report filed on
 * another tutor's session in another program, naming a student never paired with him, answered 201, and a PATCH
 * of his own report to another student 200; the child and their parent then read the text. The rights checked only
 * the report's `tutorId`. Now every reference a write sets must name a record the writer may read (on every
 * resource), and a report names only its session's people and never moves, whoever writes it.
 */
type Row = Record<string, unknown> & { id: string };
type Problem = { code: string; details?: { path: string }[] };

const OWN_SESSION = 'demo-session-1-1';
const OWN_OTHER_SESSION = 'demo-session-2-1';
const OWN_STUDENT = 'demo-student';
/** Paired with the demo tutor, in his other session. */
const OWN_OTHER_STUDENT = 'demo-student-1';
/** Another tutor's session in another program, and its student, never paired with the demo tutor. */
const FOREIGN_SESSION = 'demo-session-13-1';
const FOREIGN_STUDENT = 'demo-student-29';
const HOME_CLASSES = 'az-rem-4ca0f8d';

let app: TestApp;
let admin: string;
let tutor: string;
let vsc: string;

const report = (body: Record<string, unknown>) => ({
  sessionId: OWN_SESSION,
  tutorId: 'demo-tutor',
  studentId: OWN_STUDENT,
  program: { programId: HOME_CLASSES },
  reportDate: '2026-11-18',
  ...body,
});
const post = (resource: string, cookie: string, body: Record<string, unknown>) => app.call(`/v1/${resource}`, { method: 'POST', cookie, body });
const patch = (path: string, cookie: string, body: Record<string, unknown>) => app.call(path, { method: 'PATCH', cookie, body });

async function created(resource: string, cookie: string, body: Record<string, unknown>): Promise<string> {
  const response = await post(resource, cookie, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<Row>(response)).id;
}

async function refused(response: Response, code: string, path: string): Promise<void> {
  const text = await response.clone().text();
  expect(response.status, text).toBe(400);
  const problem = await json<Problem>(response);
  expect(problem.code, text).toBe(code);
  expect(
    problem.details?.map((detail) => detail.path),
    text,
  ).toContain(path);
}

beforeAll(async () => {
  app = await createTestApp();
  [admin, tutor, vsc] = (await Promise.all(['super_administrator', 'tutor', 'vsc'].map((role) => app.signIn(role)))) as [string, string, string];
}, 120_000);

describe("a tutor's class reports name only his sessions and their people", () => {
  it("refuses a report on another tutor's session, as if the session did not exist", async () => {
    await refused(
      await post('class-reports', tutor, report({ sessionId: FOREIGN_SESSION, studentId: FOREIGN_STUDENT, appreciation: 'Texte' })),
      'unknownReference',
      'sessionId',
    );
    await refused(await post('class-reports', tutor, report({ sessionId: 'no-such-session' })), 'unknownReference', 'sessionId');
    expect(await app.store.collection('classReports').count({ sessionId: { $in: [FOREIGN_SESSION, 'no-such-session'] }, createdBy: 'demo-tutor' })).toBe(0);
  });

  it('refuses, on his own session, a student or an attendance line the session does not name', async () => {
    await refused(await post('class-reports', tutor, report({ studentId: FOREIGN_STUDENT, appreciation: 'Texte' })), 'notNamedBySession', 'studentId');
    // Paired with him, but not in this session: the session decides, not the pairing.
    await refused(await post('class-reports', tutor, report({ studentId: OWN_OTHER_STUDENT })), 'notNamedBySession', 'studentId');
    await refused(
      await post('class-reports', tutor, report({ attendance: [{ userId: FOREIGN_STUDENT, attendance: 'present' }] })),
      'notNamedBySession',
      'attendance.0.userId',
    );
  });

  it('refuses an occurrence of another session', async () => {
    const foreign = (await app.store.collection('sessionOccurrences').findOne({ sessionId: OWN_OTHER_SESSION }))!;
    await refused(await post('class-reports', tutor, report({ occurrenceId: foreign._id })), 'occurrenceOfAnotherSession', 'occurrenceId');
  });

  it('never moves his report to another student, session or occurrence', async () => {
    const id = await created('class-reports', tutor, report({ rating: 4 }));
    await refused(await patch(`/v1/class-reports/${id}`, tutor, { studentId: FOREIGN_STUDENT }), 'reportPlaceFixed', 'studentId');
    await refused(await patch(`/v1/class-reports/${id}`, tutor, { studentId: OWN_OTHER_STUDENT }), 'reportPlaceFixed', 'studentId');
    await refused(
      await patch(`/v1/class-reports/${id}`, tutor, { sessionId: OWN_OTHER_SESSION, studentId: OWN_OTHER_STUDENT }),
      'reportPlaceFixed',
      'sessionId',
    );
    const own = (await app.store.collection('sessionOccurrences').findOne({ sessionId: OWN_SESSION }))!;
    await refused(await patch(`/v1/class-reports/${id}`, tutor, { occurrenceId: own._id }), 'reportPlaceFixed', 'occurrenceId');
    expect(await app.store.collection('classReports').findOne({ _id: id })).toMatchObject({ sessionId: OWN_SESSION, studentId: OWN_STUDENT });
  });

  it('writes his report on his session for its student, and the family reads it once the staff confirmed it', async () => {
    const text = 'Séance sur les fractions : bien compris.';
    const id = await created(
      'class-reports',
      tutor,
      report({
        rating: 4,
        appreciation: text,
        attendance: [
          { userId: 'demo-tutor', attendance: 'present' },
          { userId: OWN_STUDENT, attendance: 'present' },
        ],
      }),
    );
    const answered = await patch(`/v1/class-reports/${id}`, tutor, { ...report({}), note: 3 });
    expect(answered.status, await answered.clone().text()).toBe(200);
    const child = (await app.store.collection('users').findOne({ _id: OWN_STUDENT }))!;
    const parentId = (child.studentPreferences as { parentUserId: string }).parentUserId;
    const parentEmail = ((await app.store.collection('users').findOne({ _id: parentId }))!.contactDetails as { email: string }).email;
    expect(parentEmail).toBe('parent@demo.binome.test');
    const confirmed = await app.call(`/v1/class-reports/${id}/confirm`, { method: 'POST', cookie: admin, body: {} });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    for (const role of ['student', 'parent']) {
      const rows = await json<Row[]>(await app.call(`/v1/class-reports?_end=200`, { cookie: await app.signIn(role) }));
      expect(
        rows.find((row) => row.id === id),
        role,
      ).toMatchObject({ appreciation: text });
    }
  });
});

describe("a group session's students", () => {
  it('are named by the session, so its tutor reports on one he is not paired with', async () => {
    const group = (await app.store.collection('sessions').findOne({ _id: OWN_SESSION }))!;
    await app.store
      .collection('sessions')
      .insertOne({ ...group, _id: 'report-reach-group', sessionType: 'group-session', students: [{ userId: OWN_STUDENT }, { userId: FOREIGN_STUDENT }] });
    const students = await json<Row[]>(await app.call(`/v1/students?_end=200`, { cookie: tutor }));
    expect(students.map((row) => row.id)).not.toContain(FOREIGN_STUDENT);
    await created('class-reports', tutor, report({ sessionId: 'report-reach-group', studentId: FOREIGN_STUDENT, rating: 4 }));
  });
});

describe('staff cannot move a report either', () => {
  it('refuses a VSC moving a class report or an SC report to another session or child', async () => {
    for (const resource of ['class-reports', 'sc-reports']) {
      const id = await created(resource, admin, report({ rating: 3 }));
      const seen = await app.call(`/v1/${resource}/${id}`, { cookie: vsc });
      expect(seen.status, await seen.clone().text()).toBe(200);
      await refused(await patch(`/v1/${resource}/${id}`, vsc, { studentId: OWN_OTHER_STUDENT }), 'reportPlaceFixed', 'studentId');
      await refused(await patch(`/v1/${resource}/${id}`, vsc, { sessionId: OWN_OTHER_SESSION }), 'reportPlaceFixed', 'sessionId');
      await refused(await patch(`/v1/${resource}/${id}`, admin, { tutorId: 'demo-tutor-1' }), 'reportPlaceFixed', 'tutorId');
      // What the VSC is there for still works: reading and updating the report's content.
      expect((await patch(`/v1/${resource}/${id}`, vsc, { appreciation: 'Vu par le VSC.' })).status).toBe(200);
    }
  });

  it('refuses staff creating an SC report for a child its session does not name', async () => {
    await refused(await post('sc-reports', admin, report({ studentId: FOREIGN_STUDENT })), 'notNamedBySession', 'studentId');
  });
});

describe('every reference a family role writes exists and is within reach', () => {
  it('refuses a tutor choosing an establishment or a level that does not exist', async () => {
    const response = await patch('/v1/tutors/demo-tutor', tutor, {
      tutorPreferences: { assignment: { establishments: ['no-such-establishment'], level: ['no-such-level'] } },
    });
    const text = await response.clone().text();
    expect(response.status, text).toBe(400);
    const paths = (await json<Problem>(response)).details?.map((detail) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['tutorPreferences.assignment.establishments.0', 'tutorPreferences.assignment.level.0']));
  });

  it('refuses a parent giving a child a class or a level that does not exist, on a new child and on a known one', async () => {
    const parent = await app.signIn('parent');
    const child = {
      contactDetails: { firstName: 'Enfant', lastName: 'Référence', email: 'child.reference@example.org' },
      studentPreferences: { parentUserId: 'demo-parent', assignment: { classes: ['no-such-class'] } },
      program: { programId: HOME_CLASSES },
    };
    await refused(await post('students', parent, child), 'unknownReference', 'studentPreferences.assignment.classes.0');
    await refused(
      await patch(`/v1/students/${OWN_STUDENT}`, parent, { studentPreferences: { assignment: { level: 'no-such-level' } } }),
      'unknownReference',
      'studentPreferences.assignment.level',
    );
  });
});

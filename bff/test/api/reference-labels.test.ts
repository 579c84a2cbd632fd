import { beforeAll, describe, expect, it } from 'vitest';
import type { Collection, StoredDocument } from '../../src/store/store.ts';
import { getResource, type Field } from '@binome/schema';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { labelSourcesOf } from '../../src/resources/label-sources.ts';
import { SESSIONS_COLLECTION as AUTH_SESSIONS } from '../../src/auth/sessions.ts';

/**
 * Issue 11, "references resolved by the server": list and get answers carry the label of each record they
 * reference, computed in one store query per referenced resource per page, and `null` where the reader may not
 * see it (the staff app then says 'not accessible': no raw id, no error toast).
 *
 * The programs are the spec's (section 1); the demo coordinator works in home classes and football.
 */
const HOME_CLASSES = 'az-rem-4ca0f8d';
const SOLIDARITY = 'az-fac-5f87232';

type Labels = Record<string, Record<string, string | null>>;
type Row = Record<string, unknown> & { id: string; _label: string | null; _detail?: string; _labels: Labels };

const READS = new Set(['find', 'findOne', 'findPage', 'count', 'stream', 'aggregate']);

describe('references resolved by the server', () => {
  let app: TestApp;
  let admin: string;
  /** Store reads while `counting` is on, as `collection.method`. */
  const reads: string[] = [];
  let counting = false;

  const list = async (path: string, cookie: string, headers: Record<string, string> = {}) => {
    const response = await app.call(path, { cookie, headers });
    expect(response.status, await response.clone().text()).toBe(200);
    return json<Row[]>(response);
  };
  const nameOf = (row: Record<string, unknown>) => {
    const contact = row.contactDetails as { firstName: string; lastName: string };
    return `${contact.firstName} ${contact.lastName}`;
  };
  const participant = (row: Row, side: 'tutors' | 'students') => ((row[side] as { userId: string }[] | undefined) ?? []).map((entry) => entry.userId);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signIn('super_administrator');
    // Every read of the store goes through `collection(name)`: wrapped here to count them, nothing else changes.
    const store = app.store;
    const open = store.collection.bind(store);
    store.collection = (name: string) => {
      const collection = open(name);
      return new Proxy(collection, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver) as unknown;
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (counting && READS.has(String(property))) reads.push(`${name}.${String(property)}`);
            return (value as (...inner: unknown[]) => unknown).apply(target, args);
          };
        },
      }) as Collection;
    };
  });

  /**
   * The store reads one request costs, the session's own lookups included; with nothing kept from earlier requests
   * (`cold`, the default), as after a restart or a write to every record named.
   */
  const readsOf = async (path: string, cookie: string, { cold = true } = {}) => {
    if (cold) labelSourcesOf(app.store)!.forgetAll();
    reads.length = 0;
    counting = true;
    try {
      const rows = await list(path, cookie);
      return { rows, reads: [...reads] };
    } finally {
      counting = false;
    }
  };

  it('a sessions list carries its participants’ full names, and names each session by its Paris date and time and its participants', async () => {
    const sessions = await list('/v1/sessions?_end=20', admin);
    expect(sessions.length).toBeGreaterThan(0);
    const tutorIds = [...new Set(sessions.flatMap((row) => participant(row, 'tutors')))];
    const tutors = await list(`/v1/tutors?${tutorIds.map((id) => `id=${id}`).join('&')}&_end=100`, admin);
    const tutorNames = new Map(tutors.map((tutor) => [tutor.id, nameOf(tutor)]));
    for (const session of sessions) {
      for (const id of participant(session, 'tutors')) expect(session._labels.tutors?.[id]).toBe(tutorNames.get(id));
      for (const id of participant(session, 'students')) expect(session._labels.students?.[id]).toMatch(/^\S.* \S/);
      expect(session._label).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · /);
      expect(session._label).toContain(session._labels.tutors![participant(session, 'tutors')[0]!]!);
      // The author is named too (the demo's records name the staff member who wrote them).
      expect(session._labels.users?.[String(session.createdBy)]).toMatch(/^\S.* \S/);
      const shown = [session._label, session._detail, ...Object.values(session._labels).flatMap((byId) => Object.values(byId))];
      expect(JSON.stringify(shown)).not.toMatch(/demo-[a-z_]+(-\d|")/);
    }
  });

  it('speaks the request’s language: Accept-Language en gives English values and names the system in English', async () => {
    // Records the system wrote (imports, seeds) name it without a lookup, in the reader's language.
    const [first] = await list('/v1/sessions?_end=1', admin);
    await app.store.collection('sessions').updateOne({ _id: first!.id }, { $set: { createdBy: 'system' } });
    const [french] = await list('/v1/sessions?_end=1', admin);
    const [english] = await list('/v1/sessions?_end=1', admin, { 'accept-language': 'en-GB,en;q=0.9,fr;q=0.5' });
    expect(french!._labels.users?.system).toBe('Système');
    expect(english!._labels.users?.system).toBe('System');
    expect(english!._detail).toBeDefined();
    expect(english!._detail).not.toBe(french!._detail);
    const [fallback] = await list('/v1/sessions?_end=1', admin, { 'accept-language': 'de-DE' });
    expect(fallback!._detail).toBe(french!._detail);
  });

  it('tells namesakes apart: people by full name, with program and level for students and e-mail for staff', async () => {
    const [student] = await list('/v1/students?_end=1&_sort=contactDetails.lastName', admin);
    expect(student!._label).toBe(nameOf(student!));
    expect(student!._detail).toBeTruthy();
    const [coordinator] = await list('/v1/coordinators?id=demo-coordinator', admin);
    expect(coordinator!._label).toBe(nameOf(coordinator!));
    expect(coordinator!._detail).toBe('coordinator@demo.binome.test');
  });

  it('a get answer carries the same labels', async () => {
    const response = await app.call('/v1/students/demo-student', { cookie: admin });
    expect(response.status).toBe(200);
    const student = await json<Row>(response);
    const parent = await json<Row>(await app.call('/v1/parents/demo-parent', { cookie: admin }));
    expect(student._label).toBe(nameOf(student));
    expect(student._labels.parents?.['demo-parent']).toBe(nameOf(parent));
    expect(student._labels.users?.[String(student.createdBy)]).toMatch(/^\S.* \S/);
    const level = (student.studentPreferences as { assignment: { level: string } }).assignment.level;
    expect(student._labels.levels?.[level]).toMatch(/\S/);
  });

  it('gives null, not a name, where the reader may not see it: the recruiter and the sessions’ students', async () => {
    const recruiter = await app.signIn('recruiter');
    // Section 6: the recruiter reads sessions and tutors, not students.
    expect((await app.call('/v1/students?_end=1', { cookie: recruiter })).status).toBe(403);
    const sessions = await list('/v1/sessions?_end=20', recruiter);
    expect(sessions.length).toBeGreaterThan(0);
    for (const session of sessions) {
      const students = participant(session, 'students');
      expect(students.length).toBeGreaterThan(0);
      for (const id of students) expect(session._labels.students).toHaveProperty([id], null);
      for (const id of participant(session, 'tutors')) expect(session._labels.tutors?.[id]).toMatch(/\S/);
      // The session's own title names the student by the name it stored, a field of the session the recruiter reads.
      const stored = (session.students as { fullName?: string }[]).map((entry) => entry.fullName).filter(Boolean);
      for (const name of stored) expect(session._label).toContain(name);
    }
  });

  it('gives null for a tutor outside the coordinator’s programs, and the name for one within', async () => {
    const coordinator = await app.signIn('coordinator');
    const [outside] = await list(`/v1/tutors?program.programId=${SOLIDARITY}&_end=1`, admin);
    const [inside] = await list(`/v1/tutors?program.programId=${HOME_CLASSES}&_end=1`, admin);
    const [student] = await list(`/v1/students?program.programId=${HOME_CLASSES}&_end=1`, admin);
    expect((await app.call(`/v1/tutors/${outside!.id}`, { cookie: coordinator })).status).toBe(404);
    const start = new Date('2026-12-01T16:00:00.000Z');
    await app.store.collection('sessions').insertOne({
      _id: 'labels-mixed-session',
      sessionType: 'private-session',
      status: 'to-be-scheduled',
      program: { programId: HOME_CLASSES },
      tutors: [{ userId: outside!.id }, { userId: inside!.id }],
      students: [{ userId: student!.id }],
      vsc: [{ vscId: 'demo-vsc' }],
      sessionDate: { startDate: start.toISOString(), endDate: new Date(start.getTime() + 3_600_000).toISOString() },
      createdBy: 'demo-super_administrator',
    });
    const [session] = await list('/v1/sessions?id=labels-mixed-session', coordinator);
    expect(session!._labels.tutors).toEqual({ [outside!.id]: null, [inside!.id]: nameOf(inside!) });
    expect(session!._labels.students?.[student!.id]).toBe(nameOf(student!));
    // Colleagues' names are references the coordinator may see (`grantUserReferences`).
    expect(session!._labels.users?.['demo-super_administrator']).toBe(
      nameOf(await json<Row>(await app.call('/v1/administrators/demo-super_administrator', { cookie: admin }))),
    );
    expect(session!._label).toBe(`01/12/2026 17:00 · Non accessible, ${nameOf(inside!)} · ${nameOf(student!)}`);
    expect(JSON.stringify(session)).not.toContain(nameOf(outside!));
  });

  it('a page of 100 rows costs as many store queries as a page of 10: one per referenced resource', async () => {
    // 110 sessions, each with its own tutor and student, and a report on each: the reports' session labels need
    // the participants' names, a second level of references.
    const [tutors, students] = await Promise.all([list('/v1/tutors?_end=100', admin), list('/v1/students?_end=100', admin)]);
    const sessions: StoredDocument[] = Array.from({ length: 110 }, (_, index) => {
      const start = new Date(Date.UTC(2027, 0, 1 + (index % 28), 15));
      return {
        _id: `labels-session-${index}`,
        sessionType: 'private-session',
        status: 'to-be-scheduled',
        program: { programId: HOME_CLASSES },
        tutors: [{ userId: tutors[index % tutors.length]!.id }],
        students: [{ userId: students[(index * 7) % students.length]!.id }],
        vsc: [{ vscId: 'demo-vsc' }],
        sessionDate: { startDate: start.toISOString(), endDate: new Date(start.getTime() + 3_600_000).toISOString() },
        createdBy: 'system',
      };
    });
    await app.store.collection('sessions').insertMany(sessions);
    await app.store.collection('classReports').insertMany(
      sessions.map((session, index) => ({
        _id: `labels-report-${index}`,
        sessionId: session._id,
        tutorId: (session.tutors as { userId: string }[])[0]!.userId,
        studentId: (session.students as { userId: string }[])[0]!.userId,
        program: { programId: HOME_CLASSES },
        status: 'submitted',
        reportDate: '2027-01-02',
        createdBy: 'system',
      })),
    );

    for (const path of ['/v1/students', '/v1/sessions?_sort=sessionDate.startDate&_order=desc', '/v1/class-reports', '/v1/parents']) {
      const separator = path.includes('?') ? '&' : '?';
      const small = await readsOf(`${path}${separator}_end=10`, admin);
      const large = await readsOf(`${path}${separator}_end=100`, admin);
      expect(small.rows).toHaveLength(10);
      expect(large.rows).toHaveLength(100);
      expect(large.reads.length, `${path}: ${large.reads.join(', ')}`).toBe(small.reads.length);
      // The session's lookups, the page, and at most one query per referenced resource on each of the two levels.
      expect(large.reads.length, `${path}: ${large.reads.join(', ')}`).toBeLessThanOrEqual(3 + 2 * referencedResources(path));
      // Read again, the labels' records are kept (issue 29): the session's lookups and the page, nothing else.
      const again = await readsOf(`${path}${separator}_end=100`, admin, { cold: false });
      expect(again.reads, path).toEqual([`${AUTH_SESSIONS}.findOne`, 'users.findOne', `${collectionOf(path)}.findPage`]);
      expect(again.rows).toEqual(large.rows);
    }

    const reports = (await readsOf('/v1/class-reports?_end=100', admin)).rows;
    const labelled = reports.filter((report) => String(report.id).startsWith('labels-report-'));
    expect(labelled.length).toBeGreaterThan(0);
    for (const report of labelled) {
      const session = report._labels.sessions?.[String(report.sessionId)];
      expect(session).toMatch(/^\d{2}\/\d{2}\/2027 16:00 · \S.* · \S/);
      expect(session).not.toContain('Non accessible');
    }
  });

  it('leaves labels out of CSV exports and refuses them in bodies', async () => {
    const csv = await (await app.call('/v1/sectors/export.csv', { cookie: admin })).text();
    expect(csv).not.toMatch(/_label/);
    const [sector] = await list('/v1/sectors?_end=1', admin);
    const patched = await app.call(`/v1/sectors/${sector!.id}`, { method: 'PATCH', cookie: admin, body: { _label: 'Renamed' } });
    expect(patched.status).toBe(400);
    const created = await app.call('/v1/sectors', {
      method: 'POST',
      cookie: admin,
      body: { sectorName: 'Secteur étiqueté', sectorGroup: 'higher-education', _labels: {} },
    });
    expect(created.status).toBe(400);
  });
});

describe('an unknown API path', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      webApps: { admin: async (file) => (file === 'index.html' ? new TextEncoder().encode('<!doctype html><title>staff</title>') : null) },
    });
  });

  it('is the JSON 404 problem whatever the cookies, never the web page (review: 200 and the page with a session)', async () => {
    const cookie = await app.signIn('super_administrator');
    for (const session of [cookie, undefined]) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        for (const path of ['/v1/doesnotexist', '/v1/tutors/abc/nothing', '/v1']) {
          const response = await app.call(path, { method, ...(session && { cookie: session }), ...(method === 'POST' && { body: {} }) });
          expect(response.status, `${method} ${path} ${session ? 'signed in' : 'visitor'}`).toBe(404);
          expect(response.headers.get('content-type')).toMatch(/^application\/(problem\+)?json/);
          expect(await response.json()).toMatchObject({ code: 'notFound' });
        }
      }
    }
    // Known paths still answer as before.
    expect((await app.call('/v1/tutors?_end=1', { cookie })).status).toBe(200);
    expect((await app.call('/v1/tutors?_end=1')).status).toBe(401);
    expect((await app.call('/v1/health')).status).toBe(200);
  });
});

function collectionOf(path: string): string {
  const apiName = path.split('?')[0]!.replace('/v1/', '');
  return getResource(apiName.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())).entity.collection;
}

/** How many resources the records of a list path reference (reference fields, nested and in lists). */
function referencedResources(path: string): number {
  const apiName = path.split('?')[0]!.replace('/v1/', '');
  const targets = new Set<string>();
  const visit = (field: Field) => {
    if (field.kind === 'reference') targets.add(field.resource);
    else if (field.kind === 'list') visit(field.of);
    else if (field.kind === 'object') Object.values(field.fields).forEach(visit);
  };
  const resource = getResource(apiName.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()));
  Object.values(resource.entity.fields).forEach(visit);
  return targets.size;
}

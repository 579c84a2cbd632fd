import { beforeAll, describe, expect, it } from 'vitest';
import type { StoredDocument } from '../../src/store/store.ts';
import { fileUnderDepartments } from '../../src/boot/file-departments.ts';
import { silentLogger } from '../../src/http/context.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * Security review, "the local follow-up person sees the whole country": the demo VSC (Paris and Hauts-de-Seine)
 * listed all 152 students, 102 parents and 63 tutors, minors' addresses and dates of birth included, in every
 * department. A VSC whose record names departments reaches the people, sessions, pairs, matching candidates and
 * reports of those departments only, on every surface.
 *
 * Where a person lives is read here from the stored address's postal code (the first two digits, which is enough
 * for 75 and 92), or the department their record names: not from the field the server files them under.
 */
const LOCAL = ['75', '92'];
const HOME_CLASSES = 'az-rem-4ca0f8d';

type Row = Record<string, unknown> & { id: string };

function livesIn(person: StoredDocument | null | undefined): string | undefined {
  if (!person) return undefined;
  const zipCode = (person.address as { zipCode?: string } | undefined)?.zipCode;
  if (zipCode) return zipCode.slice(0, 2);
  const named =
    person.homeDepartment ??
    (person.parentPreferences as { department?: string } | undefined)?.department ??
    (person.tutorPreferences as { assignment?: { department?: string } } | undefined)?.assignment?.department;
  return typeof named === 'string' ? named : undefined;
}

describe('a VSC reaches the departments their record names, and only them', () => {
  let app: TestApp;
  let vsc: string;
  let admin: string;
  let people: Map<string, StoredDocument>;

  const isLocal = (id: unknown) => LOCAL.includes(livesIn(people.get(String(id))) ?? '');
  const idsOf = (list: unknown) => ((list as { userId: string }[] | undefined) ?? []).map((entry) => entry.userId);
  const studentsOf = (ids: unknown[]) => ids.filter((id) => people.get(String(id))?.userRole === 'student');
  /** A record is local when one of the students it names lives in 75 or 92 (its tutors', when it names none). */
  const recordIsLocal = (record: Row) => {
    const students = studentsOf([record.studentId, ...idsOf(record.students), ...idsOf(record.attendance)].filter(Boolean));
    const tutors = [record.tutorId, ...idsOf(record.tutors)].filter(Boolean);
    return (students.length > 0 ? students : tutors).some(isLocal);
  };

  const list = async (path: string, cookie: string) => {
    const response = await app.call(`${path}${path.includes('?') ? '&' : '?'}_start=0&_end=5000`, { cookie });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
    return { rows: await json<Row[]>(response), total: Number(response.headers.get('x-total-count')) };
  };
  const stored = async (collection: string, filter: Record<string, unknown> = {}) => app.store.collection(collection).find(filter, { limit: 100_000 });

  beforeAll(async () => {
    app = await createTestApp();
    vsc = await app.signIn('vsc');
    admin = await app.signIn('super_administrator');
    people = new Map((await stored('users')).map((person) => [person._id, person]));
  });

  it('lists only the students, parents, tutors and prospects of Paris and Hauts-de-Seine (review: 152, 102, 63 across France)', async () => {
    const views = { students: ['student'], parents: ['parent'], tutors: ['tutor'], prospects: ['prospectLead', 'parentProspect'] };
    for (const [view, roles] of Object.entries(views)) {
      const path = `/v1/${view}`;
      const { rows, total } = await list(path, vsc);
      const everyone = [...people.values()].filter((person) => roles.includes(String(person.userRole)));
      expect(rows.length, `${path} is not empty`).toBeGreaterThan(0);
      expect(
        rows.filter((row) => !isLocal(row.id)).map((row) => `${row.id} lives in ${livesIn(people.get(row.id))}`),
        path,
      ).toEqual([]);
      // Everyone of the view who lives there, and nobody else.
      expect(total, path).toBe(everyone.filter((person) => isLocal(person._id)).length);
      expect(total, path).toBeLessThan(everyone.length);
    }
  });

  it('lists only the sessions, occurrences, pairs, matching candidates and reports of their students', async () => {
    const collections = {
      sessions: 'sessions',
      'session-occurrences': 'sessionOccurrences',
      pairs: 'pairs',
      matching: 'matching',
      'class-reports': 'classReports',
      'sc-reports': 'scReports',
    };
    for (const [view, collection] of Object.entries(collections)) {
      const path = `/v1/${view}`;
      const { rows, total } = await list(path, vsc);
      const everything = (await stored(collection)).map((record) => ({ ...record, id: record._id }));
      expect(rows.length, `${path} is not empty`).toBeGreaterThan(0);
      expect(
        rows.filter((row) => !recordIsLocal(row)).map((row) => row.id),
        path,
      ).toEqual([]);
      expect(total, path).toBe(everything.filter(recordIsLocal).length);
      expect(total, path).toBeLessThan(everything.length);
    }
  });

  it('answers 404 for a single record elsewhere, read or written', async () => {
    const outsideStudent = [...people.values()].find((person) => person.userRole === 'student' && !isLocal(person._id))!;
    expect(outsideStudent).toBeDefined();
    expect((await app.call(`/v1/students/${outsideStudent._id}`, { cookie: vsc })).status).toBe(404);
    expect((await app.call(`/v1/students/${outsideStudent._id}`, { method: 'PATCH', cookie: vsc, body: { gender: 'female' } })).status).toBe(404);
    const outsideSession = (await stored('sessions')).find((session) => !recordIsLocal({ ...session, id: session._id }))!;
    expect((await app.call(`/v1/sessions/${outsideSession._id}`, { cookie: vsc })).status).toBe(404);
    const outsidePair = (await stored('pairs')).find((pair) => !recordIsLocal({ ...pair, id: pair._id }))!;
    expect((await app.call(`/v1/pairs/${outsidePair._id}`, { cookie: vsc })).status).toBe(404);
    const insideStudent = [...people.values()].find((person) => person.userRole === 'student' && isLocal(person._id))!;
    expect((await app.call(`/v1/students/${insideStudent._id}`, { cookie: vsc })).status).toBe(200);
  });

  it('exports only the students of their departments', async () => {
    const response = await app.call('/v1/students/export.csv', { cookie: vsc });
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split(/\r?\n/);
    const local = [...people.values()].filter((person) => person.userRole === 'student' && isLocal(person._id));
    expect(lines.length - 1).toBe(local.length);
    const outside = [...people.values()].filter(
      (person) => person.userRole === 'student' && !isLocal(person._id) && typeof (person.contactDetails as { email?: string }).email === 'string',
    );
    const text = lines.join('\n');
    expect(outside.filter((person) => text.includes((person.contactDetails as { email: string }).email)).map((person) => person._id)).toEqual([]);
  });

  it('counts on the dashboard what their lists hold', async () => {
    const cards = await json<{ _id: string; count: number }[]>(await app.call('/v1/dashboard', { cookie: vsc }));
    const countOf = (card: string) => cards.find((item) => item._id === card)?.count;
    for (const [card, path] of [
      ['tutors', '/v1/tutors'],
      ['parents', '/v1/parents'],
      ['students', '/v1/students'],
      ['sessions', '/v1/sessions'],
    ] as const) {
      expect(countOf(card), card).toBe((await list(path, vsc)).total);
    }
    const localStudents = [...people.values()].filter((person) => person.userRole === 'student' && isLocal(person._id)).length;
    expect(countOf('students')).toBe(localStudents);
  });

  it('offers matching candidates from their departments only, and none for a tutor elsewhere', async () => {
    const tutors = [...people.values()].filter((person) => person.userRole === 'tutor');
    const outsideTutor = tutors.find((tutor) => !isLocal(tutor._id))!;
    expect((await app.call(`/v1/matching/candidates?mode=tutor&tutorId=${outsideTutor._id}`, { cookie: vsc })).status).toBe(404);
    // A waiting student of theirs: the tutors offered live there too.
    const waiting = (await stored('users', { userRole: 'student', 'studentPreferences.matchingStatus': 'unmatched' })).filter((student) =>
      isLocal(student._id),
    );
    let offered = 0;
    for (const student of waiting) {
      const answer = await json<{ data: { id: string }[] }>(
        await app.call(`/v1/matching/candidates?mode=student&studentId=${student._id}&_end=100`, { cookie: vsc }),
      );
      expect(
        answer.data.filter((candidate) => !isLocal(candidate.id)).map((candidate) => candidate.id),
        String(student._id),
      ).toEqual([]);
      offered += answer.data.length;
      // The same student as the administrator sees them: the tutors elsewhere are the ones left out.
      const all = await json<{ data: { id: string }[] }>(
        await app.call(`/v1/matching/candidates?mode=student&studentId=${student._id}&_end=100`, { cookie: admin }),
      );
      expect(answer.data.map((candidate) => candidate.id)).toEqual(all.data.filter((candidate) => isLocal(candidate.id)).map((candidate) => candidate.id));
    }
    expect(waiting.length).toBeGreaterThan(0);
    expect(offered).toBeGreaterThanOrEqual(0);
    const outsideStudent = [...people.values()].find((person) => person.userRole === 'student' && !isLocal(person._id))!;
    expect((await app.call(`/v1/matching/candidates?mode=student&studentId=${outsideStudent._id}`, { cookie: vsc })).status).toBe(404);
  });

  it('pairs a tutor of theirs automatically with a student of theirs only', async () => {
    // A tutor in Paris and a waiting student in Marseille who fit each other on a slot nobody else offers: online, since
    // in person they live beyond the program's distance.
    const slot = { dayOfTheWeek: 3, startTime: '06:00', endTime: '07:00' };
    const tutor = (await stored('users', { userRole: 'tutor', status: 'active', 'program.programId': HOME_CLASSES })).find(
      (candidate) => livesIn(candidate) === '75',
    )!;
    const student = (await stored('users', { userRole: 'student', 'program.programId': HOME_CLASSES })).find((candidate) => !isLocal(candidate._id))!;
    const tutorPreferences = tutor.tutorPreferences as Record<string, unknown>;
    const studentPreferences = student.studentPreferences as Record<string, unknown>;
    await app.store.collection('users').insertOne({
      ...tutor,
      _id: 'paris-early-tutor',
      userId: 'paris-early-tutor',
      contactDetails: { firstName: 'Tuteur', lastName: 'Matinal', email: 'matinal@example.org' },
      tutorPreferences: {
        ...tutorPreferences,
        status: 'active',
        availability: [slot],
        matchedStudents: [],
        tutoringMode: 'online',
        assignment: { ...(tutorPreferences.assignment as object), level: ['level-6eme'], numberOfStudentsToSupport: 2 },
      },
    });
    await app.store.collection('users').insertOne({
      ...student,
      _id: 'marseille-early-student',
      userId: 'marseille-early-student',
      contactDetails: { firstName: 'Élève', lastName: 'Matinale', email: 'matinale@example.org' },
      address: { zipCode: '13008', city: 'Marseille' },
      department: '13',
      status: 'active',
      studentPreferences: {
        ...studentPreferences,
        availability: [slot],
        matchingStatus: 'unmatched',
        situation: 'awaiting-tutor',
        assignment: { ...(studentPreferences.assignment as object), level: 'level-6eme', tutoringMode: 'online' },
      },
    });
    const byVsc = await app.call('/v1/matching/automatic', { method: 'POST', cookie: vsc, body: { tutorId: 'paris-early-tutor' } });
    expect(byVsc.status, await byVsc.clone().text()).toBe(409);
    expect(await app.store.collection('pairs').count({ studentId: 'marseille-early-student' })).toBe(0);
    // The same request by the administrator pairs them: the student was the one the VSC would have been given.
    const byAdmin = await app.call('/v1/matching/automatic', { method: 'POST', cookie: admin, body: { tutorId: 'paris-early-tutor' } });
    expect(byAdmin.status, await byAdmin.clone().text()).toBe(201);
    expect((await json<{ studentId: string }>(byAdmin)).studentId).toBe('marseille-early-student');
  });

  it('does not show the history of a record elsewhere, and shows that of their own', async () => {
    const outside = [...people.values()].find((person) => person.userRole === 'student' && !isLocal(person._id))!;
    const inside = [...people.values()].find((person) => person.userRole === 'student' && isLocal(person._id))!;
    for (const student of [outside, inside]) {
      const changed = await app.call(`/v1/students/${student._id}`, {
        method: 'PATCH',
        cookie: admin,
        body: { gender: student.gender === 'male' ? 'female' : 'male' },
      });
      expect(changed.status, await changed.clone().text()).toBe(200);
    }
    const historyOf = async (id: string, cookie: string) => json<{ recordId: string }[]>(await app.call(`/v1/audit?recordId=${id}&_end=100`, { cookie }));
    expect((await historyOf(outside._id, admin)).length).toBeGreaterThan(0);
    expect(await historyOf(outside._id, vsc)).toEqual([]);
    expect((await historyOf(inside._id, vsc)).length).toBeGreaterThan(0);
    const everything = await json<{ resource: string; recordId: string }[]>(await app.call('/v1/audit?resource=students&_end=1000', { cookie: vsc }));
    expect(everything.filter((entry) => !isLocal(entry.recordId)).map((entry) => entry.recordId)).toEqual([]);
  });

  it('files a student who moves away elsewhere, with their sessions and pair', async () => {
    const pair = (await stored('pairs', { status: 'active' })).find(
      (candidate) => isLocal(candidate.studentId) && studentsOf([candidate.studentId]).length === 1,
    )!;
    expect(pair).toBeDefined();
    const studentId = String(pair.studentId);
    const sessions = await stored('sessions', { 'students.userId': studentId });
    expect((await app.call(`/v1/pairs/${pair._id}`, { cookie: vsc })).status).toBe(200);
    const moved = await app.call(`/v1/students/${studentId}`, { method: 'PATCH', cookie: admin, body: { address: { zipCode: '69003', city: 'Lyon' } } });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect((await app.call(`/v1/students/${studentId}`, { cookie: vsc })).status).toBe(404);
    expect((await app.call(`/v1/pairs/${pair._id}`, { cookie: vsc })).status).toBe(404);
    for (const session of sessions) {
      const others = studentsOf(idsOf(session.students)).filter((id) => id !== studentId);
      if (others.some(isLocal)) continue;
      expect((await app.call(`/v1/sessions/${session._id}`, { cookie: vsc })).status, String(session._id)).toBe(404);
      expect((await list(`/v1/session-occurrences?sessionId=${session._id}`, vsc)).total).toBe(0);
    }
  });

  it('creates people and sessions of their departments only', async () => {
    const child = (address: Record<string, string>) => ({
      contactDetails: { firstName: 'Élève', lastName: `Local ${address.zipCode}`, email: `local.${address.zipCode}@example.org` },
      address,
      program: { programId: HOME_CLASSES },
    });
    const elsewhere = await app.call('/v1/students', { method: 'POST', cookie: vsc, body: child({ zipCode: '13008', city: 'Marseille' }) });
    expect(elsewhere.status, await elsewhere.clone().text()).toBe(403);
    const here = await app.call('/v1/students', { method: 'POST', cookie: vsc, body: child({ zipCode: '92100', city: 'Boulogne-Billancourt' }) });
    expect(here.status, await here.clone().text()).toBe(201);
    const created = await json<Row>(here);
    expect(created.department).toBe('92');
    // The filing is the server's: a body that names it is refused.
    const forged = await app.call(`/v1/students/${created.id}`, { method: 'PATCH', cookie: admin, body: { department: '13' } });
    expect(forged.status).toBe(400);
  });

  it('lets a coordinator give a VSC departments, and the VSC never changes their own', async () => {
    const coordinator = await app.signIn('coordinator');
    const created = await app.call('/v1/vsc', {
      method: 'POST',
      cookie: coordinator,
      body: {
        contactDetails: { firstName: 'Nouvelle', lastName: 'Locale', email: 'vsc.locale@example.org' },
        administrationPreferences: { program: [HOME_CLASSES], department: ['93', '94'] },
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const record = await json<Row>(created);
    expect((record.administrationPreferences as { department: string[] }).department).toEqual(['93', '94']);

    const before = (await list('/v1/students', vsc)).total;
    for (const path of ['/v1/vsc/demo-vsc']) {
      const widened = await app.call(path, { method: 'PATCH', cookie: vsc, body: { administrationPreferences: { department: ['75', '92', '93', '13'] } } });
      expect([403, 404], await widened.clone().text()).toContain(widened.status);
      const cleared = await app.call(path, { method: 'PATCH', cookie: vsc, body: { administrationPreferences: null } });
      expect([403, 404]).toContain(cleared.status);
    }
    const own = await app.call('/v1/me', { cookie: vsc });
    expect((await json<{ user: { administrationPreferences: { department: string[] } } }>(own)).user.administrationPreferences.department.sort()).toEqual(
      LOCAL,
    );
    expect((await list('/v1/students', vsc)).total).toBe(before);
  });

  it('files at start-up what an older release stored: a single staff department, people and records without theirs', async () => {
    const users = app.store.collection('users');
    await users.updateOne({ _id: 'demo-vsc-1' }, { $set: { 'administrationPreferences.department': '93' } });
    // Read again: the tests above moved a student away.
    const student = (await stored('users', { userRole: 'student' })).find((person) => LOCAL.includes(livesIn(person) ?? ''))!;
    await users.updateOne({ _id: student._id }, { $unset: { department: '' } });
    await app.store.collection('sessions').updateMany({ 'students.userId': student._id }, { $unset: { departments: '' } });
    const first = await fileUnderDepartments(app.store, { log: silentLogger });
    expect(first.staff).toBe(1);
    expect(first.people).toBe(1);
    expect((await users.findOne({ _id: 'demo-vsc-1' }))!.administrationPreferences).toMatchObject({ department: ['93'] });
    expect((await users.findOne({ _id: student._id }))!.department).toBe(livesIn(student));
    for (const session of await stored('sessions', { 'students.userId': student._id }))
      expect(session.departments, String(session._id)).toContain(livesIn(student));
    // Once done, nothing more to file.
    expect(await fileUnderDepartments(app.store, { log: silentLogger })).toEqual({ staff: 0, people: 0, records: 0 });
  });
});

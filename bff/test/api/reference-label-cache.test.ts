import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { labelSourcesOf, titleKey } from '../../src/resources/label-sources.ts';

/**
 * Issue 29: the documents referenced records' labels are made of are kept between requests (label-sources.ts),
 * forgotten on every write to them. Each test reads once (which fills the cache), changes a label's field or a
 * right, and reads again: the answer is the one the store and the reader's rights give now, never the kept one.
 *
 * The demo coordinator works in home classes and football; the programs are the spec's (section 1).
 */
const HOME_CLASSES = 'az-rem-4ca0f8d';
const FOOTBALL = 'az-zup-6g98343';
const SOLIDARITY = 'az-fac-5f87232';

type Labels = Record<string, Record<string, string | null>>;
type Row = Record<string, unknown> & { id: string; _label: string | null; _labels: Labels };

describe('reference labels kept between requests', () => {
  let app: TestApp;
  let admin: string;
  let coordinator: string;
  let recruiter: string;
  let tutor: Row;
  let student: Row;

  const read = async <T = Row[]>(path: string, cookie: string) => {
    const response = await app.call(path, { cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return json<T>(response);
  };
  const nameOf = (row: Record<string, unknown>) => {
    const contact = row.contactDetails as { firstName: string; lastName: string };
    return `${contact.firstName} ${contact.lastName}`;
  };
  /** The tutor's label in the test session, as `cookie`'s reader gets it. */
  const tutorLabelFor = async (cookie: string) => {
    const [session] = await read(`/v1/sessions?id=cache-session`, cookie);
    return session!._labels.tutors?.[tutor.id];
  };

  beforeAll(async () => {
    app = await createTestApp();
    [admin, coordinator, recruiter] = await Promise.all([app.signIn('super_administrator'), app.signIn('coordinator'), app.signIn('recruiter')]);
    [tutor] = await read(`/v1/tutors?program.programId=${HOME_CLASSES}&_end=1`, admin);
    [student] = await read(`/v1/students?program.programId=${HOME_CLASSES}&_end=1`, admin);
    const start = new Date('2026-12-01T16:00:00.000Z');
    await app.store.collection('sessions').insertOne({
      _id: 'cache-session',
      sessionType: 'private-session',
      status: 'to-be-scheduled',
      // In football, so that the coordinator still reads the session when home classes are taken from them.
      program: { programId: FOOTBALL },
      tutors: [{ userId: tutor.id }],
      students: [{ userId: student.id }],
      vsc: [{ vscId: 'demo-vsc' }],
      sessionDate: { startDate: start.toISOString(), endDate: new Date(start.getTime() + 3_600_000).toISOString() },
      createdBy: 'demo-super_administrator',
    });
  });

  it('names a renamed record by its new name, through the API or a direct store write, on both levels of references', async () => {
    expect(await tutorLabelFor(admin)).toBe(nameOf(tutor));
    expect(await tutorLabelFor(coordinator)).toBe(nameOf(tutor));
    const renamed = await app.call(`/v1/tutors/${tutor.id}`, { method: 'PATCH', cookie: admin, body: { contactDetails: { lastName: 'Renommé' } } });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    const firstName = (tutor.contactDetails as { firstName: string }).firstName;
    expect(await tutorLabelFor(admin)).toBe(`${firstName} Renommé`);
    expect(await tutorLabelFor(coordinator)).toBe(`${firstName} Renommé`);

    // A write that is no route's (a job, a feature's own transaction) is seen as well.
    await app.store.collection('users').updateOne({ _id: tutor.id }, { $set: { 'contactDetails.lastName': 'Changé' } });
    expect(await tutorLabelFor(admin)).toBe(`${firstName} Changé`);

    // A report's session is named by its participants: a second level, composed again on every request.
    await app.store.collection('classReports').insertOne({
      _id: 'cache-report',
      sessionId: 'cache-session',
      tutorId: tutor.id,
      studentId: student.id,
      program: { programId: HOME_CLASSES },
      status: 'submitted',
      reportDate: '2026-12-02',
      createdBy: 'system',
    });
    const sessionLabel = async () => (await read('/v1/class-reports?id=cache-report', admin))[0]!._labels.sessions?.['cache-session'];
    expect(await sessionLabel()).toContain(`${firstName} Changé`);
    await app.store
      .collection('users')
      .updateOne({ _id: tutor.id }, { $set: { 'contactDetails.lastName': (tutor.contactDetails as { lastName: string }).lastName } });
    expect(await sessionLabel()).toContain(nameOf(tutor));
    expect(await sessionLabel()).not.toContain('Changé');
  });

  it('names a page’s own row by its new name once renamed, through the API or a direct store write (own labels are kept too)', async () => {
    const ownLabel = async () => (await read(`/v1/tutors?id=${tutor.id}`, admin))[0]!._label;
    const firstName = (tutor.contactDetails as { firstName: string }).firstName;
    expect(await ownLabel()).toBe(nameOf(tutor));
    // Asked again, it comes from what the first answer kept.
    expect(await ownLabel()).toBe(nameOf(tutor));
    const renamed = await app.call(`/v1/tutors/${tutor.id}`, { method: 'PATCH', cookie: admin, body: { contactDetails: { lastName: 'Propre' } } });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    expect(await ownLabel()).toBe(`${firstName} Propre`);
    // Read again, so that the label of this revision is kept (a write just after the change, a job's, may have
    // kept the first read from keeping it).
    expect(await ownLabel()).toBe(`${firstName} Propre`);
    expect(await ownLabel()).toBe(`${firstName} Propre`);
    // A write that is no route's changes no revision: the store's news of it forgets the kept label all the same.
    await app.store.collection('users').updateOne({ _id: tutor.id }, { $set: { 'contactDetails.lastName': 'Direct' } });
    expect(await ownLabel()).toBe(`${firstName} Direct`);
    await app.store
      .collection('users')
      .updateOne({ _id: tutor.id }, { $set: { 'contactDetails.lastName': (tutor.contactDetails as { lastName: string }).lastName } });
    expect(await ownLabel()).toBe(nameOf(tutor));
  });

  it('names a row whose label names no other record by its new name after a direct store write (no new revision)', async () => {
    const [establishment] = await read('/v1/establishments?_end=1', admin);
    const ownLabel = async () => (await read(`/v1/establishments?id=${establishment!.id}`, admin))[0]!._label;
    const name = String(establishment!.establishmentName);
    expect(await ownLabel()).toBe(name);
    expect(await ownLabel()).toBe(name);
    await app.store.collection('establishments').updateOne({ _id: establishment!.id }, { $set: { establishmentName: 'Collège renommé' } });
    expect(await ownLabel()).toBe('Collège renommé');
    await app.store.collection('establishments').updateOne({ _id: establishment!.id }, { $set: { establishmentName: name } });
    expect(await ownLabel()).toBe(name);
  });

  it('keeps no own label composed from a page read before a write', () => {
    const sources = labelSourcesOf(app.store)!;
    const key = titleKey('fr', undefined);
    const before = sources.generationOf('users');
    sources.forget('users', ['someone']);
    sources.keepOwnLabel('users', 'someone-else', 'r1', key, { title: 'Ancien nom', detail: null }, before);
    expect(sources.ownLabel('users', 'someone-else', 'r1', key)).toBeUndefined();
    sources.keepOwnLabel('users', 'someone-else', 'r1', key, { title: 'Nom', detail: null }, sources.generationOf('users'));
    expect(sources.ownLabel('users', 'someone-else', 'r1', key)).toEqual({ title: 'Nom', detail: null });
    // Another revision of the record is not named by the label kept for the first.
    expect(sources.ownLabel('users', 'someone-else', 'r2', key)).toBeUndefined();
  });

  it('gives null once the referenced record moves out of the reader’s reach, and the name again when it comes back', async () => {
    expect(await tutorLabelFor(coordinator)).toBe(nameOf(tutor));
    await app.store.collection('users').updateOne({ _id: tutor.id }, { $set: { 'program.programId': SOLIDARITY } });
    expect(await tutorLabelFor(coordinator)).toBeNull();
    // The administrator, whose rights cover every program, still reads it: the cache holds no reader's answer.
    expect(await tutorLabelFor(admin)).toBe(nameOf(tutor));
    expect(await tutorLabelFor(coordinator)).toBeNull();
    await app.store.collection('users').updateOne({ _id: tutor.id }, { $set: { 'program.programId': HOME_CLASSES } });
    expect(await tutorLabelFor(coordinator)).toBe(nameOf(tutor));
  });

  it('gives null once the reader loses the right (their programs change), and the name again when it is given back', async () => {
    expect(await tutorLabelFor(coordinator)).toBe(nameOf(tutor));
    const users = app.store.collection('users');
    await users.updateOne({ _id: 'demo-coordinator' }, { $set: { 'administrationPreferences.program': [FOOTBALL] } });
    expect(await tutorLabelFor(coordinator)).toBeNull();
    await users.updateOne({ _id: 'demo-coordinator' }, { $set: { 'administrationPreferences.program': [HOME_CLASSES, FOOTBALL] } });
    expect(await tutorLabelFor(coordinator)).toBe(nameOf(tutor));
  });

  it('never gives a reader of another role a label kept for a richer reader', async () => {
    const [outside] = await read(`/v1/students?program.programId=${SOLIDARITY}&_end=1`, admin);
    await app.store.collection('sessions').updateOne({ _id: 'cache-session' }, { $set: { students: [{ userId: student.id }, { userId: outside!.id }] } });
    // The administrator reads both students' labels first: their documents and titles are kept.
    const [asAdmin] = await read('/v1/sessions?id=cache-session', admin);
    expect(asAdmin!._labels.students).toEqual({ [student.id]: nameOf(student), [outside!.id]: nameOf(outside!) });
    // The coordinator reads the students of their programs only: the kept student of another program stays null.
    const [asCoordinator] = await read('/v1/sessions?id=cache-session', coordinator);
    expect(asCoordinator!._labels.students).toEqual({ [student.id]: nameOf(student), [outside!.id]: null });
    expect(JSON.stringify(asCoordinator)).not.toContain(nameOf(outside!));
    // Section 6: the recruiter reads sessions and tutors, not students.
    const [asRecruiter] = await read('/v1/sessions?id=cache-session', recruiter);
    expect(asRecruiter!._labels.students).toEqual({ [student.id]: null, [outside!.id]: null });
    expect(asRecruiter!._labels.tutors?.[tutor.id]).toBe(nameOf(tutor));
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { PROGRAM_IDS } from '@binome/schema';
import type { StoredDocument } from '../../src/store/store.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * Mode and type as hard rules of the matching, through the API: an online-only tutor is never offered a family
 * that wants in-person tutoring (nor the reverse), a group-tutoring student gets no private pair, the reasons name
 * the mode, the answer says which rule kept out the nearest candidates, and the session a match makes takes the
 * mode and, in person, the place.
 */
let app: TestApp;
let admin: string;
let coordinator: string;
let template: { tutor: StoredDocument; student: StoredDocument };
let made = 0;

const LEVEL = 'level-6eme';
type Slot = { dayOfTheWeek: number; startTime: string; endTime: string; taken?: boolean };
/** Weekend hours no demo person offers: the people a test makes meet only each other. */
const hh = (hour: number) => String(hour).padStart(2, '0');
const slotAt = (dayOfTheWeek: 6 | 7, hour: number): Slot => ({ dayOfTheWeek, startTime: `${hh(hour)}:00`, endTime: `${hh(hour + 1)}:00` });
interface Problem {
  code: string;
  message: string;
  details?: { path?: string; message: string; params?: Record<string, unknown> }[];
}
interface Exclusion {
  rule: string;
  role: string;
  mode?: string;
  count: number;
  message: string;
}
interface Candidates {
  total: number;
  data: { id: string; reasons: { code: string; mode?: string }[] }[];
  excluded: Exclusion[];
}

async function makeTutor(slot: Slot, mode: string | undefined, extra: { establishments?: string[] } = {}): Promise<string> {
  const id = `mode-tutor-${(made += 1)}`;
  const preferences = template.tutor.tutorPreferences as Record<string, unknown>;
  await app.store.collection('users').insertOne({
    ...template.tutor,
    _id: id,
    userId: id,
    contactDetails: { firstName: 'Tuteur', lastName: `Mode ${made}`, email: `${id}@example.org` },
    status: 'active',
    program: { programId: PROGRAM_IDS.homeClassesFaceToFace },
    tutorPreferences: {
      ...preferences,
      availability: [slot],
      weekendAvailability: true,
      matchedStudents: [],
      tutoringMode: mode,
      assignment: { ...(preferences.assignment as object), level: [LEVEL], numberOfStudentsToSupport: 3, establishments: extra.establishments ?? [] },
    },
  });
  return id;
}

async function makeStudent(
  slot: Slot,
  wants: { mode?: string; type?: string; createdAt?: string; establishments?: string[]; address?: Record<string, string> } = {},
): Promise<string> {
  const id = `mode-student-${(made += 1)}`;
  const preferences = template.student.studentPreferences as Record<string, unknown>;
  await app.store.collection('users').insertOne({
    ...template.student,
    _id: id,
    userId: id,
    contactDetails: { firstName: 'Élève', lastName: `Mode ${made}`, email: `${id}@example.org` },
    status: 'active',
    createdAt: wants.createdAt ?? '2026-09-10T08:00:00.000Z',
    program: { programId: PROGRAM_IDS.homeClassesFaceToFace },
    address: wants.address ?? { addressLine1: '12 rue des Lilas', zipCode: '75011', city: 'Paris' },
    studentPreferences: {
      ...preferences,
      availability: [slot],
      weekendAvailability: true,
      matchingStatus: 'unmatched',
      situation: 'awaiting-tutor',
      assignment: {
        ...(preferences.assignment as object),
        level: LEVEL,
        tutoringType: wants.type ?? 'private',
        tutoringMode: wants.mode,
        establishments: wants.establishments ?? [],
      },
    },
  });
  return id;
}

const candidatesOf = async (query: string) => json<Candidates>(await app.call(`/v1/matching/candidates?${query}&_end=100`, { cookie: coordinator }));

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn('super_administrator');
  coordinator = await app.signIn('coordinator');
  const tutor = (await app.store.collection('users').findOne({ _id: 'demo-tutor' }))!;
  const student = (await app.store
    .collection('users')
    .findOne({ userRole: 'student', 'studentPreferences.situation': 'awaiting-tutor', 'program.programId': PROGRAM_IDS.homeClassesFaceToFace }))!;
  template = { tutor, student };
}, 120_000);

describe('the tutoring mode', () => {
  it('never offers an online-only tutor a family that wants in-person tutoring, and says so when nothing else fits', async () => {
    const slot = slotAt(6, 9);
    const online = await makeTutor(slot, 'online');
    const atHome = await makeStudent(slot, { mode: 'in-person' });
    const atHomeToo = await makeStudent(slot, { mode: 'in-person' });
    const forTutor = await candidatesOf(`mode=tutor&tutorId=${online}&availability=6@09:00`);
    expect(forTutor.data.map((candidate) => candidate.id)).not.toContain(atHome);
    expect(forTutor.excluded).toContainEqual({ rule: 'mode', role: 'student', mode: 'in-person', count: 2, message: 'matchingExclusions.modeStudentInPerson' });
    // The student's side says it too: the tutor is online only.
    const forStudent = await candidatesOf(`mode=student&studentId=${atHomeToo}`);
    expect(forStudent.data.map((candidate) => candidate.id)).not.toContain(online);
    expect(forStudent.excluded).toContainEqual({ rule: 'mode', role: 'tutor', mode: 'online', count: 1, message: 'matchingExclusions.modeTutorOnline' });
    // A match by hand is refused on the same rule.
    const refused = await app.call('/v1/matching/match', {
      method: 'POST',
      cookie: admin,
      body: { tutorId: online, studentId: atHome, slot: { dayOfTheWeek: 6, startTime: '09:00' }, firstSession: 'weekly' },
    });
    expect(refused.status).toBe(409);
    expect((await json<Problem>(refused)).details?.map((detail) => detail.params?.constraint)).toEqual(['mode']);
  });

  it('never gives an in-person-only tutor an online-only student by automatic matching, and tells why', async () => {
    const slot = slotAt(6, 11);
    const inPerson = await makeTutor(slot, 'in-person');
    await makeStudent(slot, { mode: 'online' });
    const status = await json<{ available: boolean; reason?: string; excluded?: Exclusion[] }>(
      await app.call(`/v1/matching/automatic?tutorId=${inPerson}`, { cookie: admin }),
    );
    expect(status).toMatchObject({
      available: false,
      reason: 'noStudentsForSlot',
      excluded: [{ rule: 'mode', role: 'student', mode: 'online', count: 1, message: 'matchingExclusions.modeStudentOnline' }],
    });
    const response = await app.call('/v1/matching/automatic', { method: 'POST', cookie: admin, body: { tutorId: inPerson } });
    expect(response.status).toBe(409);
    const problem = await json<Problem>(response);
    expect(problem.code).toBe('noStudentsForSlot');
    expect(problem.details).toEqual([
      { path: 'excluded', message: 'matchingExclusions.modeStudentOnline', params: { count: 1, rule: 'mode', mode: 'online' } },
    ]);
    expect(await app.store.collection('pairs').count({ tutorId: inPerson })).toBe(0);
  });

  it('lets who accepts both meet either, and names the mode among the reasons', async () => {
    const slot = slotAt(6, 13);
    const both = await makeTutor(slot, 'both');
    const online = await makeStudent(slot, { mode: 'online' });
    const unset = await makeStudent(slot);
    const answer = await candidatesOf(`mode=tutor&tutorId=${both}&availability=6@13:00`);
    const modeOf = (id: string) => answer.data.find((candidate) => candidate.id === id)?.reasons.find((reason) => reason.code === 'mode')?.mode;
    expect(modeOf(online)).toBe('online');
    expect(modeOf(unset)).toBe('both');
    expect(answer.excluded).toEqual([]);
  });
});

describe('the tutoring type', () => {
  it('gives a group-tutoring student no private pair from automatic matching, however long they waited', async () => {
    const slot = slotAt(7, 9);
    const tutor = await makeTutor(slot, undefined);
    const group = await makeStudent(slot, { type: 'group', createdAt: '2026-01-05T08:00:00.000Z' });
    const alone = await json<Problem>(await app.call('/v1/matching/automatic', { method: 'POST', cookie: admin, body: { tutorId: tutor } }));
    expect(alone).toMatchObject({
      code: 'noStudentsForSlot',
      details: [{ message: 'matchingExclusions.groupTutoringStudent', params: { count: 1, rule: 'groupTutoring' } }],
    });
    // Someone who accepts both is offered a private pair.
    const either = await makeStudent(slot, { type: 'both', createdAt: '2026-10-01T08:00:00.000Z' });
    const response = await app.call('/v1/matching/automatic', { method: 'POST', cookie: admin, body: { tutorId: tutor } });
    expect(response.status, await response.clone().text()).toBe(201);
    expect((await json<{ studentId: string }>(response)).studentId).toBe(either);
    expect(await app.store.collection('pairs').count({ studentId: group })).toBe(0);
    const student = (await app.store.collection('users').findOne({ _id: group }))!;
    expect((student.studentPreferences as { matchingStatus: string }).matchingStatus).toBe('unmatched');
  });

  it('leaves group-tutoring students out of the proposal, with that reason', async () => {
    const group = await makeStudent(slotAt(7, 11), { type: 'group' });
    const response = await app.call('/v1/matching/proposals', { method: 'POST', cookie: coordinator, body: {} });
    expect(response.status, await response.clone().text()).toBe(200);
    const proposal = await json<{
      pairs: { studentId: string }[];
      unmatched: { byReason: Record<string, number>; students: { studentId: string; reason: string }[] };
    }>(response);
    expect(proposal.pairs.map((pair) => pair.studentId)).not.toContain(group);
    expect(proposal.unmatched.students.find((entry) => entry.studentId === group)?.reason).toBe('groupTutoring');
    expect(proposal.unmatched.byReason.groupTutoring).toBeGreaterThanOrEqual(1);
  });
});

describe('the session a match makes', () => {
  it('takes the mode they share and, in person, the student home; its occurrences carry the place for the calendar feed', async () => {
    const slot = slotAt(7, 13);
    const tutor = await makeTutor(slot, 'both');
    const student = await makeStudent(slot, { mode: 'in-person', address: { addressLine1: '3 rue Oberkampf', zipCode: '75011', city: 'Paris' } });
    const response = await app.call('/v1/matching/match', {
      method: 'POST',
      cookie: admin,
      body: { tutorId: tutor, studentId: student, slot: { dayOfTheWeek: 7, startTime: '13:00' }, firstSession: 'weekly' },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { sessionId } = await json<{ sessionId: string }>(response);
    const session = (await app.store.collection('sessions').findOne({ _id: sessionId }))!;
    expect(session).toMatchObject({ tutoringMode: 'in-person', placeType: 'home', placeOrRoom: '3 rue Oberkampf, 75011 Paris' });
    const occurrence = (await app.store.collection('sessionOccurrences').findOne({ sessionId }))!;
    expect(occurrence).toMatchObject({ tutoringMode: 'in-person', placeOrRoom: '3 rue Oberkampf, 75011 Paris' });
  });

  it('meets at the establishment both share, online has no place, and staff choose when both accept both', async () => {
    const establishment = (await app.store.collection('establishments').findOne({}))!;
    const slot = slotAt(7, 15);
    const tutor = await makeTutor(slot, 'in-person', { establishments: [establishment._id] });
    const student = await makeStudent(slot, { establishments: [establishment._id] });
    const atSchool = await json<{ sessionId: string }>(
      await app.call('/v1/matching/match', {
        method: 'POST',
        cookie: admin,
        body: { tutorId: tutor, studentId: student, slot: { dayOfTheWeek: 7, startTime: '15:00' }, firstSession: 'weekly' },
      }),
    );
    expect(await app.store.collection('sessions').findOne({ _id: atSchool.sessionId })).toMatchObject({
      tutoringMode: 'in-person',
      placeType: 'school',
      placeOrRoom: establishment.establishmentName,
    });

    const later = slotAt(7, 17);
    const open = await makeTutor(later, 'both');
    const chosen = await makeStudent(later);
    const online = await json<{ sessionId: string }>(
      await app.call('/v1/matching/match', {
        method: 'POST',
        cookie: admin,
        body: { tutorId: open, studentId: chosen, slot: { dayOfTheWeek: 7, startTime: '17:00' }, firstSession: 'weekly', tutoringMode: 'online' },
      }),
    );
    const session = (await app.store.collection('sessions').findOne({ _id: online.sessionId }))!;
    expect(session.tutoringMode).toBe('online');
    expect(session.placeOrRoom).toBeUndefined();
  });

  it('refuses a mode one of them does not accept (409 tutoringModeNotShared on the field), instead of booking the other', async () => {
    const slot = slotAt(6, 11);
    const tutor = await makeTutor(slot, 'online');
    const student = await makeStudent(slot);
    const response = await app.call('/v1/matching/match', {
      method: 'POST',
      cookie: admin,
      body: { tutorId: tutor, studentId: student, slot: { dayOfTheWeek: 6, startTime: '11:00' }, firstSession: 'weekly', tutoringMode: 'in-person' },
    });
    expect(response.status, await response.clone().text()).toBe(409);
    expect(await json(response)).toMatchObject({ code: 'tutoringModeNotShared', message: 'errors.tutoringModeNotShared', details: [{ path: 'tutoringMode' }] });
    expect(await app.store.collection('pairs').count({ tutorId: tutor })).toBe(0);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { PROGRAM_IDS } from '@binome/schema';
import type { StoredDocument } from '../../src/store/store.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * The matching end to end on the demo data: candidates with reasons, a match in one step, the automatic matching
 * (section 4) with its button rules enforced by the server, the races it must win, and dissociation.
 */
let app: TestApp;
let admin: string;
let coordinator: string;
let manager: string;
let tutorCookie: string;
let parent: string;
let template: { tutor: StoredDocument; student: StoredDocument };

/** Saturday 10:00: no demo person offers it, so the people a test makes meet only each other. */
const SATURDAY = { dayOfTheWeek: 6, startTime: '10:00', endTime: '11:00' };
const SUNDAY = { dayOfTheWeek: 7, startTime: '10:00', endTime: '11:00' };
const LEVEL = 'level-6eme';
let made = 0;

type Slot = typeof SATURDAY & { taken?: boolean };
interface Created {
  pairId: string;
  sessionId: string;
  studentId: string;
  tutorId: string;
  matchedStudents: number;
  numberOfStudentsToSupport: number;
  slot: Slot;
}
interface Problem {
  code: string;
  message: string;
  details?: { params?: Record<string, unknown> }[];
}

async function makeTutor(changes: { slots?: Slot[]; capacity?: number; status?: string; programId?: string; matched?: string[] } = {}): Promise<string> {
  const id = `test-tutor-${(made += 1)}`;
  const preferences = template.tutor.tutorPreferences as Record<string, unknown>;
  await app.store.collection('users').insertOne({
    ...template.tutor,
    _id: id,
    userId: id,
    contactDetails: { firstName: 'Tuteur', lastName: `Essai ${made}`, email: `${id}@example.org` },
    status: changes.status ?? 'active',
    program: { programId: changes.programId ?? PROGRAM_IDS.homeClassesFaceToFace },
    tutorPreferences: {
      ...preferences,
      availability: changes.slots ?? [SATURDAY],
      weekendAvailability: true,
      matchedStudents: changes.matched ?? [],
      assignment: { ...(preferences.assignment as object), level: [LEVEL], numberOfStudentsToSupport: changes.capacity ?? 3 },
    },
  });
  return id;
}

async function makeStudent(changes: { slots?: Slot[]; createdAt?: string } = {}): Promise<string> {
  const id = `test-student-${(made += 1)}`;
  const preferences = template.student.studentPreferences as Record<string, unknown>;
  await app.store.collection('users').insertOne({
    ...template.student,
    _id: id,
    userId: id,
    contactDetails: { firstName: 'Élève', lastName: `Essai ${made}`, email: `${id}@example.org` },
    status: 'active',
    createdAt: changes.createdAt ?? '2026-09-10T08:00:00.000Z',
    program: { programId: PROGRAM_IDS.homeClassesFaceToFace },
    studentPreferences: {
      ...preferences,
      availability: changes.slots ?? [SATURDAY],
      weekendAvailability: true,
      matchingStatus: 'unmatched',
      situation: 'awaiting-tutor',
      // A private pair, either mode: the mode and type rules have their own tests (matching-mode-type.test.ts).
      assignment: { ...(preferences.assignment as object), level: LEVEL, tutoringType: 'private', tutoringMode: 'both' },
    },
  });
  return id;
}

async function automatic(cookie: string, body: Record<string, unknown> = {}) {
  return app.call('/v1/matching/automatic', { method: 'POST', cookie, body });
}

async function user(id: string): Promise<StoredDocument> {
  return (await app.store.collection('users').findOne({ _id: id }))!;
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn('super_administrator');
  coordinator = await app.signIn('coordinator');
  manager = await app.signIn('manager');
  tutorCookie = await app.signIn('tutor');
  parent = await app.signIn('parent');
  const tutor = (await app.store.collection('users').findOne({ _id: 'demo-tutor' }))!;
  const student = (await app.store
    .collection('users')
    .findOne({ userRole: 'student', 'studentPreferences.situation': 'awaiting-tutor', 'program.programId': PROGRAM_IDS.homeClassesFaceToFace }))!;
  template = { tutor, student };
}, 120_000);

describe('candidates', () => {
  it('lists students for a tutor, best first, each with a score out of 100 and the reasons that earned it', async () => {
    const tutorId = await makeTutor({ slots: [SATURDAY, SUNDAY] });
    const longWaiting = await makeStudent({ slots: [SATURDAY, SUNDAY], createdAt: '2026-06-01T08:00:00.000Z' });
    const recent = await makeStudent({ slots: [SATURDAY], createdAt: new Date().toISOString() });
    const response = await app.call(`/v1/matching/candidates?mode=tutor&tutorId=${tutorId}&availability=6@10:00&availability=7@10:00`, { cookie: coordinator });
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = await json<{
      status: string;
      total: number;
      data: { id: string; score: number; reasons: { code: string; points: number }[]; commonSlots: Slot[] }[];
    }>(response);
    const ids = answer.data.map((candidate) => candidate.id);
    expect(ids.indexOf(longWaiting)).toBeLessThan(ids.indexOf(recent));
    const best = answer.data.find((candidate) => candidate.id === longWaiting)!;
    expect(best.commonSlots).toHaveLength(2);
    expect(best.reasons.map((reason) => reason.code)).toEqual(expect.arrayContaining(['waiting', 'commonSlots', 'level']));
    expect(best.score).toBe(Math.round(best.reasons.reduce((sum, reason) => sum + reason.points, 0)));
    expect(response.headers.get('x-total-count')).toBe(String(answer.total));
  });

  it('lists tutors for a student in student mode, only those meeting every hard constraint', async () => {
    const studentId = await makeStudent({ slots: [SUNDAY] });
    const fits = await makeTutor({ slots: [SUNDAY] });
    const full = await makeTutor({ slots: [SUNDAY], capacity: 1, matched: ['someone'] });
    const inactive = await makeTutor({ slots: [SUNDAY], status: 'deactivated' });
    const otherProgram = await makeTutor({ slots: [SUNDAY], programId: PROGRAM_IDS.football });
    const answer = await json<{ data: { id: string; room: { matched: number; capacity: number } }[] }>(
      await app.call(`/v1/matching/candidates?mode=student&studentId=${studentId}&_end=100`, { cookie: coordinator }),
    );
    const ids = answer.data.map((candidate) => candidate.id);
    expect(ids).toContain(fits);
    for (const excluded of [full, inactive, otherProgram]) expect(ids).not.toContain(excluded);
    expect(answer.data.find((candidate) => candidate.id === fits)!.room).toEqual({ matched: 0, capacity: 3 });
  });

  it('refuses bad input with a 400 and bounds the page', async () => {
    for (const query of [
      'mode=everyone',
      'mode=tutor',
      'mode=tutor&tutorId=demo-tutor&availability=8@10:00',
      'mode=tutor&tutorId=demo-tutor&unknown=1',
      'mode=tutor&tutorId=demo-tutor&_end=abc',
    ]) {
      const response = await app.call(`/v1/matching/candidates?${query}`, { cookie: coordinator });
      expect(response.status, query).toBe(400);
    }
    const bounded = await json<{ data: unknown[] }>(
      await app.call('/v1/matching/candidates?mode=tutor&tutorId=demo-tutor&_start=0&_end=100000', { cookie: coordinator }),
    );
    expect(bounded.data.length).toBeLessThanOrEqual(100);
  });

  it('is for staff who read the matching: a tutor or a parent gets 403, a signed-out visitor 401', async () => {
    expect((await app.call('/v1/matching/candidates?mode=tutor&tutorId=demo-tutor', { cookie: tutorCookie })).status).toBe(403);
    expect((await app.call('/v1/matching/candidates?mode=tutor&tutorId=demo-tutor', { cookie: parent })).status).toBe(403);
    expect((await app.call('/v1/matching/candidates?mode=tutor&tutorId=demo-tutor')).status).toBe(401);
    expect((await app.call('/v1/matching/candidates?mode=tutor&tutorId=nobody-here', { cookie: coordinator })).status).toBe(404);
  });
});

describe('a match in one step', () => {
  it('creates the pair and its session 0, updates the counts and takes the slot on both sides', async () => {
    const tutorId = await makeTutor();
    const studentId = await makeStudent();
    const response = await app.call('/v1/matching/match', {
      method: 'POST',
      cookie: coordinator,
      body: { tutorId, studentId, slot: { dayOfTheWeek: 6, startTime: '10:00' }, firstSession: 'session-0' },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const created = await json<Created>(response);
    expect(created).toMatchObject({ tutorId, studentId, matchedStudents: 1, numberOfStudentsToSupport: 3 });
    const session = (await app.store.collection('sessions').findOne({ _id: created.sessionId }))!;
    expect(session).toMatchObject({ sessionType: 'session-0', status: 'session-0-to-be-scheduled', origin: 'matching' });
    expect(await app.store.collection('sessionOccurrences').count({ sessionId: created.sessionId })).toBe(1);
    const pair = (await app.store.collection('pairs').findOne({ _id: created.pairId }))!;
    expect(pair).toMatchObject({ tutorId, studentId, status: 'active', weeklySlot: { dayOfTheWeek: 6, startTime: '10:00' } });
    expect((await user(studentId)).studentPreferences).toMatchObject({
      matchingStatus: 'private-session',
      situation: 'in-tutoring',
      availability: [{ ...SATURDAY, taken: true }],
    });
    expect((await user(tutorId)).tutorPreferences).toMatchObject({ matchedStudents: [studentId], availability: [{ ...SATURDAY, taken: true }] });
  });

  it('refuses a slot they do not share, a pair that breaks a constraint, unknown people, and staff who may not make pairs', async () => {
    const tutorId = await makeTutor({ slots: [SATURDAY, SUNDAY] });
    const studentId = await makeStudent({ slots: [SATURDAY] });
    const body = { tutorId, studentId, slot: { dayOfTheWeek: 7, startTime: '10:00' }, firstSession: 'weekly' };
    const notCommon = await app.call('/v1/matching/match', { method: 'POST', cookie: coordinator, body });
    expect(notCommon.status).toBe(409);
    expect((await json<Problem>(notCommon)).code).toBe('slotNotCommon');
    const inactive = await makeTutor({ status: 'deactivated' });
    const refused = await json<Problem>(
      await app.call('/v1/matching/match', {
        method: 'POST',
        cookie: coordinator,
        body: { ...body, tutorId: inactive, slot: { dayOfTheWeek: 6, startTime: '10:00' } },
      }),
    );
    expect(refused.code).toBe('notMatchable');
    expect(refused.details?.map((detail) => detail.params?.constraint)).toEqual(['tutorInactive']);
    expect((await app.call('/v1/matching/match', { method: 'POST', cookie: coordinator, body: { ...body, studentId: 'nobody-here' } })).status).toBe(404);
    expect(
      (
        await app.call('/v1/matching/match', {
          method: 'POST',
          cookie: coordinator,
          body: { ...body, vscIds: ['nobody-here'], slot: { dayOfTheWeek: 6, startTime: '10:00' } },
        })
      ).status,
    ).toBe(400);
    expect((await app.call('/v1/matching/match', { method: 'POST', cookie: manager, body })).status).toBe(403);
    expect((await app.call('/v1/matching/match', { method: 'POST', cookie: tutorCookie, body })).status).toBe(403);
    expect((await app.call('/v1/matching/match', { method: 'POST', cookie: coordinator, body: { ...body, extra: 1 } })).status).toBe(400);
  });

  it('refuses a generic pair naming someone who does not exist', async () => {
    const response = await app.call('/v1/pairs', {
      method: 'POST',
      cookie: admin,
      body: { tutorId: 'nobody-here', studentId: 'demo-student', program: { programId: PROGRAM_IDS.homeClassesFaceToFace } },
    });
    expect(response.status).toBe(400);
  });
});

describe('automatic matching (section 4)', () => {
  it('shows the tutor who, when and how before committing, and matches the pupil confirmed or says the proposal changed (walk report: one click made a pair unseen)', async () => {
    type Status = { available: boolean; proposal?: { studentId: string; studentFirstName: string; levelName?: string; slot: Slot } };
    const first = await makeTutor();
    const rival = await makeTutor();
    const shown = await json<Status>(await app.call(`/v1/matching/automatic?tutorId=${first}`, { cookie: admin }));
    expect(shown.available).toBe(true);
    expect(shown.proposal).toMatchObject({
      studentId: expect.any(String),
      studentFirstName: expect.any(String),
      slot: { dayOfTheWeek: expect.any(Number), startTime: expect.any(String) },
    });
    // Nothing is committed by looking.
    expect(await app.store.collection('pairs').count({ tutorId: first })).toBe(0);
    // Another tutor is matched with that very pupil meanwhile: the stale confirmation matches nobody else.
    const taken = await json<Created>(await automatic(admin, { tutorId: rival }));
    expect(taken.studentId).toBe(shown.proposal!.studentId);
    const stale = await automatic(admin, { tutorId: first, studentId: shown.proposal!.studentId, slot: shown.proposal!.slot });
    expect(stale.status).toBe(409);
    expect((await json<Problem>(stale)).code).toBe('automaticProposalChanged');
    expect(await app.store.collection('pairs').count({ tutorId: first })).toBe(0);
    // The new proposal, confirmed, is the pair made.
    const renewed = await json<Status>(await app.call(`/v1/matching/automatic?tutorId=${first}`, { cookie: admin }));
    expect(renewed.proposal!.studentId).not.toBe(shown.proposal!.studentId);
    const confirmed = await automatic(admin, { tutorId: first, studentId: renewed.proposal!.studentId, slot: renewed.proposal!.slot });
    expect(confirmed.status, await confirmed.clone().text()).toBe(201);
    expect((await json<Created>(confirmed)).studentId).toBe(renewed.proposal!.studentId);
  });

  it('gives the demo tutor a student: the pair, a weekly private session to be scheduled (origin auto, absences set, recurrence 0), the slot taken, the counts', async () => {
    const before = await json<{ available: boolean; matchedStudents: number; numberOfStudentsToSupport: number }>(
      await app.call('/v1/matching/automatic', { cookie: tutorCookie }),
    );
    expect(before).toMatchObject({ available: true, matchedStudents: 2, numberOfStudentsToSupport: 3 });
    const response = await automatic(tutorCookie);
    expect(response.status, await response.clone().text()).toBe(201);
    const created = await json<Created>(response);
    expect(created).toMatchObject({ tutorId: 'demo-tutor', matchedStudents: 3, numberOfStudentsToSupport: 3 });
    const session = (await app.store.collection('sessions').findOne({ _id: created.sessionId }))!;
    expect(session).toMatchObject({
      sessionType: 'private-session',
      status: 'to-be-scheduled',
      origin: 'auto',
      recurrence: { recurrenceNumber: 0, recurrenceName: 'weekly' },
    });
    expect(session.tutors).toEqual([expect.objectContaining({ userId: 'demo-tutor', absence: true })]);
    expect(session.students).toEqual([expect.objectContaining({ userId: created.studentId, absence: true })]);
    expect(await app.store.collection('sessionOccurrences').count({ sessionId: created.sessionId })).toBeGreaterThan(1);
    const slots = ((await user('demo-tutor')).tutorPreferences as { availability: Slot[] }).availability;
    expect(slots.find((slot) => slot.dayOfTheWeek === created.slot.dayOfTheWeek && slot.startTime === created.slot.startTime)?.taken).toBe(true);
    // Now full: the button is disabled and the server refuses the same way.
    expect(await json(await app.call('/v1/matching/automatic', { cookie: tutorCookie }))).toMatchObject({ available: false, reason: 'tutorFull' });
    const again = await automatic(tutorCookie);
    expect(again.status).toBe(409);
    expect((await json<Problem>(again)).code).toBe('tutorFull');
  });

  it("answers 'No empty slot available' and 'No students available for the selected slot'", async () => {
    const noSlot = await makeTutor({ slots: [{ ...SATURDAY, taken: true }] });
    const first = await json<Problem>(await automatic(admin, { tutorId: noSlot }));
    expect(first).toMatchObject({ code: 'noEmptySlot', message: 'errors.noEmptySlot' });
    const nobody = await makeTutor({ slots: [{ dayOfTheWeek: 6, startTime: '19:30', endTime: '20:30' }] });
    const second = await json<Problem>(await automatic(admin, { tutorId: nobody }));
    expect(second).toMatchObject({ code: 'noStudentsForSlot', message: 'errors.noStudentsForSlot' });
  });

  it('enforces the button rules: inactive, full, solidarity tutoring, only tutors and only for themself', async () => {
    expect((await json<Problem>(await automatic(admin, { tutorId: await makeTutor({ status: 'on-hold' }) }))).code).toBe('tutorNotActive');
    expect((await json<Problem>(await automatic(admin, { tutorId: await makeTutor({ capacity: 1, matched: ['x'] }) }))).code).toBe('tutorFull');
    const solidarity = await automatic(admin, { tutorId: await makeTutor({ programId: PROGRAM_IDS.solidarityTutoring }) });
    expect(solidarity.status).toBe(403);
    expect((await json<Problem>(solidarity)).code).toBe('automaticMatchingNotOffered');
    expect((await automatic(tutorCookie, { tutorId: await makeTutor() })).status).toBe(403);
    expect((await automatic(parent)).status).toBe(403);
    expect((await automatic(manager, { tutorId: await makeTutor() })).status).toBe(403);
    expect((await automatic(admin, {})).status).toBe(400);
    expect((await automatic(admin, { tutorId: 'nobody-here' })).status).toBe(404);
  });

  it('twenty tutors asking at once for the one remaining student make exactly one pair', async () => {
    const studentId = await makeStudent({ slots: [{ dayOfTheWeek: 6, startTime: '15:00', endTime: '16:00' }] });
    const tutors = await Promise.all(Array.from({ length: 20 }, () => makeTutor({ slots: [{ dayOfTheWeek: 6, startTime: '15:00', endTime: '16:00' }] })));
    const answers = await Promise.all(tutors.map((tutorId) => automatic(admin, { tutorId })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await app.store.collection('pairs').count({ studentId })).toBe(1);
    expect(await app.store.collection('sessions').count({ 'students.userId': studentId })).toBe(1);
  });

  it('one tutor asking twenty times at once never goes past their room, one slot and one student per pair', async () => {
    // Sunday afternoon: slots no other test's people offer.
    const slots = ['15:00', '16:00', '17:00', '18:00', '19:00'].map((startTime) => ({
      dayOfTheWeek: 7,
      startTime,
      endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}:00`,
    }));
    const tutorId = await makeTutor({ slots, capacity: 3 });
    const students = await Promise.all(slots.map((slot) => makeStudent({ slots: [slot] })));
    const answers = await Promise.all(Array.from({ length: 20 }, () => automatic(admin, { tutorId })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    const pairs = await app.store.collection('pairs').find({ tutorId });
    expect(pairs).toHaveLength(3);
    expect(new Set(pairs.map((pair) => JSON.stringify(pair.weeklySlot))).size).toBe(3);
    expect(((await user(tutorId)).tutorPreferences as { matchedStudents: string[] }).matchedStudents.sort()).toEqual(
      pairs.map((pair) => String(pair.studentId)).sort(),
    );
    expect(students.filter((id) => pairs.some((pair) => pair.studentId === id))).toHaveLength(3);
  });
});

describe('dissociation', () => {
  it('cancels the future occurrences, frees both slots, puts the student back to waiting, and the pair is never proposed again', async () => {
    const tutorId = await makeTutor({ slots: [{ dayOfTheWeek: 5, startTime: '19:30', endTime: '20:30' }] });
    const studentId = await makeStudent({ slots: [{ dayOfTheWeek: 5, startTime: '19:30', endTime: '20:30' }] });
    const created = await json<Created>(await automatic(admin, { tutorId }));
    const bad = await app.call(`/v1/pairs/${created.pairId}/dissociate`, { method: 'POST', cookie: coordinator, body: { reason: 'other' } });
    expect(bad.status).toBe(400);
    expect((await app.call(`/v1/pairs/${created.pairId}/dissociate`, { method: 'POST', cookie: manager, body: { reason: 'moved' } })).status).toBe(403);
    const response = await app.call(`/v1/pairs/${created.pairId}/dissociate`, {
      method: 'POST',
      cookie: coordinator,
      body: { reason: 'moved', description: 'La famille part à Lyon.' },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = await json<{ canceledOccurrences: number; dissociationDetails: { reason: string; dissociatedBy: string } }>(response);
    expect(answer.canceledOccurrences).toBeGreaterThan(0);
    expect(answer.dissociationDetails).toMatchObject({ reason: 'moved', dissociatedBy: expect.any(String) });
    expect(await app.store.collection('sessionOccurrences').count({ sessionId: created.sessionId, status: 'scheduled' })).toBe(0);
    expect((await app.store.collection('sessions').findOne({ _id: created.sessionId }))!.status).toBe('canceled');
    expect((await user(tutorId)).tutorPreferences).toMatchObject({ matchedStudents: [], availability: [expect.objectContaining({ taken: false })] });
    expect((await user(studentId)).studentPreferences).toMatchObject({
      matchingStatus: 'unmatched',
      situation: 'awaiting-tutor',
      availability: [expect.objectContaining({ taken: false })],
    });
    const candidates = await json<{ data: { id: string }[] }>(await app.call(`/v1/matching/candidates?mode=tutor&tutorId=${tutorId}`, { cookie: coordinator }));
    expect(candidates.data.map((candidate) => candidate.id)).not.toContain(studentId);
    expect((await json<Problem>(await automatic(admin, { tutorId }))).code).toBe('noStudentsForSlot');
    const twice = await app.call(`/v1/pairs/${created.pairId}/dissociate`, { method: 'POST', cookie: coordinator, body: { reason: 'moved' } });
    expect((await json<Problem>(twice)).code).toBe('pairNotActive');
  });

  it('is no longer a field edit: the generic update cannot set the status or the dissociation', async () => {
    const pair = (await app.store.collection('pairs').findOne({ status: 'active' }))!;
    const response = await app.call(`/v1/pairs/${pair._id}`, { method: 'PATCH', cookie: admin, body: { status: 'dissociated' } });
    expect([400, 403]).toContain(response.status);
    expect((await app.store.collection('pairs').findOne({ _id: pair._id }))!.status).toBe('active');
  });
});

describe('pairs written through the generic routes', () => {
  it("keep the tutor's matched students and the student's matching status in step", async () => {
    const tutorId = await makeTutor();
    const studentId = await makeStudent();
    const created = await app.call('/v1/pairs', {
      method: 'POST',
      cookie: admin,
      body: { tutorId, studentId, program: { programId: PROGRAM_IDS.homeClassesFaceToFace } },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    expect(await json(created)).toMatchObject({ status: 'active' });
    expect((await user(tutorId)).tutorPreferences).toMatchObject({ matchedStudents: [studentId] });
    expect((await user(studentId)).studentPreferences).toMatchObject({ matchingStatus: 'private-session' });
  });
});

describe('the whole-cohort proposal', () => {
  interface Proposal {
    studentsWaiting: number;
    pairsProposed: number;
    totalScore: number;
    pairs: { tutorId: string; studentId: string; slot: Slot; score: number }[];
    unmatched: { total: number; byReason: Record<string, number>; students: { reason: string }[] };
    byLevel: { key: string; places: number; studentsWaiting: number }[];
    predictedWaitWeeks: number | null;
  }

  it('proposes pairs for a program without writing anything, and accounts for every waiting student', async () => {
    const pairsBefore = await app.store.collection('pairs').count({});
    const response = await app.call('/v1/matching/proposals', { method: 'POST', cookie: coordinator, body: { programId: PROGRAM_IDS.homeClassesFaceToFace } });
    expect(response.status, await response.clone().text()).toBe(200);
    const proposal = await json<Proposal>(response);
    expect(proposal.pairsProposed).toBeGreaterThan(0);
    expect(proposal.pairsProposed + proposal.unmatched.total).toBe(proposal.studentsWaiting);
    expect(Object.values(proposal.unmatched.byReason).reduce((sum, count) => sum + count, 0)).toBe(proposal.unmatched.total);
    expect(proposal.totalScore).toBe(proposal.pairs.reduce((sum, pair) => sum + pair.score, 0));
    // One student per pair, never more students on a tutor than their room.
    expect(new Set(proposal.pairs.map((pair) => pair.studentId)).size).toBe(proposal.pairs.length);
    expect(proposal.byLevel.length).toBeGreaterThan(0);
    expect(await app.store.collection('pairs').count({})).toBe(pairsBefore);
  });

  it('makes the approved pairs like manual matches and refuses, alone, one that no longer fits', async () => {
    const tutorId = await makeTutor({ slots: [{ dayOfTheWeek: 4, startTime: '19:30', endTime: '20:30' }] });
    const studentId = await makeStudent({ slots: [{ dayOfTheWeek: 4, startTime: '19:30', endTime: '20:30' }] });
    const proposal = await json<Proposal>(await app.call('/v1/matching/proposals', { method: 'POST', cookie: coordinator, body: {} }));
    const mine = proposal.pairs.find((pair) => pair.studentId === studentId);
    expect(mine).toMatchObject({ tutorId, slot: { dayOfTheWeek: 4, startTime: '19:30' } });
    const body = {
      firstSession: 'session-0',
      pairs: [
        { tutorId, studentId, slot: { dayOfTheWeek: 4, startTime: '19:30' } },
        { tutorId, studentId: 'nobody-here', slot: { dayOfTheWeek: 4, startTime: '19:30' } },
      ],
    };
    const answer = await json<{ created: { studentId: string }[]; refused: { studentId: string; code: string }[] }>(
      await app.call('/v1/matching/proposals/approve', { method: 'POST', cookie: coordinator, body }),
    );
    expect(answer.created.map((one) => one.studentId)).toEqual([studentId]);
    expect(answer.refused).toEqual([expect.objectContaining({ studentId: 'nobody-here', code: 'notFound' })]);
    expect(await app.store.collection('pairs').count({ tutorId, studentId, status: 'active' })).toBe(1);
  });

  it('is for staff: bad input is a 400, a tutor or a manager approving gets 403', async () => {
    expect((await app.call('/v1/matching/proposals', { method: 'POST', cookie: coordinator, body: { programId: 'x', extra: 1 } })).status).toBe(400);
    expect((await app.call('/v1/matching/proposals', { method: 'POST', cookie: tutorCookie, body: {} })).status).toBe(403);
    expect(
      (await app.call('/v1/matching/proposals/approve', { method: 'POST', cookie: coordinator, body: { firstSession: 'weekly', pairs: [] } })).status,
    ).toBe(400);
    const pairs = Array.from({ length: 101 }, () => ({ tutorId: 'a', studentId: 'b', slot: { dayOfTheWeek: 1, startTime: '17:00' } }));
    expect((await app.call('/v1/matching/proposals/approve', { method: 'POST', cookie: coordinator, body: { firstSession: 'weekly', pairs } })).status).toBe(
      400,
    );
    expect(
      (await app.call('/v1/matching/proposals/approve', { method: 'POST', cookie: manager, body: { firstSession: 'weekly', pairs: pairs.slice(0, 1) } }))
        .status,
    ).toBe(403);
  });
});

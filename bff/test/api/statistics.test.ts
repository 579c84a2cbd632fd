import { beforeAll, describe, expect, it } from 'vitest';
import { PROGRAM_IDS } from '@binome/schema';
import { MAX_WEEKS } from '@binome/schema/statistics';
import type { StoredDocument } from '../../src/store/store.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * The statistics route: who may read it, what it refuses, and its figures on a small dataset of known counts. The
 * dataset lives in Corse-du-Sud (2A), where the demo has nobody, over two weeks of January 2027, in two
 * programs: the demo coordinator works in the first (home classes) and not the second (solidarity tutoring).
 */
const NOW = new Date('2027-01-18T12:00:00.000Z');
const HOME = PROGRAM_IDS.homeClassesFaceToFace;
const SOLIDARITY = PROGRAM_IDS.solidarityTutoring;
const LEVEL = 'level-6eme';
const ZIP = '20090';
const PERIOD = 'department=2A&from=2027-01-04&to=2027-01-17';

let app: TestApp;
let admin: string;
let coordinator: string;

interface Week {
  week: string;
}
interface Statistics {
  period: { from: string; to: string };
  sessions: (Week & { held: number; present: number; absent: number; notReported: number; attendanceRate: number | null })[];
  pairs: (Week & { activePairs: number; made: number; dissociated: number })[];
  waiting: { count: number; medianDays: number | null; p90Days: number | null; ranges: { range: string; count: number }[] };
  supplyByLevel: { key: string; places: number; studentsWaiting: number }[];
  supplyByDepartment: { key: string; places: number; studentsWaiting: number }[];
  onboarding: { step: number | null; count: number }[];
  reports: (Week & { onTime: number; late: number; pending: number; onTimeRate: number | null })[];
  dissociations: { reason: string | null; count: number }[];
}

const program = (programId: string) => ({ programId });

async function seed(): Promise<void> {
  const users = app.store.collection('users');
  const tutorTemplate = (await users.findOne({ _id: 'demo-tutor' })) as StoredDocument;
  const studentTemplate = (await users.findOne({ userRole: 'student' })) as StoredDocument;
  const student = (id: string, programId: string, createdAt: string, matchingStatus: string) => ({
    ...studentTemplate,
    _id: id,
    userId: id,
    status: 'active',
    createdAt,
    program: program(programId),
    contactDetails: { firstName: 'Élève', lastName: id, email: `${id}@example.org` },
    address: { addressLine1: '1 cours Napoléon', zipCode: ZIP, city: 'Ajaccio', country: 'France' },
    studentPreferences: { ...(studentTemplate.studentPreferences as object), matchingStatus, situation: 'awaiting-tutor', assignment: { level: LEVEL } },
  });
  const tutor = (id: string, programId: string, createdAt: string, changes: { status?: string; step: number; capacity: number; matched: string[] }) => ({
    ...tutorTemplate,
    _id: id,
    userId: id,
    status: changes.status ?? 'active',
    createdAt,
    onBoardingStep: changes.step,
    program: program(programId),
    contactDetails: { firstName: 'Tuteur', lastName: id, email: `${id}@example.org` },
    tutorPreferences: {
      ...(tutorTemplate.tutorPreferences as object),
      status: 'active',
      matchedStudents: changes.matched,
      assignment: { level: [LEVEL], department: '2A', numberOfStudentsToSupport: changes.capacity },
    },
  });
  await users.insertMany([
    student('st-a1', HOME, '2027-01-10T08:00:00.000Z', 'unmatched'),
    student('st-a2', HOME, '2026-12-21T08:00:00.000Z', 'unmatched'),
    student('st-a3', HOME, '2026-11-02T08:00:00.000Z', 'private-session'),
    student('st-b1', SOLIDARITY, '2026-10-22T08:00:00.000Z', 'partial'),
    student('st-b2', SOLIDARITY, '2026-11-02T08:00:00.000Z', 'private-session'),
    tutor('tu-a', HOME, '2027-01-05T08:00:00.000Z', { step: 7, capacity: 3, matched: ['st-a3'] }),
    tutor('tu-a2', HOME, '2027-01-07T08:00:00.000Z', { status: 'on-hold', step: 3, capacity: 2, matched: [] }),
    tutor('tu-b', SOLIDARITY, '2027-01-06T08:00:00.000Z', { step: 7, capacity: 2, matched: ['st-b2'] }),
    {
      _id: 'pl-b',
      userId: 'pl-b',
      userRole: 'prospectLead',
      status: 'active',
      createdAt: '2027-01-08T08:00:00.000Z',
      onBoardingStep: 2,
      homeDepartment: '2A',
      program: program(SOLIDARITY),
      contactDetails: { firstName: 'Futur', lastName: 'Tuteur', email: 'pl-b@example.org' },
    },
  ]);
  const dissociated = (reason: string, at: string) => ({
    status: 'dissociated',
    dissociationDetails: { reason, dissociatedAt: at, dissociatedBy: 'demo-super_administrator' },
  });
  await app.store.collection('pairs').insertMany([
    { _id: 'pa-1', tutorId: 'tu-a', studentId: 'st-a3', program: program(HOME), status: 'active', createdAt: '2026-12-01T10:00:00.000Z' },
    {
      _id: 'pa-2',
      tutorId: 'tu-a',
      studentId: 'st-a2',
      program: program(HOME),
      createdAt: '2027-01-05T10:00:00.000Z',
      ...dissociated('moved', '2027-01-12T10:00:00.000Z'),
    },
    { _id: 'pb-1', tutorId: 'tu-b', studentId: 'st-b2', program: program(SOLIDARITY), status: 'active', createdAt: '2027-01-06T10:00:00.000Z' },
    {
      _id: 'pb-2',
      tutorId: 'tu-b',
      studentId: 'st-b1',
      program: program(SOLIDARITY),
      createdAt: '2026-12-01T10:00:00.000Z',
      ...dissociated('technical', '2027-01-13T10:00:00.000Z'),
    },
  ]);
  const occurrence = (id: string, programId: string, studentId: string, start: string, status = 'scheduled') => ({
    _id: id,
    sessionId: `se-${studentId}`,
    originalStart: start,
    startDate: start,
    endDate: new Date(Date.parse(start) + 3_600_000).toISOString(),
    status,
    program: program(programId),
    students: [{ userId: studentId }],
    tutors: [{ userId: programId === HOME ? 'tu-a' : 'tu-b' }],
  });
  await app.store
    .collection('sessionOccurrences')
    .insertMany([
      occurrence('oc-a1', HOME, 'st-a3', '2027-01-05T16:00:00.000Z'),
      occurrence('oc-a2', HOME, 'st-a3', '2027-01-12T16:00:00.000Z'),
      occurrence('oc-a3', HOME, 'st-a3', '2027-01-14T16:00:00.000Z', 'canceled'),
      occurrence('oc-b1', SOLIDARITY, 'st-b2', '2027-01-06T16:00:00.000Z'),
    ]);
  const report = (id: string, programId: string, studentId: string, changes: Record<string, unknown>) => ({
    _id: id,
    sessionId: `se-${studentId}`,
    studentId,
    program: program(programId),
    createdAt: '2027-01-05T17:00:00.000Z',
    ...changes,
  });
  await app.store.collection('classReports').insertMany([
    // Entered the next morning: on time.
    report('cr-a1', HOME, 'st-a3', {
      occurrenceId: 'oc-a1',
      reportDate: '2027-01-05',
      status: 'entered',
      updatedAt: '2027-01-06T10:00:00.000Z',
      attendance: [
        { userId: 'st-a3', attendance: 'present' },
        { userId: 'tu-a', attendance: 'present' },
      ],
    }),
    // Confirmed three days after: late.
    report('cr-a2', HOME, 'st-a3', {
      occurrenceId: 'oc-a2',
      reportDate: '2027-01-12',
      status: 'confirmed',
      updatedAt: '2027-01-15T10:00:00.000Z',
      attendance: [
        { userId: 'st-a3', attendance: 'absent' },
        { userId: 'tu-a', attendance: 'present' },
      ],
    }),
    // An older report, without its occurrence, still to enter five days after its day: late.
    report('cr-a3', HOME, 'st-a3', {
      reportDate: '2027-01-13',
      status: 'to-be-entered',
      updatedAt: '2027-01-13T18:00:00.000Z',
      attendance: [{ userId: 'st-a3', attendance: 'not-reported' }],
    }),
    // Its day was yesterday: still within the 48 hours.
    report('cr-a4', HOME, 'st-a3', { reportDate: '2027-01-17', status: 'to-be-entered', updatedAt: '2027-01-17T18:00:00.000Z', attendance: [] }),
    report('cr-b1', SOLIDARITY, 'st-b2', {
      occurrenceId: 'oc-b1',
      reportDate: '2027-01-06',
      status: 'entered',
      updatedAt: '2027-01-07T10:00:00.000Z',
      attendance: [{ userId: 'st-b2', attendance: 'present' }],
    }),
  ]);
}

async function statistics(cookie: string, query = PERIOD): Promise<Statistics> {
  const response = await app.call(`/v1/statistics?${query}`, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<Statistics>(response);
}

beforeAll(async () => {
  app = await createTestApp({ now: () => NOW });
  admin = await app.signIn('super_administrator');
  coordinator = await app.signIn('coordinator');
  await seed();
}, 120_000);

describe('GET /v1/statistics: who reads it', () => {
  it('answers 401 to someone not signed in', async () => {
    const response = await app.call('/v1/statistics');
    expect(response.status).toBe(401);
  });

  it.each(['manager', 'recruiter', 'vsc', 'tutor', 'parent', 'student'])('answers 403 to a %s, who has no statistics', async (role) => {
    const response = await app.call('/v1/statistics', { cookie: await app.signIn(role) });
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual(expect.objectContaining({ code: 'forbidden', message: expect.stringMatching(/^errors\./) }));
  });

  it('is in the OpenAPI document', async () => {
    const document = await json<{ paths: Record<string, { get?: { parameters?: { name: string }[] } }> }>(await app.call('/v1/openapi.json'));
    expect(document.paths['/statistics']?.get?.parameters?.map((parameter) => parameter.name).sort()).toEqual(['department', 'from', 'program', 'to']);
  });
});

describe('GET /v1/statistics: bad input', () => {
  it.each([
    ['program=unknown', 'program'],
    ['department=XY', 'department'],
    ['from=2027-13-01', 'from'],
    ['from=2027-02-01&to=2027-01-01', 'to'],
    ['colour=blue', ''],
  ])("refuses %s with the catalogue's shape", async (query, path) => {
    const response = await app.call(`/v1/statistics?${query}`, { cookie: admin });
    expect(response.status).toBe(400);
    const problem = await json<{ code: string; message: string; details: { path: string; message: string }[] }>(response);
    expect(problem).toEqual(expect.objectContaining({ code: 'badQuery', message: expect.stringMatching(/^errors\./) }));
    expect(problem.details[0]!.message).toMatch(/^(validation|errors)\./);
    if (path) expect(problem.details.map((detail) => detail.path)).toContain(path);
  });
});

describe('GET /v1/statistics: the figures', () => {
  it('counts everything for the administrator', async () => {
    const answer = await statistics(admin);
    expect(answer.period).toEqual({ from: '2027-01-04', to: '2027-01-17' });
    expect(answer.sessions).toEqual([
      { week: '2027-01-04', held: 2, present: 3, absent: 0, notReported: 0, attendanceRate: 100 },
      { week: '2027-01-11', held: 1, present: 1, absent: 1, notReported: 1, attendanceRate: 50 },
    ]);
    expect(answer.pairs).toEqual([
      { week: '2027-01-04', activePairs: 4, made: 2, dissociated: 0 },
      { week: '2027-01-11', activePairs: 2, made: 0, dissociated: 2 },
    ]);
    expect(answer.waiting).toEqual(expect.objectContaining({ count: 3, medianDays: 28, p90Days: 88 }));
    expect(answer.waiting.ranges).toEqual([
      { range: '0-7', count: 0 },
      { range: '8-30', count: 2 },
      { range: '31-90', count: 1 },
      { range: '91-180', count: 0 },
      { range: '181+', count: 0 },
    ]);
    expect(answer.supplyByLevel).toEqual([{ key: LEVEL, places: 3, studentsWaiting: 3 }]);
    expect(answer.supplyByDepartment).toEqual([{ key: '2A', places: 3, studentsWaiting: 3 }]);
    expect(answer.onboarding).toEqual([
      { step: 1, count: 0 },
      { step: 2, count: 1 },
      { step: 3, count: 1 },
      { step: 5, count: 0 },
      { step: 6, count: 0 },
      { step: 7, count: 2 },
    ]);
    expect(answer.reports).toEqual([
      { week: '2027-01-04', onTime: 2, late: 0, pending: 0, onTimeRate: 100 },
      { week: '2027-01-11', onTime: 0, late: 2, pending: 1, onTimeRate: 0 },
    ]);
    expect(answer.dissociations.filter((row) => row.count > 0)).toEqual([
      { reason: 'moved', count: 1 },
      { reason: 'technical', count: 1 },
    ]);
  });

  it("counts only the coordinator's programs for a coordinator", async () => {
    const answer = await statistics(coordinator);
    expect(answer.sessions.map(({ held, present, absent, notReported }) => ({ held, present, absent, notReported }))).toEqual([
      { held: 1, present: 2, absent: 0, notReported: 0 },
      { held: 1, present: 1, absent: 1, notReported: 1 },
    ]);
    expect(answer.pairs.map((week) => week.activePairs)).toEqual([2, 1]);
    expect(answer.waiting).toEqual(expect.objectContaining({ count: 2, medianDays: 8, p90Days: 28 }));
    expect(answer.supplyByLevel).toEqual([{ key: LEVEL, places: 2, studentsWaiting: 2 }]);
    expect(answer.onboarding.filter((row) => row.count > 0)).toEqual([
      { step: 3, count: 1 },
      { step: 7, count: 1 },
    ]);
    expect(answer.reports.map(({ onTime, late, pending }) => ({ onTime, late, pending }))).toEqual([
      { onTime: 1, late: 0, pending: 0 },
      { onTime: 0, late: 2, pending: 1 },
    ]);
    expect(answer.dissociations.filter((row) => row.count > 0)).toEqual([{ reason: 'moved', count: 1 }]);
  });

  it('counts a coordinator nothing of a program that is not theirs, even when asked for it', async () => {
    const answer = await statistics(coordinator, `${PERIOD}&program=${SOLIDARITY}`);
    expect(answer.sessions.every((week) => week.held === 0 && week.present === 0)).toBe(true);
    expect(answer.pairs.every((week) => week.activePairs === 0)).toBe(true);
    expect(answer.waiting.count).toBe(0);
    expect(answer.dissociations.every((row) => row.count === 0)).toBe(true);
  });

  it('filters by program', async () => {
    const answer = await statistics(admin, `${PERIOD}&program=${SOLIDARITY}`);
    expect(answer.sessions.map((week) => week.held)).toEqual([1, 0]);
    expect(answer.waiting).toEqual(expect.objectContaining({ count: 1, medianDays: 88 }));
    expect(answer.dissociations.filter((row) => row.count > 0)).toEqual([{ reason: 'technical', count: 1 }]);
  });
});

describe('GET /v1/statistics: bounded answers and the default period', () => {
  it('shows at most MAX_WEEKS weeks, the latest', async () => {
    const answer = await statistics(admin, 'from=2000-01-03&to=2027-01-17');
    for (const figure of [answer.sessions, answer.pairs, answer.reports]) {
      expect(figure).toHaveLength(MAX_WEEKS);
      expect(figure.at(-1)!.week).toBe('2027-01-11');
    }
  });

  it('defaults to the current scholar year', async () => {
    const years = await app.store.collection('scholarYears').find({});
    const answer = await statistics(admin, '');
    const around = years.find((year) => String(year.startDate).slice(0, 10) <= '2027-01-18' && '2027-01-18' <= String(year.endDate).slice(0, 10));
    if (around) expect(answer.period.from).toBe(String(around.startDate).slice(0, 10));
    expect(answer.period.from <= '2027-01-18' && '2027-01-18' <= answer.period.to).toBe(true);
    expect(answer.sessions.length).toBeGreaterThan(0);
    expect(answer.sessions.length).toBeLessThanOrEqual(MAX_WEEKS);
  });
});

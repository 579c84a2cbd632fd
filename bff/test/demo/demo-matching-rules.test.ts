import { beforeAll, describe, expect, it } from 'vitest';
import { PROGRAM_IDS, translate } from '@binome/schema';
import { DISTANCE_SHOWCASE_TUTOR } from '../../src/demo/demo-distance-showcase.ts';
import { BOTH_MODES_STUDENT, BOTH_MODES_TUTOR } from '../../src/demo/demo-both-modes-showcase.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * The demo shows the matching's rules of place and manner at work (issue "Matching that staff can trust", around
 * it): an in-person tutor of home classes whose candidates, on the demo coordinator's screen, are within the
 * program's 10 km each with its distance, while families just beyond it are counted as kept out by the distance;
 * tutors who accept online, in person or both; families who want group tutoring.
 */
const HOME = PROGRAM_IDS.homeClassesFaceToFace;

interface Reason {
  code: string;
  basis?: string;
  km?: number;
  mode?: string;
}
interface Exclusion {
  rule: string;
  role: string;
  maxDistanceKm?: number;
  count: number;
  message: string;
}
interface Candidates {
  total: number;
  data: { id: string; fullName: string; reasons: Reason[] }[];
  excluded: Exclusion[];
}

let app: TestApp;
let coordinator: string;

const candidatesOf = async (tutorId: string) =>
  json<Candidates>(await app.call(`/v1/matching/candidates?mode=tutor&tutorId=${tutorId}&_end=100`, { cookie: coordinator }));
const distanceOf = (candidate: Candidates['data'][number]) => candidate.reasons.find((reason) => reason.code === 'distance');

beforeAll(async () => {
  app = await createTestApp();
  coordinator = await app.signIn('coordinator');
}, 120_000);

describe('the demo data and the distance rule', () => {
  it(`offers ${DISTANCE_SHOWCASE_TUTOR} students within his program's 10 km, each with its distance, and counts those just beyond`, async () => {
    const tutor = await app.store.collection('users').findOne({ _id: DISTANCE_SHOWCASE_TUTOR });
    expect(tutor).toMatchObject({ status: 'active', program: { programId: HOME }, tutorPreferences: { tutoringMode: 'in-person' } });

    const answer = await candidatesOf(DISTANCE_SHOWCASE_TUTOR);
    expect(answer.total).toBeGreaterThanOrEqual(1);
    for (const candidate of answer.data) {
      const distance = distanceOf(candidate);
      expect(distance, candidate.fullName).toMatchObject({ km: expect.any(Number) });
      expect(distance!.km).toBeLessThanOrEqual(10);
      expect(candidate.reasons).toContainEqual(expect.objectContaining({ code: 'mode', mode: 'in-person' }));
    }
    const byDistance = answer.excluded.find((exclusion) => exclusion.rule === 'distance');
    expect(byDistance).toMatchObject({ role: 'student', maxDistanceKm: 10, message: 'matchingExclusions.distanceStudent' });
    expect(byDistance!.count).toBeGreaterThanOrEqual(1);
    expect(translate('fr', byDistance!.message, { count: byDistance!.count, km: byDistance!.maxDistanceKm })).toBe(
      `${byDistance!.count} ${byDistance!.count === 1 ? 'élève' : 'élèves'} à plus de 10 km`,
    );

    // Just beyond, and kept out by the distance alone: a wider bound makes them candidates, within it.
    const manager = await app.signIn('manager');
    const [program] = await json<{ id: string }[]>(await app.call(`/v1/programs?programId=${HOME}`, { cookie: manager }));
    const setBound = async (maxDistanceKm: number) => {
      const read = await app.call(`/v1/programs/${program!.id}`, { cookie: manager });
      const changed = await app.call(`/v1/programs/${program!.id}`, {
        method: 'PATCH',
        cookie: manager,
        body: { maxDistanceKm },
        headers: { 'if-match': read.headers.get('etag')! },
      });
      expect(changed.status, await changed.clone().text()).toBe(200);
    };
    await setBound(20);
    try {
      const wider = await candidatesOf(DISTANCE_SHOWCASE_TUTOR);
      expect(wider.total).toBe(answer.total + byDistance!.count);
      expect(wider.excluded.filter((exclusion) => exclusion.rule === 'distance')).toEqual([]);
      const newcomers = wider.data.filter((candidate) => !answer.data.some((within) => within.id === candidate.id));
      expect(newcomers).toHaveLength(byDistance!.count);
      for (const candidate of newcomers) {
        expect(distanceOf(candidate)!.km).toBeGreaterThan(10);
        expect(distanceOf(candidate)!.km).toBeLessThanOrEqual(20);
      }
    } finally {
      await setBound(10);
    }
  });
});

describe('the demo data and the rules of manner', () => {
  it('has active tutors who tutor online only, in person only, and both', async () => {
    const tutors = await app.store.collection('users').find({ userRole: 'tutor', status: 'active' }, { projection: { tutorPreferences: 1 } });
    const modes = new Set(tutors.map((tutor) => (tutor.tutorPreferences as { tutoringMode?: string }).tutoringMode));
    expect([...modes].sort()).toEqual(['both', 'in-person', 'online']);
  });

  it(`has a tutor and a waiting family who both accept both modes, ${BOTH_MODES_TUTOR} and ${BOTH_MODES_STUDENT}, each the other's candidate`, async () => {
    const tutor = await app.store.collection('users').findOne({ _id: BOTH_MODES_TUTOR });
    expect(tutor).toMatchObject({ status: 'active', tutorPreferences: { tutoringMode: 'both' } });
    const student = await app.store.collection('users').findOne({ _id: BOTH_MODES_STUDENT });
    expect(student).toMatchObject({
      studentPreferences: { situation: 'awaiting-tutor', matchingStatus: 'unmatched', assignment: { tutoringMode: 'both', tutoringType: 'private' } },
    });
    // The staff matching dialog asks the mode of their sessions: the reason says they share both.
    const answer = await json<Candidates>(await app.call(`/v1/matching/candidates?mode=student&studentId=${BOTH_MODES_STUDENT}`, { cookie: coordinator }));
    const candidate = answer.data.find((entry) => entry.id === BOTH_MODES_TUTOR);
    expect(candidate, JSON.stringify(answer.excluded)).toBeDefined();
    expect(candidate!.reasons).toContainEqual(expect.objectContaining({ code: 'mode', mode: 'both' }));
  });

  it('has families of home classes waiting for group tutoring, offered to no tutor for a private pair, and counted as such', async () => {
    const group = await app.store.collection('users').find({
      userRole: 'student',
      'program.programId': HOME,
      'studentPreferences.situation': 'awaiting-tutor',
      'studentPreferences.assignment.tutoringType': 'group',
    });
    expect(group.length).toBeGreaterThanOrEqual(1);
    const groupIds = new Set(group.map((student) => student._id));
    const tutors = await app.store.collection('users').find({ userRole: 'tutor', status: 'active', 'program.programId': HOME }, { projection: { _id: 1 } });
    const answers = await Promise.all(tutors.map((tutor) => candidatesOf(tutor._id)));
    for (const answer of answers) expect(answer.data.filter((candidate) => groupIds.has(candidate.id))).toEqual([]);
    expect(answers.some((answer) => answer.excluded.some((exclusion) => exclusion.rule === 'groupTutoring'))).toBe(true);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { FAR_STUDENT_IDS, FAR_TUTOR_ID } from '../../src/demo/demo-far-families.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * The demo shows the distance and mode rules at work: the home-classes tutor in Créteil is offered nobody, and the
 * coordinator is told why (three pupils beyond the program's 10 km, one who wants online tutoring only).
 */
interface Candidates {
  total: number;
  data: { id: string }[];
  excluded: { rule: string; role: string; maxDistanceKm?: number; count: number; message: string }[];
}

let app: TestApp;
let coordinator: string;

beforeAll(async () => {
  app = await createTestApp();
  coordinator = await app.signIn('coordinator');
}, 120_000);

describe('the demo matching beyond the distance bound', () => {
  it('offers the Créteil tutor none of the far pupils and says which rule kept each out', async () => {
    const answer = await app.call(`/v1/matching/candidates?mode=tutor&tutorId=${FAR_TUTOR_ID}&_end=100`, { cookie: coordinator });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const candidates = await json<Candidates>(answer);
    for (const id of FAR_STUDENT_IDS) expect(candidates.data.map((candidate) => candidate.id)).not.toContain(id);
    expect(candidates.excluded).toContainEqual(expect.objectContaining({ rule: 'distance', role: 'student', maxDistanceKm: 10, count: 3 }));
    expect(candidates.excluded).toContainEqual(expect.objectContaining({ rule: 'mode', role: 'student', count: 1 }));
  }, 60_000);

  it('tells each far pupil of the tutor the distance keeps out', async () => {
    const answer = await app.call(`/v1/matching/candidates?mode=student&studentId=${FAR_STUDENT_IDS[0]}&_end=100`, { cookie: coordinator });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const candidates = await json<Candidates>(answer);
    expect(candidates.data.map((candidate) => candidate.id)).not.toContain(FAR_TUTOR_ID);
    expect(candidates.excluded).toContainEqual(expect.objectContaining({ rule: 'distance', role: 'tutor', maxDistanceKm: 10 }));
  }, 60_000);
});

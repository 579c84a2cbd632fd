import { beforeAll, describe, expect, it } from 'vitest';
import { PROGRAM_IDS } from '@binome/schema';
import { FAR_STUDENT_IDS, FAR_TUTOR_ID } from '../../src/demo/demo-far-families.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * The matching keeps people's profiles between requests (kept-profiles.ts). These read candidates, change what a
 * profile is made of through the API (a family's mode, a program's distance bound), and read again: the answer
 * follows the change at once. And a reader with a narrower reach, asking after a wider one filled the kept profiles,
 * is given only people they may read.
 */
interface Candidates {
  total: number;
  data: { id: string }[];
  excluded: { rule: string; role: string; maxDistanceKm?: number; count: number }[];
}

let app: TestApp;
let admin: string;
let coordinator: string;
let vsc: string;

beforeAll(async () => {
  app = await createTestApp();
  [admin, coordinator, vsc] = await Promise.all([app.signIn('super_administrator'), app.signIn('coordinator'), app.signIn('vsc')]);
}, 120_000);

async function candidates(cookie: string, query: string): Promise<Candidates> {
  const answer = await app.call(`/v1/matching/candidates?${query}&_end=200`, { cookie });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return json<Candidates>(answer);
}

const farTutorsPupils = (cookie: string) => candidates(cookie, `mode=tutor&tutorId=${FAR_TUTOR_ID}`);

describe('matching profiles kept between requests', () => {
  it("follows a change to a family's tutoring mode at once", async () => {
    const before = await farTutorsPupils(coordinator);
    expect(before.excluded).toContainEqual(expect.objectContaining({ rule: 'mode', role: 'student', count: 1 }));
    expect(before.excluded).toContainEqual(expect.objectContaining({ rule: 'distance', count: 3 }));
    // The online-only pupil now accepts to meet in person: the distance, not the mode, keeps them out.
    const onlineOnly = FAR_STUDENT_IDS[3];
    const record = await json<{ studentPreferences: { assignment: Record<string, unknown> } }>(await app.call(`/v1/students/${onlineOnly}`, { cookie: admin }));
    const changed = await app.call(`/v1/students/${onlineOnly}`, {
      method: 'PATCH',
      cookie: admin,
      body: { studentPreferences: { assignment: { ...record.studentPreferences.assignment, tutoringMode: 'in-person' } } },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const after = await farTutorsPupils(coordinator);
    expect(after.excluded).not.toContainEqual(expect.objectContaining({ rule: 'mode' }));
    expect(after.excluded).toContainEqual(expect.objectContaining({ rule: 'distance', count: 4 }));
  }, 60_000);

  it("follows a change to the program's distance bound at once", async () => {
    expect((await farTutorsPupils(coordinator)).data.map(({ id }) => id)).not.toContain(FAR_STUDENT_IDS[0]);
    const widened = await app.call(`/v1/programs/${PROGRAM_IDS.homeClassesFaceToFace}`, { method: 'PATCH', cookie: admin, body: { maxDistanceKm: 60 } });
    expect(widened.status, await widened.clone().text()).toBe(200);
    try {
      const after = await farTutorsPupils(coordinator);
      expect(after.data.map(({ id }) => id)).toEqual(expect.arrayContaining([...FAR_STUDENT_IDS.slice(0, 3)]));
      expect(after.excluded).not.toContainEqual(expect.objectContaining({ rule: 'distance' }));
    } finally {
      await app.call(`/v1/programs/${PROGRAM_IDS.homeClassesFaceToFace}`, { method: 'PATCH', cookie: admin, body: { maxDistanceKm: 10 } });
    }
  }, 60_000);

  it('gives a reader of one department only people of their reach, after a wider reader filled the kept profiles', async () => {
    // A Paris pupil of the VSC's reach (department 75), with the bound widened so that tutors of the departments
    // around become their candidates too.
    const widened = await app.call(`/v1/programs/${PROGRAM_IDS.homeClassesFaceToFace}`, { method: 'PATCH', cookie: admin, body: { maxDistanceKm: 60 } });
    expect(widened.status, await widened.clone().text()).toBe(200);
    try {
      const query = `mode=student&studentId=${FAR_STUDENT_IDS[0]}`;
      const wide = await candidates(coordinator, query);
      const local = await candidates(vsc, query);
      expect(wide.total).toBeGreaterThan(local.total);
      for (const { id } of local.data) expect((await app.call(`/v1/tutors/${id}`, { cookie: vsc })).status, id).toBe(200);
      const outOfReach = wide.data.filter(({ id }) => !local.data.some((candidate) => candidate.id === id));
      expect(outOfReach.length).toBeGreaterThan(0);
      for (const { id } of outOfReach) expect((await app.call(`/v1/tutors/${id}`, { cookie: vsc })).status, id).toBe(404);
    } finally {
      await app.call(`/v1/programs/${PROGRAM_IDS.homeClassesFaceToFace}`, { method: 'PATCH', cookie: admin, body: { maxDistanceKm: 10 } });
    }
  }, 60_000);
});

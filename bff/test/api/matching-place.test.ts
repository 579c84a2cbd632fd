import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAM_IDS } from '@binome/schema';
import { silentLogger } from '../../src/http/context.ts';
import { banGeocoder } from '../../src/geocoding/ban-geocoder.ts';
import { geocodeAddresses } from '../../src/features/geocoding/geocode-addresses.ts';
import type { StoredDocument } from '../../src/store/store.ts';
import { startGeocoderStandIn } from '../support/geocoder-stand-in-server.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * Place in the matching, through the API with the geocoder's stand-in served over HTTP: an address saved gets its
 * point; with the service down the save still succeeds and the job places it later; an in-person tutor in Lyon is
 * not offered a student in Colomiers in a 10 km program, and the answer says why; the reasons give the distance.
 */
let app: TestApp;
let admin: string;
let coordinator: string;
let standIn: Awaited<ReturnType<typeof startGeocoderStandIn>>;
let template: { tutor: StoredDocument; student: StoredDocument };
let made = 0;

const HOME = PROGRAM_IDS.homeClassesFaceToFace;
const LEVEL = 'level-6eme';
type Slot = { dayOfTheWeek: number; startTime: string; endTime: string };
/** A weekend hour no demo person offers: the people a test makes meet only each other. */
const SLOT: Slot = { dayOfTheWeek: 7, startTime: '15:00', endTime: '16:00' };
/** Another, for the matching's people alone (the geocoding tests leave tutors at SLOT). */
const MATCHING_SLOT: Slot = { dayOfTheWeek: 7, startTime: '17:00', endTime: '18:00' };
const BELLECOUR = { addressLine1: '10 place Bellecour', zipCode: '69002', city: 'Lyon' };
const REPUBLIQUE = { addressLine1: '20 rue de la République', zipCode: '69002', city: 'Lyon' };
const COLOMIERS = { addressLine1: '1 allée du Rouergue', zipCode: '31770', city: 'Colomiers' };
interface Location {
  lon: number;
  lat: number;
  precision: string;
  geocodedAt: string;
  fingerprint: string;
}
interface Reason {
  code: string;
  basis?: string;
  km?: number;
  points: number;
}
interface Candidates {
  total: number;
  data: { id: string; reasons: Reason[] }[];
  excluded: { rule: string; role: string; maxDistanceKm?: number; count: number; message: string }[];
}

async function makeTutor(slot: Slot = SLOT): Promise<string> {
  const id = `place-tutor-${(made += 1)}`;
  const preferences = template.tutor.tutorPreferences as Record<string, unknown>;
  const { address: _address, ...rest } = template.tutor;
  await app.store.collection('users').insertOne({
    ...rest,
    _id: id,
    userId: id,
    contactDetails: { firstName: 'Tuteur', lastName: `Lieu ${made}`, email: `${id}@example.org` },
    status: 'active',
    program: { programId: HOME },
    tutorPreferences: {
      ...preferences,
      availability: [slot],
      weekendAvailability: true,
      matchedStudents: [],
      tutoringMode: 'in-person',
      assignment: { ...(preferences.assignment as object), level: [LEVEL], numberOfStudentsToSupport: 3, establishments: [] },
    },
  });
  return id;
}

async function makeStudent(slot: Slot = SLOT): Promise<string> {
  const id = `place-student-${(made += 1)}`;
  const preferences = template.student.studentPreferences as Record<string, unknown>;
  const { address: _address, ...rest } = template.student;
  await app.store.collection('users').insertOne({
    ...rest,
    _id: id,
    userId: id,
    contactDetails: { firstName: 'Élève', lastName: `Lieu ${made}`, email: `${id}@example.org` },
    status: 'active',
    createdAt: '2026-09-10T08:00:00.000Z',
    program: { programId: HOME },
    studentPreferences: {
      ...preferences,
      availability: [slot],
      weekendAvailability: true,
      matchingStatus: 'unmatched',
      situation: 'awaiting-tutor',
      assignment: { ...(preferences.assignment as object), level: LEVEL, tutoringType: 'private', tutoringMode: 'in-person', establishments: [] },
    },
  });
  return id;
}

/** Saves an address through the generic route, as a staff form does. */
async function saveAddress(resource: 'tutors' | 'students', id: string, address: Record<string, string>): Promise<Response> {
  return app.call(`/v1/${resource}/${id}`, { method: 'PATCH', cookie: admin, body: { address } });
}

const locationOf = async (id: string) => ((await app.store.collection('users').findOne({ _id: id }))?.address as { location?: Location } | undefined)?.location;

beforeAll(async () => {
  standIn = await startGeocoderStandIn();
  app = await createTestApp({ env: { GEOCODER_URL: standIn.url } });
  admin = await app.signIn('super_administrator');
  coordinator = await app.signIn('coordinator');
  const tutor = (await app.store.collection('users').findOne({ _id: 'demo-tutor' }))!;
  const student = (await app.store
    .collection('users')
    .findOne({ userRole: 'student', 'studentPreferences.situation': 'awaiting-tutor', 'program.programId': HOME }))!;
  template = { tutor, student };
}, 120_000);

afterAll(async () => {
  await standIn.stop().catch(() => undefined);
});

describe('geocoding an address when it is saved', () => {
  it('stores the point the service answered, with its precision, and answers it read-only', async () => {
    const tutor = await makeTutor();
    const before = standIn.calls();
    const response = await saveAddress('tutors', tutor, BELLECOUR);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(standIn.calls()).toBeGreaterThan(before);
    const location = await locationOf(tutor);
    expect(location).toMatchObject({ lon: 4.8322, lat: 45.7578, precision: 'housenumber', fingerprint: expect.any(String) });
    const read = await json<{ address: { location?: Location } }>(await app.call(`/v1/tutors/${tutor}`, { cookie: admin }));
    expect(read.address.location).toMatchObject({ precision: 'housenumber' });
    // A street the base does not know is placed at its commune.
    await saveAddress('tutors', tutor, { addressLine1: '3 impasse Inconnue', zipCode: '69008', city: 'Lyon' });
    expect(await locationOf(tutor)).toMatchObject({ lon: 4.87, lat: 45.7347, precision: 'municipality' });
  });

  it('refuses a point sent by a client: the server sets it', async () => {
    const tutor = await makeTutor();
    const response = await saveAddress('tutors', tutor, { ...BELLECOUR, location: { lon: 0, lat: 0 } } as never);
    expect(response.status).toBe(400);
    expect(await locationOf(tutor)).toBeUndefined();
  });

  it('still saves with the service down, and the job places the address once it is back', async () => {
    const tutor = await makeTutor();
    await saveAddress('tutors', tutor, BELLECOUR);
    const port = new URL(standIn.url).port;
    await standIn.stop();
    const moved = await saveAddress('tutors', tutor, COLOMIERS);
    expect(moved.status, await moved.clone().text()).toBe(200);
    const stored = (await app.store.collection('users').findOne({ _id: tutor }))!.address as Record<string, unknown>;
    // The new text is kept; the old point, which belonged to the old text, is not.
    expect(stored).toMatchObject(COLOMIERS);
    expect(stored.location).toBeUndefined();
    const down = banGeocoder({ baseUrl: standIn.url, timeoutMs: 1000 });
    expect(await geocodeAddresses({ store: app.store, geocoder: down, log: silentLogger }, new Date())).toBe(0);
    standIn = await startGeocoderStandIn(Number(port));
    const back = banGeocoder({ baseUrl: standIn.url, timeoutMs: 2000 });
    expect(await geocodeAddresses({ store: app.store, geocoder: back, log: silentLogger }, new Date(), 10_000)).toBeGreaterThan(0);
    expect(await locationOf(tutor)).toMatchObject({ lon: 1.3353, lat: 43.6105, precision: 'housenumber' });
  }, 60_000);
});

describe('the distance of an in-person pair', () => {
  it('keeps a student in Colomiers from a tutor in Lyon in a 10 km program, says why, and gives the distance of those within it', async () => {
    const tutor = await makeTutor(MATCHING_SLOT);
    const near = await makeStudent(MATCHING_SLOT);
    const far = await makeStudent(MATCHING_SLOT);
    for (const [resource, id, address] of [
      ['tutors', tutor, BELLECOUR],
      ['students', near, REPUBLIQUE],
      ['students', far, COLOMIERS],
    ] as const) {
      const response = await saveAddress(resource, id, address);
      expect(response.status, await response.clone().text()).toBe(200);
    }
    const program = await json<{ maxDistanceKm?: number }>(await app.call(`/v1/programs/${HOME}`, { cookie: admin }));
    expect(program.maxDistanceKm).toBe(10);

    const forTutor = await json<Candidates>(
      await app.call(`/v1/matching/candidates?mode=tutor&tutorId=${tutor}&availability=7@17:00&_end=100`, { cookie: coordinator }),
    );
    const ids = forTutor.data.map((candidate) => candidate.id);
    expect(ids).toContain(near);
    expect(ids).not.toContain(far);
    expect(forTutor.excluded).toContainEqual({ rule: 'distance', role: 'student', maxDistanceKm: 10, count: 1, message: 'matchingExclusions.distanceStudent' });
    const distance = forTutor.data.find((candidate) => candidate.id === near)!.reasons.find((reason) => reason.code === 'distance');
    expect(distance).toMatchObject({ basis: 'address', km: expect.any(Number) });
    expect(distance!.km!).toBeLessThan(1);

    // The student's side, automatic matching and the proposal say the same.
    const forStudent = await json<Candidates>(await app.call(`/v1/matching/candidates?mode=student&studentId=${far}&_end=100`, { cookie: coordinator }));
    expect(forStudent.data.map((candidate) => candidate.id)).not.toContain(tutor);
    // (The demo's waiting list is longer than the students listed: the count by reason says it.)
    const proposal = await json<{
      pairs: { studentId: string; tutorId: string }[];
      unmatched: { byReason: Record<string, number>; students: { studentId: string; reason: string }[] };
    }>(await app.call('/v1/matching/proposals', { method: 'POST', cookie: coordinator, body: { programId: HOME } }));
    expect(proposal.pairs.map((pair) => pair.studentId)).not.toContain(far);
    expect(proposal.pairs).toContainEqual(expect.objectContaining({ studentId: near, tutorId: tutor }));
    expect(proposal.unmatched.byReason.distance).toBeGreaterThanOrEqual(1);
    const listed = proposal.unmatched.students.find((student) => student.studentId === far);
    if (listed) expect(listed.reason).toBe('distance');
    const refused = await app.call('/v1/matching/match', {
      method: 'POST',
      cookie: admin,
      body: { tutorId: tutor, studentId: far, slot: { dayOfTheWeek: 7, startTime: '17:00' }, firstSession: 'weekly' },
    });
    expect(refused.status).toBe(409);
  }, 60_000);

  it('lets an administrator change a program bound, never a coordinator, and nobody create or delete a program', async () => {
    const refused = await app.call(`/v1/programs/${PROGRAM_IDS.solidarityTutoring}`, { method: 'PATCH', cookie: coordinator, body: { maxDistanceKm: 5 } });
    expect(refused.status).toBe(403);
    const renamed = await app.call(`/v1/programs/${PROGRAM_IDS.solidarityTutoring}`, { method: 'PATCH', cookie: admin, body: { programName: 'Autre nom' } });
    expect(renamed.status).toBe(403);
    const changed = await app.call(`/v1/programs/${PROGRAM_IDS.solidarityTutoring}`, { method: 'PATCH', cookie: admin, body: { maxDistanceKm: 25 } });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect((await json<{ maxDistanceKm: number }>(changed)).maxDistanceKm).toBe(25);
    expect((await app.call('/v1/programs', { method: 'POST', cookie: admin, body: { programId: 'x', programName: 'x' } })).status).not.toBe(201);
    expect((await app.call(`/v1/programs/${PROGRAM_IDS.football}`, { method: 'DELETE', cookie: admin })).status).not.toBe(200);
  });
});

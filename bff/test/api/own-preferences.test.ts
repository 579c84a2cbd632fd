import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * "My availabilities and preferences" (issue 12): tutors and students write their own availability and tutors
 * their assignment preferences; `taken` slots are the matching's, so nobody but staff removes, alters or sets one.
 */
type Slot = { dayOfTheWeek: number; startTime: string; endTime: string; taken?: boolean; _id?: string };
type Person = { id: string; tutorPreferences?: { availability: Slot[]; assignment?: Record<string, unknown> }; studentPreferences?: { availability: Slot[] } };
type Problem = { code: string; message: string; details?: { path: string; message: string; params?: Record<string, unknown> }[] | { fields?: string[] } };

const monday9 = { dayOfTheWeek: 1, startTime: '09:00', endTime: '10:00' };

describe('own availability and preferences', () => {
  let app: TestApp;
  let tutor: string;
  let stored: Slot[];

  const patchTutor = (body: unknown, cookie = tutor, id = 'demo-tutor') => app.call(`/v1/tutors/${id}`, { method: 'PATCH', cookie, body });

  beforeAll(async () => {
    app = await createTestApp();
    tutor = await app.signIn('tutor');
    stored = (await json<Person>(await app.call('/v1/tutors/demo-tutor', { cookie: tutor }))).tutorPreferences!.availability;
  });

  it('the demo tutor has taken slots to protect', () => {
    expect(stored.filter((slot) => slot.taken).length).toBeGreaterThan(0);
  });

  it('a tutor saves their own availability and assignment preferences, taken slots kept', async () => {
    const availability = [...stored.filter((slot) => slot.taken), monday9, { ...monday9, startTime: '09:30', endTime: '10:30' }];
    const response = await patchTutor({
      tutorPreferences: {
        availability,
        weekendAvailability: false,
        tutoringMode: 'online',
        subjectToTeach: ['Mathématiques'],
        assignment: { level: ['level-6eme'], department: '92', numberOfStudentsToSupport: 2 },
      },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const saved = await json<Person>(await app.call('/v1/tutors/demo-tutor', { cookie: tutor }));
    expect(saved.tutorPreferences!.availability).toHaveLength(availability.length);
    expect(saved.tutorPreferences!.assignment).toMatchObject({ level: ['level-6eme'], department: '92', numberOfStudentsToSupport: 2 });
    stored = saved.tutorPreferences!.availability;
  });

  it('refuses a write that drops a taken slot (409 takenSlotLocked, naming the slot)', async () => {
    const response = await patchTutor({ tutorPreferences: { availability: stored.filter((slot) => !slot.taken) } });
    expect(response.status).toBe(409);
    const problem = await json<Problem>(response);
    expect(problem).toMatchObject({ code: 'takenSlotLocked', message: 'errors.takenSlotLocked' });
    const taken = stored.find((slot) => slot.taken)!;
    expect(problem.details).toContainEqual(
      expect.objectContaining({
        path: 'tutorPreferences.availability',
        params: expect.objectContaining({ kind: 'removed', dayOfTheWeek: taken.dayOfTheWeek, startTime: taken.startTime }),
      }),
    );
  });

  it('refuses a write that frees a taken slot or marks a free one taken', async () => {
    const freed = stored.map((slot) => (slot.taken ? { ...slot, taken: false } : slot));
    expect((await patchTutor({ tutorPreferences: { availability: freed } })).status).toBe(409);
    const marked = stored.map((slot) => (slot.startTime === '09:00' && slot.dayOfTheWeek === 1 ? { ...slot, taken: true } : slot));
    const response = await patchTutor({ tutorPreferences: { availability: marked } });
    expect(response.status).toBe(409);
    expect((await json<Problem>(response)).details).toContainEqual(
      expect.objectContaining({ params: expect.objectContaining({ kind: 'marked', dayOfTheWeek: 1, startTime: '09:00' }) }),
    );
  });

  it('refuses status, program and onboarding step, naming the field (403)', async () => {
    for (const [body, field] of [
      [{ tutorPreferences: { status: 'commitment-end' } }, 'tutorPreferences.status'],
      [{ tutorPreferences: { program: { programId: 'az-fac-5f87232' } } }, 'tutorPreferences.program.programId'],
      [{ program: { programId: 'az-fac-5f87232' } }, 'program.programId'],
      [{ status: 'deactivated' }, 'status'],
      [{ onBoardingStep: 1 }, 'onBoardingStep'],
    ] as const) {
      const response = await patchTutor(body);
      expect(response.status, `${JSON.stringify(body)}: ${await response.clone().text()}`).toBe(403);
      expect(((await json<Problem>(response)).details as { fields: string[] }).fields).toContain(field);
    }
  });

  it('refuses matched students, which nobody writes by hand: the request body names the field (400)', async () => {
    const response = await patchTutor({ tutorPreferences: { matchedStudents: ['demo-student'] } });
    expect(response.status).toBe(400);
    expect((await json<Problem>(response)).details).toContainEqual(expect.objectContaining({ path: 'tutorPreferences.matchedStudents' }));
  });

  it('cannot reach another tutor’s record (404, as for any record out of reach)', async () => {
    const admin = await app.signIn('super_administrator');
    const others = await json<Person[]>(await app.call('/v1/tutors?_start=0&_end=2', { cookie: admin }));
    const other = others.find((row) => row.id !== 'demo-tutor')!;
    expect((await patchTutor({ tutorPreferences: { availability: [monday9] } }, tutor, other.id)).status).toBe(404);
  });

  it('answers 400 for slots off the grid, duplicates, weekend slots without the weekend, or too many students', async () => {
    const taken = stored.filter((slot) => slot.taken);
    for (const tutorPreferences of [
      { availability: [...taken, { dayOfTheWeek: 1, startTime: '07:00', endTime: '08:00' }] },
      { availability: [...taken, { dayOfTheWeek: 1, startTime: '09:00', endTime: '09:30' }] },
      { availability: [...taken, monday9, monday9] },
      { availability: [...taken, { dayOfTheWeek: 6, startTime: '10:00', endTime: '11:00' }], weekendAvailability: false },
      { assignment: { numberOfStudentsToSupport: 21 } },
      { availability: 'lundi' },
    ]) {
      const response = await patchTutor({ tutorPreferences });
      expect(response.status, JSON.stringify(tutorPreferences)).toBe(400);
      expect((await json<Problem>(response)).code).toBe('validation');
    }
  });

  it('staff keep their rights on taken slots', async () => {
    const coordinator = await app.signIn('coordinator');
    const response = await patchTutor({ tutorPreferences: { availability: stored.filter((slot) => !slot.taken) } }, coordinator);
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it('a student saves their own availability but cannot free their taken slot; a parent neither for a child', async () => {
    const student = await app.signIn('student');
    const own = (await json<Person>(await app.call('/v1/students/demo-student', { cookie: student }))).studentPreferences!.availability;
    expect(own.some((slot) => slot.taken)).toBe(true);
    const added = [...own, { dayOfTheWeek: 5, startTime: '17:00', endTime: '18:00' }];
    const ok = await app.call('/v1/students/demo-student', { method: 'PATCH', cookie: student, body: { studentPreferences: { availability: added } } });
    expect(ok.status, await ok.clone().text()).toBe(200);
    const dropped = await app.call('/v1/students/demo-student', {
      method: 'PATCH',
      cookie: student,
      body: { studentPreferences: { availability: own.filter((slot) => !slot.taken) } },
    });
    expect(dropped.status).toBe(409);
    const parent = await app.signIn('parent');
    const byParent = await app.call('/v1/students/demo-student', {
      method: 'PATCH',
      cookie: parent,
      body: { studentPreferences: { availability: own.filter((slot) => !slot.taken) } },
    });
    expect(byParent.status).toBe(409);
  });

  it('a prospect lead (a future tutor) sets the same preferences on their prospect record, not its decision', async () => {
    const cookie = await app.signIn('prospectLead');
    const me = await json<{ user: { userId: string } }>(await app.call('/v1/me', { cookie }));
    const lead = { id: me.user.userId };
    const body = {
      tutorPreferences: {
        availability: [monday9],
        weekendAvailability: false,
        tutoringMode: 'online',
        assignment: { level: ['level-3eme'], numberOfStudentsToSupport: 1 },
      },
    };
    const own = await app.call(`/v1/prospects/${lead.id}`, { method: 'PATCH', cookie, body });
    expect(own.status, await own.clone().text()).toBe(200);
    // The decision is staff's action, server-managed: refused to anyone's body (400), the prospect's included.
    expect((await app.call(`/v1/prospects/${lead.id}`, { method: 'PATCH', cookie, body: { prospectPreferences: { isValidated: true } } })).status).toBe(400);
    expect(
      (await app.call(`/v1/prospects/${lead.id}`, { method: 'PATCH', cookie, body: { tutorPreferences: { availability: [{ ...monday9, taken: true }] } } }))
        .status,
    ).toBe(409);
  });

  it('tutors read the names of establishments and sectors to choose from, not their contacts', async () => {
    const establishments = await json<Record<string, unknown>[]>(await app.call('/v1/establishments?_start=0&_end=5', { cookie: tutor }));
    expect(establishments.length).toBeGreaterThan(0);
    expect(establishments[0]).toHaveProperty('establishmentName');
    for (const row of establishments) for (const hidden of ['contactName', 'email', 'phoneNumber']) expect(row).not.toHaveProperty(hidden);
    const sectors = await app.call('/v1/sectors?_start=0&_end=5', { cookie: tutor });
    expect(sectors.status).toBe(200);
    expect((await json<Record<string, unknown>[]>(sectors))[0]).toHaveProperty('sectorName');
    expect((await app.call('/v1/establishments?_start=0&_end=5', { cookie: await app.signIn('student') })).status).toBe(403);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * Security review, "rights that widen themselves": nobody changes their own role, status, programs or profile
 * list; nobody creates, edits or invites a person with more reach than they have; staff views of staff are scoped.
 *
 * The demo manager and coordinator work in home classes and football; the four programs are listed here from the
 * spec (section 1), not read from the code under test.
 */
const HOME_CLASSES = 'az-rem-4ca0f8d';
const SOLIDARITY = 'az-fac-5f87232';
const FOOTBALL = 'az-zup-6g98343';
const HOME_CLASS = 'az-per-2ca0z9s';
const ALL_PROGRAMS = [HOME_CLASSES, SOLIDARITY, FOOTBALL, HOME_CLASS];
const DEMO_SCOPE = [HOME_CLASSES, FOOTBALL];

type Row = Record<string, unknown> & { id: string };
const programsOf = (row: Row) => (row.administrationPreferences as { program?: string[] } | undefined)?.program ?? [];
let counter = 0;
const newStaff = (programs?: string[]) => {
  counter += 1;
  return {
    contactDetails: { firstName: 'Portée', lastName: `Essai ${counter}`, email: `reach.${counter}@example.org` },
    ...(programs && { administrationPreferences: { program: programs } }),
  };
};

describe('rights that widen themselves', () => {
  let app: TestApp;
  let admin: string;
  let manager: string;
  let coordinator: string;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signIn('super_administrator');
    manager = await app.signIn('manager');
    coordinator = await app.signIn('coordinator');
  });

  const count = async (path: string, cookie: string) => Number((await app.call(path, { cookie })).headers.get('x-total-count'));

  it('a coordinator cannot give themselves more programs, and reads no more than before (review: 200, then 15 tutors and 37 students more)', async () => {
    const tutorsBefore = await count('/v1/tutors?_end=1', coordinator);
    const studentsBefore = await count('/v1/students?_end=1', coordinator);
    const widened = await app.call('/v1/coordinators/demo-coordinator', {
      method: 'PATCH',
      cookie: coordinator,
      body: { administrationPreferences: { program: ALL_PROGRAMS } },
    });
    expect(widened.status, await widened.clone().text()).toBe(403);
    const cleared = await app.call('/v1/coordinators/demo-coordinator', { method: 'PATCH', cookie: coordinator, body: { administrationPreferences: null } });
    expect(cleared.status).toBe(403);
    expect(await count('/v1/tutors?_end=1', coordinator)).toBe(tutorsBefore);
    expect(await count('/v1/students?_end=1', coordinator)).toBe(studentsBefore);
    const stored = await json<Row>(await app.call('/v1/coordinators/demo-coordinator', { cookie: admin }));
    expect(programsOf(stored).sort()).toEqual([...DEMO_SCOPE].sort());
  });

  it('nobody changes their own status, program or profile list, the administrator included; their contact details they may', async () => {
    // Section 6: managers' records are written by administrators only, so a manager edits no field of their own.
    const cases: [string, string, string, boolean][] = [
      ['super_administrator', 'administrators', 'demo-super_administrator', true],
      ['manager', 'managers', 'demo-manager', false],
      ['coordinator', 'coordinators', 'demo-coordinator', true],
    ];
    for (const [role, view, id, editsOwnContact] of cases) {
      const cookie = await app.signIn(role);
      for (const body of [
        { status: 'deactivated' },
        { userRoleList: [{ profileName: 'super_administrator' }] },
        { program: { programId: SOLIDARITY } },
        { adminType: 'admin' },
      ]) {
        const response = await app.call(`/v1/${view}/${id}`, { method: 'PATCH', cookie, body });
        expect(response.status, `${role} ${JSON.stringify(body)}: ${await response.clone().text()}`).toBe(403);
      }
      const own = await app.call(`/v1/${view}/${id}`, { method: 'PATCH', cookie, body: { address: { city: 'Nantes' } } });
      expect(own.status, `${role}: ${await own.clone().text()}`).toBe(editsOwnContact ? 200 : 403);
      expect((await app.call(`/v1/${view}/${id}`, { method: 'DELETE', cookie })).status, `${role} removes their own account`).toBe(403);
    }
  });

  it('a manager of two programs cannot create a coordinator covering four, nor one of no program (review: 201, then 38 students visible)', async () => {
    for (const programs of [ALL_PROGRAMS, [SOLIDARITY], [], undefined]) {
      const response = await app.call('/v1/coordinators', { method: 'POST', cookie: manager, body: newStaff(programs) });
      expect(response.status, `${JSON.stringify(programs)}: ${await response.clone().text()}`).toBe(403);
    }
    const within = await app.call('/v1/coordinators', { method: 'POST', cookie: manager, body: newStaff([HOME_CLASSES]) });
    expect(within.status, await within.clone().text()).toBe(201);
  });

  it('an invitation that widens reach cannot be made, so none can be finished at /IS/register', async () => {
    const email = 'reach.invite@example.org';
    const refused = await app.call('/v1/coordinators', {
      method: 'POST',
      cookie: manager,
      body: { contactDetails: { firstName: 'Invitée', lastName: 'Portée', email }, administrationPreferences: { program: ALL_PROGRAMS } },
    });
    expect(refused.status).toBe(403);
    await app.call('/v1/auth/register/IS', {
      method: 'POST',
      body: { firstName: 'Invitée', lastName: 'Portée', email, password: 'Un-mot-de-passe-2026!', dateOfBirth: '1990-01-01', acceptTerms: true },
    });
    const signIn = await app.call('/v1/auth/login', { method: 'POST', body: { email, password: 'Un-mot-de-passe-2026!' } });
    expect(signIn.status).toBe(401);
  });

  it('a scoped VSC cannot be given a reach its author lacks: a manager creates VSC only within their programs', async () => {
    for (const programs of [undefined, [SOLIDARITY], ALL_PROGRAMS]) {
      const response = await app.call('/v1/vsc', { method: 'POST', cookie: manager, body: newStaff(programs) });
      expect(response.status, JSON.stringify(programs)).toBe(403);
    }
    const created = await app.call('/v1/vsc', { method: 'POST', cookie: coordinator, body: newStaff([FOOTBALL]) });
    expect(created.status, await created.clone().text()).toBe(201);
  });

  it('a scoped VSC reaches only their programs', async () => {
    const created = await json<Row>(
      await app.call('/v1/vsc', {
        method: 'POST',
        cookie: admin,
        body: { ...newStaff([SOLIDARITY]), contactDetails: { firstName: 'Vsc', lastName: 'Portée', email: 'reach.vsc@example.org' } },
      }),
    );
    const temporary = await json<{ temporaryPassword: string }>(
      await app.call(`/v1/users/${created.id}/temporary-password`, { method: 'POST', cookie: admin }),
    );
    const signIn = await app.call('/v1/auth/login', { method: 'POST', body: { email: 'reach.vsc@example.org', password: temporary.temporaryPassword } });
    const cookie = /secure-access-token=[^;]+/.exec(signIn.headers.get('set-cookie') ?? '')![0];
    await app.call('/v1/auth/update-password', { method: 'POST', cookie, body: { newPassword: 'Un-mot-de-passe-2026!' } });
    const students = await json<Row[]>(await app.call('/v1/students?_end=100', { cookie }));
    expect(students.length).toBeGreaterThan(0);
    expect(students.filter((row) => (row.program as { programId: string }).programId !== SOLIDARITY)).toEqual([]);
  });

  it('a manager neither edits a coordinator outside their programs nor moves one of theirs out of them', async () => {
    // demo-coordinator-1 works in solidarity tutoring only (demo data).
    expect([403, 404]).toContain(
      (await app.call('/v1/coordinators/demo-coordinator-1', { method: 'PATCH', cookie: manager, body: { address: { city: 'Lyon' } } })).status,
    );
    expect([403, 404]).toContain((await app.call('/v1/coordinators/demo-coordinator-1', { method: 'DELETE', cookie: manager })).status);
    const mine = await json<Row>(await app.call('/v1/coordinators', { method: 'POST', cookie: manager, body: newStaff([HOME_CLASSES]) }));
    const moved = await app.call(`/v1/coordinators/${mine.id}`, {
      method: 'PATCH',
      cookie: manager,
      body: { administrationPreferences: { program: [HOME_CLASSES, SOLIDARITY] } },
    });
    expect(moved.status).toBe(403);
    const kept = await app.call(`/v1/coordinators/${mine.id}`, {
      method: 'PATCH',
      cookie: manager,
      body: { administrationPreferences: { program: [FOOTBALL] } },
    });
    expect(kept.status, await kept.clone().text()).toBe(200);
  });

  it('only administrators write a profile list or an admin type, on anyone', async () => {
    const target = await json<Row>(await app.call('/v1/coordinators', { method: 'POST', cookie: manager, body: newStaff([HOME_CLASSES]) }));
    for (const body of [{ userRoleList: [{ profileName: 'coordinator' }] }, { adminType: 'admin' }]) {
      expect((await app.call(`/v1/coordinators/${target.id}`, { method: 'PATCH', cookie: manager, body })).status).toBe(403);
      expect((await app.call(`/v1/coordinators/${target.id}`, { method: 'PATCH', cookie: admin, body })).status).toBe(200);
    }
    expect(
      (await app.call('/v1/tutors/demo-tutor', { method: 'PATCH', cookie: coordinator, body: { userRoleList: [{ profileName: 'super_administrator' }] } }))
        .status,
    ).toBe(403);
  });

  it('staff views of staff are scoped: a scoped reader lists colleagues who share a program or belong to none', async () => {
    for (const role of ['manager', 'coordinator']) {
      const cookie = await app.signIn(role);
      for (const view of ['managers', 'coordinators', 'vsc', 'collaborators', 'administrators']) {
        const response = await app.call(`/v1/${view}?_end=100`, { cookie });
        expect(response.status, `${role} ${view}`).toBe(200);
        const outside = (await json<Row[]>(response)).filter(
          (row) => programsOf(row).length > 0 && !programsOf(row).some((program) => DEMO_SCOPE.includes(program)),
        );
        expect(
          outside.map((row) => row.id),
          `${role} ${view}`,
        ).toEqual([]);
      }
      // demo-coordinator-1 (solidarity tutoring only) is outside their reach: not even its page.
      expect((await app.call('/v1/coordinators/demo-coordinator-1', { cookie })).status).toBe(404);
    }
    // The administrator sees them all.
    expect((await app.call('/v1/coordinators/demo-coordinator-1', { cookie: admin })).status).toBe(200);
  });

  it('for every staff role and every view they may create in: a record of more reach than theirs is refused', async () => {
    const views: [string, (programs: string[]) => Record<string, unknown>][] = [
      ['coordinators', (programs) => newStaff(programs)],
      ['vsc', (programs) => newStaff(programs)],
      ['managers', (programs) => newStaff(programs)],
      ['tutors', (programs) => ({ ...newStaff(), program: { programId: programs[0] } })],
      ['students', (programs) => ({ ...newStaff(), program: { programId: programs[0] } })],
      ['parents', (programs) => ({ ...newStaff(), program: { programId: programs[0] } })],
    ];
    for (const role of ['manager', 'coordinator']) {
      const cookie = await app.signIn(role);
      for (const [view, body] of views) {
        const response = await app.call(`/v1/${view}`, { method: 'POST', cookie, body: body([SOLIDARITY]) });
        expect(response.status, `${role} creates in ${view} outside their programs`).toBe(403);
      }
    }
  });
});

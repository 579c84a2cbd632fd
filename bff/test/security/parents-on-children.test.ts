import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * Security review, medium: "Parents act as staff on their children: they set a child's status and program
 * (200), create a child with status: active and another program (201), mint the child's temporary password and
 * sign in as the child." Family roles write only the fields their screens need; a temporary password is staff's.
 */
const HOME_CLASSES = 'az-rem-4ca0f8d';
const SOLIDARITY = 'az-fac-5f87232';

type Row = Record<string, unknown> & { id: string };

describe('parents on their children', () => {
  let app: TestApp;
  let parent: string;
  let childId: string;

  beforeAll(async () => {
    app = await createTestApp();
    parent = await app.signIn('parent');
    const admin = await app.signIn('super_administrator');
    const children = await json<Row[]>(await app.call('/v1/students?studentPreferences.parentUserId=demo-parent', { cookie: admin }));
    childId = children[0]!.id;
  });

  it('cannot set a child’s status, program, pipeline or parent', async () => {
    for (const body of [
      { status: 'active' },
      { program: { programId: SOLIDARITY } },
      { studentPreferences: { pipelineStatus: 'in-tutoring' } },
      { studentPreferences: { matchingStatus: 'private-session' } },
      { studentPreferences: { parentUserId: 'demo-parent-1' } },
      { userRoleList: [{ profileName: 'super_administrator' }] },
    ]) {
      const response = await app.call(`/v1/students/${childId}`, { method: 'PATCH', cookie: parent, body });
      expect(response.status, `${JSON.stringify(body)}: ${await response.clone().text()}`).toBe(403);
    }
  });

  it('still edits what the "my children" screen needs', async () => {
    const response = await app.call(`/v1/students/${childId}`, {
      method: 'PATCH',
      cookie: parent,
      body: {
        contactDetails: { firstName: 'Léa' },
        studentPreferences: { comments: 'Aime les maths', doesYourChildNeedHelpWith: ['motivation'], assignment: { level: 'level-5eme' } },
      },
    });
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it('creates a child on hold in their own program only, never active nor in another program', async () => {
    const base = (n: number) => ({
      contactDetails: { firstName: 'Enfant', lastName: `Essai ${n}`, email: `child.${n}@example.org` },
      studentPreferences: { parentUserId: 'demo-parent' },
    });
    expect(
      (await app.call('/v1/students', { method: 'POST', cookie: parent, body: { ...base(1), program: { programId: HOME_CLASSES }, status: 'active' } })).status,
    ).toBe(403);
    expect((await app.call('/v1/students', { method: 'POST', cookie: parent, body: { ...base(2), program: { programId: SOLIDARITY } } })).status).toBe(403);
    const created = await app.call('/v1/students', { method: 'POST', cookie: parent, body: { ...base(3), program: { programId: HOME_CLASSES } } });
    expect(created.status, await created.clone().text()).toBe(201);
    expect((await json<Row>(created)).status).toBe('on-hold');
  });

  it('cannot mint a child’s temporary password (nor can any family role mint anyone’s)', async () => {
    expect((await app.call(`/v1/users/${childId}/temporary-password`, { method: 'POST', cookie: parent })).status).toBe(403);
    for (const [role, target] of [
      ['tutor', 'demo-tutor'],
      ['student', 'demo-student'],
      ['parent', 'demo-parent'],
    ]) {
      const response = await app.call(`/v1/users/${target}/temporary-password`, { method: 'POST', cookie: await app.signIn(role!) });
      expect([403, 404], role).toContain(response.status);
    }
  });
});

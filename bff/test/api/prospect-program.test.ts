import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * A person registers without a program (registration asks none). Staff who work within programs still see the new
 * prospect, and the validation gives the person a program within the validator's, so that the new parent or tutor
 * stays in their reach (journey (b): a coordinator validates a new parent, then matches the child).
 */
let app: TestApp;
let coordinator: string;
let admin: string;
let managerOfOne: string;

async function addParentProspect(id: string, fields: Record<string, unknown> = {}): Promise<void> {
  const now = new Date().toISOString();
  await app.store.collection('users').insertOne({
    _id: id,
    userId: id,
    userRole: 'parentProspect',
    status: 'pending',
    onBoardingStep: 5,
    contactDetails: { firstName: 'Rachida', lastName: `Sans programme ${id}`, email: `${id}@example.org` },
    prospectPreferences: { decision: 'pending', isValidated: false },
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
}

const validate = (cookie: string, id: string, body: unknown = {}) => app.call(`/v1/prospects/${id}/validate`, { method: 'POST', cookie, body });

beforeAll(async () => {
  app = await createTestApp();
  // The demo coordinator works within two programs; the demo manager is given one here.
  await app.store.collection('users').updateOne({ _id: 'demo-manager' }, { $set: { 'administrationPreferences.program': ['az-per-2ca0z9s'] } });
  [coordinator, admin, managerOfOne] = (await Promise.all(['coordinator', 'super_administrator', 'manager'].map((role) => app.signIn(role)))) as [
    string,
    string,
    string,
  ];
}, 120_000);

describe('a prospect without a program', () => {
  it('is seen by staff who work within programs', async () => {
    await addParentProspect('no-program-seen');
    const list = (await json(await app.call('/v1/prospects?_end=100', { cookie: coordinator }))) as { id: string }[];
    expect(list.map((row) => row.id)).toContain('no-program-seen');
    expect((await app.call('/v1/prospects/no-program-seen', { cookie: managerOfOne })).status).toBe(200);
  });

  it('asks a validator of several programs which one, and refuses one outside theirs', async () => {
    await addParentProspect('no-program-choice');
    const missing = await validate(coordinator, 'no-program-choice');
    expect(missing.status).toBe(400);
    expect(await json(missing)).toMatchObject({ code: 'validation', details: [{ path: 'programId', message: 'errors.programRequired' }] });
    const outside = await validate(coordinator, 'no-program-choice', { programId: 'az-fac-5f87232' });
    expect(outside.status).toBe(403);
    expect(await json(outside)).toMatchObject({ details: { message: 'errors.programOutsideReach' } });
    const unknown = await validate(coordinator, 'no-program-choice', { programId: 'not-a-program' });
    expect(unknown.status).toBe(400);
    // Nothing was decided on the way.
    expect(await app.store.collection('users').findOne({ _id: 'no-program-choice' })).toMatchObject({
      userRole: 'parentProspect',
      prospectPreferences: { decision: 'pending' },
    });

    const done = await validate(coordinator, 'no-program-choice', { programId: 'az-zup-6g98343' });
    expect(done.status, await done.clone().text()).toBe(200);
    const parent = await app.call('/v1/parents/no-program-choice', { cookie: coordinator });
    expect(parent.status).toBe(200);
    expect(await json(parent)).toMatchObject({ userRole: 'parent', program: { programId: 'az-zup-6g98343', programName: expect.any(String) } });
  });

  it('gives a validator of one program theirs without asking', async () => {
    await addParentProspect('no-program-one');
    const done = await validate(managerOfOne, 'no-program-one');
    expect(done.status, await done.clone().text()).toBe(200);
    expect(await app.store.collection('users').findOne({ _id: 'no-program-one' })).toMatchObject({ program: { programId: 'az-per-2ca0z9s' } });
  });

  it('keeps the program a prospect already has', async () => {
    await addParentProspect('has-program', { program: { programId: 'az-rem-4ca0f8d', programName: 'Classes à domicile en présentiel' } });
    const done = await validate(admin, 'has-program', { programId: 'az-fac-5f87232' });
    expect(done.status, await done.clone().text()).toBe(200);
    expect(await app.store.collection('users').findOne({ _id: 'has-program' })).toMatchObject({ program: { programId: 'az-rem-4ca0f8d' } });
  });

  it('stays out of reach of staff of other programs once it has one', async () => {
    await addParentProspect('other-program', { program: { programId: 'az-fac-5f87232', programName: 'Tutorat solidaire' } });
    expect((await app.call('/v1/prospects/other-program', { cookie: managerOfOne })).status).toBe(404);
  });
});

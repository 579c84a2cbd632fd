import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, type Resource } from '@binome/schema';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

const READ_ONLY = new Set((RESOURCES as readonly Resource[]).filter((resource) => resource.entity.readOnly).map((resource) => resource.entity.name));
const USER_VIEWS = (RESOURCES as readonly Resource[]).filter((resource) => resource.entity.collection === 'users').map((resource) => resource.entity.name);

describe('e-mails written through the API are stored trimmed and in lower case', () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signIn('super_administrator');
  });

  it('covers every view of users', () => {
    expect(USER_VIEWS).toEqual(expect.arrayContaining(['tutors', 'parents', 'students', 'prospects', 'administrators', 'collaborators']));
  });

  for (const view of USER_VIEWS) {
    it(`${view}: created (where the view creates) and edited (where it edits)`, async () => {
      const created = await app.call(`/v1/${view}`, {
        method: 'POST',
        cookie: admin,
        body: { contactDetails: { firstName: 'Mixte', lastName: 'Casse', email: `  Mixed.${view}@Example.ORG ` }, program: { programId: 'az-rem-4ca0f8d' } },
      });
      let id: string;
      if (created.status === 404) {
        // A view without a create route (prospects register themselves, collaborators are made per role): edit one of its records.
        const listed = await json<{ id: string }[]>(await app.call(`/v1/${view}?_end=1`, { cookie: admin }));
        id = listed[0]!.id;
      } else {
        expect(created.status, await created.clone().text()).toBe(201);
        id = (await json<{ id: string }>(created)).id;
        expect((await app.store.collection('users').findOne({ _id: id }))?.contactDetails).toMatchObject({ email: `mixed.${view}@example.org` });
      }
      const edited = await app.call(`/v1/${view}/${id}`, {
        method: 'PATCH',
        cookie: admin,
        body: { contactDetails: { email: ` Edited.${view}@Example.ORG` } },
      });
      if (READ_ONLY.has(view)) return expect(edited.status).toBe(404);
      expect(edited.status, await edited.clone().text()).toBe(200);
      expect((await app.store.collection('users').findOne({ _id: id }))?.contactDetails).toMatchObject({ email: `edited.${view}@example.org` });
    });
  }

  it('registration stores the address in lower case, and a second one differing by case is refused', async () => {
    const body = {
      firstName: 'Inès',
      lastName: 'Lefèvre',
      email: 'Ines.Mixed@Example.org',
      dateOfBirth: '2001-04-12',
      password: 'Inscription-2026!',
      acceptTerms: true,
    };
    const registered = await app.call('/v1/auth/register/tutor', { method: 'POST', body });
    expect(registered.status, await registered.clone().text()).toBe(201);
    const { userId } = await json<{ userId: string }>(registered);
    expect((await app.store.collection('users').findOne({ _id: userId }))?.contactDetails).toMatchObject({ email: 'ines.mixed@example.org' });
    expect((await app.call('/v1/auth/register/tutor', { method: 'POST', body: { ...body, email: 'INES.MIXED@example.org' } })).status).toBe(409);
  });

  it('the demo data stores its accounts in lower case', async () => {
    const emails = (await app.store.collection('users').find({ 'contactDetails.email': { $exists: true } })).map(
      (user) => (user.contactDetails as { email: string }).email,
    );
    expect(emails.length).toBeGreaterThan(10);
    expect(emails.filter((email) => email !== email.trim().toLowerCase())).toEqual([]);
  });
});

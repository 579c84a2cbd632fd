import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, type Resource } from '@binome/schema';
import { createApiKey } from '../../src/auth/api-keys/api-keys.ts';
import { createTestApp, json, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';
import { apiOperations } from '../support/api-operations.ts';

/**
 * Security review, high finding: a partner key with `tutors` read and write gave a tutor a temporary password and
 * signed in as them. A partner key reaches the generated resource routes of its scopes and nothing else: no
 * account, sign-in, password, key, audit or security route.
 */
const RESOURCE_TEMPLATES = new Set(
  (RESOURCES as readonly Resource[]).flatMap((resource) => [`/${resource.apiName}`, `/${resource.apiName}/export.csv`, `/${resource.apiName}/{id}`]),
);

describe('what a partner key reaches', () => {
  let app: TestApp;
  let admin: string;
  let everyScope: string;
  beforeAll(async () => {
    app = await createTestApp({ env: { API_KEY_LIMIT_PER_MINUTE: '10000' } });
    admin = await app.signIn('super_administrator');
    // More scopes than the creation form takes at once (50), so the key is made as the handler would make it.
    const scopes = (RESOURCES as readonly Resource[]).flatMap((resource) =>
      (['read', 'write'] as const).map((access) => ({ resource: resource.name, access })),
    );
    everyScope = (await createApiKey(app.store, { name: 'Every scope', scopes, createdBy: 'demo-super_administrator', now: new Date() })).key;
  });

  it('cannot give a tutor or a student a temporary password, and their own passwords keep working', async () => {
    const created = await app.call('/v1/api-keys', {
      method: 'POST',
      cookie: admin,
      body: {
        name: 'Tutors partner',
        scopes: [
          { resource: 'tutors', access: 'read' },
          { resource: 'tutors', access: 'write' },
          { resource: 'students', access: 'write' },
        ],
      },
    });
    expect(created.status).toBe(201);
    const { key } = await json<{ key: string }>(created);
    for (const userId of ['demo-tutor', 'demo-student']) {
      const response = await app.call(`/v1/users/${userId}/temporary-password`, { method: 'POST', headers: { 'api-key': key } });
      expect(response.status, userId).toBe(403);
      expect(await response.text(), userId).not.toContain('temporaryPassword');
    }
    const signIn = await app.call('/v1/auth/login', { method: 'POST', body: { email: 'tutor@demo.binome.test', password: TEST_PASSWORD } });
    expect(signIn.status).toBe(200);
  });

  it('gets 403 with every scope on every route of the OpenAPI document that is not a resource route', { timeout: 120_000 }, async () => {
    const reached: string[] = [];
    const others = apiOperations().filter((operation) => !RESOURCE_TEMPLATES.has(operation.template));
    expect(others.length).toBeGreaterThan(20);
    for (const operation of others) {
      const response = await app.call(operation.path, {
        method: operation.method,
        headers: { 'api-key': everyScope, ...(operation.method !== 'GET' && { 'content-type': 'application/json' }) },
        ...(operation.method !== 'GET' && { rawBody: '{}' }),
      });
      if (response.status !== 403) reached.push(`${operation.method} ${operation.template}: ${response.status}`);
    }
    expect(reached).toEqual([]);
  });

  it('cannot change the e-mail or phone a person signs in with (a password reset would then reach the partner)', async () => {
    const headers = { 'api-key': everyScope };
    for (const contactDetails of [{ email: 'partner@example.org' }, { phoneNumber: '0611223344' }]) {
      const response = await app.call('/v1/tutors/demo-tutor', { method: 'PATCH', headers, body: { contactDetails } });
      expect(response.status, JSON.stringify(contactDetails)).toBe(403);
    }
    expect((await app.call('/v1/tutors/demo-tutor', { method: 'PATCH', headers, body: { howHeardDetails: 'Partenaire' } })).status).toBe(200);
    const stored = await json<{ contactDetails: { email: string } }>(await app.call('/v1/tutors/demo-tutor', { cookie: admin }));
    expect(stored.contactDetails.email).toBe('tutor@demo.binome.test');
  });

  it('is never given who signs in as whom, the staff, profiles or accesses, even by an administrator', async () => {
    for (const resource of ['externalSignIns', 'administrators', 'coordinators', 'collaborators', 'users', 'profiles', 'accesses']) {
      const response = await app.call('/v1/api-keys', { method: 'POST', cookie: admin, body: { name: 'Trop large', scopes: [{ resource, access: 'write' }] } });
      expect(response.status, resource).toBe(400);
    }
    // A key that holds one anyway (stored before the rule) cannot use it: a provider link to the administrator would sign its maker in as them.
    const link = await app.call('/v1/external-sign-ins', {
      method: 'POST',
      headers: { 'api-key': everyScope },
      body: { userId: 'demo-super_administrator', provider: 'google', issuer: 'https://accounts.google.com', subject: 'partner-subject' },
    });
    expect(link.status).toBe(403);
    const staff = await app.call('/v1/coordinators', {
      method: 'POST',
      headers: { 'api-key': everyScope },
      body: { contactDetails: { firstName: 'Par', lastName: 'Clé', email: 'partner.staff@example.org' } },
    });
    expect(staff.status).toBe(403);
  });

  it('still reaches the resource routes of its scopes, and only their exact shapes', async () => {
    const headers = { 'api-key': everyScope };
    expect((await app.call('/v1/tutors?_end=5', { headers })).status).toBe(200);
    expect((await app.call('/v1/tutors/export.csv', { headers })).status).toBe(200);
    expect((await app.call('/v1/tutors/demo-tutor', { headers })).status).toBe(200);
    expect((await app.call('/v1/tutors/demo-tutor/temporary-password', { method: 'POST', headers, body: {} })).status).toBe(403);
    expect((await app.call('/v1/tutors/demo-tutor/anything', { headers })).status).toBe(403);
    expect(
      (await app.call('/v1/data-deletion-requests/submit', { method: 'POST', headers, body: { fullName: 'Par une clé', email: 'cle@example.org' } })).status,
    ).toBe(403);
  });
});

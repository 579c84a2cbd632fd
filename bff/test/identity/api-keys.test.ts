import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

describe('partner API keys: created by administrators, shown once, stored hashed, scoped, rate-limited, logged', () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp({ env: { API_KEY_LIMIT_PER_MINUTE: '5' } });
    admin = await app.signIn('super_administrator');
  });

  const createKey = async (scopes: { resource: string; access: 'read' | 'write' }[]) => {
    const response = await app.call('/v1/api-keys', { method: 'POST', cookie: admin, body: { name: 'Partenaire statistique', scopes } });
    expect(response.status).toBe(201);
    return json<{ key: string; apiKey: { id: string; prefix: string } }>(response);
  };

  it('lets only administrators manage keys', async () => {
    for (const role of ['manager', 'coordinator', 'tutor']) {
      const cookie = await app.signIn(role);
      expect((await app.call('/v1/api-keys', { cookie })).status, role).toBe(403);
      expect(
        (await app.call('/v1/api-keys', { method: 'POST', cookie, body: { name: 'x', scopes: [{ resource: 'tutors', access: 'read' }] } })).status,
        role,
      ).toBe(403);
    }
  });

  it('answers within its scopes only: read on establishments, nothing else', async () => {
    const { key, apiKey } = await createKey([{ resource: 'establishments', access: 'read' }]);
    expect(key.startsWith(apiKey.prefix)).toBe(true);
    const stored = await app.store.collection('apiKeys').findOne({ _id: apiKey.id });
    expect(JSON.stringify(stored)).not.toContain(key);
    const listed = await json<unknown[]>(await app.call('/v1/api-keys', { cookie: admin }));
    expect(JSON.stringify(listed)).not.toContain(key);
    expect(JSON.stringify(listed)).not.toContain('keyHash');

    const headers = { 'api-key': key };
    expect((await app.call('/v1/establishments', { headers })).status).toBe(200);
    expect(
      (await app.call('/v1/establishments', { method: 'POST', headers, body: { establishmentName: 'Par une clé', typeOfEstablishment: 'middle' } })).status,
    ).toBe(403);
    expect((await app.call('/v1/tutors', { headers })).status).toBe(403);
    expect((await app.call('/v1/me', { headers })).status).toBe(403);
    expect((await app.call('/v1/api-keys', { headers })).status).toBe(403);
    expect((await app.call('/v1/establishments', { headers: { 'api-key': `${key.slice(0, -1)}x` } })).status).toBe(401);
  });

  it('writes with a write scope, and the audit names the key', async () => {
    const { key, apiKey } = await createKey([{ resource: 'sectors', access: 'write' }]);
    const created = await app.call('/v1/sectors', {
      method: 'POST',
      headers: { 'api-key': key },
      body: { sectorName: 'Secteur créé par un partenaire', sectorGroup: 'other-partnerships' },
    });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: string }>(created);
    expect(await app.store.collection('audit').findOne({ recordId: id })).toMatchObject({
      action: 'create',
      actorId: `apiKey:${apiKey.id}`,
      actorRole: 'partner',
    });
  });

  it('is rate-limited per key, and every call is in the security log', async () => {
    const { key, apiKey } = await createKey([{ resource: 'levels', access: 'read' }]);
    const statuses = [];
    for (let call = 0; call < 6; call += 1) statuses.push((await app.call('/v1/levels', { headers: { 'api-key': key } })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await app.store.collection('securityEvents').count({ kind: 'apiKeyUsed', 'details.keyId': apiKey.id })).toBe(6);
  });

  it('stops working at once when revoked', async () => {
    const { key, apiKey } = await createKey([{ resource: 'establishments', access: 'read' }]);
    expect((await app.call(`/v1/api-keys/${apiKey.id}`, { method: 'DELETE', cookie: admin })).status).toBe(204);
    expect((await app.call('/v1/establishments', { headers: { 'api-key': key } })).status).toBe(401);
    expect((await app.call(`/v1/api-keys/${apiKey.id}`, { method: 'DELETE', cookie: admin })).status).toBe(404);
  });

  it('is declared in the OpenAPI document with the session scheme', async () => {
    const document = await json<{ components: { securitySchemes: Record<string, { type: string; in: string; name: string }> } }>(
      await app.call('/v1/openapi.json'),
    );
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'api-key' });
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'secure-access-token' });
  });
});

describe('the security log and data deletion requests', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it('records sign-ins and failures, and shows them to administrators only', async () => {
    await app.call('/v1/auth/login', { method: 'POST', body: { email: 'tutor@demo.binome.test', password: 'Wrong-password-1!' } });
    const admin = await app.signIn('super_administrator');
    const events = await json<{ kind: string; identifier: string | null }[]>(await app.call('/v1/security-events?_end=50', { cookie: admin }));
    expect(events.map((event) => event.kind)).toEqual(expect.arrayContaining(['signIn', 'signInFailed']));
    expect(JSON.stringify(events)).not.toContain('Wrong-password');
    expect((await app.call('/v1/security-events', { cookie: await app.signIn('manager') })).status).toBe(403);
  });

  it('files a deletion request from the public page, which administrators see and families do not', async () => {
    const filed = await app.call('/v1/data-deletion-requests/submit', {
      method: 'POST',
      body: { fullName: 'Jeanne Martin', email: 'jeanne.martin@example.org', message: 'Merci de supprimer mes données.' },
    });
    expect(filed.status).toBe(201);
    const invalid = await app.call('/v1/data-deletion-requests/submit', { method: 'POST', body: { fullName: 'Sans contact' } });
    expect(invalid.status).toBe(400);
    const admin = await app.signIn('super_administrator');
    const list = await json<{ fullName: string; requestStatus: string }[]>(await app.call('/v1/data-deletion-requests', { cookie: admin }));
    expect(list).toEqual([expect.objectContaining({ fullName: 'Jeanne Martin', requestStatus: 'received' })]);
    expect((await app.call('/v1/data-deletion-requests', { cookie: await app.signIn('tutor') })).status).toBe(403);
  });
});

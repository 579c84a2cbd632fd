import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@binome/schema';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

type Row = Record<string, unknown> & { id: string };
const NO_CONTENT = { code: 2004, message: 'errors.noContent' };

/**
 * The catalogue's 2004 "no content" (spec, section 8): a write with nothing in it (`{}` or a blank JSON body)
 * where something is needed answers 400 with that code, on the generated routes and the hand-written ones alike,
 * and changes nothing. An action whose fields are all optional still takes `{}`.
 */
describe('a write with no content (2004)', () => {
  let app: TestApp;
  let staff: string;
  let record: Row;
  beforeAll(async () => {
    app = await createTestApp();
    staff = await app.signIn('super_administrator');
    const created = await app.call('/v1/establishments', {
      method: 'POST',
      cookie: staff,
      body: { establishmentName: 'Collège du Vide', typeOfEstablishment: 'middle', contactName: 'Mme Martin' },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    record = await json<Row>(created);
  });

  const expectNoContent = async (response: Response, what: string) => {
    expect(response.status, `${what}: ${await response.clone().text()}`).toBe(400);
    expect(await json(response), what).toEqual(NO_CONTENT);
  };

  it('refuses an update with nothing to change: `{}` or a blank JSON body, and leaves the record as it was', async () => {
    const path = `/v1/establishments/${record.id}`;
    const before = (await app.call(path, { cookie: staff })).headers.get('etag');
    await expectNoContent(await app.call(path, { method: 'PATCH', cookie: staff, body: {} }), 'PATCH {}');
    await expectNoContent(
      await app.call(path, { method: 'PATCH', cookie: staff, rawBody: '', headers: { 'content-type': 'application/json' } }),
      'PATCH blank',
    );
    await expectNoContent(
      await app.call(path, { method: 'PATCH', cookie: staff, rawBody: ' \n', headers: { 'content-type': 'application/json' } }),
      'PATCH whitespace',
    );
    // Without a Content-Type the body is not JSON at all: still the 415 every write gets (guards.ts).
    expect((await app.call(path, { method: 'PATCH', cookie: staff })).status).toBe(415);
    await expectNoContent(await app.call(path, { method: 'PATCH', cookie: staff, body: {}, headers: { 'if-match': before! } }), 'PATCH {} with If-Match');
    expect((await app.call(path, { cookie: staff })).headers.get('etag')).toBe(before);

    // Something to change is changed, as before.
    const changed = await app.call(path, { method: 'PATCH', cookie: staff, body: { contactName: 'M. Bernard' } });
    expect(changed.status).toBe(200);
  });

  it('refuses a create with nothing in it', async () => {
    await expectNoContent(await app.call('/v1/establishments', { method: 'POST', cookie: staff, body: {} }), 'POST {}');
    await expectNoContent(
      await app.call('/v1/establishments', { method: 'POST', cookie: staff, rawBody: '', headers: { 'content-type': 'application/json' } }),
      'POST blank',
    );
    await expectNoContent(
      await app.call('/v1/tutors', { method: 'POST', cookie: staff, rawBody: '{ }', headers: { 'content-type': 'application/json' } }),
      'POST { }',
    );
    // A body with something wrong in it is still told what is wrong, field by field.
    const wrong = await app.call('/v1/establishments', { method: 'POST', cookie: staff, body: { contactName: 'Mme Martin' } });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ code: 'validation' });
  });

  it('refuses an empty body on a hand-written route that needs fields, public or not', async () => {
    await expectNoContent(await app.call('/v1/auth/login', { method: 'POST', body: {} }), 'login {}');
    await expectNoContent(await app.call('/v1/prospects/demo-prospectLead-3/stop', { method: 'POST', cookie: staff, body: {} }), 'stop {}');
    await expectNoContent(await app.call('/v1/certificates', { method: 'POST', cookie: await app.signIn('tutor'), body: {} }), 'certificate {}');
  });

  it('still takes `{}` on an action whose fields are all optional', async () => {
    const renewed = await app.call('/v1/calendar/feed/renew', { method: 'POST', cookie: await app.signIn('tutor'), body: {} });
    expect(renewed.status, await renewed.clone().text()).toBe(200);
  });

  it('has a message in the catalogue, in French and in English', () => {
    expect(translate('fr', NO_CONTENT.message)).toBe('Rien à enregistrer : la requête ne contient aucune donnée.');
    expect(translate('en', NO_CONTENT.message)).toBe('Nothing to save: the request carries no data.');
  });
});

describe('2004 in the published document', () => {
  it('is documented on the 400 of exactly the operations that send it: every change and create, and the actions that need fields', async () => {
    const { openApiDocument } = await import('../../src/openapi/document.ts');
    const { paths } = openApiDocument() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> }; responses: Record<string, { description?: string }> }>>;
    };
    const documented = new Map<string, boolean>();
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!operation.requestBody?.content?.['application/json']) continue;
        documented.set(`${method.toUpperCase()} ${path}`, /`2004` \(`errors\.noContent`\)/.test(operation.responses['400']?.description ?? ''));
      }
    }
    for (const operation of [
      'PATCH /establishments/{id}',
      'POST /establishments',
      'PATCH /tutors/{id}',
      'POST /tutors',
      'POST /auth/login',
      'POST /prospects/{id}/stop',
      'POST /certificates',
    ])
      expect(documented.get(operation), operation).toBe(true);
    for (const operation of ['POST /calendar/feed/renew', 'POST /{kind}/{id}/confirm', 'POST /onboarding/quiz/draw'])
      expect(documented.get(operation), operation).toBe(false);
    expect([...documented.values()].filter(Boolean).length).toBeGreaterThan(50);
  });

  it('says it once however many times the document is built in one process (hand-written routes are shared)', async () => {
    const { openApiDocument } = await import('../../src/openapi/document.ts');
    const first = JSON.stringify(openApiDocument());
    expect(JSON.stringify(openApiDocument())).toBe(first);
  });
});

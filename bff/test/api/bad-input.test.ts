import { beforeAll, describe, expect, it } from 'vitest';
import { fieldAt, RESOURCES, type Resource } from '@binome/schema';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * Bad input never produces a 500: malformed JSON, wrong types, unknown fields, huge strings and MongoDB operators
 * in bodies and filters, on every resource of the registry.
 */
describe('bad input on every resource', () => {
  let app: TestApp;
  let cookie: string;
  const existingIds = new Map<string, string>();
  beforeAll(async () => {
    app = await createTestApp();
    cookie = await app.signIn('super_administrator');
    for (const resource of RESOURCES as readonly Resource[]) {
      const rows = await json<{ id: string }[]>(await app.call(`/v1/${resource.apiName}?_end=1`, { cookie }));
      if (rows[0]) existingIds.set(resource.name, rows[0].id);
    }
  });

  const expect4xx = async (label: string, response: Promise<Response>) => {
    const answer = await response;
    const text = await answer.text();
    expect(answer.status, `${label}: ${text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
    expect(answer.status, label).toBeLessThan(500);
    expect(JSON.parse(text), label).toEqual(expect.objectContaining({ code: expect.anything(), message: expect.stringMatching(/^errors\./) }));
  };

  for (const resource of RESOURCES as readonly Resource[]) {
    const path = `/v1/${resource.apiName}`;
    const fields = Object.entries(resource.entity.fields).filter(([, field]) => !field.serverManaged);
    const textField = fields.find(([, field]) => field.kind === 'text' || field.kind === 'longText')?.[0] ?? fields[0]?.[0] ?? 'anything';

    it(`${resource.name}: bodies`, async () => {
      await expect4xx('malformed JSON', app.call(path, { method: 'POST', cookie, rawBody: '{"a": ', headers: { 'content-type': 'application/json' } }));
      await expect4xx('no content type', app.call(path, { method: 'POST', cookie, rawBody: '{}' }));
      await expect4xx(
        'form content type',
        app.call(path, { method: 'POST', cookie, rawBody: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      );
      await expect4xx('array body', app.call(path, { method: 'POST', cookie, body: [1, 2] }));
      await expect4xx('operators as values', app.call(path, { method: 'POST', cookie, body: Object.fromEntries(fields.map(([name]) => [name, { $gt: '' }])) }));
      await expect4xx(
        'wrong types',
        app.call(path, { method: 'POST', cookie, body: Object.fromEntries(fields.map(([name, field]) => [name, field.kind === 'number' ? 'many' : 12345])) }),
      );
      await expect4xx('unknown field', app.call(path, { method: 'POST', cookie, body: { unknownField: 1, $where: 'sleep(1000)' } }));
      await expect4xx('huge string', app.call(path, { method: 'POST', cookie, body: { [textField]: 'x'.repeat(500_000) } }));
      await expect4xx('over 1 MB', app.call(path, { method: 'POST', cookie, body: { [textField]: 'x'.repeat(1_100_000) } }));
      await expect4xx(
        'prototype pollution',
        app.call(path, {
          method: 'POST',
          cookie,
          rawBody: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}',
          headers: { 'content-type': 'application/json' },
        }),
      );
      const id = existingIds.get(resource.name) ?? 'missing';
      await expect4xx('update operator', app.call(`${path}/${id}`, { method: 'PATCH', cookie, body: { $set: { [textField]: 'x' } } }));
      await expect4xx('update wrong type', app.call(`${path}/${id}`, { method: 'PATCH', cookie, body: { [textField]: { $ne: null } } }));
      await expect4xx('update without content type', app.call(`${path}/${id}`, { method: 'PATCH', cookie, rawBody: '' }));
      await expect4xx('bad id', app.call(`${path}/${encodeURIComponent('{"$ne":null}')}`, { cookie }));
    });

    it(`${resource.name}: filters`, async () => {
      const filterable = resource.entity.filterable[0];
      await expect4xx('bracket operator', app.call(`${path}?${encodeURIComponent(`${filterable ?? 'status'}[$ne]`)}=x`, { cookie }));
      await expect4xx('operator key', app.call(`${path}?%24where=1`, { cookie }));
      await expect4xx('unknown field', app.call(`${path}?passwordHash=x`, { cookie }));
      await expect4xx('sort injection', app.call(`${path}?_sort=${encodeURIComponent('$natural')}`, { cookie }));
      await expect4xx('id injection', app.call(`${path}?id=${encodeURIComponent('{"$gt":""}')}`, { cookie }));
      await expect4xx('huge value', app.call(`${path}?_sort=${'x'.repeat(5000)}`, { cookie }));
      const closed = resource.entity.filterable.find((candidate) => {
        const kind = fieldAt(resource.entity.fields, candidate)?.kind;
        return kind === 'enum' || kind === 'reference' || kind === 'boolean' || kind === 'number';
      });
      if (closed) await expect4xx('operator as a value', app.call(`${path}?${encodeURIComponent(closed)}=${encodeURIComponent('{"$gt":""}')}`, { cookie }));
      const search = await app.call(`${path}?_end=5${resource.entity.searchable.length > 0 ? `&q=${encodeURIComponent('(a+)+$ {"$gt":""}')}` : ''}`, {
        cookie,
      });
      expect(search.status).toBe(200);
    });
  }
});

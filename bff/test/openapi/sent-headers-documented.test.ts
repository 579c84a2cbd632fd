import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, type Resource } from '@binome/schema';
import { createApiKey } from '../../src/auth/api-keys/api-keys.ts';
import { openApiDocument } from '../../src/openapi/document.ts';
import { apiOperations, type ApiOperation } from '../support/api-operations.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * The headers a client reads (`x-total-count` to page, `etag` to send back in `If-Match`, the rate headers to pace
 * itself) are in the document wherever the server sends them: every readable route is called, as an administrator
 * and as a partner key, and each such header of the answer must be declared on the answer's status.
 */
const READ_HEADERS = ['x-total-count', 'etag', 'x-warning', 'ratelimit', 'ratelimit-policy', 'retry-after'];

interface DocumentedOperation {
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: { enum?: unknown[]; items?: { enum?: unknown[] } } }[];
  responses: Record<string, { headers?: Record<string, unknown> }>;
}
const document = openApiDocument() as { paths: Record<string, Record<string, DocumentedOperation>> };
const operationOf = (operation: ApiOperation) => document.paths[operation.template]![operation.method.toLowerCase()]!;

/** Routes that need a person to answer 200, with one of the demo's. */
const SAMPLE_QUERIES: Record<string, string> = { '/matching/candidates': 'mode=tutor&tutorId=demo-tutor' };

/** Query parameters a route cannot answer without, from their enumeration (`mode=tutor`). */
function requiredQuery(operation: ApiOperation): string {
  if (SAMPLE_QUERIES[operation.template]) return SAMPLE_QUERIES[operation.template]!;
  const required = (operationOf(operation).parameters ?? []).filter((parameter) => parameter.in === 'query' && parameter.required);
  return required
    .map((parameter) => `${parameter.name}=${encodeURIComponent(String(parameter.schema?.enum?.[0] ?? parameter.schema?.items?.enum?.[0] ?? ''))}`)
    .join('&');
}

/** The sent headers of READ_HEADERS that the document does not declare on the answer's status. */
function undocumented(operation: ApiOperation, response: Response): string[] {
  const declared = Object.keys(operationOf(operation).responses[String(response.status)]?.headers ?? {}).map((name) => name.toLowerCase());
  return READ_HEADERS.filter((name) => response.headers.has(name) && !declared.includes(name)).map(
    (name) => `${operation.method} ${operation.template} ${response.status}: ${name}`,
  );
}

describe('the headers the server sends, as the document declares them', () => {
  let app: TestApp;
  let admin: string;
  let partnerKey: string;
  const gets = apiOperations().filter((operation) => operation.method === 'GET');

  beforeAll(async () => {
    app = await createTestApp({ env: { API_KEY_LIMIT_PER_MINUTE: '10000' } });
    admin = await app.signIn('super_administrator');
    const scopes = (RESOURCES as readonly Resource[]).map((resource) => ({ resource: resource.name, access: 'read' as const }));
    partnerKey = (await createApiKey(app.store, { name: 'Every read', scopes, createdBy: 'demo-super_administrator', now: new Date() })).key;
  });

  /** A route's path with a real record's id where the route reads one record of a resource (so that it answers 200). */
  async function pathOf(operation: ApiOperation, headers: Record<string, string>): Promise<string> {
    const query = requiredQuery(operation);
    const withQuery = (path: string) => (query ? `${path}?${query}` : path);
    const resource = (RESOURCES as readonly Resource[]).find((entry) => operation.template === `/${entry.apiName}/{id}`);
    if (!resource) return withQuery(operation.path);
    const rows = await app.call(`/v1/${resource.apiName}?_start=0&_end=1`, { headers });
    const [first] = rows.status === 200 ? await json<{ id: string }[]>(rows) : [];
    return withQuery(first ? `/v1/${resource.apiName}/${encodeURIComponent(first.id)}` : operation.path);
  }

  it("declares every paging, revision and warning header a staff member's read gets", { timeout: 240_000 }, async () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const operation of gets) {
      const response = await app.call(await pathOf(operation, { cookie: admin }), { cookie: admin });
      for (const name of READ_HEADERS) if (response.headers.has(name)) seen.add(`${operation.template} ${name}`);
      problems.push(...undocumented(operation, response));
      await response.body?.cancel();
    }
    expect(problems).toEqual([]);
    // The walk reached the routes that page and the ones that give a revision.
    for (const sent of [
      '/tutors x-total-count',
      '/tutors/{id} etag',
      '/security-events x-total-count',
      '/matching/candidates x-total-count',
      '/report-review/{kind} x-total-count',
      '/audit x-total-count',
    ])
      expect(seen, sent).toContain(sent);
  });

  it('declares the rate headers on every answer a partner key gets, and on its 429', { timeout: 240_000 }, async () => {
    const problems: string[] = [];
    let rated = 0;
    // The routes a key may call: the ones whose document names its scheme (a person's own routes refuse a key).
    for (const operation of gets.filter((candidate) => operationOf(candidate).security?.some((requirement) => 'apiKey' in requirement))) {
      const headers = { 'api-key': partnerKey };
      const response = await app.call(await pathOf(operation, headers), { headers });
      if (response.headers.has('ratelimit')) rated += 1;
      problems.push(...undocumented(operation, response));
      await response.body?.cancel();
    }
    expect(problems).toEqual([]);
    expect(rated).toBeGreaterThan(RESOURCES.length);

    // An app of its own, where a key has one call a minute.
    const limited = await createTestApp({ env: { API_KEY_LIMIT_PER_MINUTE: '1' } });
    const key = (
      await createApiKey(limited.store, {
        name: 'Spent',
        scopes: [{ resource: 'levels', access: 'read' }],
        createdBy: 'demo-super_administrator',
        now: new Date(),
      })
    ).key;
    await limited.call('/v1/levels', { headers: { 'api-key': key } });
    const refused = await limited.call('/v1/levels', { headers: { 'api-key': key } });
    expect(refused.status).toBe(429);
    expect(
      undocumented(
        gets.find((operation) => operation.template === '/levels')!,
        refused,
      ),
    ).toEqual([]);
    expect(['ratelimit', 'ratelimit-policy', 'retry-after'].every((name) => refused.headers.has(name))).toBe(true);
  });
});

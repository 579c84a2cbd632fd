import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { apiOperations } from '../support/api-operations.ts';

/**
 * Security review, critical finding: a small request with thousands of unknown keys made answers grow with the
 * square of the key count (270 MB for 5,000 keys) and froze the server. Whatever the input, an error answer stays
 * small and quick, and the server keeps answering others meanwhile.
 */
const MAX_ANSWER_BYTES = 16 * 1024;
const MAX_MILLISECONDS = 1000;
const BODY_KEYS = 20_000;
const QUERY_KEYS = 5_000;

const unknownKeys = (count: number): [string, string][] => Array.from({ length: count }, (_, index) => [`unknown${index}`, '1']);
const HUGE_BODY = JSON.stringify(Object.fromEntries(unknownKeys(BODY_KEYS)));
const HUGE_QUERY = new URLSearchParams(unknownKeys(QUERY_KEYS)).toString();

interface Timed {
  status: number;
  bytes: number;
  milliseconds: number;
}

async function timed(request: () => Promise<Response>): Promise<Timed> {
  const started = performance.now();
  const response = await request();
  const bytes = (await response.arrayBuffer()).byteLength;
  return { status: response.status, bytes, milliseconds: performance.now() - started };
}

interface Detail {
  path: string;
  message: string;
  params?: Record<string, unknown>;
}

describe('bounded answers', () => {
  let app: TestApp;
  let identities: [string, string | undefined][];
  beforeAll(async () => {
    app = await createTestApp();
    identities = [
      ['anonymous', undefined],
      ['administrator', await app.signIn('super_administrator')],
    ];
  });

  /**
   * The attack and a health check start together; what is wrong with either, or nothing. A probe that was only slow
   * is tried again, up to three more times: work that grows with the input is slow every time, while a busy
   * machine's pauses (CI runs two browser suites beside this one) are not (two tries in a row were seen slow).
   */
  async function probe(label: string, path: string, init: { method: string; cookie: string | undefined; rawBody?: string }): Promise<string[]> {
    let problems = await probeOnce(label, path, init);
    for (let retry = 0; retry < 3 && onlySlow(problems); retry += 1) problems = await probeOnce(label, path, init);
    return problems;
  }

  const onlySlow = (problems: readonly string[]) => problems.length > 0 && problems.every((problem) => /(: \d+ ms|: health 200 in \d+ ms)$/.test(problem));

  async function probeOnce(label: string, path: string, init: { method: string; cookie: string | undefined; rawBody?: string }): Promise<string[]> {
    const headers: Record<string, string> = init.rawBody === undefined ? {} : { 'content-type': 'application/json' };
    const [answer, health] = await Promise.all([
      timed(() => app.call(path, { method: init.method, cookie: init.cookie, headers, ...(init.rawBody !== undefined && { rawBody: init.rawBody }) })),
      timed(() => app.call('/v1/health')),
    ]);
    const problems: string[] = [];
    if (answer.status < 400 || answer.status >= 500) problems.push(`${label}: status ${answer.status}`);
    if (answer.bytes >= MAX_ANSWER_BYTES) problems.push(`${label}: ${answer.bytes} bytes`);
    if (answer.milliseconds >= MAX_MILLISECONDS) problems.push(`${label}: ${Math.round(answer.milliseconds)} ms`);
    if (health.status !== 200 || health.milliseconds >= MAX_MILLISECONDS)
      problems.push(`${label}: health ${health.status} in ${Math.round(health.milliseconds)} ms`);
    return problems;
  }

  it(
    `answers ${BODY_KEYS} unknown body keys on every operation with a 4xx under 16 KB within a second, health answering meanwhile`,
    { timeout: 300_000 },
    async () => {
      const failures: string[] = [];
      for (const operation of apiOperations().filter((candidate) => candidate.method !== 'GET')) {
        for (const [who, cookie] of identities) {
          failures.push(
            ...(await probe(`${who} ${operation.method} ${operation.template}`, operation.path, { method: operation.method, cookie, rawBody: HUGE_BODY })),
          );
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it(
    `answers ${QUERY_KEYS} unknown query keys on every operation with a 4xx under 16 KB within a second, health answering meanwhile`,
    { timeout: 300_000 },
    async () => {
      const failures: string[] = [];
      for (const operation of apiOperations()) {
        for (const [who, cookie] of identities) {
          const rawBody = operation.method === 'GET' ? undefined : '{}';
          failures.push(
            ...(await probe(`${who} ${operation.method} ${operation.template}`, `${operation.path}?${HUGE_QUERY}`, {
              method: operation.method,
              cookie,
              ...(rawBody !== undefined && { rawBody }),
            })),
          );
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('reports each unknown key once, at most 20 details and the count of the others, and no message quoting the input', async () => {
    const body = { email: 'someone@example.org', password: 'x', ...Object.fromEntries(unknownKeys(1_000)) };
    const response = await app.call('/v1/auth/login', { method: 'POST', body });
    expect(response.status).toBe(400);
    const problem = await json<{ code: string; details: Detail[] }>(response);
    expect(problem.code).toBe('validation');
    const listed = problem.details.slice(0, -1);
    expect(listed).toHaveLength(20);
    expect(new Set(listed.map((detail) => detail.path)).size).toBe(20);
    expect(listed[0]).toEqual({ path: 'unknown0', message: 'validation.unknownField', params: { parameter: 'unknown0', keys: 'unknown0' } });
    expect(problem.details.at(-1)).toEqual({ path: '', message: 'validation.moreProblems', params: { count: 980 } });
    for (const detail of problem.details) expect(detail.message).toMatch(/^(validation|errors)\.\w+$/);
  });

  it('cuts long names, so that the longest keys a body may hold still make a small answer', async () => {
    const body = Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`${index}`.padEnd(200, 'k'), 1]));
    const response = await app.call('/v1/auth/login', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect((await response.text()).length).toBeLessThan(10 * 1024);
  });

  it('bounds the details of query parameters the same way', async () => {
    const query = new URLSearchParams(unknownKeys(150)).toString();
    const response = await app.call(`/v1/auth/email-verified?${query}`);
    expect(response.status).toBe(400);
    const problem = await json<{ code: string; details: Detail[] }>(response);
    expect(problem.code).toBe('badQuery');
    expect(problem.details.length).toBeLessThanOrEqual(21);
    expect(problem.details.at(-1)).toMatchObject({ path: '', message: 'validation.moreProblems' });
  });

  it('refuses a body too deep, too wide or with too long a key before any validator reads it', async () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 40; level += 1) deep = { level: deep };
    const refused = [
      ['too deep', { email: deep }],
      ['too long a list', { email: Array.from({ length: 5_000 }, () => 1) }],
      ['too many keys', Object.fromEntries(unknownKeys(6_000))],
      ['too long a key', { ['k'.repeat(1_000)]: 1 }],
      ['too long a text', { email: 'x'.repeat(200_000) }],
    ] as const;
    for (const [label, body] of refused) {
      const response = await app.call('/v1/auth/login', { method: 'POST', body });
      expect(response.status, label).toBe(413);
      expect(await json(response), label).toEqual({ code: 'payloadTooLarge', message: 'errors.payloadTooLarge' });
    }
  });
});

import path from 'node:path';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { communicationPorts } from '../../src/boot/communication-ports.ts';
import { readEnv } from '../../src/env.ts';
import { silentLogger, type Logger } from '../../src/http/context.ts';
import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';
import { prepareStore } from '../../src/boot/open-store.ts';
import { JOBS_COLLECTION } from '../../src/jobs/scheduler.ts';
import { createTestApp, ORIGIN, type TestApp } from '../support/test-app.ts';

const TOKEN = 'scrape-token-of-at-least-32-characters-0123456789';

/** One sample of the exposition format: `name{labels} value`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * Parses the Prometheus text exposition format (0.0.4) strictly enough to fail on anything a scraper would refuse:
 * every line is a `# HELP`, a `# TYPE` (before its samples, once per family) or a sample with a valid name, valid
 * labels and a number.
 */
function parseExposition(text: string): { samples: Sample[]; types: Map<string, string> } {
  expect(text.endsWith('\n')).toBe(true);
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const name = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  const label = `[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"`;
  const sample = new RegExp(`^(${name})(?:\\{((?:${label})(?:,${label})*)?\\})? (-?[0-9.eE+-]+|\\+Inf|-Inf|NaN)$`);
  for (const line of text.slice(0, -1).split('\n')) {
    const help = new RegExp(`^# HELP (${name}) .+$`).exec(line);
    if (help) continue;
    const type = new RegExp(`^# TYPE (${name}) (counter|gauge|histogram|summary|untyped)$`).exec(line);
    if (type) {
      expect(types.has(type[1]!), `TYPE twice for ${type[1]}`).toBe(false);
      types.set(type[1]!, type[2]!);
      continue;
    }
    const match = sample.exec(line);
    expect(match, `not a sample: ${line}`).not.toBeNull();
    const labels = Object.fromEntries([...(match![2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1]!, pair[2]!]));
    const family = match![1]!.replace(/_(bucket|sum|count)$/, '');
    expect(types.has(match![1]!) || types.has(family), `no TYPE before ${match![1]}`).toBe(true);
    samples.push({ name: match![1]!, labels, value: Number(match![3]) });
  }
  return { samples, types };
}

const valueOf = (samples: Sample[], name: string, labels: Record<string, string>) =>
  samples.find((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))?.value ?? 0;

describe('GET /v1/metrics: Prometheus text, for administrators or a scraper with METRICS_TOKEN', () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    admin = await app.signIn('super_administrator');
  });

  const scrape = (token = TOKEN) => app.call('/v1/metrics', { headers: { authorization: `Bearer ${token}` } });

  it('refuses visitors (401), family members and staff other than administrators (403)', async () => {
    expect((await app.call('/v1/metrics')).status).toBe(401);
    for (const role of ['parent', 'tutor', 'manager']) {
      const response = await app.call('/v1/metrics', { cookie: await app.signIn(role) });
      expect(response.status, role).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'forbidden' });
    }
  });

  it('answers an administrator and a scraper with the token, in the exposition format', async () => {
    for (const response of [await app.call('/v1/metrics', { cookie: admin }), await scrape()]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const { types } = parseExposition(await response.text());
      expect(types.get('binome_http_requests_total')).toBe('counter');
      expect(types.get('binome_http_request_duration_seconds')).toBe('histogram');
      expect(types.get('binome_jobs_due')).toBe('gauge');
    }
  });

  it("refuses a wrong or malformed token (401) and logs it, even with an administrator's session", async () => {
    for (const headers of [
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: 'Bearer short' },
      { authorization: `Basic ${TOKEN}` },
      { authorization: 'Bearer' },
    ]) {
      const response = await app.call('/v1/metrics', { headers });
      expect(response.status, headers.authorization).toBe(401);
      expect(await response.text()).not.toContain('binome_');
    }
    expect((await app.call('/v1/metrics', { cookie: admin, headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect(await app.store.collection('securityEvents').count({ kind: 'accessRefused', 'details.reason': 'metricsToken' })).toBeGreaterThanOrEqual(5);
  });

  it('counts requests by route pattern and status, never by raw path, and times them', async () => {
    const before = parseExposition(await (await scrape()).text()).samples;
    const tutors = await app.call('/v1/tutors?_start=0&_end=1', { cookie: admin });
    const [first] = (await tutors.json()) as { id: string }[];
    await app.call(`/v1/tutors/${first!.id}`, { cookie: admin });
    await app.call('/v1/tutors/no-such-tutor', { cookie: admin });
    await app.call('/v1/no-such-route', { cookie: admin });
    const after = parseExposition(await (await scrape()).text()).samples;

    const count = (samples: Sample[], route: string, status: string) => valueOf(samples, 'binome_http_requests_total', { method: 'GET', route, status });
    expect(count(after, '/v1/tutors/:id', '200') - count(before, '/v1/tutors/:id', '200')).toBe(1);
    expect(count(after, '/v1/tutors/:id', '404') - count(before, '/v1/tutors/:id', '404')).toBe(1);
    expect(count(after, 'unmatched', '404') - count(before, 'unmatched', '404')).toBe(1);
    expect(count(after, '/v1/tutors', '200') - count(before, '/v1/tutors', '200')).toBe(1);
    expect(after.some((sample) => JSON.stringify(sample.labels).includes(first!.id))).toBe(false);

    const timed = { method: 'GET', route: '/v1/tutors/:id' };
    const total = valueOf(after, 'binome_http_request_duration_seconds_count', timed);
    expect(total - valueOf(before, 'binome_http_request_duration_seconds_count', timed)).toBe(2);
    expect(valueOf(after, 'binome_http_request_duration_seconds_bucket', { ...timed, le: '+Inf' })).toBe(total);
    expect(valueOf(after, 'binome_http_request_duration_seconds_sum', timed)).toBeGreaterThan(0);
  });

  it('tells the depth of the job queue from the store', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    await app.store.collection(JOBS_COLLECTION).insertOne({ _id: 'metrics-test-job', nextRunAt: past, lockedUntil: '' });
    const { samples } = parseExposition(await (await scrape()).text());
    expect(valueOf(samples, 'binome_jobs_due', {})).toBeGreaterThanOrEqual(1);
    await app.store.collection(JOBS_COLLECTION).deleteOne({ _id: 'metrics-test-job' });
  });
});

describe('metrics and the access log belong to one app', () => {
  async function bareApp(env: Record<string, string>, log: Logger = silentLogger) {
    const store = await createEmbeddedStore({});
    await prepareStore(store);
    const config = readEnv({ LOG_LEVEL: 'silent', ...env });
    const outbox = path.join(await mkdtemp(path.join(tmpdir(), 'binome-metrics-')), 'outbox');
    return createApp({ store, env: config, now: () => new Date(), log, ...communicationPorts(config, outbox, silentLogger) });
  }

  it('counts in each app its own requests only', async () => {
    const one = await bareApp({ METRICS_TOKEN: TOKEN });
    const other = await bareApp({ METRICS_TOKEN: TOKEN });
    for (let index = 0; index < 3; index += 1) await one.request(`${ORIGIN}/v1/resources`);
    const read = async (app: typeof one) =>
      valueOf(
        parseExposition(await (await app.request(`${ORIGIN}/v1/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text()).samples,
        'binome_http_requests_total',
        { route: '/v1/resources', status: '200' },
      );
    expect(await read(one)).toBe(3);
    expect(await read(other)).toBe(0);
  });

  it('refuses every token while METRICS_TOKEN is unset', async () => {
    const app = await bareApp({});
    expect((await app.request(`${ORIGIN}/v1/metrics`, { headers: { authorization: 'Bearer undefined' } })).status).toBe(401);
    expect((await app.request(`${ORIGIN}/v1/metrics`, { headers: { authorization: 'Bearer ' } })).status).toBe(401);
  });

  it('writes one access log entry per request, with its request id, method, path, status and duration', async () => {
    const entries: { message: string; details?: Record<string, unknown> }[] = [];
    const log: Logger = { info: (message, details) => entries.push({ message, ...(details && { details }) }), error: () => {} };
    const app = await bareApp({}, log);
    const response = await app.request(`${ORIGIN}/v1/resources`, { headers: { 'x-request-id': 'trace-me-123' } });
    expect(response.headers.get('x-request-id')).toBe('trace-me-123');
    await app.request(`${ORIGIN}/v1/calendar/feeds/${'s'.repeat(40)}`);
    const requests = entries.filter((entry) => entry.message === 'request').map((entry) => entry.details!);
    expect(requests[0]).toMatchObject({ requestId: 'trace-me-123', method: 'GET', path: '/v1/resources', route: '/v1/resources', status: 200 });
    expect(typeof requests[0]!.duration).toBe('number');
    // A path that holds a secret is logged by its pattern.
    expect(requests[1]).toMatchObject({ path: '/v1/calendar/feeds/:secret', status: 404 });
    expect(JSON.stringify(entries)).not.toContain('s'.repeat(40));
  });
});

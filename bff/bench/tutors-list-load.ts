import { Hono } from 'hono';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Store } from '../src/store/store.ts';
import { listen } from './bench-server.ts';
import { profiled } from './cpu-profile.ts';

/**
 * The list of tutors (filtered, sorted, paginated) through every layer of the BFF against a raw Hono route that
 * reads the same store with the same query: latency and throughput at 10 and 50 connections. Shared by
 * `run-bench.ts` (the whole bench) and `list-bench.ts` (this measure alone, to compare a change before and after).
 * With `BENCH_PROFILE_DIR`, the BFF's load at each number of connections leaves its CPU profile there.
 */
export const LIST_QUERY = '_start=20&_end=40&_sort=contactDetails.lastName,createdAt&_order=asc,desc&status=active&program.programId=az-rem-4ca0f8d';
const RAW_FILTER = { $and: [{ userRole: { $in: ['tutor'] } }, { $and: [{ status: 'active' }, { 'program.programId': 'az-rem-4ca0f8d' }] }] };
const RAW_SORT = { 'contactDetails.lastName': 1, createdAt: -1, _id: 1 } as const;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_LIST_ROUNDS ?? 1));
const require = createRequire(import.meta.url);

/**
 * The table's lines and the ratio of our throughput to the raw route's, at 10 and 50 connections. With
 * `BENCH_LIST_ROUNDS=n`, each side is loaded n times for a share of the duration, the two sides in turn, so that a
 * machine whose load changes during the measure weighs on both alike (then the latencies are the rounds' means).
 */
export async function measureTutorsList(url: string, cookie: string, store: Store): Promise<string[]> {
  const raw = await listen(rawApp(store).fetch);
  const lines = [
    '| route | connections | p50 ms | p95 ms (≤ p97.5) | p99 ms | req/s | server CPU ms per request |',
    '| ----- | ----------- | ------ | ------ | ------ | ----- | ------------------------- |',
  ];
  const ratios: string[] = [];
  const cpuRatios: string[] = [];
  const seconds = Math.max(1, Math.round(DURATION_SECONDS / ROUNDS));
  try {
    for (const connections of [10, 50]) {
      const oursUrl = `${url}/v1/tutors?${LIST_QUERY}`;
      const bareUrl = `${raw.url}/raw/tutors`;
      await warmUp(oursUrl, connections, { cookie });
      await warmUp(bareUrl, connections, {});
      const oursRounds: LoadResult[] = [];
      const bareRounds: LoadResult[] = [];
      for (let round = 1; round <= ROUNDS; round += 1) {
        const phase = ROUNDS === 1 ? `tutors-list-${connections}` : `tutors-list-${connections}-${round}`;
        oursRounds.push(await profiled(phase, () => load(oursUrl, connections, { cookie }, seconds)));
        bareRounds.push(await load(bareUrl, connections, {}, seconds));
      }
      const ours = meanOf(oursRounds);
      const bare = meanOf(bareRounds);
      lines.push(row('BFF /v1/tutors', connections, ours), row('raw Hono + store', connections, bare));
      ratios.push(`${connections} connections: ${((ours.requests / bare.requests) * 100).toFixed(0)}%`);
      cpuRatios.push(`${connections} connections: ${((bare.cpuMs / ours.cpuMs) * 100).toFixed(0)}%`);
    }
  } finally {
    await raw.close();
  }
  lines.push(`Our layers' throughput against the raw route: ${ratios.join(', ')}`);
  // What the throughput would be on a machine with nothing else to do: the raw route's CPU per request over ours.
  lines.push(`The raw route's CPU per request against ours: ${cpuRatios.join(', ')}`);
  return lines;
}

function meanOf(rounds: readonly LoadResult[]): LoadResult {
  const mean = (pick: (result: LoadResult) => number) => rounds.reduce((sum, result) => sum + pick(result), 0) / rounds.length;
  return {
    p50: Math.round(mean((result) => result.p50)),
    p95: Math.round(mean((result) => result.p95)),
    p99: Math.round(mean((result) => result.p99)),
    requests: mean((result) => result.requests),
    errors: rounds.reduce((sum, result) => sum + result.errors, 0),
    cpuMs: mean((result) => result.cpuMs),
  };
}

/** The same read as `GET /v1/tutors` without our layers: no session, no CASL, no validation, no projection. */
function rawApp(store: Store) {
  const app = new Hono();
  app.get('/raw/tutors', async (context) => {
    const users = store.collection('users');
    const { documents, total } = await users.findPage(RAW_FILTER, { sort: RAW_SORT, skip: 20, limit: 20 });
    context.header('x-total-count', String(total));
    return context.json(documents);
  });
  return app;
}

interface LoadResult {
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  /** This process's CPU time (user and system) per request answered: the server's own cost, whatever else the machine runs. */
  cpuMs: number;
}

/**
 * Load from a separate process (autocannon's command line), so that the load generator does not take the server's
 * CPU. autocannon reports the 97.5th percentile, not the 95th; it is shown as the p95 column's upper bound.
 */
async function load(url: string, connections: number, headers: Record<string, string>, seconds: number): Promise<LoadResult> {
  const cpuBefore = process.cpuUsage();
  const result = await runAutocannon([...headerArguments(headers), '-c', String(connections), '-d', String(seconds), url]);
  const cpu = process.cpuUsage(cpuBefore);
  return {
    cpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, result.requests.total),
    p50: result.latency.p50,
    p95: result.latency.p97_5,
    p99: result.latency.p99,
    requests: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

async function warmUp(url: string, connections: number, headers: Record<string, string>): Promise<void> {
  await runAutocannon([...headerArguments(headers), '-c', String(connections), '-d', '2', url]);
}

function headerArguments(headers: Record<string, string>): string[] {
  return Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}:${value}`]);
}

interface AutocannonJson {
  latency: { p50: number; p97_5: number; p99: number };
  requests: { average: number; total: number };
  errors: number;
  non2xx: number;
}

async function runAutocannon(args: string[]): Promise<AutocannonJson> {
  const cli = path.join(path.dirname(require.resolve('autocannon')), 'autocannon.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, '-j', ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as AutocannonJson) : reject(new Error(`autocannon exited with ${code}`))));
  });
}

function row(label: string, connections: number, result: LoadResult): string {
  return `| ${label} | ${connections} | ${result.p50} | ${result.p95} | ${result.p99} | ${result.requests.toFixed(0)}${result.errors ? ` (${result.errors} errors)` : ''} | ${result.cpuMs.toFixed(2)} |`;
}

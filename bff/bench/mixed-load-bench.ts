import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { communicationPorts } from '../src/boot/communication-ports.ts';
import { createApp } from '../src/app.ts';
import { addBenchAdministrator, listen, signIn } from './bench-server.ts';
import { readEnv } from '../src/env.ts';
import { silentLogger } from '../src/http/context.ts';
import { prepareStore } from '../src/boot/open-store.ts';
import { createEmbeddedStore } from '../src/store/embedded/nedb-store.ts';
import { generateTutors } from './generate-users.ts';
import { profiled } from './cpu-profile.ts';
import type { RouteLatency } from './latency-percentiles.ts';
import { measuringServer, type ServerLoad } from './server-load-measures.ts';

/**
 * The mixed load of the operations issue: 50 connections for 60 seconds going round lists, single records and the
 * dashboard (mixed-load-client.ts), on 10,000 users in the embedded store, once with reads only and once with one
 * write in ten requests. Targets: no error, p99 ≤ 250 ms, for both. Then each route of the mix alone, one request
 * at a time, for the server's CPU time per request: what makes the tail.
 *
 * `BENCH_MIXED_SECONDS`, `BENCH_MIXED_CONNECTIONS`, `BENCH_MIXED_MIXES` (`reads,writes`) and
 * `BENCH_MIXED_ROUTE_REQUESTS` (per route; 0 leaves that part out) change the run; `BENCH_PROFILE_DIR` keeps a CPU
 * profile of each mix's load (cpu-profile.ts).
 */
const PASSWORD = 'Bench-password-2026!';
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_MIXED_CONNECTIONS ?? 50);
const MIXES = (process.env.BENCH_MIXED_MIXES ?? 'reads,writes').split(',');
const ROUTE_REQUESTS = Number(process.env.BENCH_MIXED_ROUTE_REQUESTS ?? 300);
const MIX_TITLES: Record<string, string> = { reads: 'reads only', writes: '10 % writes' };

interface MixedResult {
  latency: { p50: number; p97_5: number; p99: number; max: number };
  requests: { average: number; total: number };
  errors: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
  written: number;
  byRoute: Record<string, RouteLatency>;
}

async function main() {
  const directory = await mkdtemp(path.join(tmpdir(), 'binome-mixed-'));
  const store = await createEmbeddedStore({ directory });
  try {
    await prepareStore(store);
    await addBenchAdministrator(store, PASSWORD);
    const tutors = generateTutors(10_000);
    await store.collection('users').insertMany(tutors);
    // Without a limit on this address: the load comes from one machine, as no real one would. Addresses are placed
    // by the stand-in geocoder, in this process: a change to a tutor otherwise asked the public address base.
    const env = readEnv({ LOG_LEVEL: 'silent', AUTH_LIMIT_PER_ADDRESS: '100000', GEOCODER_URL: 'stand-in' });
    const deps = { store, env, now: () => new Date(), log: silentLogger, ...communicationPorts(env, path.join(directory, 'outbox'), silentLogger) };
    const { url, close } = await listen(createApp(deps).fetch);
    const cookie = await signIn(url, 'bench@example.org', PASSWORD);
    // Two tutors read by id, then those the writes change in turn (active ones: a change keeps them in the lists).
    const tutorIds = [tutors[10]!, tutors[5_000]!, ...tutors.filter((tutor) => tutor.status === 'active').slice(0, 50)].map((tutor) => tutor._id);
    const client = (mix: string, connections: number, durationOrAmount: number) =>
      runClient([url, cookie, tutorIds.join(','), String(connections), String(durationOrAmount), mix]);

    const loads: [string, MixedResult, ServerLoad][] = [];
    for (const mix of MIXES) {
      const { result, load } = await measuringServer(() => profiled(`mixed-load-${mix}`, () => client(mix, CONNECTIONS, SECONDS)));
      loads.push([mix, result, load]);
    }
    const perRoute: [string, RouteLatency, ServerLoad][] = [];
    if (ROUTE_REQUESTS > 0) {
      const routes = [...new Set(loads.flatMap(([, result]) => Object.keys(result.byRoute)))];
      for (const route of routes) {
        const { result, load } = await measuringServer(() => client(`route=${route}`, 1, ROUTE_REQUESTS));
        perRoute.push([route, result.byRoute[route]!, load]);
      }
    }
    await close();
    report(loads, perRoute);
  } finally {
    await store.close();
    await rm(directory, { recursive: true, force: true });
  }
}

function report(loads: [string, MixedResult, ServerLoad][], perRoute: [string, RouteLatency, ServerLoad][]) {
  const fixed = (value: number, digits = 0) => value.toFixed(digits);
  console.info(`\n# Mixed load: ${CONNECTIONS} connections for ${SECONDS} s (lists, single records, dashboard; 10,000 users, embedded store)`);
  console.info(
    '| mix | requests | req/s | p50 ms | p97.5 ms | p99 ms | max ms | errors | non-2xx | written | server CPU ms/request | loop delay p50 / p99 / max ms | GC pauses (major) / total / longest ms |',
  );
  console.info(
    '| --- | -------- | ----- | ------ | -------- | ------ | ------ | ------ | ------- | ------- | --------------------- | ----------------------------- | -------------------------------------- |',
  );
  for (const [mix, result, load] of loads) {
    const { latency } = result;
    console.info(
      `| ${MIX_TITLES[mix] ?? mix} | ${result.requests.total} | ${fixed(result.requests.average)} | ${latency.p50} | ${latency.p97_5} | ${latency.p99} | ${latency.max} | ${result.errors} | ${result.non2xx} | ${result.written} | ${fixed(load.cpuMs / Math.max(1, result.requests.total), 2)} | ${fixed(load.loopDelay.p50, 1)} / ${fixed(load.loopDelay.p99, 1)} / ${fixed(load.loopDelay.max, 1)} | ${load.gc.count} (${load.gc.majorCount}) / ${fixed(load.gc.totalMs)} / ${fixed(load.gc.maxMs, 1)} |`,
    );
  }
  for (const [mix, result] of loads) {
    const statuses = Object.entries(result.statusCodeStats).map(([status, { count }]) => `${status}: ${count}`);
    console.info(`Answers by status (${MIX_TITLES[mix] ?? mix}): ${statuses.join(', ')}.`);
  }
  console.info('Targets: 0 errors, p99 ≤ 250 ms, with reads only and with 10 % writes.');

  console.info('\n# Each route under the mixed load (ms), and alone, one request at a time (server CPU ms per request)');
  const mixes = loads.map(([mix]) => MIX_TITLES[mix] ?? mix);
  console.info(`| route | ${mixes.map((mix) => `${mix}: p50 / p99 / max`).join(' | ')} | alone: CPU ms/request | alone: p50 / max | alone: loop delay max |`);
  console.info(`| ----- | ${mixes.map(() => '---').join(' | ')} | --- | --- | --- |`);
  const routes = [...new Set([...loads.flatMap(([, result]) => Object.keys(result.byRoute)), ...perRoute.map(([route]) => route)])];
  for (const route of routes) {
    const underLoad = loads.map(([, result]) => {
      const latency = result.byRoute[route];
      return latency ? `${latency.p50} / ${latency.p99} / ${latency.max}` : '';
    });
    const alone = perRoute.find(([name]) => name === route);
    const aloneCells = alone
      ? [fixed(alone[2].cpuMs / Math.max(1, alone[1].count), 2), `${alone[1].p50} / ${alone[1].max}`, fixed(alone[2].loopDelay.max, 1)]
      : ['', '', ''];
    console.info(`| ${route} | ${[...underLoad, ...aloneCells].join(' | ')} |`);
  }
}

/** The load from its own process (mixed-load-client.js), so that it does not take the server's CPU. */
function runClient(args: string[]): Promise<MixedResult> {
  const client = fileURLToPath(new URL('./mixed-load-client.js', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [client, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(output) as MixedResult) : reject(new Error(`The load client stopped with ${code}`))));
  });
}

await main();

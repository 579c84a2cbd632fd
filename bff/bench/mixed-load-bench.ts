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

/**
 * The mixed load of the operations issue: 50 connections for 60 seconds going round lists, single records, the
 * dashboard and a few writes (mixed-load-client.ts), on 10,000 users in the embedded store. Targets: no error,
 * p99 ≤ 250 ms. `BENCH_MIXED_SECONDS` and `BENCH_MIXED_CONNECTIONS` change the run.
 */
const PASSWORD = 'Bench-password-2026!';
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_MIXED_CONNECTIONS ?? 50);

interface MixedResult {
  latency: { p50: number; p97_5: number; p99: number; max: number };
  requests: { average: number; total: number };
  errors: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
  written: number;
}

async function main() {
  const directory = await mkdtemp(path.join(tmpdir(), 'binome-mixed-'));
  const store = await createEmbeddedStore({ directory });
  try {
    await prepareStore(store);
    await addBenchAdministrator(store, PASSWORD);
    const tutors = generateTutors(10_000);
    await store.collection('users').insertMany(tutors);
    // Without a limit on this address: the load comes from one machine, as no real one would.
    const env = readEnv({ LOG_LEVEL: 'silent', AUTH_LIMIT_PER_ADDRESS: '100000' });
    const deps = { store, env, now: () => new Date(), log: silentLogger, ...communicationPorts(env, path.join(directory, 'outbox'), silentLogger) };
    const { url, close } = await listen(createApp(deps).fetch);
    const cookie = await signIn(url, 'bench@example.org', PASSWORD);
    const result = await runClient(url, cookie, [tutors[10]!._id, tutors[5_000]!._id]);
    const statuses = Object.entries(result.statusCodeStats)
      .map(([status, { count }]) => `${status}: ${count}`)
      .join(', ');
    console.info(`\n# Mixed load: ${CONNECTIONS} connections for ${SECONDS} s (lists, single records, dashboard, writes; 10,000 users, embedded store)`);
    console.info('| requests | req/s | p50 ms | p97.5 ms | p99 ms | max ms | errors | non-2xx | establishments written |');
    console.info('| -------- | ----- | ------ | -------- | ------ | ------ | ------ | ------- | ---------------------- |');
    console.info(
      `| ${result.requests.total} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p97_5} | ${result.latency.p99} | ${result.latency.max} | ${result.errors} | ${result.non2xx} | ${result.written} |`,
    );
    console.info(`Answers by status: ${statuses}. Targets: 0 errors, p99 ≤ 250 ms.`);
    await close();
  } finally {
    await store.close();
    await rm(directory, { recursive: true, force: true });
  }
}

/** The load from its own process (mixed-load-client.js), so that it does not take the server's CPU. */
function runClient(url: string, cookie: string, tutorIds: string[]): Promise<MixedResult> {
  const client = fileURLToPath(new URL('./mixed-load-client.js', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [client, url, cookie, tutorIds.join(','), String(CONNECTIONS), String(SECONDS)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(output) as MixedResult) : reject(new Error(`The load client stopped with ${code}`))));
  });
}

await main();

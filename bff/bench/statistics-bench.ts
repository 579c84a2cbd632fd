import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app.ts';
import { listen, signIn, timed } from './bench-server.ts';
import { readEnv } from '../src/env.ts';
import { silentLogger } from '../src/http/context.ts';
import { communicationPorts } from '../src/boot/communication-ports.ts';
import { prepareStore } from '../src/boot/open-store.ts';
import { seedDemoDataIfEmpty } from '../src/boot/demo-seed.ts';
import { createEmbeddedStore } from '../src/store/embedded/nedb-store.ts';

/**
 * `npm run bench` (statistics): the statistics screen's one call on the demo association (ten weeks of sessions,
 * their reports and pairs, on the embedded store, through the API), for the administrator (every program) and a
 * coordinator (their programs), unfiltered and filtered by department. The screen asks once per change of filter.
 */
const PASSWORD = 'Bench-password-2026!';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

async function main() {
  const directory = await mkdtemp(path.join(tmpdir(), 'binome-statistics-bench-'));
  const store = await createEmbeddedStore({ directory });
  try {
    await prepareStore(store);
    await seedDemoDataIfEmpty(store, { password: PASSWORD, now: new Date(), log: silentLogger });
    const env = readEnv({ LOG_LEVEL: 'silent' });
    const app = createApp({ store, env, now: () => new Date(), log: silentLogger, ...communicationPorts(env, path.join(directory, 'outbox'), silentLogger) });
    const { url, close } = await listen(app.fetch);
    console.info('\n# Statistics (the demo association, embedded store, through the API)');
    for (const [who, email] of [
      ['administrator', 'super_administrator@demo.binome.test'],
      ['coordinator', 'coordinator@demo.binome.test'],
    ] as const) {
      const cookie = await signIn(url, email, PASSWORD);
      for (const [label, query] of [
        ['the school year', ''],
        ['one department', '?department=75'],
      ] as const) {
        const figures = await timed(ROUNDS, async () => {
          const response = await fetch(`${url}/v1/statistics${query}`, { headers: { cookie } });
          if (!response.ok) throw new Error(`statistics: ${response.status} ${await response.text()}`);
          await response.arrayBuffer();
        });
        console.info(`${who}, ${label}: p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, max ${figures.max.toFixed(1)} ms`);
      }
    }
    await close();
  } finally {
    await store.close();
    await rm(directory, { recursive: true, force: true });
  }
}

await main();

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { communicationPorts } from '../src/boot/communication-ports.ts';
import { createApp } from '../src/app.ts';
import { readEnv } from '../src/env.ts';
import { silentLogger } from '../src/http/context.ts';
import { prepareStore } from '../src/boot/open-store.ts';
import { createEmbeddedStore } from '../src/store/embedded/nedb-store.ts';
import { addBenchAdministrator, listen, signIn } from './bench-server.ts';
import { generateTutors } from './generate-users.ts';
import { measureTutorsList } from './tutors-list-load.ts';

/**
 * The list of tutors alone (the same measure as in `run-bench.ts`), to compare a change of the read path before
 * and after without the rest of the bench: `node bench/dist/bench/list-bench.js`, with `BENCH_PROFILE_DIR=<folder>`
 * for the CPU profiles of the BFF under load (`bench/profile-summary.ts` reads them), `BENCH_LIST_ROUNDS=4` to load
 * the two routes in turn four times (on a busy machine).
 * Targets (issue 29): our layers >= 60 % of the raw route's throughput at 10 and 50 connections, p95 <= 30 ms at 10.
 */
const PASSWORD = 'Bench-password-2026!';

const directory = await mkdtemp(path.join(tmpdir(), 'binome-list-bench-'));
const store = await createEmbeddedStore({ directory });
try {
  await prepareStore(store);
  await addBenchAdministrator(store, PASSWORD);
  await store.collection('users').insertMany(generateTutors(10_000));
  const env = readEnv({ LOG_LEVEL: 'silent' });
  const deps = { store, env, now: () => new Date(), log: silentLogger, ...communicationPorts(env, path.join(directory, 'outbox'), silentLogger) };
  const { url, close } = await listen(createApp(deps).fetch);
  const cookie = await signIn(url, 'bench@example.org', PASSWORD);
  console.info('# List of tutors, filtered, sorted, paginated (10,000 users, embedded store)');
  for (const line of await measureTutorsList(url, cookie, store)) console.info(line);
  await close();
} finally {
  await store.close();
  await rm(directory, { recursive: true, force: true });
}

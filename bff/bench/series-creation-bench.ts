import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { communicationPorts } from '../src/boot/communication-ports.ts';
import { createApp } from '../src/app.ts';
import { addBenchAdministrator, listen, signIn } from './bench-server.ts';
import { readEnv } from '../src/env.ts';
import { silentLogger } from '../src/http/context.ts';
import { prepareStore } from '../src/boot/open-store.ts';
import { createEmbeddedStore } from '../src/store/embedded/nedb-store.ts';
import { generateTutors } from './generate-users.ts';
import { profiled } from './cpu-profile.ts';
import { addBenchVsc, addOccurrences, measureConflictCheck, measureSessionCreation } from './sessions-bench.ts';

/**
 * The booking part of `npm run bench` on its own, on the same store (10,000 tutors, 50,000 occurrences): the
 * conflict check of a year-long weekly series, then weekly series created through `POST /v1/sessions` 10 at a
 * time (target p95 ≤ 150 ms). Quicker to repeat than the whole bench while working on series creation; with
 * `BENCH_PROFILE_DIR` set, each phase leaves its CPU profile there (`bench/profile-summary.ts` reads them).
 */
const PASSWORD = 'Bench-password-2026!';

async function main() {
  const directory = await mkdtemp(path.join(tmpdir(), 'binome-series-bench-'));
  const store = await createEmbeddedStore({ directory });
  try {
    await prepareStore(store);
    await addBenchAdministrator(store, PASSWORD);
    await store.collection('users').insertMany(generateTutors(10_000));
    const env = readEnv({ LOG_LEVEL: 'silent' });
    const deps = { store, env, now: () => new Date(), log: silentLogger, ...communicationPorts(env, path.join(directory, 'outbox'), silentLogger) };
    const { url, close } = await listen(createApp(deps).fetch);
    const cookie = await signIn(url, 'bench@example.org', PASSWORD);

    console.info('\n# Booking: a weekly series checked against every booking (10,000 users, 50,000 occurrences)');
    const { tutorId, students } = await addOccurrences(store);
    await addBenchVsc(store);
    const check = await profiled('conflict-check', () => measureConflictCheck(store, tutorId, students[1_999]!));
    console.info(
      `Conflict check of ${check.occurrences} occurrences against the tutor's ${check.booked} booked ones: p50 ${check.p50.toFixed(1)} ms, p95 ${check.p95.toFixed(1)} ms, max ${check.max.toFixed(1)} ms (target p95 ≤ 20 ms)`,
    );
    const creation = await profiled('series-creation', () => measureSessionCreation(url, cookie, students));
    console.info(
      `Weekly session creation through POST /v1/sessions, 10 at a time: p50 ${creation.p50.toFixed(0)} ms, p95 ${creation.p95.toFixed(0)} ms (${creation.created} created, ${creation.refused} refused; target p95 ≤ 150 ms)`,
    );
    await close();
  } finally {
    await store.close();
    await rm(directory, { recursive: true, force: true });
  }
}

await main();

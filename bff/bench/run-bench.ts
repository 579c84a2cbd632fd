import { generateTutors } from './generate-users.ts';
import { BENCH_PASSWORD, withTutorsBenchApp } from './tutors-bench-app.ts';
import { addSignInAccounts, measureConcurrentSignIns, signInLoadReport } from './sign-in-bench.ts';
import { measureSearch } from './search-bench.ts';
import { measureTutorsList } from './tutors-list-load.ts';
import { addBenchVsc, addOccurrences, measureConflictCheck, measureSessionCreation } from './sessions-bench.ts';

/**
 * `npm run bench`: 20 sign-ins at once with `/v1/health` latency meanwhile, list latency and throughput through
 * every layer of the BFF against a raw Hono route that reads the same store with the same query, then the time and
 * memory of CSV exports of 10,000 and 100,000 rows.
 * Targets (the BFF issue): list p95 < 50 ms at 10 connections; our layers >= 70% of the raw route's requests per
 * second; export peak RSS growing by less than 50 MB from 10,000 to 100,000 rows.
 */
async function main() {
  await withTutorsBenchApp('bench', async ({ store, url, cookie }) => {
    console.info('\n# Sign-ins at once (Argon2 on the hashing pool), and /v1/health meanwhile');
    const signInAccounts = await addSignInAccounts(store, 20, BENCH_PASSWORD);
    for (const line of signInLoadReport(await measureConcurrentSignIns(url, signInAccounts))) console.info(line);

    console.info('\n# List of tutors, filtered, sorted, paginated (10,000 users, embedded store)');
    for (const line of await measureTutorsList(url, cookie, store)) console.info(line);

    console.info('\n# Search (q=) over 10,000 tutors, one request at a time');
    const search = await measureSearch(url, cookie);
    console.info(`GET /v1/tutors?q=…: p50 ${search.p50.toFixed(1)} ms, p95 ${search.p95.toFixed(1)} ms, max ${search.max.toFixed(1)} ms (target p95 ≤ 20 ms)`);

    console.info('\n# Booking: a weekly series checked against every booking (10,000 users, 50,000 occurrences)');
    const { tutorId, students } = await addOccurrences(store);
    await addBenchVsc(store);
    const check = await measureConflictCheck(store, tutorId, students[1_999]!);
    console.info(
      `Conflict check of ${check.occurrences} occurrences against the tutor's ${check.booked} booked ones: p50 ${check.p50.toFixed(1)} ms, p95 ${check.p95.toFixed(1)} ms, max ${check.max.toFixed(1)} ms (target p95 ≤ 20 ms)`,
    );
    const creation = await measureSessionCreation(url, cookie, students);
    console.info(
      `Weekly session creation through POST /v1/sessions, 10 at a time: p50 ${creation.p50.toFixed(0)} ms, p95 ${creation.p95.toFixed(0)} ms (${creation.created} created, ${creation.refused} refused)`,
    );

    console.info('\n# CSV export (peak RSS above the RSS before the export)');
    console.info('| rows | seconds | bytes | peak RSS growth MB |');
    console.info('| ---- | ------- | ----- | ------------------ |');
    const first = await measureExport(`${url}/v1/tutors/export.csv`, cookie);
    console.info(`| ${first.rows} | ${first.seconds.toFixed(2)} | ${first.bytes} | ${first.peakGrowthMb.toFixed(1)} |`);
    await store.collection('users').insertMany(generateTutors(90_000, 10_000));
    const second = await measureExport(`${url}/v1/tutors/export.csv`, cookie);
    console.info(`| ${second.rows} | ${second.seconds.toFixed(2)} | ${second.bytes} | ${second.peakGrowthMb.toFixed(1)} |`);
    console.info(`Export memory from 10,000 to 100,000 rows: +${(second.peakGrowthMb - first.peakGrowthMb).toFixed(1)} MB of peak growth`);
  });
}

async function measureExport(url: string, cookie: string) {
  globalThis.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  let bytes = 0;
  let rows = -1;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 10) rows += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { rows, bytes, seconds, peakGrowthMb: (peak - baseline) / 1024 / 1024 };
}

await main();

import { withTutorsBenchApp } from './tutors-bench-app.ts';
import { measureTutorsList } from './tutors-list-load.ts';

/**
 * The list of tutors alone (the same measure as in `run-bench.ts`), to compare a change of the read path before
 * and after without the rest of the bench: `node bench/dist/bench/list-bench.js`, with `BENCH_PROFILE_DIR=<folder>`
 * for the CPU profiles of the BFF under load (`bench/profile-summary.ts` reads them), `BENCH_LIST_ROUNDS=4` to load
 * the two routes in turn four times (on a busy machine).
 * Targets (issue 29): our layers >= 60 % of the raw route's throughput at 10 and 50 connections, p95 <= 30 ms at 10.
 */

await withTutorsBenchApp('list-bench', async ({ store, url, cookie }) => {
  console.info('# List of tutors, filtered, sorted, paginated (10,000 users, embedded store)');
  for (const line of await measureTutorsList(url, cookie, store)) console.info(line);
});

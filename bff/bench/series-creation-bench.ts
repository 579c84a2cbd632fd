import { profiled } from './cpu-profile.ts';
import { addBenchVsc, addOccurrences, measureConflictCheck, measureSessionCreation } from './sessions-bench.ts';
import { withTutorsBenchApp } from './tutors-bench-app.ts';

/**
 * The booking part of `npm run bench` on its own, on the same store (10,000 tutors, 50,000 occurrences): the
 * conflict check of a year-long weekly series, then weekly series created through `POST /v1/sessions` 10 at a
 * time (target p95 ≤ 150 ms). Quicker to repeat than the whole bench while working on series creation; with
 * `BENCH_PROFILE_DIR` set, each phase leaves its CPU profile there (`bench/profile-summary.ts` reads them).
 */

await withTutorsBenchApp('series-bench', async ({ store, url, cookie }) => {
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
});

import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

/**
 * A CPU profile of one phase of a benchmark, when `BENCH_PROFILE_DIR` names a folder: `<phase>.cpuprofile` there,
 * readable in Chrome's DevTools or summarised by `bench/profile-summary.ts`. A profile of the whole run mixes the
 * seeding, the sign-in's key derivation and every measure; one per phase says what to optimise in each.
 */
const directory = process.env.BENCH_PROFILE_DIR;

export async function profiled<T>(phase: string, work: () => Promise<T>): Promise<T> {
  if (!directory) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(path.join(directory, `${phase}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

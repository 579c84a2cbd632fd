import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signIn, timed } from './bench-server.ts';
import { generateScaledDirectory, SCALE_PASSWORD } from './scale-generate.ts';
import { startBuiltServer } from './scale-server.ts';

/**
 * `node bench/dist/bench/scale-reads-bench.js <directory> [now]`: the reads of issue 29 that grow with the
 * association (the staff calendar's week, the statistics, the tutors list), on a data directory generated once by
 * scale-generate (made there at `SCALE_FACTORS`' first factor, default 1, when missing), so that two builds of the
 * server are measured on the same data. Each read gives its wall time (p50 / p95) and the server's CPU time per
 * request, read from /proc (Linux): on a machine shared with other work the wall time varies, the CPU time less.
 * The server runs on a copy of the directory (it may compact its files on start).
 */
const ROUNDS = Number(process.env.SCALE_ROUNDS ?? 30);
const DAY = 86_400_000;
const STAFF_EMAIL = 'super_administrator@demo.binome.test';
const TICKS_PER_SECOND = 100;

async function main() {
  const [directory, nowArgument] = process.argv.slice(2);
  if (!directory) throw new Error('Usage: scale-reads-bench.js <data directory> [now, ISO]');
  const now = nowArgument ? new Date(nowArgument) : new Date();
  const exists = await stat(directory).then(
    () => true,
    () => false,
  );
  if (!exists) await generateScaledDirectory({ factor: Number((process.env.SCALE_FACTORS ?? '1').split(',')[0]), directory, now });
  const copy = await mkdtemp(path.join(tmpdir(), 'binome-scale-reads-'));
  try {
    await cp(directory, copy, { recursive: true });
    const server = await startBuiltServer(copy);
    try {
      const cookie = await signIn(server.url, STAFF_EMAIL, SCALE_PASSWORD);
      const drain = async (pathAndQuery: string) => {
        const response = await fetch(`${server.url}/v1${pathAndQuery}`, { headers: { cookie, origin: server.url } });
        if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      };
      const monday = mondayOf(now);
      const reads: [string, number, (round: number) => Promise<void>][] = [
        [
          'calendar week',
          ROUNDS,
          (round) => {
            const start = new Date(monday + (round % 8) * 7 * DAY);
            const end = new Date(start.getTime() + 7 * DAY - 1);
            return drain(
              `/session-occurrences?_start=0&_end=500&_sort=startDate&_order=asc&startDate_gte=${start.toISOString()}&startDate_lte=${end.toISOString()}`,
            );
          },
        ],
        ['statistics', Math.min(ROUNDS, 5), () => drain('/statistics')],
        [
          'tutors list',
          ROUNDS,
          (round) => drain(`/tutors?_start=${(round % 10) * 20}&_end=${(round % 10) * 20 + 20}&_sort=contactDetails.lastName&_order=asc`),
        ],
      ];
      console.info(`| read | p50, ms | p95, ms | server CPU per request, ms |`);
      console.info(`| ---- | ------- | ------- | -------------------------- |`);
      for (const [name, rounds, read] of reads) {
        await read(0); // the first read builds the indexes it uses: not what a staff member waits for afterwards
        const before = await cpuMs(server.pid);
        const figures = await timed(rounds, read);
        const cpu = ((await cpuMs(server.pid)) - before) / rounds;
        console.info(`| ${name} | ${figures.p50.toFixed(0)} | ${figures.p95.toFixed(0)} | ${cpu.toFixed(0)} |`);
      }
    } finally {
      await server.stop();
    }
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

/** The CPU time (user and system) a process has used, in ms, from /proc/<pid>/stat. */
async function cpuMs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  // After the command: state is field 3, utime field 14 and stime field 15 of the whole line.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** Monday 00:00 (UTC) of the week of `now`, in ms. */
function mondayOf(now: Date): number {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;
}

await main();

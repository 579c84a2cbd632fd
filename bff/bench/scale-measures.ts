import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { timed } from './bench-server.ts';
import { residentMemory, sampleMemory } from './scale-server.ts';

/**
 * The reads of issue 29's "school year at scale", each through the API, one request after another (sequential
 * `fetch`es, not autocannon: the figure is one staff member's wait, not a throughput), on a running server.
 */
const ROUNDS = Number(process.env.SCALE_ROUNDS ?? 30);
const DAY = 86_400_000;

export interface ReadFigures {
  p50: number;
  p95: number;
  max: number;
}

export async function measureReads(url: string, cookie: string, now: Date): Promise<Record<string, ReadFigures>> {
  const get = async (pathAndQuery: string, init: RequestInit = {}) => {
    const response = await fetch(`${url}/v1${pathAndQuery}`, {
      ...init,
      headers: { cookie, origin: url, 'content-type': 'application/json', ...init.headers },
    });
    if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status} ${await response.text()}`);
    return response;
  };
  const drain = async (pathAndQuery: string, init?: RequestInit) => void (await (await get(pathAndQuery, init)).arrayBuffer());
  const tutors = (await (await get('/tutors?_start=0&_end=100&status=active')).json()) as { id: string }[];
  if (tutors.length === 0) throw new Error('No active tutor to ask the candidates of');
  const monday = mondayOf(now);
  return {
    // The staff's tutors list, page after page, sorted by name as the list offers.
    tutors: await timed(ROUNDS, (round) =>
      drain(`/tutors?_start=${(round % 10) * 20}&_end=${(round % 10) * 20 + 20}&_sort=contactDetails.lastName&_order=asc`),
    ),
    // The staff calendar's week (its query: every occurrence of the week, up to 500), this week and the next ones.
    calendar: await timed(ROUNDS, (round) => {
      const start = new Date(monday + (round % 8) * 7 * DAY);
      const end = new Date(start.getTime() + 7 * DAY - 1);
      return drain(`/session-occurrences?_start=0&_end=500&_sort=startDate&_order=asc&startDate_gte=${start.toISOString()}&startDate_lte=${end.toISOString()}`);
    }),
    // The coordinators' queue of class reports awaiting confirmation, first pages.
    reviewQueue: await timed(ROUNDS, (round) => drain(`/report-review/class-reports?_start=${(round % 3) * 20}&_end=${(round % 3) * 20 + 20}`)),
    statistics: await timed(Math.min(ROUNDS, 5), () => drain('/statistics')),
    candidates: await timed(ROUNDS, (round) => drain(`/matching/candidates?mode=tutor&tutorId=${tutors[round % tutors.length]!.id}`)),
    // The whole-cohort proposal is a dry run (nothing is written until staff approve it): a read.
    proposal: await timed(Math.min(ROUNDS, 3), () => drain('/matching/proposals', { method: 'POST', body: '{}' })),
  };
}

/** The CSV export of every class report, read to its end, with the server's RSS sampled meanwhile. */
export async function measureExport(url: string, cookie: string, pid: number) {
  const before = (await residentMemory(pid)).rssMb;
  const sampler = sampleMemory(pid);
  const started = performance.now();
  const response = await fetch(`${url}/v1/class-reports/export.csv`, { headers: { cookie } });
  if (!response.ok) throw new Error(`export: ${response.status}`);
  let bytes = 0;
  let rows = -1;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) rows += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = Math.max(sampler.stop(), (await residentMemory(pid)).rssMb);
  return { seconds, rows, bytes, growthMb: peak - before };
}

/** `npm run backup`'s command (the built `dist/main.backup.js`) on the running server's directory: time, size, its peak RSS. */
export async function measureBackup(dataDirectory: string, out: string) {
  const entry = fileURLToPath(new URL('../../../dist/main.backup.js', import.meta.url));
  const started = performance.now();
  const child = spawn(process.execPath, [entry, '--out', out], { env: { ...process.env, DATA_DIR: dataDirectory }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const sampler = sampleMemory(child.pid!);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const peakMb = sampler.stop();
  if (code !== 0) throw new Error(`backup exited with ${code}:\n${output}`);
  return { seconds: (performance.now() - started) / 1000, archiveMb: (await stat(out)).size / 1024 / 1024, peakMb };
}

/** Midnight UTC of the Monday of `now`'s week. */
function mondayOf(now: Date): number {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return day - ((now.getUTCDay() + 6) % 7) * DAY;
}

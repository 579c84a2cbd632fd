import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signIn } from './bench-server.ts';
import { SCALE_PASSWORD, type ScaleSummary } from './scale-generate.ts';
import { residentMemory, startBuiltServer } from './scale-server.ts';
import { measureBackup, measureExport, measureReads } from './scale-measures.ts';

/**
 * `npm run bench` (issue 29, "a school year at scale"): for each factor of `SCALE_FACTORS` (default 1,4,10; the
 * unit is a tenth of the issue's association: 500 active pairs, ~17,000 occurrences, 100,000 audit entries), a
 * generated data directory (scale-generate.ts), the built server started on it as `npm start` does, then the time
 * to ready, its memory, the staff's reads one request at a time, the CSV export of every class report and a
 * backup. One table at the end: how each figure grows with the association, against the issue's targets.
 * Needs the built server (`npm run build -w @binome/bff`). `SCALE_ROUNDS` sets the reads' rounds (30).
 */
const FACTORS = (process.env.SCALE_FACTORS ?? '1,4,10').split(',').map(Number);
const STAFF_EMAIL = 'super_administrator@demo.binome.test';
const GENERATOR_HEAP_MB = 16_384;

type Figures = Record<string, string>;

async function main() {
  const columns: Figures[] = [];
  for (const factor of FACTORS) {
    const column: Figures = {};
    columns.push(column);
    const directory = await mkdtemp(path.join(tmpdir(), `binome-scale-${factor}x-`));
    const backups = await mkdtemp(path.join(tmpdir(), `binome-scale-backup-${factor}x-`));
    try {
      await measureFactor(factor, directory, backups, column);
    } catch (error) {
      // A size the server cannot carry (out of memory, a start that never ends) is a figure too: the table says
      // where it stopped, and the next factor still runs.
      column.failure = (error as Error).message.split('\n').slice(0, 3).join(' ').slice(0, 300);
      console.error(`${factor}×: ${column.failure}`);
    } finally {
      await rm(directory, { recursive: true, force: true });
      await rm(backups, { recursive: true, force: true });
    }
    console.info(`${factor}×: ${JSON.stringify(column)}`);
  }
  printTable(columns);
}

const ROWS: [key: string, label: string, target: string][] = [
  ['users', 'users (people and staff)', ''],
  ['activePairs', 'active pairs', ''],
  ['occurrences', 'session occurrences', ''],
  ['reports', 'reports (class and session 0)', ''],
  ['audit', 'audit entries', ''],
  ['documents', 'uploads (metadata)', ''],
  ['generate', 'generation, s', ''],
  ['disk', 'data directory, MB', ''],
  ['ready', 'start to /v1/ready, s', '≤ 20'],
  ['rssReady', 'server RSS at ready, MB', '≤ 2,048'],
  ['rssPeak', 'server peak RSS (VmHWM), MB', '≤ 2,048'],
  ['tutors', 'tutors list p95, ms', '≤ 100'],
  ['calendar', 'staff calendar week p95, ms', '≤ 100'],
  ['reviewQueue', 'report review queue p95, ms', '≤ 100'],
  ['statistics', 'statistics p95, ms', '≤ 1,000'],
  ['candidates', "one tutor's candidates p95, ms", '≤ 100'],
  ['proposal', 'whole-cohort proposal, slowest of 3, ms', '≤ 100'],
  ['exportSeconds', 'CSV export of all class reports, s', 'streamed'],
  ['exportRows', 'CSV export, rows', ''],
  ['exportGrowth', 'server RSS growth during the export, MB', 'flat'],
  ['backupSeconds', 'backup (npm run backup), s', ''],
  ['backupMb', 'backup archive, MB', ''],
  ['backupPeak', 'backup process peak RSS, MB', ''],
];

function printTable(columns: Figures[]) {
  console.info('\n# A school year at scale (embedded store, built server as its own process, sequential requests)');
  console.info(`| measure | ${FACTORS.map((factor) => `${factor}×`).join(' | ')} | target |`);
  console.info(`| ------- | ${FACTORS.map(() => '---').join(' | ')} | ------ |`);
  for (const [key, label, target] of ROWS) console.info(`| ${label} | ${columns.map((column) => column[key] ?? '—').join(' | ')} | ${target} |`);
  columns.forEach((column, index) => column.failure && console.info(`${FACTORS[index]}× stopped: ${column.failure}`));
}

/** Fills `column` as it goes, so that a failure leaves the figures measured before it. */
async function measureFactor(factor: number, directory: string, backups: string, column: Figures): Promise<void> {
  console.info(`\n# ${factor}×: generating…`);
  const now = new Date();
  const generated = await generateInItsOwnProcess(factor, directory, now);
  const directoryMb = await directorySizeMb(directory);
  Object.assign(column, {
    users: String(generated.counts.users),
    activePairs: String(generated.activePairs),
    occurrences: String(generated.counts.sessionOccurrences),
    reports: String((generated.counts.classReports ?? 0) + (generated.counts.scReports ?? 0)),
    audit: String(generated.counts.audit),
    documents: String(generated.counts.documents),
    generate: generated.seconds.toFixed(0),
    disk: directoryMb.toFixed(0),
  });
  console.info(
    `${factor}×: ${generated.copies} copies of the demo in ${generated.seconds.toFixed(0)} s, ${directoryMb.toFixed(0)} MB on disk; starting the server…`,
  );
  const server = await startBuiltServer(directory);
  try {
    column.ready = server.readySeconds.toFixed(1);
    column.rssReady = (await residentMemory(server.pid)).rssMb.toFixed(0);
    const cookie = await signIn(server.url, STAFF_EMAIL, SCALE_PASSWORD);
    const reads = await measureReads(server.url, cookie, now);
    for (const [name, figures] of Object.entries(reads)) column[name] = figures.p95.toFixed(0);
    console.info(
      `${factor}× reads (p50 / p95 / max ms): ${Object.entries(reads)
        .map(([name, figures]) => `${name} ${figures.p50.toFixed(0)}/${figures.p95.toFixed(0)}/${figures.max.toFixed(0)}`)
        .join(', ')}`,
    );
    const exported = await measureExport(server.url, cookie, server.pid);
    Object.assign(column, { exportSeconds: exported.seconds.toFixed(1), exportRows: String(exported.rows), exportGrowth: exported.growthMb.toFixed(0) });
    const backup = await measureBackup(directory, path.join(backups, 'binome.backup'));
    Object.assign(column, { backupSeconds: backup.seconds.toFixed(1), backupMb: backup.archiveMb.toFixed(0), backupPeak: backup.peakMb.toFixed(0) });
    column.rssPeak = (await residentMemory(server.pid)).peakMb.toFixed(0);
  } finally {
    await server.stop();
  }
}

/**
 * The generator in a process of its own, with room to hold the whole store (nedb keeps every document in memory:
 * a million audit entries are more than Node's default heap), so that the bench's own heap stays small.
 */
async function generateInItsOwnProcess(factor: number, directory: string, now: Date): Promise<ScaleSummary> {
  const script = fileURLToPath(new URL('./scale-generate.js', import.meta.url));
  const child = spawn(process.execPath, [`--max-old-space-size=${GENERATOR_HEAP_MB}`, script, String(factor), directory, now.toISOString()], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`The generator stopped with ${code}`);
  return JSON.parse(output) as ScaleSummary;
}

async function directorySizeMb(directory: string): Promise<number> {
  let bytes = 0;
  for (const entry of await readdir(directory, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  return bytes / 1024 / 1024;
}

await main();

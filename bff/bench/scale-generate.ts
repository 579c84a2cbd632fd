import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createEmbeddedStore } from '../src/store/embedded/nedb-store.ts';
import { allIndexes, prepareStore } from '../src/boot/open-store.ts';
import { seedDemoDataIfEmpty } from '../src/boot/demo-seed.ts';
import { silentLogger } from '../src/http/context.ts';
import { AUDIT_COLLECTION } from '../src/audit/audit-log.ts';
import type { Store, StoredDocument } from '../src/store/store.ts';
import { DemoCopier } from './scale-clone.ts';
import { auditLog } from './scale-audit.ts';
import { lastYearReports } from './scale-archive.ts';

/**
 * A data directory for an association `factor` times the size of issue 29's unit (a tenth of its school year):
 * 500 active pairs per unit, each with its weekly series to the end of the school year, their reports (this
 * year's so far and last year's, scale-archive.ts), 100,000 audit entries and the tutors' uploaded attestations'
 * metadata. The people and their tutoring are copies of the
 * demo (scale-clone.ts), as many as give 500 active pairs per unit, so that every record has the demo's shape;
 * the staff, reference lists and sign-in accounts are the demo's, once. Everything goes through the store, in bulk.
 *
 * `node bench/dist/bench/scale-generate.js <factor> <directory> [now]` writes one directory (the bench runs it so).
 */
export const ACTIVE_PAIRS_PER_UNIT = 500;
export const AUDIT_ENTRIES_PER_UNIT = 100_000;
/** The demo's password: the staff accounts sign in with it. */
export const SCALE_PASSWORD = 'Scale-bench-2026!';

/** Copied once per copy of the demo; every other collection (staff, reference lists, accounts) is written once. */
const COPIED = new Set([
  'users',
  'pairs',
  'matching',
  'sessions',
  'sessionOccurrences',
  'classReports',
  'scReports',
  'documents',
  'trainingProgress',
  'contactMessages',
]);
const STAFF_ROLES = new Set(['super_administrator', 'manager', 'coordinator', 'recruiter', 'vsc']);
const FAMILY_ROLES = new Set(['tutor', 'student', 'parent']);
const CHUNK = 5_000;

export interface ScaleSummary {
  factor: number;
  copies: number;
  activePairs: number;
  counts: Record<string, number>;
  seconds: number;
}

export async function generateScaledDirectory(options: { factor: number; directory: string; now?: Date }): Promise<ScaleSummary> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const demo = await seededDemo(now);
  const isCopied = (name: string, document: StoredDocument) => COPIED.has(name) && !(name === 'users' && STAFF_ROLES.has(String(document.userRole)));
  const copier = new DemoCopier(Object.entries(demo).flatMap(([name, documents]) => documents.filter((document) => isCopied(name, document))));
  const activePairs = demo.pairs!.filter((pair) => pair.status === 'active').length;
  const copies = Math.max(1, Math.round((ACTIVE_PAIRS_PER_UNIT * options.factor) / activePairs));
  const attestation = demo.documents?.find((document) => document.kind === 'criminal-record');

  const store = await createEmbeddedStore({ directory: options.directory });
  const counts: Record<string, number> = {};
  const write = async (name: string, documents: readonly StoredDocument[]) => {
    for (let from = 0; from < documents.length; from += CHUNK) await store.collection(name).insertMany(documents.slice(from, from + CHUNK));
    counts[name] = (counts[name] ?? 0) + documents.length;
  };
  try {
    // The unique indexes first, so that a copy that collides with another is refused here and not at start.
    await store.ensureIndexes(allIndexes());
    const people: StoredDocument[] = [];
    const reports: StoredDocument[] = [];
    const pairs: StoredDocument[] = [];
    for (const [name, documents] of Object.entries(demo)) {
      const shared = documents.filter((document) => !isCopied(name, document));
      const own = documents.filter((document) => isCopied(name, document));
      const written: StoredDocument[] = [...shared];
      for (let copy = 0; copy < copies; copy += 1) for (const document of own) written.push(copier.copy(document, copy));
      await write(name, written);
      if (name === 'users') people.push(...written.filter((person) => FAMILY_ROLES.has(String(person.userRole))));
      if (name === 'classReports') reports.push(...written);
      if (name === 'pairs') pairs.push(...written);
    }
    const lastYear = (demo.scholarYears ?? []).filter((year) => !year.isCurrent).sort((a, b) => String(b.startDate).localeCompare(String(a.startDate)))[0];
    if (lastYear) await write('classReports', lastYearReports({ pairs, reports, lastYearStart: String(lastYear.startDate) }));
    // The uploads' metadata: each tutor's reviewed attestation, as the demo keeps its prospects' (the file is gone).
    if (attestation) {
      const tutors = people.filter((person) => person.userRole === 'tutor');
      await write(
        'documents',
        tutors.map((tutor, index) => {
          const { firstName, lastName } = (tutor.contactDetails ?? {}) as { firstName?: string; lastName?: string };
          return {
            ...attestation,
            _id: `scale-attestation-${index}`,
            ownerId: tutor._id,
            ownerName: `${firstName} ${lastName}`,
            program: tutor.program,
            createdBy: tutor._id,
          };
        }),
      );
    }
    const staff = (demo.users ?? []).filter((person) => STAFF_ROLES.has(String(person.userRole)));
    let batch: StoredDocument[] = [];
    for (const entry of auditLog({ count: AUDIT_ENTRIES_PER_UNIT * options.factor, now, days: 90, staff, people, reports })) {
      batch.push(entry);
      if (batch.length === CHUNK) {
        await write(AUDIT_COLLECTION, batch);
        batch = [];
      }
    }
    await write(AUDIT_COLLECTION, batch);
  } finally {
    await store.close();
  }
  return { factor: options.factor, copies, activePairs: activePairs * copies, counts, seconds: (performance.now() - started) / 1000 };
}

/** The demo as a first start writes it (seeded, with its occurrences, certificate and accounts), collection by collection. */
async function seededDemo(now: Date): Promise<Record<string, StoredDocument[]>> {
  const directory = await mkdtemp(path.join(tmpdir(), 'binome-scale-demo-'));
  const store: Store = await createEmbeddedStore({ directory });
  try {
    await prepareStore(store);
    await seedDemoDataIfEmpty(store, { password: SCALE_PASSWORD, now, log: silentLogger });
    const names = (await readdir(directory)).filter((file) => file.endsWith('.db')).map((file) => file.slice(0, -'.db'.length));
    const demo: Record<string, StoredDocument[]> = {};
    for (const name of names.sort()) demo[name] = await store.collection(name).find({});
    return demo;
  } finally {
    await store.close();
    await rm(directory, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [factor, directory, now] = process.argv.slice(2);
  if (!factor || !directory) throw new Error('Usage: node bench/dist/bench/scale-generate.js <factor> <directory> [now, ISO 8601]');
  const summary = await generateScaledDirectory({ factor: Number(factor), directory: path.resolve(directory), ...(now && { now: new Date(now) }) });
  console.info(JSON.stringify(summary, null, 2));
}

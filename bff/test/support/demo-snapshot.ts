import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { prepareStore } from '../../src/boot/open-store.ts';
import { silentLogger } from '../../src/http/context.ts';
import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';
import type { Store, StoredDocument } from '../../src/store/store.ts';

// Declared beside the snapshot's reader rather than in the global setup, so that every project that type-checks
// the test app (the browser suites import its support files) knows the provided value.
declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo data seeded once for the whole run, which every test app loads (see `createTestApp`). */
    demoSnapshot: string;
  }
}

/** What the demo seed depends on besides the code: a snapshot made with other options is never loaded. */
export interface DemoSeedOptions {
  password: string;
  now: Date;
}

interface DemoSnapshot {
  key: string;
  collections: Record<string, StoredDocument[]>;
}

const keyOf = (options: DemoSeedOptions) => JSON.stringify({ password: options.password, now: options.now.toISOString() });

/**
 * Seeds the demo once, as a first `npm start` would (reference lists, then the demo data), and writes every
 * collection to `file`. Seeding costs seconds (thousands of documents, Argon2 for every account); loading the
 * snapshot costs milliseconds, so each test app gets its own fresh copy without paying for the seed again.
 * The store is seeded on disk only to learn which collections the seed wrote (one file each).
 */
export async function writeDemoSnapshot(file: string, options: DemoSeedOptions): Promise<void> {
  const directory = await mkdtemp(path.join(tmpdir(), 'binome-demo-seed-'));
  try {
    const store = await createEmbeddedStore({ directory });
    await prepareStore(store);
    const seeded = await seedDemoData(store, options);
    if (!seeded.loaded) throw new Error('The demo data was not loaded');
    await store.close();
    const names = (await readdir(directory)).filter((name) => name.endsWith('.db')).map((name) => name.slice(0, -'.db'.length));
    const collections = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await store.collection(name).find({})] as const)));
    // v8's structured serialisation keeps what JSON would lose (dates), and reads back faster.
    await writeFile(file, serialize({ key: keyOf(options), collections } satisfies DemoSnapshot));
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/**
 * The demo seed, loaded when called: the generator and faker cost more than half a second to import, which every
 * test file would pay for a seed it does not run (it loads the snapshot).
 */
export async function seedDemoData(store: Store, options: DemoSeedOptions): Promise<{ loaded: boolean }> {
  const { seedDemoDataIfEmpty } = await import('../../src/boot/demo-seed.ts');
  return seedDemoDataIfEmpty(store, { ...options, log: silentLogger });
}

let cached: { file: string; snapshot: Promise<DemoSnapshot> } | undefined;

/**
 * Fills an empty store with a snapshot written by `writeDemoSnapshot`, then prepares it as the server does at
 * start (indexes built from what is there; reference lists already up to date). Answers false, leaving the store
 * untouched, when the snapshot was made with other options: the caller seeds instead.
 */
export async function loadDemoSnapshot(store: Store, file: string, options: DemoSeedOptions): Promise<boolean> {
  // Read and deserialised once per process (files that share a worker share it too): a store keeps its own copy of
  // what it is given (the store contract checks it), so no document is shared between two test apps.
  if (cached?.file !== file) cached = { file, snapshot: readFile(file).then((bytes) => deserialize(bytes) as DemoSnapshot) };
  const snapshot = await cached.snapshot;
  if (snapshot.key !== keyOf(options)) return false;
  for (const [name, documents] of Object.entries(snapshot.collections)) {
    if (documents.length > 0) await store.collection(name).insertMany(documents);
  }
  await prepareStore(store);
  return true;
}

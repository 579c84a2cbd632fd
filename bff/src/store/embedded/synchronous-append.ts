import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** nedb's serialisation of a document into one line of its file (the package types only its Datastore). */
const { serialize } = createRequire(import.meta.url)('@seald-io/nedb/lib/model.js') as { serialize: (document: unknown) => string };

/** The part of a nedb Datastore's persistence that appends each write's documents to its file. */
interface Persistence {
  inMemoryOnly: boolean;
  filename: string;
  modes: { fileMode: number };
  afterSerialization: (line: string) => string | Promise<string>;
  persistNewStateAsync: (documents: readonly unknown[]) => Promise<void>;
}

/**
 * Appends each write to the collection's file synchronously. nedb appends with `fs.promises.appendFile`: open,
 * write and close, three trips through libuv's thread pool, each waiting for the event loop to come round. Under
 * the mixed load (issue 29) a turn of the loop took tens of milliseconds, a change (its audit entry and its record:
 * two appends) held the store's write lock for six turns, and every other write and audited read queued behind it
 * for most of a second. The same lines appended synchronously take tens of microseconds, and the write goes on in
 * the same turn.
 *
 * The lines are nedb's own (its serialisation, then the `afterSerialization` hook, as `persistNewStateAsync`
 * writes them) and the durability is the same: neither syncs to disk; an acknowledged write has reached the
 * system, so it survives the process being killed. Compaction and loading stay nedb's.
 */
export function appendSynchronously(datastore: object): void {
  const persistence = (datastore as { persistence?: Persistence }).persistence;
  if (!persistence || typeof persistence.persistNewStateAsync !== 'function') throw new Error('nedb no longer has the persistence this store appends through');
  persistence.persistNewStateAsync = async (documents) => {
    if (persistence.inMemoryOnly) return;
    let lines = '';
    // The hook is async in nedb: awaiting it takes microtasks, not a turn of the event loop.
    for (const document of documents) lines += `${await persistence.afterSerialization(serialize(document))}\n`;
    if (lines.length > 0) appendFileSync(persistence.filename, lines, { encoding: 'utf8', mode: persistence.modes.fileMode });
    // Then the rest of the event loop's turn first: writes one after another (a writer that never pauses, a job
    // going through pages) would otherwise run on microtasks alone and hold the loop. `setImmediate` resumes in
    // the same turn when called from I/O, so a write still waits for no thread-pool trip.
    await new Promise((resolve) => setImmediate(resolve));
  };
}

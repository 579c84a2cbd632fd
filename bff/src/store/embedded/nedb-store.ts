import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ChangeListener, IndexSpec, Store } from '../store.ts';
import { insert, NedbCollection, remove, replace, storedDocument, type CollectionState, type UndoEntry, type WriteContext } from './nedb-collection.ts';
import { UniqueIndex } from './unique-indexes.ts';
import { openDatastore } from './nedb-datastore.ts';
import { loadWithoutRewrite } from './load-without-rewrite.ts';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '../../runtime/private-files.ts';

/**
 * The embedded store: one `@seald-io/nedb` file per collection under `DATA_DIR` (nothing to install or run),
 * queries and aggregations with `mingo` so that every MongoDB operator the app and CASL emit works here too.
 *
 * Writes go one at a time through a lock; a transaction holds the lock for its whole duration and undoes its
 * writes if it fails. Reads do not wait for the lock, so a read during a transaction may see its writes before
 * they are final (read-uncommitted); MongoDB's transactions are stricter.
 *
 * Every collection file present (and every collection of `preload`) starts loading at open, in the background:
 * the server may already listen, `ready()` says when all are in memory, and no request waits seconds for a large
 * file (the audit log) the first time it touches it.
 */
export async function createEmbeddedStore(options: { directory?: string; preload?: readonly string[] } = {}): Promise<Store> {
  if (options.directory) await mkdir(options.directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const collections = new Map<string, Promise<CollectionState>>();
  let queue: Promise<unknown> = Promise.resolve();
  const listeners = new Set<ChangeListener>();
  // One function for the store and every transaction's store: a listener's owner may key its state by it.
  const onChange = (listener: ChangeListener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  const locked: WriteContext = {
    run<T>(work: () => Promise<T>): Promise<T> {
      const result = queue.then(work);
      queue = result.catch(() => undefined);
      return result;
    },
  };

  const open = (name: string): Promise<CollectionState> => {
    let state = collections.get(name);
    if (!state) {
      state = (async () => {
        if (!COLLECTION_NAME.test(name)) throw new Error(`Invalid collection name '${name}'`);
        const datastore = openDatastore({
          ...(options.directory ? { filename: path.join(options.directory, `${name}.db`) } : { inMemoryOnly: true }),
          // After a crash, the last line of a file may be a write cut in half; it was never acknowledged, so it
          // is dropped rather than refusing to start.
          corruptAlertThreshold: 1,
          // nedb rewrites whole files when it compacts them: every version it writes is the owner's only.
          modes: { fileMode: PRIVATE_FILE_MODE, dirMode: PRIVATE_DIRECTORY_MODE },
        });
        // Without nedb's rewrite of every file at each start, unless the file has enough dead lines to be worth it.
        await loadWithoutRewrite(datastore);
        const changed = (ids: readonly string[]) => {
          for (const listener of listeners) listener(name, ids);
        };
        return { name, datastore, uniqueIndexes: [], ids: new Set(datastore.getAllData().map((document) => document._id)), changed };
      })();
      collections.set(name, state);
    }
    return state;
  };

  const toLoad = options.directory ? [...new Set([...(await collectionFiles(options.directory)), ...(options.preload ?? [])])] : [];
  let loaded = toLoad.length === 0;
  // A file that fails to load keeps the store not ready; the error itself reaches whoever uses that collection.
  Promise.all(toLoad.map(open)).then(
    () => {
      loaded = true;
    },
    () => undefined,
  );

  const makeStore = (writes: WriteContext): Store => ({
    kind: 'embedded',
    collection: (name) => new NedbCollection(open(name), writes, open),
    async ensureIndexes(indexes: readonly IndexSpec[]) {
      for (const spec of indexes) {
        const state = await open(spec.collection);
        state.rangePaths ??= new Set();
        for (const key of Object.keys(spec.keys)) if (key !== '_id' && !spec.words) state.rangePaths.add(key);
        if (!spec.unique) continue;
        if (state.uniqueIndexes.some((index) => index.spec.name === spec.name)) continue;
        const index = new UniqueIndex(spec);
        index.rebuild(state.datastore.getAllData(), state.name);
        state.uniqueIndexes.push(index);
      }
    },
    async withTransaction<T>(work: (store: Store) => Promise<T>): Promise<T> {
      if (writes.undo) return work(makeStore(writes));
      return locked.run(async () => {
        const undo: UndoEntry[] = [];
        try {
          return await work(makeStore({ run: (inner) => inner(), undo }));
        } catch (error) {
          await rollBack(undo);
          throw error;
        }
      });
    },
    ready: async () => loaded,
    onChange,
    async compact(names: readonly string[]) {
      if (!options.directory) return;
      // One collection at a time through the write lock: never in the middle of a transaction, and other writes go
      // on between two rewrites (an erasure rewrites every collection, the audit log included).
      for (const name of new Set(names)) {
        const state = await open(name);
        await writes.run(() => state.datastore.compactDatafileAsync());
      }
    },
    async close() {
      await queue;
      for (const state of collections.values()) {
        const { datastore } = await state;
        if (options.directory) await datastore.compactDatafileAsync();
      }
    },
  });

  return makeStore(locked);
}

/** What a collection may be called: its file is `<name>.db` (the backup reads the same names). */
export const COLLECTION_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** The collections that have a file in the directory (nedb's temporary `name.db~` copies are not collections). */
async function collectionFiles(directory: string): Promise<string[]> {
  const names = (await readdir(directory)).filter((file) => file.endsWith('.db')).map((file) => file.slice(0, -'.db'.length));
  return names.filter((name) => COLLECTION_NAME.test(name));
}

/**
 * Puts back, newest first, every document a failed transaction touched. The documents it inserted one after another
 * in a collection are taken out together: a refused series undoes its occurrences in one write, not one each.
 */
async function rollBack(undo: UndoEntry[]): Promise<void> {
  const entries = undo.reverse();
  for (let at = 0; at < entries.length;) {
    const entry = entries[at]!;
    if (entry.before === undefined) {
      let end = at + 1;
      while (end < entries.length && entries[end]!.before === undefined && entries[end]!.collection === entry.collection) end += 1;
      const inserted = entries.slice(at, end).flatMap((undone) => storedDocument(undone.collection, undone.id) ?? []);
      await remove(entry.collection, inserted);
      at = end;
      continue;
    }
    const current = storedDocument(entry.collection, entry.id);
    if (current) await replace(entry.collection, current, entry.before, undefined, false);
    else await insert(entry.collection, [entry.before], undefined, false);
    at += 1;
  }
}

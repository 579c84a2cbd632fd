import type { Readable } from 'node:stream';
import type { Datastore } from './nedb-datastore.ts';
import { readCollectionFile } from './read-collection-file.ts';

/** What the load saw of a collection's file: its lines, and whether the last one was written whole. */
export interface FileShape {
  lines: number;
  endsWithNewline: boolean;
}

/**
 * Loads a collection without nedb's rewrite of the whole file when the file is worth keeping as it is.
 *
 * nedb's `loadDatabaseAsync` ends with a compaction: every document serialised again and the file written anew, on
 * every start, for every collection (the audit log included), even when the file has no dead line. The file is
 * already in the form nedb appends to (one document a line, later lines win), so the rewrite is only worth its cost
 * when it frees space: it is kept when more than half the lines are dead (updated or deleted documents), and when
 * the last line was cut in half by a crash, since nedb's next append would glue its document to that torn line and
 * the pair would be dropped as corrupt at the following load. The file is read by `readCollectionFile` (faster than
 * nedb's reader, same result), which also counts its lines. Skipping the rewrite changes nothing to crash safety:
 * the file is left as it was, and every later compaction goes through nedb's own temporary copy and rename.
 */
export async function loadWithoutRewrite(datastore: Datastore): Promise<FileShape | undefined> {
  const persistence = datastore.persistence;
  if (!persistence) {
    await datastore.loadDatabaseAsync();
    return undefined;
  }
  let shape: FileShape | undefined;
  const readFile = persistence.treatRawStreamAsync;
  const rewrite = persistence.persistCachedDatabaseAsync;
  persistence.treatRawStreamAsync = async (stream: Readable) => {
    const file = await readCollectionFile(stream, persistence.corruptAlertThreshold);
    shape = { lines: file.lines, endsWithNewline: file.endsWithNewline };
    return file;
  };
  persistence.persistCachedDatabaseAsync = async () => {
    if (shape && !worthRewriting(shape, datastore.getAllData().length)) return;
    await rewrite.call(persistence);
  };
  try {
    await datastore.loadDatabaseAsync();
  } finally {
    // Every later compaction (the store's `compact`, its close) rewrites the file as nedb always does.
    persistence.treatRawStreamAsync = readFile;
    persistence.persistCachedDatabaseAsync = rewrite;
  }
  return shape;
}

/** Whether the load should rewrite the file: a torn last line, or more dead lines than live documents. */
export function worthRewriting(shape: FileShape, liveDocuments: number): boolean {
  if (shape.lines > 0 && !shape.endsWithNewline) return true;
  return shape.lines - liveDocuments > liveDocuments;
}

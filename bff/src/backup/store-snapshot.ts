import { createWriteStream } from 'node:fs';
import { link, copyFile, mkdir, open, readdir, stat, truncate, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { COLLECTION_NAME } from '../store/embedded/nedb-store.ts';
import { BLOB_ID } from '../blobs/blob-store.ts';

/**
 * Copies the embedded store of a data directory into `staging` (`store/<collection>.db`, `files/<id>.blob`)
 * while the server may be writing to it, without asking the server anything.
 *
 * Why reading the files is enough: nedb changes a collection file in two ways only.
 * - Each write appends its lines (`fs.appendFile`) and is acknowledged once they are in the file, so an
 *   acknowledged write is visible to any reader of the file, and the bytes below a size once seen never change.
 * - A compaction (at close, after an erasure, at start when most of a file is dead lines) writes a whole new file
 *   beside it (`name.db~`) and renames it over the old one: whoever opens the path gets either the old file or the
 *   new one, never a mix, and an open file keeps reading the version it opened. A `name.db~` is taken only when no
 *   `name.db` is there (what nedb itself does after a crash in the middle of a compaction); otherwise it is a copy
 *   being written, never read.
 *
 * So the backup opens every collection file and copies it up to a size it saw, cut after the last newline (a
 * write being appended at that moment is half there and was not acknowledged yet). Every write acknowledged
 * before the backup started is then in the copy, and no copy is a torn file.
 *
 * The sizes are read as one view of the whole directory: the directory is listed and every file measured again
 * and again until two rounds in a row see the same files with the same sizes (and the same inodes: no compaction
 * in between). Since files only grow, nothing was written anywhere between those two rounds, and the copies are the
 * store as it was at one instant, as a crash at that instant would leave it: all the writes before it, none after,
 * and (the store writing one change at a time) a transaction is cut only where a crash would cut it. Under writes
 * that never pause, after a few hundred rounds the last view is taken: each collection is then as it was a moment
 * apart from the others (a few milliseconds), still with every write acknowledged before the backup began.
 *
 * Uploaded files come after the collections: a file is written (under a temporary name, then renamed) before
 * the record that names it, so every record copied has its file, unless it was deleted meanwhile. A file is
 * linked into `staging` (copied when the staging directory is on another disk): the link keeps its content
 * readable even if the server deletes it before the archive is written.
 *
 * The backup never opens the store with nedb: loading a datastore rewrites (compacts) its file, which would race
 * the server's own appends and lose writes.
 */
export async function snapshotStore(dataDirectory: string, staging: string): Promise<SnapshotSummary> {
  await mkdir(path.join(staging, 'store'), { recursive: true });
  await mkdir(path.join(staging, 'files'), { recursive: true });
  let summary: Pick<SnapshotSummary, 'collections' | 'atOneInstant'> | undefined;
  // A compaction between measuring a file and opening it changes its inode: measure again.
  for (let attempt = 0; attempt < 10 && !summary; attempt += 1) summary = await copyCollections(dataDirectory, path.join(staging, 'store'));
  if (!summary) throw new Error('The collection files kept being rewritten while they were copied; is the server starting? Run the backup again.');
  const files = await linkBlobs(path.join(dataDirectory, 'files'), path.join(staging, 'files'));
  return { ...summary, files };
}

export interface SnapshotSummary {
  /** The collections copied, by name. */
  collections: string[];
  /** The uploaded files copied, by file name (`<id>.blob`). */
  files: string[];
  /** Whether the collections are the store at one instant (see above), or each a moment apart. */
  atOneInstant: boolean;
}

/** A collection file as measured: which file (the live one, or nedb's `~` copy when alone), its inode and size. */
type Measure = { file: string; ino: number; size: number };

const ROUNDS = 300;

async function copyCollections(dataDirectory: string, target: string): Promise<Pick<SnapshotSummary, 'collections' | 'atOneInstant'> | undefined> {
  let previous = await measure(dataDirectory);
  let atOneInstant = false;
  for (let round = 0; round < ROUNDS; round += 1) {
    const current = await measure(dataDirectory);
    const same = sameView(previous, current);
    previous = current;
    if (same) {
      atOneInstant = true;
      break;
    }
  }
  const opened = new Map<string, FileHandle>();
  try {
    for (const [name, seen] of previous) {
      const handle = await openIfThere(seen.file);
      // Gone, or replaced by a compaction since it was measured: the view is no longer true, start again.
      if (!handle) return undefined;
      opened.set(name, handle);
      if ((await handle.stat()).ino !== seen.ino) return undefined;
    }
    for (const [name, handle] of opened) await copyPrefix(handle, previous.get(name)!.size, path.join(target, `${name}.db`));
  } finally {
    for (const handle of opened.values()) await handle.close();
  }
  return { collections: [...previous.keys()].sort(), atOneInstant };
}

/** Every collection file of the directory, with its inode and size now. */
async function measure(dataDirectory: string): Promise<Map<string, Measure>> {
  const entries = await readdir(dataDirectory);
  const names = new Set<string>();
  for (const entry of entries) {
    const name = entry.endsWith('.db') ? entry.slice(0, -'.db'.length) : entry.endsWith('.db~') ? entry.slice(0, -'.db~'.length) : undefined;
    if (name !== undefined && COLLECTION_NAME.test(name)) names.add(name);
  }
  const view = new Map<string, Measure>();
  for (const name of [...names].sort()) {
    for (const file of [path.join(dataDirectory, `${name}.db`), path.join(dataDirectory, `${name}.db~`)]) {
      const seen = await statIfThere(file);
      if (seen) {
        view.set(name, { file, ino: seen.ino, size: seen.size });
        break;
      }
    }
  }
  return view;
}

function sameView(one: Map<string, Measure>, other: Map<string, Measure>): boolean {
  if (one.size !== other.size) return false;
  for (const [name, seen] of one) {
    const again = other.get(name);
    if (!again || again.file !== seen.file || again.ino !== seen.ino || again.size !== seen.size) return false;
  }
  return true;
}

/** Copies the first `size` bytes of a file, then cuts the copy after its last newline. */
async function copyPrefix(handle: FileHandle, size: number, target: string): Promise<void> {
  let written = 0;
  let complete = 0;
  const counted = async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      const newline = chunk.lastIndexOf(0x0a);
      if (newline >= 0) complete = written + newline + 1;
      written += chunk.byteLength;
      yield chunk;
    }
  };
  const source = size > 0 ? handle.createReadStream({ start: 0, end: size - 1, autoClose: false }) : emptySource();
  await pipeline(source, counted, createWriteStream(target, { flags: 'wx' }));
  if (complete < written) await truncate(target, complete);
}

async function* emptySource(): AsyncIterable<Buffer> {}

/** Links (or copies) every complete uploaded file; uploads still being written (`.part`) are not files yet. */
async function linkBlobs(directory: string, target: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const copied: string[] = [];
  for (const entry of entries.filter(isBlobFile).sort()) {
    const from = path.join(directory, entry);
    const to = path.join(target, entry);
    try {
      await link(from, to);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Deleted since the directory was listed: it is not in the backup, as if deleted just before it.
      if (code === 'ENOENT') continue;
      if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw error;
      try {
        await copyFile(from, to);
      } catch (copyError) {
        if ((copyError as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw copyError;
      }
    }
    copied.push(entry);
  }
  return copied;
}

/** The name of a stored blob (`file-blob-store.ts`): its id, then `.blob`. */
export function isBlobFile(name: string): boolean {
  return name.endsWith('.blob') && BLOB_ID.test(name.slice(0, -'.blob'.length));
}

async function statIfThere(file: string) {
  try {
    return await stat(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function openIfThere(file: string): Promise<FileHandle | undefined> {
  try {
    return await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

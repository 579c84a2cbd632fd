import { createReadStream, createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { deserialize, lineBatches } from '../store/embedded/read-collection-file.ts';
import { PRIVATE_FILE_MODE } from '../runtime/private-files.ts';

/**
 * Rewrites each staged collection file (`<folder>/<name>.db`) with its documents as they are, dropping the earlier
 * versions and the deleted documents that nedb's appends leave in a file until it is compacted: a backup must not
 * carry what an erasure removed, nor keep a changed e-mail or phone for years.
 *
 * The file is streamed twice, so that the memory stays flat whatever its size (loading it in nedb held a whole
 * collection, the audit log included, in memory): the first pass notes which line holds the last version of each
 * document (and of each nedb index declaration), the second copies only those lines, in the file's order, to a new
 * file renamed over the staged one. A line that is not a document (cut short by a crash) is dropped, as the server
 * itself drops it at start. Only the staged copy is touched: the server's files are never rewritten here (see
 * store-snapshot.ts).
 */
export async function keepLiveDocuments(folder: string, collections: readonly string[]): Promise<void> {
  for (const name of collections) await keepLiveLines(path.join(folder, `${name}.db`));
}

async function keepLiveLines(file: string): Promise<void> {
  const kept = await lastVersionLines(file);
  const rewritten = `${file}~`;
  const out = createWriteStream(rewritten, { flags: 'wx', mode: PRIVATE_FILE_MODE });
  const closed = once(out, 'close');
  let number = 0;
  try {
    for await (const batch of lineBatches(createReadStream(file, 'utf8'))) {
      let text = '';
      for (const line of batch.lines) {
        if (line !== '' && kept[number++] === 1) text += `${line}\n`;
      }
      if (text !== '' && !out.write(text)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await closed;
  }
  await rename(rewritten, file);
}

/** One flag per non-empty line of the file: 1 where the line is the last version of a live document. */
async function lastVersionLines(file: string): Promise<Uint8Array> {
  const documents = new Map<unknown, number>();
  const indexes = new Map<string, number>();
  let number = 0;
  for await (const batch of lineBatches(createReadStream(file, 'utf8'))) {
    for (const line of batch.lines) {
      if (line === '') continue;
      const at = number++;
      let document: Record<string, unknown>;
      try {
        document = deserialize(line);
      } catch {
        continue;
      }
      const declared = document.$$indexCreated as { fieldName?: unknown } | undefined;
      if (document._id) {
        if (document.$$deleted === true) documents.delete(document._id);
        else documents.set(document._id, at);
      } else if (declared && declared.fieldName !== undefined && declared.fieldName !== null) indexes.set(String(declared.fieldName), at);
      else if (typeof document.$$indexRemoved === 'string') indexes.delete(document.$$indexRemoved);
    }
  }
  const kept = new Uint8Array(number);
  for (const at of documents.values()) kept[at] = 1;
  for (const at of indexes.values()) kept[at] = 1;
  return kept;
}

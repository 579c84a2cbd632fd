import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadable } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { checkBlobId, type BlobStore } from '../blob-store.ts';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '../../runtime/private-files.ts';

/**
 * Blobs as files under `directory` (`DATA_DIR/files`), private like the rest of the data (directory 0700, files
 * 0600). A blob is written under a temporary name and renamed once complete, so a reader never sees half a file
 * and a failed upload leaves nothing behind.
 */
export async function createFileBlobStore(options: { directory: string }): Promise<BlobStore> {
  const directory = options.directory;
  await mkdir(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const fileOf = (id: string) => path.join(directory, `${checkBlobId(id)}.blob`);
  return {
    kind: 'files',
    async put(id, content) {
      const target = fileOf(id);
      const partial = `${target}.${crypto.randomUUID()}.part`;
      if (await exists(target)) {
        await content.cancel().catch(() => undefined);
        throw new Error(`Blob '${id}' exists already`);
      }
      let size = 0;
      const sink = createWriteStream(partial, { flags: 'wx', mode: PRIVATE_FILE_MODE });
      try {
        await pipeline(
          Readable.fromWeb(content as WebReadable<Uint8Array>),
          async function* (chunks: AsyncIterable<Uint8Array>) {
            for await (const chunk of chunks) {
              size += chunk.byteLength;
              yield chunk;
            }
          },
          sink,
        );
        await rename(partial, target);
      } catch (error) {
        // A refusal can come before the file is even open (a text named .pdf, refused on its first bytes): the
        // stream then still opens it, after the pipeline has failed. Removed once the stream is closed, so that
        // a refused upload leaves no partial file behind (seen under load: a '.part' after the 415).
        if (sink.closed === false) await once(sink, 'close').catch(() => undefined);
        await rm(partial, { force: true });
        throw error;
      }
      return { size };
    },
    async get(id) {
      const file = fileOf(id);
      let size: number;
      try {
        size = (await stat(file)).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return { size, stream: Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array> };
    },
    async delete(id) {
      const file = fileOf(id);
      if (!(await exists(file))) return false;
      await rm(file, { force: true });
      return true;
    },
    close: async () => {},
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

import { GridFSBucket, MongoClient } from 'mongodb';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadable } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { checkBlobId, type BlobStore } from '../blob-store.ts';

/** GridFS chunks and file entries live in `<bucket>.chunks` and `<bucket>.files`. */
const BUCKET = 'blobs';

/**
 * Blobs in GridFS on the MongoDB the store uses: chunked by the driver, so every replica of the BFF reads what any
 * other one wrote. An upload that fails part way is aborted, which removes the chunks already written.
 */
export async function createGridFsBlobStore(options: { uri: string; databaseName?: string }): Promise<BlobStore> {
  const client = new MongoClient(options.uri, { retryWrites: true });
  await client.connect();
  const bucket = new GridFSBucket(client.db(options.databaseName ?? 'binome'), { bucketName: BUCKET });
  const entryOf = async (id: string) => (await bucket.find({ _id: id as never }, { limit: 1 }).toArray())[0];
  return {
    kind: 'gridfs',
    async put(id, content) {
      checkBlobId(id);
      if (await entryOf(id)) {
        await content.cancel().catch(() => undefined);
        throw new Error(`Blob '${id}' exists already`);
      }
      const upload = bucket.openUploadStreamWithId(id as never, id);
      let size = 0;
      try {
        await pipeline(
          Readable.fromWeb(content as WebReadable<Uint8Array>),
          async function* (chunks: AsyncIterable<Uint8Array>) {
            for await (const chunk of chunks) {
              size += chunk.byteLength;
              yield chunk;
            }
          },
          upload,
        );
      } catch (error) {
        await upload.abort().catch(() => undefined);
        throw error;
      }
      return { size };
    },
    async get(id) {
      const entry = await entryOf(checkBlobId(id));
      if (!entry) return null;
      return { size: entry.length, stream: Readable.toWeb(bucket.openDownloadStream(id as never)) as unknown as ReadableStream<Uint8Array> };
    },
    async delete(id) {
      if (!(await entryOf(checkBlobId(id)))) return false;
      await bucket.delete(id as never);
      return true;
    },
    close: () => client.close(),
  };
}

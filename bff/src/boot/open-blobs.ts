import path from 'node:path';
import type { Env } from '../env.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import { createFileBlobStore } from '../blobs/files/file-blob-store.ts';

/** The blob store that goes with the store: GridFS beside MongoDB, files under `DATA_DIR/files` otherwise. */
export async function openBlobs(env: Pick<Env, 'MONGODB_URI' | 'MONGODB_DATABASE'>, dataDirectory: string): Promise<BlobStore> {
  // The MongoDB driver (a third of a second to load) is loaded only where it is used.
  return env.MONGODB_URI
    ? (await import('../blobs/gridfs/gridfs-blob-store.ts')).createGridFsBlobStore({ uri: env.MONGODB_URI, databaseName: env.MONGODB_DATABASE })
    : createFileBlobStore({ directory: path.join(dataDirectory, 'files') });
}

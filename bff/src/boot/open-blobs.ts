import path from 'node:path';
import type { Env } from '../env.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import { createFileBlobStore } from '../blobs/files/file-blob-store.ts';
import { createGridFsBlobStore } from '../blobs/gridfs/gridfs-blob-store.ts';

/** The blob store that goes with the store: GridFS beside MongoDB, files under `DATA_DIR/files` otherwise. */
export async function openBlobs(env: Pick<Env, 'MONGODB_URI' | 'MONGODB_DATABASE'>, dataDirectory: string): Promise<BlobStore> {
  return env.MONGODB_URI
    ? createGridFsBlobStore({ uri: env.MONGODB_URI, databaseName: env.MONGODB_DATABASE })
    : createFileBlobStore({ directory: path.join(dataDirectory, 'files') });
}

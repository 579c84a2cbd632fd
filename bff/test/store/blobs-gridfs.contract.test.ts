import { afterAll, describe } from 'vitest';
import { createGridFsBlobStore } from '../../src/blobs/gridfs/gridfs-blob-store.ts';
import { describeBlobStoreContract } from '../contracts/blob-store.contract.ts';
import type { BlobStore } from '../../src/blobs/blob-store.ts';

/** Runs when MONGODB_URI points at a MongoDB server; reported as skipped otherwise. */
const uri = process.env.MONGODB_URI;
const opened: BlobStore[] = [];

describe.skipIf(!uri)('MongoDB GridFS', () => {
  afterAll(async () => {
    for (const blobs of opened) await blobs.close();
  });
  describeBlobStoreContract('gridfs', async () => {
    const blobs = await createGridFsBlobStore({ uri: uri!, databaseName: `binome_blobs_contract_${process.pid}` });
    opened.push(blobs);
    return blobs;
  });
});

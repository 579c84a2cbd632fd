import { lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileBlobStore } from '../../src/blobs/files/file-blob-store.ts';
import { describeBlobStoreContract, streamOf } from '../contracts/blob-store.contract.ts';

const directories: string[] = [];
afterAll(async () => {
  for (const directory of directories) await rm(directory, { recursive: true, force: true });
});

async function freshDirectory(): Promise<string> {
  const parent = await mkdtemp(path.join(tmpdir(), 'binome-blobs-'));
  directories.push(parent);
  return path.join(parent, 'files');
}

describeBlobStoreContract('files', async () => createFileBlobStore({ directory: await freshDirectory() }));

describe('file blobs at rest', () => {
  it('creates the directory 0700 and each blob 0600, and leaves no partial file after a failed upload', async () => {
    const directory = await freshDirectory();
    const blobs = await createFileBlobStore({ directory });
    await blobs.put(crypto.randomUUID(), streamOf(new Uint8Array(2048)));
    await expect(blobs.put(crypto.randomUUID(), streamOf(new Uint8Array(4096), { chunkSize: 1024, failAfter: 2048 }))).rejects.toThrow();
    expect(((await lstat(directory)).mode & 0o777).toString(8)).toBe('700');
    const entries = await readdir(directory);
    expect(entries).toHaveLength(1);
    expect(((await lstat(path.join(directory, entries[0]!))).mode & 0o777).toString(8)).toBe('600');
  });

  it('leaves no partial file after an upload refused before its file was even open (its first bytes)', async () => {
    // The write stream opens its file after the refusal: removing it at once left a '.part' behind each time.
    const directory = await freshDirectory();
    const blobs = await createFileBlobStore({ directory });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const refused = new ReadableStream<Uint8Array>({
        pull() {
          throw new Error('not a PDF');
        },
      });
      await expect(blobs.put(crypto.randomUUID(), refused)).rejects.toThrow('not a PDF');
      expect(await readdir(directory)).toEqual([]);
    }
  });
});

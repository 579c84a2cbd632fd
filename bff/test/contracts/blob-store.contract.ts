import { describe, expect, it } from 'vitest';
import type { BlobStore } from '../../src/blobs/blob-store.ts';

/** Bytes as a stream of `chunkSize` pieces, failing with `failAfter` bytes sent when asked. */
export function streamOf(bytes: Uint8Array, options: { chunkSize?: number; failAfter?: number } = {}): ReadableStream<Uint8Array> {
  const chunkSize = options.chunkSize ?? 64 * 1024;
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (options.failAfter !== undefined && offset >= options.failAfter) {
        controller.error(new Error('the client went away'));
        return;
      }
      if (offset >= bytes.byteLength) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
}

export async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Byte-for-byte equality, without a deep comparison of millions of entries. */
function same(actual: Uint8Array, expected: Uint8Array): boolean {
  if (actual.byteLength !== expected.byteLength) return false;
  for (let index = 0; index < actual.byteLength; index += 1) if (actual[index] !== expected[index]) return false;
  return true;
}

function patterned(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 31 + 7) % 251;
  return bytes;
}

const newBlobId = () => crypto.randomUUID();

/**
 * The blob contract: what the documents rely on, run against every adapter that is reachable (files always, GridFS
 * when MONGODB_URI is set). Each test uses its own ids, so a shared database is fine.
 */
export function describeBlobStoreContract(adapter: string, openBlobs: () => Promise<BlobStore>): void {
  describe(`blob store contract: ${adapter}`, () => {
    it('keeps what was streamed in, byte for byte, and streams it out with its size', async () => {
      const blobs = await openBlobs();
      const content = patterned(3 * 1024 * 1024 + 17);
      const id = newBlobId();
      expect(await blobs.put(id, streamOf(content))).toEqual({ size: content.byteLength });
      const found = await blobs.get(id);
      expect(found?.size).toBe(content.byteLength);
      expect(same(await bytesOf(found!.stream), content)).toBe(true);
    });

    it('keeps an empty blob and a one-byte one', async () => {
      const blobs = await openBlobs();
      for (const content of [new Uint8Array(0), new Uint8Array([42])]) {
        const id = newBlobId();
        await blobs.put(id, streamOf(content));
        expect(await bytesOf((await blobs.get(id))!.stream)).toEqual(content);
      }
    });

    it('answers null and false for a blob that does not exist', async () => {
      const blobs = await openBlobs();
      expect(await blobs.get(newBlobId())).toBeNull();
      expect(await blobs.delete(newBlobId())).toBe(false);
    });

    it('deletes a blob: it is gone afterwards', async () => {
      const blobs = await openBlobs();
      const id = newBlobId();
      await blobs.put(id, streamOf(patterned(1000)));
      expect(await blobs.delete(id)).toBe(true);
      expect(await blobs.get(id)).toBeNull();
      expect(await blobs.delete(id)).toBe(false);
    });

    it('keeps nothing of a stream that fails part way, and answers its error', async () => {
      const blobs = await openBlobs();
      const id = newBlobId();
      await expect(blobs.put(id, streamOf(patterned(1024 * 1024), { chunkSize: 16 * 1024, failAfter: 512 * 1024 }))).rejects.toThrow('the client went away');
      expect(await blobs.get(id)).toBeNull();
      // The id is free again: a retry of the same upload succeeds.
      await blobs.put(id, streamOf(patterned(10)));
      expect((await blobs.get(id))?.size).toBe(10);
    });

    it('refuses to write over an existing blob, which stays as it was', async () => {
      const blobs = await openBlobs();
      const id = newBlobId();
      const first = patterned(100);
      await blobs.put(id, streamOf(first));
      await expect(blobs.put(id, streamOf(patterned(5)))).rejects.toThrow();
      expect(await bytesOf((await blobs.get(id))!.stream)).toEqual(first);
    });

    it("refuses ids that are not the BFF's own (no path ever built from a client's word)", async () => {
      const blobs = await openBlobs();
      for (const id of ['../settings', 'a/b', '', 'x'.repeat(65), 'short']) {
        await expect(blobs.put(id, streamOf(patterned(3)))).rejects.toThrow();
        await expect(blobs.get(id)).rejects.toThrow();
      }
    });

    it('serves two readers of one blob at once', async () => {
      const blobs = await openBlobs();
      const id = newBlobId();
      const content = patterned(300_000);
      await blobs.put(id, streamOf(content));
      const [one, two] = await Promise.all([blobs.get(id), blobs.get(id)]);
      const [a, b] = await Promise.all([bytesOf(one!.stream), bytesOf(two!.stream)]);
      expect(same(a, content)).toBe(true);
      expect(same(b, content)).toBe(true);
    });
  });
}

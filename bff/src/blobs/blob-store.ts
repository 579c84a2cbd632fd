/**
 * The blob port: files (PDF uploads) kept apart from the records that name them, streamed in and out so that no
 * file is ever held whole in memory. Adapters: `files/` (one file per blob under `DATA_DIR/files`, the embedded
 * store's companion) and `gridfs/` (GridFS on MongoDB). `test/contracts/blob-store.contract.ts` is what both
 * must do.
 */
export interface BlobStore {
  readonly kind: 'files' | 'gridfs';
  /**
   * Keeps `content` under `id` (a new id: an existing one is refused). When `content` fails part way (too large,
   * not the kind of file expected, the client gone), the error comes back and nothing is kept.
   */
  put(id: string, content: ReadableStream<Uint8Array>): Promise<{ size: number }>;
  /** The blob as a stream and its size, or null when there is none. */
  get(id: string): Promise<{ size: number; stream: ReadableStream<Uint8Array> } | null>;
  /** Removes the blob; false when there was none. */
  delete(id: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Blob ids are the BFF's own (UUIDs): nothing else may become a file name or a GridFS id. */
export const BLOB_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function checkBlobId(id: string): string {
  if (!BLOB_ID.test(id)) throw new Error(`Invalid blob id '${id}'`);
  return id;
}

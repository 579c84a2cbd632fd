/**
 * What an upload must be, checked on its content as it streams: a PDF (its magic bytes), at most `maxBytes`.
 * Neither the file's name nor its declared type counts.
 */

/** Every PDF starts with `%PDF-`. */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];
export const SNIFF_BYTES = PDF_MAGIC.length;

/**
 * Is this the start of a PDF? One place to decide, so that a field library (`file-type`'s `fileTypeFromBuffer(head)`
 * answering `application/pdf`) can replace the comparison in one line.
 */
export function isPdfHead(head: Uint8Array): boolean {
  return head.byteLength >= SNIFF_BYTES && PDF_MAGIC.every((byte, index) => head[index] === byte);
}

export class NotPdf extends Error {
  constructor() {
    super('The upload is not a PDF');
    this.name = 'NotPdf';
  }
}

export class TooLarge extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`The upload is larger than ${maxBytes} bytes`);
    this.name = 'TooLarge';
    this.maxBytes = maxBytes;
  }
}

/**
 * Passes the bytes on while they are a PDF within `maxBytes`; errors the stream (so that the blob store keeps
 * nothing) with `NotPdf` as soon as the first bytes say otherwise, or `TooLarge` as soon as one byte too many came.
 */
export function pdfWithin(maxBytes: number): TransformStream<Uint8Array, Uint8Array> {
  let seen = 0;
  let head: Uint8Array | undefined = new Uint8Array(0);
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > maxBytes) throw new TooLarge(maxBytes);
      if (head === undefined) {
        controller.enqueue(chunk);
        return;
      }
      const joined = new Uint8Array(head.byteLength + chunk.byteLength);
      joined.set(head, 0);
      joined.set(chunk, head.byteLength);
      if (joined.byteLength < SNIFF_BYTES) {
        head = joined;
        return;
      }
      if (!isPdfHead(joined)) throw new NotPdf();
      head = undefined;
      controller.enqueue(joined);
    },
    flush() {
      if (head !== undefined) throw new NotPdf();
    },
  });
}

/**
 * What an upload must be, checked on its content as it streams: a PDF (its magic bytes at once, then the whole file
 * parsed at its end), at most `maxBytes`. Neither the file's name nor its declared type counts.
 */

import { fileTypeFromBuffer } from 'file-type';
import { isReadablePdf } from './pdf-structure.ts';

/** How much of the start `file-type` reads to tell a type (its own sample size); a smaller file is read whole. */
export const SNIFF_BYTES = 4100;

/** Is this the start of a PDF, by its content (`file-type`, the well-kept library of magic numbers)? */
export async function isPdfHead(head: Uint8Array): Promise<boolean> {
  return (await fileTypeFromBuffer(head))?.mime === 'application/pdf';
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
 * nothing) with `NotPdf` as soon as the first bytes say otherwise, or at the end when the whole file does not parse
 * as a PDF with a page, or `TooLarge` as soon as one byte too many came. The bytes still go on as they come; a copy
 * is kept (at most `maxBytes`) because a PDF is read from its end (its cross-reference table).
 */
export function pdfWithin(maxBytes: number): TransformStream<Uint8Array, Uint8Array> {
  let seen = 0;
  let head: Uint8Array | undefined = new Uint8Array(0);
  const kept: Uint8Array[] = [];
  return new TransformStream<Uint8Array, Uint8Array>({
    async transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > maxBytes) throw new TooLarge(maxBytes);
      if (head === undefined) {
        kept.push(chunk);
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
      if (!(await isPdfHead(joined))) throw new NotPdf();
      head = undefined;
      kept.push(joined);
      controller.enqueue(joined);
    },
    // A file shorter than the sample is judged whole, at its end.
    async flush(controller) {
      if (head !== undefined) {
        if (!(await isPdfHead(head))) throw new NotPdf();
        kept.push(head);
      }
      if (!(await isReadablePdf(concatenated(kept, seen)))) throw new NotPdf();
      if (head !== undefined) controller.enqueue(head);
    },
  });
}

function concatenated(chunks: readonly Uint8Array[], length: number): Uint8Array {
  const whole = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}

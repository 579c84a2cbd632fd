/**
 * A streaming `multipart/form-data` reader: parts come one after the other, each body a stream read as the bytes
 * arrive, so that a file goes on to the blob store without ever being held whole (Hono's `parseBody` buffers it).
 * Runtime-neutral: Web streams only.
 */

export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  /** Must be read to its end (or the whole request abandoned) before the next part comes. */
  body: ReadableStream<Uint8Array>;
}

export interface MultipartLimits {
  /** Bytes of one part's headers. */
  headerBytes: number;
  /** Parts in the whole body. */
  parts: number;
}

/** The body does not follow the multipart format (the route answers 400). */
export class MalformedMultipart extends Error {
  constructor(reason: string) {
    super(`Malformed multipart body: ${reason}`);
    this.name = 'MalformedMultipart';
  }
}

/** The boundary of a `multipart/form-data` Content-Type, or undefined for any other type. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.byteLength === 0) return b;
  const joined = new Uint8Array(a.byteLength + b.byteLength);
  joined.set(a, 0);
  joined.set(b, a.byteLength);
  return joined;
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0]!;
  for (
    let start = haystack.indexOf(first, from);
    start !== -1 && start <= haystack.byteLength - needle.byteLength;
    start = haystack.indexOf(first, start + 1)
  ) {
    let index = 1;
    while (index < needle.byteLength && haystack[start + index] === needle[index]) index += 1;
    if (index === needle.byteLength) return start;
  }
  return -1;
}

/** The bytes read so far and not yet handed on, over the request's reader. */
class Bytes {
  buffer: Uint8Array = new Uint8Array(0);
  private ended = false;
  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  /** Reads one more chunk; false at the end of the body. */
  async more(): Promise<boolean> {
    if (this.ended) return false;
    const { value, done } = await this.reader.read();
    if (done) {
      this.ended = true;
      return false;
    }
    this.buffer = concat(this.buffer, value);
    return true;
  }

  /** Waits for `count` bytes; false when the body ends first. */
  async atLeast(count: number): Promise<boolean> {
    while (this.buffer.byteLength < count) if (!(await this.more())) return false;
    return true;
  }

  take(count: number): Uint8Array {
    const taken = this.buffer.subarray(0, count);
    this.buffer = this.buffer.subarray(count);
    return taken;
  }

  cancel(): Promise<void> {
    return this.reader.cancel().catch(() => undefined);
  }
}

function parseHeaders(block: string): { name: string; filename?: string; contentType?: string } {
  let disposition = '';
  let contentType: string | undefined;
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'content-disposition') disposition = value;
    else if (key === 'content-type') contentType = value;
  }
  if (!/^form-data\s*(;|$)/i.test(disposition)) throw new MalformedMultipart('a part is not form-data');
  const parameter = (key: string) => new RegExp(`;\\s*${key}="([^"]*)"`, 'i').exec(disposition)?.[1];
  const name = parameter('name');
  if (name === undefined) throw new MalformedMultipart('a part has no name');
  const filename = parameter('filename');
  return { name, ...(filename !== undefined && { filename }), ...(contentType && { contentType }) };
}

/**
 * The parts of a multipart body, in order. Malformed input is a `MalformedMultipart`; the caller bounds each
 * part's body itself (text fields and files have different limits).
 */
export async function* multipartParts(body: ReadableStream<Uint8Array>, boundary: string, limits: MultipartLimits): AsyncGenerator<MultipartPart> {
  const bytes = new Bytes(body.getReader());
  const delimiter = encoder.encode(`--${boundary}`);
  const separator = encoder.encode(`\r\n--${boundary}`);
  const headersEnd = encoder.encode('\r\n\r\n');
  try {
    // The preamble, which clients leave empty, up to the first delimiter.
    for (;;) {
      const at = indexOf(bytes.buffer, delimiter);
      if (at !== -1) {
        bytes.take(at + delimiter.byteLength);
        break;
      }
      if (bytes.buffer.byteLength > limits.headerBytes || !(await bytes.more())) throw new MalformedMultipart('no opening boundary');
    }
    for (let count = 0; ; count += 1) {
      if (!(await bytes.atLeast(2))) throw new MalformedMultipart('truncated after a boundary');
      const after = bytes.take(2);
      if (after[0] === 45 && after[1] === 45) return; // '--': the closing delimiter
      if (after[0] !== 13 || after[1] !== 10) throw new MalformedMultipart('no line break after a boundary');
      if (count >= limits.parts) throw new MalformedMultipart('too many parts');
      let end = indexOf(bytes.buffer, headersEnd);
      while (end === -1) {
        if (bytes.buffer.byteLength > limits.headerBytes || !(await bytes.more())) throw new MalformedMultipart('part headers too long or truncated');
        end = indexOf(bytes.buffer, headersEnd);
      }
      if (end > limits.headerBytes) throw new MalformedMultipart('part headers too long');
      const headers = parseHeaders(decoder.decode(bytes.take(end)));
      bytes.take(headersEnd.byteLength);

      let finished = false;
      const partBody = new ReadableStream<Uint8Array>({
        async pull(controller) {
          for (;;) {
            const at = indexOf(bytes.buffer, separator);
            if (at !== -1) {
              if (at > 0) controller.enqueue(bytes.take(at).slice());
              bytes.take(separator.byteLength);
              finished = true;
              controller.close();
              return;
            }
            // Everything but what could be the start of the separator can go on.
            const safe = bytes.buffer.byteLength - (separator.byteLength - 1);
            if (safe > 0) {
              controller.enqueue(bytes.take(safe).slice());
              return;
            }
            if (!(await bytes.more())) throw new MalformedMultipart('a part has no closing boundary');
          }
        },
      });
      yield { ...headers, body: partBody };
      if (!finished) {
        if (partBody.locked) throw new MalformedMultipart('a part was left half read');
        // Read to its end (what the consumer left): the next part starts after it.
        const rest = partBody.getReader();
        while (!(await rest.read()).done);
      }
    }
  } finally {
    await bytes.cancel();
  }
}

/** A text part, up to `maxBytes` (a longer one is refused as malformed: forms never send that much). */
export async function textOf(part: MultipartPart, maxBytes: number): Promise<string> {
  let collected: Uint8Array = new Uint8Array(0);
  // A reader rather than `for await`: the DOM's typing of web streams (the browser tests' build reads this file)
  // has no async iterator.
  const reader = part.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    collected = concat(collected, next.value);
    if (collected.byteLength > maxBytes) {
      await reader.cancel();
      throw new MalformedMultipart(`field '${part.name}' too long`);
    }
  }
  return decoder.decode(collected);
}

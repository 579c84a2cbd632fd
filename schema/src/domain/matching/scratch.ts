/**
 * Typed arrays lent for the length of one computation and reused by its later steps (the proposal solves several
 * times over nearly the same edges). On the shared virtual machines this was measured on, the first touch of fresh
 * memory costs a page fault per 4 KB, about 15 µs each: arrays made anew for every solve cost the proposal a fifth
 * of its time. Each array comes zeroed, like a new one; a name is one array at a time.
 */
export class Scratch {
  private readonly buffers = new Map<string, ArrayBuffer>();

  int32(name: string, length: number): Int32Array {
    return new Int32Array(this.bytes(name, length * Int32Array.BYTES_PER_ELEMENT), 0, length).fill(0);
  }

  float64(name: string, length: number): Float64Array {
    return new Float64Array(this.bytes(name, length * Float64Array.BYTES_PER_ELEMENT), 0, length).fill(0);
  }

  uint8(name: string, length: number): Uint8Array {
    return new Uint8Array(this.bytes(name, length), 0, length).fill(0);
  }

  private bytes(name: string, size: number): ArrayBuffer {
    const held = this.buffers.get(name);
    if (held && held.byteLength >= size) return held;
    // A little room to spare: the next solve usually weighs a few more edges.
    const buffer = new ArrayBuffer(Math.ceil((size * 1.1) / 8) * 8);
    this.buffers.set(name, buffer);
    return buffer;
  }
}

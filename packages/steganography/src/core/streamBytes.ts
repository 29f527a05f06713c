/**
 * Reading a file's stream in the sizes a parser asks for, without holding the file: the PNG
 * reader takes chunk headers and IDAT pieces from it (png-read.ts).
 */

/**
 * Every stream being read, held from here until it is cancelled. In Chromium a BYOB read waiting
 * for a Blob's bytes was lost (its promise never settled, the encode's check hung at 86 %) when a
 * garbage collection came while nothing but the pending read held the stream; forced collections
 * make it happen on the first read (e2e steganography-gc.spec.ts). The default reader did not.
 */
const reading = new Set<StreamBytes>();

/** Bytes read from a file's stream at a time, into one reused buffer where the stream allows. */
const READ_BYTES = 1 << 16;

/**
 * Bytes taken from a stream in the sizes asked for (copied only where they straddle its chunks).
 * A byte stream (a Blob's, in Chromium and Node) is read into one buffer of its own, again and
 * again, so reading a file allocates nothing; a view it returns is valid until the next call.
 */
export class StreamBytes {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array> | ReadableStreamBYOBReader;
  private buffer: ArrayBuffer | null = null;
  private chunk: Uint8Array = new Uint8Array(0);
  private at = 0;
  private ended = false;

  constructor(stream: ReadableStream<Uint8Array>) {
    reading.add(this);
    try {
      this.reader = stream.getReader({ mode: 'byob' });
      this.buffer = new ArrayBuffer(READ_BYTES);
    } catch {
      this.reader = stream.getReader();
    }
  }

  /** Exactly `n` bytes, or null if the stream ends first. */
  async takeOrEnd(n: number): Promise<Uint8Array | null> {
    if (this.chunk.length - this.at >= n) {
      this.at += n;
      return this.chunk.subarray(this.at - n, this.at);
    }
    const out = new Uint8Array(n);
    let filled = 0;
    while (filled < n) {
      if (this.at >= this.chunk.length && !(await this.more())) return null;
      const k = Math.min(n - filled, this.chunk.length - this.at);
      out.set(this.chunk.subarray(this.at, this.at + k), filled);
      filled += k;
      this.at += k;
    }
    return out;
  }

  /** Exactly `n` bytes; `truncated` is the error if the stream ends first. */
  async take(n: number, truncated: string): Promise<Uint8Array> {
    const bytes = await this.takeOrEnd(n);
    if (!bytes) throw new Error(truncated);
    return bytes;
  }

  /** Up to `n` bytes as they are in the stream (no copy); empty at its end. */
  async some(n: number): Promise<Uint8Array> {
    if (this.at >= this.chunk.length && !(await this.more())) return new Uint8Array(0);
    const k = Math.min(n, this.chunk.length - this.at);
    this.at += k;
    return this.chunk.subarray(this.at - k, this.at);
  }

  /** Skips `n` bytes: false if the stream ended first (an error, when `truncated` names one). */
  async skip(n: number, truncated: string | null): Promise<boolean> {
    for (let left = n; left > 0; ) {
      const piece = await this.some(left);
      if (piece.length === 0) {
        if (truncated) throw new Error(truncated);
        return false;
      }
      left -= piece.length;
    }
    return true;
  }

  async cancel(): Promise<void> {
    reading.delete(this);
    if (this.ended) return;
    this.ended = true;
    await this.reader.cancel().catch(() => {});
  }

  private async more(): Promise<boolean> {
    if (this.ended) return false;
    const next = this.buffer
      ? await (this.reader as ReadableStreamBYOBReader).read(new Uint8Array(this.buffer))
      : await (this.reader as ReadableStreamDefaultReader<Uint8Array>).read();
    if (next.done || !next.value) {
      this.ended = true;
      return false;
    }
    // The buffer was handed to the stream and comes back (the same memory) with the bytes read.
    if (this.buffer) this.buffer = next.value.buffer as ArrayBuffer;
    this.chunk = next.value;
    this.at = 0;
    return true;
  }
}

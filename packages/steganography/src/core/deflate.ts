import { concat } from './bytes';
import { adler32Update } from './checksums';
import { FastDeflater } from './fastDeflate';

export { concat };

/**
 * zlib pieces for the PNG writer. The browser's CompressionStream has no level setting and its
 * default (6) spends seconds of CPU on a large photo's filtered rows, so the writer deflates with its own fast deflater (fastDeflate.ts)
 * and can split the rows between two threads: every part but the last ends with a sync flush (byte
 * aligned, not final), so the parts are concatenated into one stream.
 */

/** The most data one stored DEFLATE block holds. */
const MAX_STORED = 65_535;

/**
 * A part written as stored (uncompressed) DEFLATE blocks: for rows that do not compress (noise),
 * deflating costs seconds for nothing. Every block is byte-aligned, so parts still join. The data
 * (`total` bytes) may arrive in pieces: each is copied straight into the one output array.
 */
export class StoredWriter {
  private out: Uint8Array;
  private o = 0;
  /** Output bytes still to come after the current buffer. */
  private rest: number;
  private fed = 0;
  /** Bytes the current block still has room for. */
  private room = 0;
  private a = 1;
  private b = 0;
  private readonly pieces: Uint8Array[] = [];

  /**
   * With `onPiece`, the output is written in buffers of about a megabyte, each handed over as soon
   * as it is full (and not kept); without it, into one array.
   */
  constructor(
    private readonly total: number,
    private readonly last: boolean,
    private readonly onPiece?: (piece: Uint8Array) => void,
    /** Every piece in the same buffer (`onPiece` copies what it keeps), as `FastDeflater`'s. */
    private readonly reuseOutput = false,
  ) {
    this.rest = total + Math.max(1, Math.ceil(total / MAX_STORED)) * 5;
    this.out = new Uint8Array(0);
    this.next();
    if (total === 0) this.header(0);
  }

  push(data: Uint8Array): void {
    if (this.fed + data.length > this.total) throw new Error('plus de données que prévu');
    const sum = adler32Update(this.a, this.b, data);
    this.a = sum.a;
    this.b = sum.b;
    for (let at = 0; at < data.length; ) {
      if (this.room === 0) this.header(Math.min(MAX_STORED, this.total - this.fed));
      const take = Math.min(this.room, data.length - at);
      this.put(data.subarray(at, at + take));
      at += take;
      this.fed += take;
      this.room -= take;
    }
  }

  /** The part; with `onPiece`, its `deflated` is empty (every byte was handed over). */
  finish(): CompressedPart {
    if (this.fed !== this.total) throw new Error('données manquantes');
    if (this.o > 0) this.emit();
    return {
      deflated: this.onPiece ? new Uint8Array(0) : concat(this.pieces),
      adler: ((this.b << 16) | this.a) >>> 0,
      length: this.total,
    };
  }

  private header(length: number): void {
    const final = this.last && this.fed + length === this.total ? 1 : 0;
    this.put(new Uint8Array([final, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]));
    this.room = length;
  }

  /** Copies bytes into the output, starting a new buffer whenever one is full. */
  private put(bytes: Uint8Array): void {
    for (let at = 0; at < bytes.length; ) {
      if (this.o === this.out.length) {
        this.emit();
        this.next();
      }
      const take = Math.min(bytes.length - at, this.out.length - this.o);
      this.out.set(bytes.subarray(at, at + take), this.o);
      this.o += take;
      at += take;
    }
  }

  private next(): void {
    if (this.onPiece && this.reuseOutput && this.out.length > 0) {
      this.o = 0;
      return;
    }
    const size = this.onPiece ? Math.min(this.rest, STORED_PIECE) : this.rest;
    this.out = new Uint8Array(size);
    this.rest -= size;
    this.o = 0;
  }

  private emit(): void {
    const piece = this.out.subarray(0, this.o);
    if (this.onPiece) this.onPiece(piece);
    else this.pieces.push(piece);
    this.o = this.out.length;
  }
}

/** Output buffer size of a `StoredWriter` that hands its pieces over. */
const STORED_PIECE = 1 << 20;

/** A part written as stored DEFLATE blocks, in one go (see `StoredWriter`). */
export function storePart(data: Uint8Array, last: boolean): CompressedPart {
  const writer = new StoredWriter(data.length, last);
  writer.push(data);
  return writer.finish();
}

/** Pieces fed to the deflater at a time (repeats are found within a piece). */
const PIECE = 1 << 20;

/** Raw DEFLATE of one part of a stream: `last` ends the stream, otherwise it ends byte-aligned. */
export function deflatePart(data: Uint8Array, last: boolean): Uint8Array {
  return compressPart(data, last).deflated;
}

/** One compressed part: its raw DEFLATE bytes and the Adler-32 of its input. */
export interface CompressedPart {
  deflated: Uint8Array;
  adler: number;
  length: number;
}

/** A compressed part left in the pieces it was written in (never joined in a copy). */
export interface CompressedPieces {
  pieces: Uint8Array[];
  adler: number;
  length: number;
}

/** A part's raw DEFLATE bytes as a list of pieces, whichever form it came in. */
export function deflatedPieces(part: CompressedPart | CompressedPieces): Uint8Array[] {
  return 'pieces' in part ? part.pieces : [part.deflated];
}

/** Compresses one part (what a helper thread runs). */
export function compressPart(data: Uint8Array, last: boolean, store = false): CompressedPart {
  if (store) return storePart(data, last);
  const deflater = new FastDeflater();
  for (let at = 0; at < data.length; at += PIECE) deflater.push(data.subarray(at, at + PIECE));
  return deflater.finish(last);
}

/**
 * Compresses the parts of a raw DEFLATE stream that come after the writer's own first part, in
 * order (the last one ends the stream). The default runs them here; the worker hands them to a
 * helper worker (transferring them) while it deflates its own part.
 */
export type CompressParts = (parts: Uint8Array[], store?: boolean) => Promise<CompressedPart[]>;

export const compressHere: CompressParts = async (parts, store = false) =>
  parts.map((part, index) => compressPart(part, index === parts.length - 1, store));

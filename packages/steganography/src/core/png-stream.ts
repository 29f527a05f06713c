import { concat, release } from './bytes';
import {
  adler32Combine,
  type CompressedPart,
  type CompressedPieces,
  type CompressParts,
  crc32,
  deflatedPieces,
  StoredWriter,
} from './deflate';
import { FastDeflater } from './fastDeflate';
import { inflateZlib, type ZlibPieces } from './inflate';
import { decodePngToRgba } from './png';
import type { RgbaImage } from './types';

/**
 * The fast PNG path: IDAT is inflated by this package's own inflater into one reused window
 * (inflate.ts: the platform's DecompressionStream left each piece of output to the garbage
 * collector, which was most of the worker's memory on small images), rows are unfiltered as they
 * arrive, and a reader can stop as soon as it has the rows it needs (a decoder needs only the rows
 * holding the hidden data). Writing filters every row with one filter chosen on a sample of rows
 * and deflates in parts (see deflate.ts). Only 8-bit, non-interlaced PNGs take this path; any
 * other PNG goes through fast-png.
 */

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Larger images are refused before anything is allocated (400 MB of RGBA). */
export const MAX_PIXELS = 100_000_000;

export interface PngChunks {
  width: number;
  height: number;
  depth: number;
  colorType: number;
  interlaced: boolean;
  /** PLTE entries as RGB triples. */
  palette: Uint8Array | null;
  tRNS: Uint8Array | null;
  idat: Uint8Array[];
  /** Chunk types in file order (IHDR, IDAT…), for diagnostics. */
  types: string[];
}

/** Header fields before any chunk is read. */
function noHeader(): Omit<PngChunks, 'idat'> {
  return {
    width: 0,
    height: 0,
    depth: 0,
    colorType: 0,
    interlaced: false,
    palette: null,
    tRNS: null,
    types: [],
  };
}

/** Splits a PNG into its chunks (no pixel work). Throws on a malformed file. */
export function readPngChunks(bytes: Uint8Array): PngChunks {
  if (bytes.length < 33 || SIGNATURE.some((b, i) => bytes[i] !== b)) throw new Error('signature PNG absente');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: PngChunks = { ...noHeader(), idat: [] };
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(
      bytes[at + 4] as number,
      bytes[at + 5] as number,
      bytes[at + 6] as number,
      bytes[at + 7] as number,
    );
    const start = at + 8;
    if (start + length + 4 > bytes.length) throw new Error(`bloc ${type} tronqué`);
    const data = bytes.subarray(start, start + length);
    chunks.types.push(type);
    if (type === 'IHDR') readIhdr(chunks, data);
    else if (type === 'PLTE') chunks.palette = data;
    else if (type === 'tRNS') chunks.tRNS = data;
    else if (type === 'IDAT') chunks.idat.push(data);
    else if (type === 'IEND') break;
    at = start + length + 4;
  }
  if (chunks.idat.length === 0 && chunks.types[0] === 'IHDR') throw new Error('données IDAT absentes');
  checkHeader(chunks);
  return chunks;
}

/** What must hold before any pixel is allocated (the file's first chunk was IHDR, a sane size). */
function checkHeader(chunks: Omit<PngChunks, 'idat'>): void {
  if (chunks.types[0] !== 'IHDR') throw new Error('en-tête IHDR absent');
  if (chunks.width === 0 || chunks.height === 0) throw new Error('dimensions nulles');
  if (chunks.width * chunks.height > MAX_PIXELS) {
    throw new Error(`image trop grande (${chunks.width}×${chunks.height}, maximum ${MAX_PIXELS / 1e6} MP)`);
  }
}

/** Reads IHDR's fields into `chunks`. */
function readIhdr(chunks: Omit<PngChunks, 'idat'>, data: Uint8Array): void {
  if (data.length < 13) throw new Error('en-tête IHDR invalide');
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  chunks.width = view.getUint32(0);
  chunks.height = view.getUint32(4);
  chunks.depth = data[8] as number;
  chunks.colorType = data[9] as number;
  chunks.interlaced = data[12] === 1;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** Reverses one row's filter. `prev` is the previous unfiltered row (or null on the first row). */
function unfilterRow(
  type: number,
  src: Uint8Array,
  s: number,
  dst: Uint8Array,
  d: number,
  prev: Uint8Array | null,
  p: number,
  length: number,
  bpp: number,
): void {
  switch (type) {
    case 0:
      dst.set(src.subarray(s, s + length), d);
      return;
    case 1:
      for (let i = 0; i < bpp; i++) dst[d + i] = src[s + i] as number;
      for (let i = bpp; i < length; i++) dst[d + i] = (src[s + i] as number) + (dst[d + i - bpp] as number);
      return;
    case 2:
      if (!prev) dst.set(src.subarray(s, s + length), d);
      else for (let i = 0; i < length; i++) dst[d + i] = (src[s + i] as number) + (prev[p + i] as number);
      return;
    case 3:
      if (!prev) {
        for (let i = 0; i < bpp; i++) dst[d + i] = src[s + i] as number;
        for (let i = bpp; i < length; i++)
          dst[d + i] = (src[s + i] as number) + ((dst[d + i - bpp] as number) >> 1);
      } else {
        for (let i = 0; i < bpp; i++) dst[d + i] = (src[s + i] as number) + ((prev[p + i] as number) >> 1);
        for (let i = bpp; i < length; i++)
          dst[d + i] =
            (src[s + i] as number) + (((dst[d + i - bpp] as number) + (prev[p + i] as number)) >> 1);
      }
      return;
    case 4:
      if (!prev) {
        for (let i = 0; i < bpp; i++) dst[d + i] = src[s + i] as number;
        for (let i = bpp; i < length; i++) dst[d + i] = (src[s + i] as number) + (dst[d + i - bpp] as number);
      } else {
        for (let i = 0; i < bpp; i++) dst[d + i] = (src[s + i] as number) + (prev[p + i] as number);
        for (let i = bpp; i < length; i++) {
          const a = dst[d + i - bpp] as number;
          const b = prev[p + i] as number;
          const c = prev[p + i - bpp] as number;
          const pa = b > c ? b - c : c - b;
          const pb = a > c ? a - c : c - a;
          const pc0 = a + b - c - c;
          const pc = pc0 < 0 ? -pc0 : pc0;
          dst[d + i] = (src[s + i] as number) + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
        }
      }
      return;
    default:
      throw new Error(`filtre PNG inconnu (${type})`);
  }
}

/** Expands one unfiltered 8-bit row of any colour type to RGBA. */
function expandRow(
  chunks: Omit<PngChunks, 'idat'>,
  line: Uint8Array,
  out: Uint8Array,
  o: number,
  width: number,
): void {
  const { colorType, palette, tRNS } = chunks;
  if (colorType === 2) {
    // A 16-bit key with a high byte set can never match an 8-bit sample.
    const key =
      tRNS && tRNS.length >= 6 && tRNS[0] === 0 && tRNS[2] === 0 && tRNS[4] === 0
        ? [tRNS[1], tRNS[3], tRNS[5]]
        : null;
    for (let x = 0, i = 0; x < width; x++, i += 3, o += 4) {
      const r = line[i] as number;
      const g = line[i + 1] as number;
      const b = line[i + 2] as number;
      out[o] = r;
      out[o + 1] = g;
      out[o + 2] = b;
      out[o + 3] = key && r === key[0] && g === key[1] && b === key[2] ? 0 : 255;
    }
  } else if (colorType === 0) {
    const key = tRNS && tRNS.length >= 2 && tRNS[0] === 0 ? (tRNS[1] as number) : -1;
    for (let x = 0; x < width; x++, o += 4) {
      const v = line[x] as number;
      out[o] = v;
      out[o + 1] = v;
      out[o + 2] = v;
      out[o + 3] = v === key ? 0 : 255;
    }
  } else if (colorType === 4) {
    for (let x = 0, i = 0; x < width; x++, i += 2, o += 4) {
      const v = line[i] as number;
      out[o] = v;
      out[o + 1] = v;
      out[o + 2] = v;
      out[o + 3] = line[i + 1] as number;
    }
  } else if (colorType === 3) {
    if (!palette) throw new Error('palette PNG absente');
    const entries = Math.floor(palette.length / 3);
    for (let x = 0; x < width; x++, o += 4) {
      const index = line[x] as number;
      if (index >= entries) throw new Error('index de palette invalide');
      out[o] = palette[index * 3] as number;
      out[o + 1] = palette[index * 3 + 1] as number;
      out[o + 2] = palette[index * 3 + 2] as number;
      out[o + 3] = tRNS && index < tRNS.length ? (tRNS[index] as number) : 255;
    }
  } else {
    throw new Error(`type de couleur PNG inconnu (${colorType})`);
  }
}

export interface RowsRead {
  /** The whole image's size; `data` holds at least the first `rows` rows (maybe no more). */
  image: RgbaImage;
  rows: number;
}

export interface ReadRowsOptions {
  /**
   * Called after each inflated piece with the rows ready so far: returns how many rows are needed
   * in total. Reading stops (and the rest of the stream is skipped) once that many are there.
   * Without it, every row is read.
   */
  rowsNeeded?: (rows: number, image: RgbaImage) => number;
  /** Inflate to the end even after the needed rows (checks the whole stream and its Adler-32). */
  verifyAll?: boolean;
  /**
   * Each row as it is read (RGBA, `width` × 4 bytes, valid only during the call), top to bottom.
   * With it, rows are not kept: the result's `image.data` is empty. (`rowsNeeded` still decides
   * where reading stops; its `image` argument then has no data.)
   */
  onRow?: (rgba: RgbaImage['data'], y: number) => void;
}

/** Reads a PNG to 8-bit RGBA, possibly only its first rows. Throws on a malformed file. */
export async function readPngRows(bytes: Uint8Array, options: ReadRowsOptions = {}): Promise<RowsRead> {
  const chunks = readPngChunks(bytes);
  if (!onFastPath(chunks)) return wholeImage(decodePngToRgba(bytes), options);
  return readRows(chunks, chunks.idat, options);
}

/** An image fast-png read whole, given as `readRows` would give it (row by row with `onRow`). */
function wholeImage(image: RgbaImage, options: ReadRowsOptions): RowsRead {
  const { onRow, rowsNeeded } = options;
  if (!onRow) return { image, rows: image.height };
  const stride = image.width * 4;
  const empty = { width: image.width, height: image.height, data: new Uint8Array(0) };
  let rows = 0;
  let needed = rowsNeeded ? rowsNeeded(0, empty) : image.height;
  while (rows < Math.min(needed, image.height)) {
    onRow(image.data.subarray(rows * stride, (rows + 1) * stride), rows);
    rows++;
    if (rows >= needed && rowsNeeded) needed = rowsNeeded(rows, empty);
  }
  return { image: empty, rows };
}

/**
 * Whether the fast path reads this image (8-bit, not interlaced); others go through fast-png.
 * Throws on a colour type PNG does not have.
 */
function onFastPath(chunks: Omit<PngChunks, 'idat'>): boolean {
  if (CHANNELS[chunks.colorType] === undefined)
    throw new Error(`type de couleur PNG inconnu (${chunks.colorType})`);
  return chunks.depth === 8 && !chunks.interlaced;
}

/**
 * Reads a PNG file to 8-bit RGBA as the file is read, never holding all of it: chunks are parsed
 * as they stream in and IDAT's bytes go to the inflater piece by piece. A reader that needs only
 * the first rows (a decoder) reads only the start of the file. (A 12 MP carrier's file, 12–41 MB,
 * was held whole next to its 48 MB of pixels.) Throws on a malformed file, like `readPngRows`.
 */
export async function readPngRowsFromBlob(blob: Blob, options: ReadRowsOptions = {}): Promise<RowsRead> {
  const source = new StreamBytes(blob.stream());
  try {
    const signature = await source.take(8, 'signature PNG absente');
    if (SIGNATURE.some((b, i) => signature[i] !== b)) throw new Error('signature PNG absente');
    const chunks = noHeader();
    let head = await source.take(8, 'en-tête IHDR absent');
    while (chunkType(head) !== 'IDAT') {
      const type = chunkType(head);
      const length = chunkLength(head);
      if (type === 'IEND')
        throw new Error(chunks.types[0] === 'IHDR' ? 'données IDAT absentes' : 'en-tête IHDR absent');
      chunks.types.push(type);
      if (type === 'IHDR' || type === 'PLTE' || type === 'tRNS') {
        const data = (await source.take(length, `bloc ${type} tronqué`)).slice();
        if (type === 'IHDR') readIhdr(chunks, data);
        else if (type === 'PLTE') chunks.palette = data;
        else chunks.tRNS = data;
      } else await source.skip(length, `bloc ${type} tronqué`);
      await source.skip(4, `bloc ${type} tronqué`);
      head = await source.take(8, 'données IDAT absentes');
    }
    chunks.types.push('IDAT');
    checkHeader(chunks);
    if (!onFastPath(chunks)) {
      await source.cancel();
      return wholeImage(decodePngToRgba(new Uint8Array(await blob.arrayBuffer())), options);
    }
    // IDAT's bytes: this chunk's, then each following IDAT's (IDAT chunks come one after another).
    const firstLength = chunkLength(head);
    async function* idat(): AsyncGenerator<Uint8Array> {
      let left = firstLength;
      while (true) {
        while (left > 0) {
          const piece = await source.some(left);
          if (piece.length === 0) throw new Error('bloc IDAT tronqué');
          left -= piece.length;
          yield piece;
        }
        // A file cut after its last IDAT (no CRC or IEND) still has all its pixels.
        const next = (await source.skip(4, null)) ? await source.takeOrEnd(8) : null;
        if (!next || chunkType(next) !== 'IDAT') return;
        left = chunkLength(next);
      }
    }
    return await readRows(chunks, idat(), options);
  } finally {
    await source.cancel();
  }
}

const chunkType = (head: Uint8Array) =>
  String.fromCharCode(head[4] as number, head[5] as number, head[6] as number, head[7] as number);
const chunkLength = (head: Uint8Array) =>
  new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);

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
class StreamBytes {
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

/** The rows of an 8-bit, non-interlaced image from its header fields and zlib stream (`idat`). */
async function readRows(
  chunks: Omit<PngChunks, 'idat'>,
  idat: ZlibPieces,
  options: ReadRowsOptions,
): Promise<RowsRead> {
  const { width, height, colorType } = chunks;
  const channels = CHANNELS[colorType] as number;
  const bpp = channels;
  const lineBytes = width * bpp;
  const stride = lineBytes + 1;
  const { onRow } = options;
  // Only the rows asked for are allocated (a decoder of a 12 MP image needs about a fifth), and
  // none when each row goes to `onRow`.
  let allocated = 0;
  let out = new Uint8Array(0);
  const image: RgbaImage = { width, height, data: out };
  const reserve = (rows: number) => {
    if (onRow || rows <= allocated) return;
    allocated = Math.min(height, rows);
    const bigger = new Uint8Array(allocated * width * 4);
    bigger.set(out);
    out = bigger;
    image.data = out;
  };
  const direct = colorType === 6 && !onRow; // RGBA rows unfilter straight into the output
  const lines = direct ? null : [new Uint8Array(lineBytes), new Uint8Array(lineBytes)];
  // Rows of other colour types are expanded into this one before going to `onRow`.
  const rgba = onRow && colorType !== 6 ? new Uint8Array(width * 4) : null;
  const pending = new Uint8Array(stride);
  let pendingLength = 0;
  let rows = 0;
  let needed = options.rowsNeeded ? Math.min(height, options.rowsNeeded(0, image)) : height;
  reserve(needed);

  const finishRow = (src: Uint8Array, s: number) => {
    const type = src[s] as number;
    if (direct) {
      const d = rows * lineBytes;
      unfilterRow(type, src, s + 1, out, d, rows > 0 ? out : null, d - lineBytes, lineBytes, bpp);
    } else {
      const line = (lines as Uint8Array[])[rows & 1] as Uint8Array;
      const prev = rows > 0 ? ((lines as Uint8Array[])[(rows - 1) & 1] as Uint8Array) : null;
      unfilterRow(type, src, s + 1, line, 0, prev, 0, lineBytes, bpp);
      if (!onRow) expandRow(chunks, line, out, rows * width * 4, width);
      else if (!rgba) onRow(line, rows);
      else {
        expandRow(chunks, line, rgba, 0, width);
        onRow(rgba, rows);
      }
    }
    rows++;
  };

  // The Adler-32 is checked when every row is read (it covers the whole stream).
  const checksum = !options.rowsNeeded || options.verifyAll === true;
  for await (const piece of inflateZlib(idat, { checksum })) {
    let at = 0;
    while (at < piece.length) {
      if (rows >= needed) {
        // The rows read so far may tell that more are needed (the decoder's length prefix).
        if (options.rowsNeeded && rows < height) needed = Math.min(height, options.rowsNeeded(rows, image));
        if (rows >= needed) break;
        reserve(needed);
      }
      if (pendingLength === 0 && piece.length - at >= stride) {
        finishRow(piece, at);
        at += stride;
        continue;
      }
      const take = Math.min(stride - pendingLength, piece.length - at);
      pending.set(piece.subarray(at, at + take), pendingLength);
      pendingLength += take;
      at += take;
      if (pendingLength === stride) {
        finishRow(pending, 0);
        pendingLength = 0;
      }
    }
    if (rows >= needed && options.rowsNeeded && rows < height) {
      needed = Math.min(height, options.rowsNeeded(rows, image));
      reserve(needed);
    }
    if (rows >= needed && !checksum) break;
  }
  if (rows < needed) throw new Error('données PNG tronquées');
  return { image, rows };
}

/** Reads a whole PNG to 8-bit RGBA through the fast path. */
export async function decodePngFast(bytes: Uint8Array): Promise<RgbaImage> {
  return (await readPngRows(bytes)).image;
}

/** PNG filter types: 0 (None) is only written for rows that are stored, not deflated. */
export type RowFilterType = 0 | 1 | 2 | 3 | 4;

type RowFilter = (
  src: Uint8Array,
  s: number,
  prevOffset: number,
  out: Uint8Array,
  o: number,
  n: number,
) => void;

/**
 * The four PNG filters for 4-byte pixels; `prevOffset` < 0 means "first row". The first pixel and
 * the first row are handled apart, so the loops over the rest have no per-byte branch.
 */
const FILTERS: Record<RowFilterType, RowFilter> = {
  0: (src, s, _p, out, o, n) => {
    out.set(src.subarray(s, s + n), o);
  },
  1: (src, s, _p, out, o, n) => {
    for (let i = 0; i < 4; i++) out[o + i] = src[s + i] as number;
    for (let i = 4; i < n; i++) out[o + i] = (src[s + i] as number) - (src[s + i - 4] as number);
  },
  2: (src, s, p, out, o, n) => {
    if (p < 0) out.set(src.subarray(s, s + n), o);
    else for (let i = 0; i < n; i++) out[o + i] = (src[s + i] as number) - (src[p + i] as number);
  },
  3: (src, s, p, out, o, n) => {
    if (p < 0) {
      for (let i = 0; i < 4; i++) out[o + i] = src[s + i] as number;
      for (let i = 4; i < n; i++) out[o + i] = (src[s + i] as number) - ((src[s + i - 4] as number) >> 1);
      return;
    }
    for (let i = 0; i < 4; i++) out[o + i] = (src[s + i] as number) - ((src[p + i] as number) >> 1);
    for (let i = 4; i < n; i++)
      out[o + i] = (src[s + i] as number) - (((src[s + i - 4] as number) + (src[p + i] as number)) >> 1);
  },
  4: (src, s, p, out, o, n) => {
    if (p < 0) {
      FILTERS[1](src, s, p, out, o, n);
      return;
    }
    for (let i = 0; i < 4; i++) out[o + i] = (src[s + i] as number) - (src[p + i] as number);
    for (let i = 4; i < n; i++) {
      const a = src[s + i - 4] as number;
      const b = src[p + i] as number;
      const c = src[p + i - 4] as number;
      const pa = b > c ? b - c : c - b;
      const pb = a > c ? a - c : c - a;
      const pc0 = a + b - c - c;
      const pc = pc0 < 0 ? -pc0 : pc0;
      out[o + i] = (src[s + i] as number) - (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
    }
  },
};

/**
 * Picks one filter for the whole image: the one whose residuals are smallest (sum of |signed byte|,
 * libpng's heuristic) over about 24 sample rows. Cheaper than choosing per row, and photos and
 * noise both come out within a few percent of a per-row choice.
 */
export function chooseFilter(image: RgbaImage): 1 | 2 | 3 | 4 {
  return chooseEncoding(image).filter;
}

/**
 * The filter, and whether the filtered rows are worth deflating: when their bytes carry over 6.5
 * bits of entropy per byte on the sample (noise, even with a constant alpha channel), DEFLATE can
 * save at most about a fifth of the size for seconds of CPU on 12 MP, so the rows are stored.
 */
export function chooseEncoding(image: RgbaImage): { filter: 1 | 2 | 3 | 4; store: boolean } {
  const { width, height, data } = image;
  const n = width * 4;
  const scratch = new Uint8Array(n);
  const step = Math.max(1, Math.floor(height / 24));
  let best: 1 | 2 | 3 | 4 = 1;
  let bestScore = Number.POSITIVE_INFINITY;
  let bestCounts = new Float64Array(256);
  for (const type of [1, 2, 3, 4] as const) {
    let score = 0;
    const counts = new Float64Array(256);
    for (let y = height > 1 ? 1 : 0; y < height; y += step) {
      FILTERS[type](data as Uint8Array, y * n, y > 0 ? (y - 1) * n : -1, scratch, 0, n);
      for (let i = 0; i < n; i++) {
        const v = scratch[i] as number;
        score += v < 128 ? v : 256 - v;
        counts[v] = (counts[v] as number) + 1;
      }
    }
    if (score < bestScore) {
      bestScore = score;
      best = type;
      bestCounts = counts;
    }
  }
  let total = 0;
  for (const count of bestCounts) total += count;
  let entropy = 0;
  for (const count of bestCounts) if (count > 0) entropy -= (count / total) * Math.log2(count / total);
  return { filter: best, store: total >= 4096 && entropy > 6.5 };
}

function chunk(type: string, parts: readonly Uint8Array[]): Uint8Array[] {
  let length = 0;
  for (const part of parts) length += part.length;
  const head = new Uint8Array(8);
  new DataView(head.buffer).setUint32(0, length);
  for (let i = 0; i < 4; i++) head[4 + i] = type.charCodeAt(i);
  const tail = new Uint8Array(4);
  new DataView(tail.buffer).setUint32(0, crc32([head.subarray(4), ...parts]));
  return [head, ...parts, tail];
}

export interface EncodePngOptions {
  /**
   * Filters and deflates the later parts' raw rows (default: on this thread). A helper thread
   * given raw rows filters them too, so filtering is shared as well as deflating.
   */
  compressRows?: CompressRows;
  /** Deflates the later parts once filtered here (used when `compressRows` is not given). */
  compress?: CompressParts;
  /** How many parts the rows are cut into (one per thread that compresses). */
  parts?: number;
  /** Fewer parts when each would hold less RGBA than this (default `MIN_PART_BYTES`). */
  minPartBytes?: number;
}

/**
 * One later part of the image for a thread to filter and deflate: its raw RGBA rows, preceded by
 * the row above the part when there is one (`above`), which filters read but which is not written.
 */
export interface RowsJob {
  rows: Uint8Array;
  width: number;
  filter: RowFilterType;
  above: boolean;
  /** Ends the zlib stream (the last part), else ends byte-aligned. */
  last: boolean;
  /** Stored blocks instead of DEFLATE (rows that do not compress). */
  store: boolean;
}

/** Filters and compresses later parts; a part may come back joined or in its pieces. */
export type CompressRows = (jobs: RowsJob[]) => Promise<Array<CompressedPart | CompressedPieces>>;

/** Rows filtered at a time into one reused buffer before they are deflated (about 1 MB). */
const FILTER_BLOCK_BYTES = 1 << 20;

/**
 * Filters rows `[from, to)` of `data` (RGBA, `n` bytes a row; row `from - 1` is read when
 * `from > first`) and hands them to `sink` about a megabyte at a time, through one reused buffer.
 */
function filterInBlocks(
  data: Uint8Array,
  n: number,
  first: number,
  from: number,
  to: number,
  filter: RowFilterType,
  sink: (filtered: Uint8Array) => void,
): void {
  const blockRows = Math.max(1, Math.floor(FILTER_BLOCK_BYTES / (n + 1)));
  const block = new Uint8Array(Math.min(blockRows, Math.max(1, to - from)) * (n + 1));
  for (let y = from; y < to; y += blockRows) {
    const end = Math.min(to, y + blockRows);
    for (let row = y, o = 0; row < end; row++, o += n + 1) {
      block[o] = filter;
      FILTERS[filter](data, row * n, row > first ? (row - 1) * n : -1, block, o + 1, n);
    }
    sink(block.subarray(0, (end - y) * (n + 1)));
  }
  release(block); // the sink copies what it keeps
}

/** Filters and compresses one later part (what a helper thread runs). */
export function compressRows(job: RowsJob): CompressedPart {
  const part = compressRowsInPieces(job);
  return { deflated: concat(part.pieces), adler: part.adler, length: part.length };
}

/** `compressRows` with the output left in the pieces it was written in (no joining copy). */
export function compressRowsInPieces(job: RowsJob): CompressedPieces {
  const n = job.width * 4;
  const total = n > 0 ? job.rows.length / n : 0;
  return filterAndCompress(job.rows, n, job.above ? 1 : 0, total, job.filter, job.store, job.last);
}

/**
 * Filters rows `[from, to)` of `data` (row `from - 1` is read when `from > 0`) about a megabyte at
 * a time and compresses them as they come: deflated, or written as stored blocks straight into
 * the output (rows that do not compress are copied once).
 */
function filterAndCompress(
  data: Uint8Array,
  n: number,
  from: number,
  to: number,
  filter: RowFilterType,
  store: boolean,
  last: boolean,
  onPiece?: (piece: Uint8Array) => void,
  reuseOutput = false,
): CompressedPieces {
  if (store) {
    const writer = new StoredWriter((to - from) * (n + 1), last, onPiece, reuseOutput);
    filterInBlocks(data, n, 0, from, to, filter, (block) => writer.push(block));
    const part = writer.finish();
    return { pieces: onPiece ? [] : [part.deflated], adler: part.adler, length: part.length };
  }
  const deflater = new FastDeflater(onPiece, reuseOutput);
  filterInBlocks(data, n, 0, from, to, filter, (block) => deflater.push(block));
  return deflater.finishPieces(last);
}

export const compressRowsHere: CompressRows = async (jobs) => jobs.map(compressRows);

/** A PNG as written: the file's bytes in order, in pieces, and which of them are the zlib stream. */
export interface PngPieces {
  /** Every byte of the file, in order (for a Blob, or `concat`). */
  pieces: Uint8Array[];
  /** The zlib stream inside IDAT (a run of `pieces`). */
  zlib: Uint8Array[];
  width: number;
  height: number;
}

/**
 * Writes 8-bit RGBA as a PNG with no colour chunks (so the bits come back exactly): one filter for
 * every row, zlib stream deflated in parts that are joined byte-aligned.
 */
export async function encodeRgbaToPngFast(
  image: RgbaImage,
  options: EncodePngOptions = {},
): Promise<Uint8Array> {
  return concat((await encodeRgbaToPngPieces(image, options)).pieces);
}

/**
 * `encodeRgbaToPngFast` without joining the file into one array: a 12 MP photo's PNG is 14 MB
 * (noise 46 MB), and the copy that joins it (with the compressed parts' own) was the worker's peak
 * of memory. A Blob takes the pieces as they are.
 */
export async function encodeRgbaToPngPieces(
  image: RgbaImage,
  options: EncodePngOptions = {},
): Promise<PngPieces> {
  const zlib: Uint8Array[] = [];
  await writeZlib(image, options, (piece) => zlib.push(piece));
  const { width, height } = image;
  return {
    pieces: [...pngHead(width, height), ...chunk('IDAT', zlib), ...chunk('IEND', [])],
    zlib,
    width,
    height,
  };
}

/**
 * Least RGBA in each part when the rows are cut for other threads: 1 MP, so images from 2 MP on
 * are shared. On a 1 MP photo a second thread saved no measurable time on a 2-core machine (the
 * Chromium bench's encode was not slower without it) and cost a copy of half the rows plus its
 * own deflater's buffers, 5 MB: more than the image's pixels.
 */
export const MIN_PART_BYTES = 4_000_000;

/** Compressed bytes put in one IDAT chunk of a streamed PNG (smaller pieces wait for more). */
const IDAT_BYTES = 1 << 18;

/**
 * Writes the PNG straight into a Blob as it is compressed: each megabyte of output becomes part of
 * the Blob at once (in IDAT chunks of its own), so the file is never held in the worker in full,
 * and this thread's compressor writes every piece in one buffer it reuses (the Blob copies).
 * Same pixels and rows as `encodeRgbaToPngPieces`; only the IDAT chunking differs.
 */
export async function encodeRgbaToPngBlob(image: RgbaImage, options: EncodePngOptions = {}): Promise<Blob> {
  const { width, height } = image;
  const parts: Blob[] = [new Blob(pngHead(width, height) as BlobPart[])];
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const flush = () => {
    if (pendingBytes === 0) return;
    parts.push(new Blob(chunk('IDAT', pending) as BlobPart[]));
    pending = [];
    pendingBytes = 0;
  };
  await writeZlib(
    image,
    options,
    (piece) => {
      // This thread's part comes in the compressor's one reused buffer: a large piece goes into
      // the Blob now (which copies it), a small one is copied to wait for more.
      if (piece.length === 0) return;
      const small = piece.length < IDAT_BYTES / 4;
      pending.push(small ? piece.slice() : piece);
      pendingBytes += piece.length;
      if (!small || pendingBytes >= IDAT_BYTES) flush();
    },
    true,
  );
  flush();
  parts.push(new Blob(chunk('IEND', []) as BlobPart[]));
  return new Blob(parts, { type: 'image/png' });
}

/** The PNG signature and IHDR (8-bit RGBA, no interlacing). */
function pngHead(width: number, height: number): Uint8Array[] {
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return [new Uint8Array(SIGNATURE), ...chunk('IHDR', [ihdr])];
}

/**
 * The image's zlib stream (one filter for every row, deflated or stored in parts joined
 * byte-aligned), handed to `onPiece` in order: the header, this thread's part as it is written,
 * the later parts (other threads') once this one is done, then the Adler-32.
 */
async function writeZlib(
  image: RgbaImage,
  options: EncodePngOptions,
  onPiece: (piece: Uint8Array) => void,
  /** `onPiece` copies each piece before it returns: this thread's part reuses one output buffer. */
  reuseOutput = false,
): Promise<void> {
  const { width, height } = image;
  const data = image.data as Uint8Array;
  if (data.length !== width * height * 4) throw new Error('données RGBA invalides');
  const chosen = chooseEncoding(image);
  const { store } = chosen;
  // Rows that are stored are not filtered (the size is the same): a copy, on this thread alone,
  // costs less than handing half of them to another (a 24 MB copy for 12 MP, and the memory).
  const filter: RowFilterType = store ? 0 : chosen.filter;
  const n = width * 4;
  const count = store
    ? 1
    : Math.max(
        1,
        Math.min(
          options.parts ?? 1,
          height,
          Math.floor(data.length / (options.minPartBytes ?? MIN_PART_BYTES)),
        ),
      );
  const bounds = Array.from({ length: count + 1 }, (_, k) => Math.floor((height * k) / count));
  let later: Promise<Array<CompressedPart | CompressedPieces>> = Promise.resolve([]);
  if (count > 1 && options.compress && !options.compressRows) {
    // A compressor of filtered parts: the later parts are filtered here, handed over first.
    const others: Uint8Array[] = [];
    for (let k = 1; k < count; k++) {
      const from = bounds[k] as number;
      const to = bounds[k + 1] as number;
      const part = new Uint8Array((to - from) * (n + 1));
      let at = 0;
      filterInBlocks(data, n, 0, from, to, filter, (block) => {
        part.set(block, at);
        at += block.length;
      });
      others.push(part);
    }
    later = options.compress(others, store);
  } else if (count > 1) {
    // The later parts' raw rows (and the row above each) are copied out and handed over first:
    // a copy costs far less than filtering, which the other thread then does.
    const jobs: RowsJob[] = [];
    for (let k = 1; k < count; k++) {
      const from = bounds[k] as number;
      const to = bounds[k + 1] as number;
      jobs.push({
        rows: data.slice((from - 1) * n, to * n),
        width,
        filter,
        above: true,
        last: k === count - 1,
        store,
      });
    }
    later = (options.compressRows ?? compressRowsHere)(jobs);
  }
  onPiece(new Uint8Array([0x78, 0x01]));
  const first = filterAndCompress(
    data,
    n,
    0,
    bounds[1] as number,
    filter,
    store,
    count === 1,
    onPiece,
    reuseOutput,
  );
  for (const piece of first.pieces) onPiece(piece);
  let adler = adler32Combine(1, first.adler, first.length);
  for (const part of await later) {
    for (const piece of deflatedPieces(part)) onPiece(piece);
    adler = adler32Combine(adler, part.adler, part.length);
  }
  const trailer = new Uint8Array(4);
  new DataView(trailer.buffer).setUint32(0, adler);
  onPiece(trailer);
}

/** Reads back rows of a PNG as written by `encodeRgbaToPngPieces`, from its zlib stream's pieces. */
export function readWrittenRows(png: PngPieces, options: ReadRowsOptions = {}): Promise<RowsRead> {
  return readRows(
    {
      width: png.width,
      height: png.height,
      depth: 8,
      colorType: 6,
      interlaced: false,
      palette: null,
      tRNS: null,
      types: ['IHDR', 'IDAT', 'IEND'],
    },
    png.zlib,
    options,
  );
}

import { concat, release } from './bytes';
import { adler32Combine, crc32 } from './checksums';
import {
  type CompressedPart,
  type CompressedPieces,
  type CompressParts,
  deflatedPieces,
  StoredWriter,
} from './deflate';
import { FastDeflater } from './fastDeflate';
import { SIGNATURE } from './png-read';
import type { RgbaImage } from './types';

/**
 * The fast PNG writer: every row filtered with one filter chosen on a sample of rows, the zlib
 * stream deflated (or stored) in parts that other threads may write, joined byte-aligned (see
 * deflate.ts). The reader is png-read.ts.
 */

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
 * bits of entropy per byte on the sample (noise, even with a constant alpha channel), DEFLATE saves
 * little of the size for much CPU, so the rows are stored.
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
 * `encodeRgbaToPngFast` without joining the file into one array: a large image's PNG is tens of
 * MB, and the copy that joins it (with the compressed parts' own) would be the worker's peak of
 * memory. A Blob takes the pieces as they are.
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
 * are shared. Below that a second thread saves no time on two cores and costs a copy of half the
 * rows plus its own deflater's buffers, more than the image's pixels.
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
  // costs less than handing half of them to another (a copy of half the image, and its memory).
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

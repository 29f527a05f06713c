import { adler32Combine, type CompressedPart, type CompressParts, concat, crc32, storePart } from './deflate';
import { FastDeflater } from './fastDeflate';
import { decodePngToRgba } from './png';
import type { RgbaImage } from './types';

/**
 * The fast PNG path: IDAT is inflated by the platform's native DecompressionStream (zlib in C++
 * in browsers and Node), rows are unfiltered as they arrive, and a reader can stop as soon as it
 * has the rows it needs (a decoder needs only the rows holding the hidden data). Writing filters
 * every row with one filter chosen on a sample of rows and deflates in parts (see deflate.ts).
 * Only 8-bit, non-interlaced PNGs take this path; any other PNG goes through fast-png.
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

/** Splits a PNG into its chunks (no pixel work). Throws on a malformed file. */
export function readPngChunks(bytes: Uint8Array): PngChunks {
  if (bytes.length < 33 || SIGNATURE.some((b, i) => bytes[i] !== b)) throw new Error('signature PNG absente');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: PngChunks = {
    width: 0,
    height: 0,
    depth: 0,
    colorType: 0,
    interlaced: false,
    palette: null,
    tRNS: null,
    idat: [],
    types: [],
  };
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
    if (type === 'IHDR') {
      if (length < 13) throw new Error('en-tête IHDR invalide');
      chunks.width = view.getUint32(start);
      chunks.height = view.getUint32(start + 4);
      chunks.depth = data[8] as number;
      chunks.colorType = data[9] as number;
      chunks.interlaced = data[12] === 1;
    } else if (type === 'PLTE') chunks.palette = data;
    else if (type === 'tRNS') chunks.tRNS = data;
    else if (type === 'IDAT') chunks.idat.push(data);
    else if (type === 'IEND') break;
    at = start + length + 4;
  }
  if (chunks.types[0] !== 'IHDR') throw new Error('en-tête IHDR absent');
  if (chunks.idat.length === 0) throw new Error('données IDAT absentes');
  if (chunks.width === 0 || chunks.height === 0) throw new Error('dimensions nulles');
  if (chunks.width * chunks.height > MAX_PIXELS) {
    throw new Error(`image trop grande (${chunks.width}×${chunks.height}, maximum ${MAX_PIXELS / 1e6} MP)`);
  }
  return chunks;
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
function expandRow(chunks: PngChunks, line: Uint8Array, out: Uint8Array, o: number, width: number): void {
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

/** Yields the inflated bytes of a zlib stream given in pieces, through the native decompressor. */
async function* inflate(parts: readonly Uint8Array[]): AsyncGenerator<Uint8Array> {
  let next = 0;
  const input = new ReadableStream<BufferSource>({
    pull(controller) {
      if (next < parts.length) controller.enqueue(parts[next++] as Uint8Array<ArrayBuffer>);
      else controller.close();
    },
  });
  const reader = input.pipeThrough<Uint8Array>(new DecompressionStream('deflate')).getReader();
  let done = false;
  try {
    while (true) {
      const chunk = await reader.read();
      if (chunk.done) {
        done = true;
        return;
      }
      yield chunk.value;
    }
  } finally {
    if (!done) await reader.cancel().catch(() => {});
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
}

/** Reads a PNG to 8-bit RGBA, possibly only its first rows. Throws on a malformed file. */
export async function readPngRows(bytes: Uint8Array, options: ReadRowsOptions = {}): Promise<RowsRead> {
  const chunks = readPngChunks(bytes);
  const { width, height, depth, colorType, interlaced } = chunks;
  const channels = CHANNELS[colorType];
  if (channels === undefined) throw new Error(`type de couleur PNG inconnu (${colorType})`);
  if (depth !== 8 || interlaced) {
    const image = decodePngToRgba(bytes);
    return { image, rows: image.height };
  }
  const bpp = channels;
  const lineBytes = width * bpp;
  const stride = lineBytes + 1;
  // Only the rows asked for are allocated (a decoder of a 12 MP image needs about a fifth).
  let allocated = 0;
  let out = new Uint8Array(0);
  const image: RgbaImage = { width, height, data: out };
  const reserve = (rows: number) => {
    if (rows <= allocated) return;
    allocated = Math.min(height, rows);
    const bigger = new Uint8Array(allocated * width * 4);
    bigger.set(out);
    out = bigger;
    image.data = out;
  };
  const direct = colorType === 6; // RGBA rows unfilter straight into the output
  const lines = direct ? null : [new Uint8Array(lineBytes), new Uint8Array(lineBytes)];
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
      expandRow(chunks, line, out, rows * width * 4, width);
    }
    rows++;
  };

  for await (const piece of inflate(chunks.idat)) {
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
    if (rows >= needed && !options.verifyAll) break;
  }
  if (rows < needed) throw new Error('données PNG tronquées');
  return { image, rows };
}

/** Reads a whole PNG to 8-bit RGBA through the fast path. */
export async function decodePngFast(bytes: Uint8Array): Promise<RgbaImage> {
  return (await readPngRows(bytes)).image;
}

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
const FILTERS: Record<1 | 2 | 3 | 4, RowFilter> = {
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
}

/**
 * One later part of the image for a thread to filter and deflate: its raw RGBA rows, preceded by
 * the row above the part when there is one (`above`), which filters read but which is not written.
 */
export interface RowsJob {
  rows: Uint8Array;
  width: number;
  filter: 1 | 2 | 3 | 4;
  above: boolean;
  /** Ends the zlib stream (the last part), else ends byte-aligned. */
  last: boolean;
  /** Stored blocks instead of DEFLATE (rows that do not compress). */
  store: boolean;
}

export type CompressRows = (jobs: RowsJob[]) => Promise<CompressedPart[]>;

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
  filter: 1 | 2 | 3 | 4,
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
}

/** Filters and compresses one later part (what a helper thread runs). */
export function compressRows(job: RowsJob): CompressedPart {
  const n = job.width * 4;
  const total = n > 0 ? job.rows.length / n : 0;
  const from = job.above ? 1 : 0;
  if (job.store) {
    const filtered = new Uint8Array((total - from) * (n + 1));
    let at = 0;
    filterInBlocks(job.rows, n, 0, from, total, job.filter, (block) => {
      filtered.set(block, at);
      at += block.length;
    });
    return storePart(filtered, job.last);
  }
  const deflater = new FastDeflater();
  filterInBlocks(job.rows, n, 0, from, total, job.filter, (block) => deflater.push(block));
  return deflater.finish(job.last);
}

export const compressRowsHere: CompressRows = async (jobs) => jobs.map(compressRows);

/**
 * Writes 8-bit RGBA as a PNG with no colour chunks (so the bits come back exactly): one filter for
 * every row, zlib stream deflated in parts that are joined byte-aligned.
 */
export async function encodeRgbaToPngFast(
  image: RgbaImage,
  options: EncodePngOptions = {},
): Promise<Uint8Array> {
  const { width, height } = image;
  const data = image.data as Uint8Array;
  if (data.length !== width * height * 4) throw new Error('données RGBA invalides');
  const { filter, store } = chooseEncoding(image);
  const n = width * 4;
  const count = Math.max(1, Math.min(options.parts ?? 1, height));
  const bounds = Array.from({ length: count + 1 }, (_, k) => Math.floor((height * k) / count));
  let later: Promise<CompressedPart[]> = Promise.resolve([]);
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
  const end = bounds[1] as number;
  let first: CompressedPart;
  if (store) {
    const part = new Uint8Array(end * (n + 1));
    let at = 0;
    filterInBlocks(data, n, 0, 0, end, filter, (block) => {
      part.set(block, at);
      at += block.length;
    });
    first = storePart(part, count === 1);
  } else {
    const deflater = new FastDeflater();
    filterInBlocks(data, n, 0, 0, end, filter, (block) => deflater.push(block));
    first = deflater.finish(count === 1);
  }
  const compressed = [first, ...(await later)];
  let adler = 1;
  for (const part of compressed) adler = adler32Combine(adler, part.adler, part.length);
  const header = new Uint8Array([0x78, 0x01]);
  const trailer = new Uint8Array(4);
  new DataView(trailer.buffer).setUint32(0, adler);
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return concat([
    new Uint8Array(SIGNATURE),
    ...chunk('IHDR', [ihdr]),
    ...chunk('IDAT', [header, ...compressed.map((part) => part.deflated), trailer]),
    ...chunk('IEND', []),
  ]);
}

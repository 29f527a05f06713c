import { inflateZlib, type ZlibPieces } from './inflate';
import { decodePngToRgba } from './png';
import { StreamBytes } from './streamBytes';
import type { RgbaImage } from './types';

/**
 * The fast PNG reader: IDAT is inflated by this package's own inflater into one reused window
 * (inflate.ts says why not the platform's stream), rows are unfiltered as they arrive, and a
 * reader can stop as soon as it has the rows it needs (a decoder needs only the rows holding the
 * hidden data). Only 8-bit, non-interlaced PNGs take this path; any other PNG goes through
 * fast-png. The writer is png-write.ts.
 */

export const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
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
 * the first rows (a decoder) reads only the start of the file, and a carrier's file is never held
 * whole next to its pixels. Throws on a malformed file, like `readPngRows`.
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
  // Only the rows asked for are allocated (a decoder needs those holding the data), and
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

/**
 * Reads back rows of a PNG as written by `encodeRgbaToPngPieces` (8-bit RGBA), from its zlib
 * stream's pieces.
 */
export function readWrittenRows(
  png: { width: number; height: number; zlib: ZlibPieces },
  options: ReadRowsOptions = {},
): Promise<RowsRead> {
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

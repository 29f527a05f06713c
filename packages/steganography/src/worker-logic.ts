import {
  BITS_PER_PIXEL,
  CAUSES,
  decodePayload,
  encodeFileToPngBlob,
  extractPayload,
  frameBytes,
  hasPngSignature,
  MESSAGES,
  type RgbaImage,
  readFramePayloadFromBlob,
  readPngChunks,
  readPngRowsFromBlob,
  type StegoOptions,
} from './core';
import { release } from './core/bytes';
import type { CompressedPieces } from './core/deflate';
import { errorText, StegoError } from './core/errors';
import { type PreparedBody, prepareBody, preparedSize } from './core/payload';
import { type CompressRows, compressRowsInPieces } from './core/png-write';
import type { HelperReply, HelperRequest, WorkerRequest, WorkerResponse } from './protocol';

export type Post = (message: WorkerResponse, transfer?: Transferable[]) => void;

/** Options the tests may lower (PBKDF2 cost); the page never passes them, so production uses 600,000. */
export interface WorkerLogicOptions {
  iterations?: number;
  /** Filters and deflates later parts of the PNG rows; with a helper thread the rows are cut in two (`parts`). */
  compressRows?: CompressRows;
  parts?: number;
  /** Smallest part worth another thread (tests lower it to use the helper on small images). */
  minPartBytes?: number;
}

/**
 * The rows a worker hands to a helper worker behind `port` to filter and deflate (the worker does
 * its own first part meanwhile). Buffers are transferred, never copied.
 */
export function compressWithHelper(port: MessagePort): CompressRows {
  let nextId = 1;
  const waiting = new Map<
    number,
    { resolve: (part: CompressedPieces) => void; reject: (error: Error) => void }
  >();
  port.onmessage = (event: MessageEvent<HelperReply>) => {
    const reply = event.data;
    const entry = waiting.get(reply.id);
    if (!entry) return;
    waiting.delete(reply.id);
    if ('error' in reply) entry.reject(new Error(reply.error));
    else entry.resolve(reply.part);
  };
  return (jobs) =>
    Promise.all(
      jobs.map(
        (job) =>
          new Promise<CompressedPieces>((resolve, reject) => {
            const id = nextId++;
            waiting.set(id, { resolve, reject });
            const request: HelperRequest = { id, job };
            port.postMessage(request, [job.rows.buffer]);
          }),
      ),
    );
}

/** The helper side: filters and compresses the rows it is sent and transfers the result back. */
export function serveCompression(port: MessagePort): void {
  port.onmessage = (event: MessageEvent<HelperRequest>) => {
    const { id, job } = event.data;
    try {
      const part = compressRowsInPieces(job);
      const reply: HelperReply = { id, part };
      // Each piece has a buffer of its own: all are transferred, none copied.
      port.postMessage(reply, [...new Set(part.pieces.map((piece) => piece.buffer as ArrayBuffer))]);
    } catch (error) {
      const reply: HelperReply = { id, error: errorText(error) };
      port.postMessage(reply);
    }
  };
}

class InvalidImage extends Error {}

/** Width and height from a PNG's IHDR chunk, without decoding the pixels. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || !hasPngSignature(bytes)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Non-PNG carriers: decoded by the browser with colour conversion and premultiplication off. */
async function bitmapPixels(image: Blob): Promise<RgbaImage> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') {
    throw new InvalidImage('format non pris en charge ici');
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(image, { colorSpaceConversion: 'none', premultiplyAlpha: 'none' });
  } catch {
    throw new InvalidImage('image illisible');
  }
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d', { willReadFrequently: true, colorSpace: 'srgb' });
    if (!context) throw new Error('contexte 2D indisponible');
    context.drawImage(bitmap, 0, 0);
    const data = context.getImageData(0, 0, bitmap.width, bitmap.height, { colorSpace: 'srgb' }).data;
    return {
      width: bitmap.width,
      height: bitmap.height,
      data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    };
  } finally {
    bitmap.close();
  }
}

/** Whether a file starts like a PNG (its first 8 bytes only are read). */
async function isPng(image: Blob): Promise<boolean> {
  return hasPngSignature(new Uint8Array(await image.slice(0, 8).arrayBuffer()));
}

/**
 * Pixel arrays this worker made itself (a PNG read here) and never hands to a browser API: freed
 * with `release` once an encode is done with them, not left to the collector (4 MB for 1 MP, which
 * a worker that allocates few objects would keep until about 64 MB of such garbage had piled up).
 * A browser's decoding (getImageData) is not among them: the browser keeps its own reference.
 */
const ownPixels = new WeakSet<Uint8Array>();

/** A carrier's pixels. A PNG is read as it streams in (the whole file is never held next to them). */
async function readPixels(image: Blob): Promise<RgbaImage> {
  if (await isPng(image)) {
    let read: RgbaImage;
    try {
      read = (await readPngRowsFromBlob(image)).image;
    } catch {
      throw new InvalidImage('PNG illisible');
    }
    ownPixels.add(read.data as Uint8Array);
    return read;
  }
  return bitmapPixels(image);
}

/**
 * For decoding: the hidden payload. A PNG is read row by row only as far as the frame goes, and
 * its rows are not kept; other images are drawn whole. Throws StegoError(invalidLength) when the
 * image holds no frame.
 */
async function readFramePayloadOf(image: Blob): Promise<Uint8Array> {
  if (await isPng(image)) {
    try {
      return await readFramePayloadFromBlob(image);
    } catch (error) {
      if (error instanceof StegoError) throw error;
      throw new InvalidImage('PNG illisible');
    }
  }
  return extractPayload(await bitmapPixels(image));
}

/** Longest side of the previews made for the page (so it never has to paint a huge image). */
export const PREVIEW_MAX_SIDE = 720;

/** The preview's size: the image's, scaled down (never up) so its longest side is at most `maxSide`. */
function previewSize(width: number, height: number, maxSide = PREVIEW_MAX_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Pixels scaled down for a preview by averaging each target pixel's box of source pixels (colour
 * weighted by alpha, so transparent pixels lend no colour), handed to `onBand` `bandRows` target
 * rows at a time in one reused buffer (valid during the call). Done here in one pass because
 * `createImageBitmap(new ImageData(…), { resize… })` first copies the whole image (48 MB for 12 MP),
 * which made the preview the encode's peak of memory; in bands because a whole 720 px preview is
 * 2 MB more for the collector on every encode.
 */
function previewBands(
  image: RgbaImage,
  size: { width: number; height: number },
  bandRows: number,
  onBand: (rgba: Uint8Array, top: number, rows: number) => void,
): void {
  const { width, height, data } = image;
  const band = new Uint8Array(size.width * Math.min(bandRows, size.height) * 4);
  // Source column x falls in target column column[x]; each target column spans span[tx] columns.
  const column = new Uint32Array(width);
  const span = new Uint32Array(size.width);
  for (let x = 0; x < width; x++) {
    const tx = Math.min(size.width - 1, Math.floor((x * size.width) / width));
    column[x] = tx;
    span[tx] = (span[tx] as number) + 1;
  }
  const sums = new Float64Array(size.width * 4);
  let y = 0;
  let top = 0;
  for (let ty = 0; ty < size.height; ty++) {
    sums.fill(0);
    const end = ty === size.height - 1 ? height : Math.floor(((ty + 1) * height) / size.height);
    const rows = Math.max(1, end - y);
    for (; y < end; y++) {
      for (let x = 0, i = y * width * 4; x < width; x++, i += 4) {
        const a = data[i + 3] as number;
        const s = (column[x] as number) * 4;
        sums[s] = (sums[s] as number) + (data[i] as number) * a;
        sums[s + 1] = (sums[s + 1] as number) + (data[i + 1] as number) * a;
        sums[s + 2] = (sums[s + 2] as number) + (data[i + 2] as number) * a;
        sums[s + 3] = (sums[s + 3] as number) + a;
      }
    }
    for (let tx = 0, o = (ty - top) * size.width * 4; tx < size.width; tx++, o += 4) {
      const alpha = sums[tx * 4 + 3] as number;
      const count = (span[tx] as number) * rows;
      band[o] = alpha > 0 ? Math.round((sums[tx * 4] as number) / alpha) : 0;
      band[o + 1] = alpha > 0 ? Math.round((sums[tx * 4 + 1] as number) / alpha) : 0;
      band[o + 2] = alpha > 0 ? Math.round((sums[tx * 4 + 2] as number) / alpha) : 0;
      band[o + 3] = Math.round(alpha / count);
    }
    if (ty - top + 1 === bandRows || ty === size.height - 1) {
      onBand(band.subarray(0, (ty - top + 1) * size.width * 4), top, ty - top + 1);
      top = ty + 1;
    }
  }
}

/** `previewBands` as one image (the image itself when it is small enough already). */
export function downscaleForPreview(image: RgbaImage, maxSide = PREVIEW_MAX_SIDE): RgbaImage {
  const size = previewSize(image.width, image.height, maxSide);
  if (size.width === image.width && size.height === image.height) return image;
  const out = new Uint8Array(size.width * size.height * 4);
  previewBands(image, size, size.height, (rgba) => out.set(rgba));
  return { ...size, data: out };
}

/** Target rows of a preview drawn at a time. */
const PREVIEW_BAND_ROWS = 64;

/**
 * A small PNG preview made here, off the main thread. Undefined where the platform has no
 * OffscreenCanvas (Node, test DOMs): the page then shows no preview.
 */
async function makePreview(
  source: Blob | RgbaImage,
  size?: { width: number; height: number },
): Promise<Blob | undefined> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return undefined;
  try {
    if (!(source instanceof Blob)) {
      const small = previewSize(source.width, source.height);
      const canvas = new OffscreenCanvas(small.width, small.height);
      const context = canvas.getContext('2d');
      if (!context) return undefined;
      previewBands(source, small, PREVIEW_BAND_ROWS, (rgba, top, rows) => {
        const view = new Uint8ClampedArray(rgba.buffer as ArrayBuffer, rgba.byteOffset, rgba.length);
        context.putImageData(new ImageData(view, small.width, rows), 0, top);
      });
      return await canvas.convertToBlob({ type: 'image/png' });
    }
    // With the size known (a PNG's header), the browser scales while it makes the bitmap and
    // lets the full-size decode go at once.
    const target = size ? previewSize(size.width, size.height) : null;
    const bitmap = await (target
      ? createImageBitmap(source, {
          resizeWidth: target.width,
          resizeHeight: target.height,
          resizeQuality: 'high',
        })
      : createImageBitmap(source));
    try {
      const { width, height } = previewSize(bitmap.width, bitmap.height);
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) return undefined;
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, width, height);
      return await canvas.convertToBlob({ type: 'image/png' });
    } finally {
      bitmap.close();
    }
  } catch {
    return undefined;
  }
}

async function probe(image: Blob): Promise<{ width: number; height: number }> {
  const head = new Uint8Array(await image.slice(0, 32).arrayBuffer());
  const fromHeader = pngSize(head);
  if (fromHeader) return fromHeader;
  if (typeof createImageBitmap !== 'function') throw new InvalidImage('format non pris en charge ici');
  try {
    const bitmap = await createImageBitmap(image);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    throw new InvalidImage('image illisible');
  }
}

/** JPEG quality of the "will it survive?" test (what messengers and most exports use). */
export const SURVIVAL_JPEG_QUALITY = 0.85;

/**
 * About how many bytes of rows the survival test JPEG-encodes at a time (a band is 16 rows or
 * more): small, since each band's pixels read back are left to the collector.
 */
const SURVIVAL_BAND_BYTES = 1 << 18;

/**
 * Re-encodes the rows that hold the hidden frame as a JPEG (quality 0.85) in this browser, decodes
 * it, and checks that every bit of the frame came back (the low bit of R, G and B of each pixel, as
 * the decoder reads them). JPEG works on independent 8 × 8 (16 × 16 with chroma subsampling) blocks
 * from the top-left corner, so rows cut at multiples of 16 get what a full-image JPEG gives them.
 * The rows go in bands of about 256 KB and the test stops at the first bit lost (JPEG at 0.85 loses
 * them in the first band): copying every frame row three times (canvas, decoded bitmap, pixels
 * read back) was 30 MB on a 4 MP carrier. Null where the platform has no OffscreenCanvas.
 */
export async function survivesJpeg(stego: RgbaImage, payloadBytes: number): Promise<boolean | null> {
  if (typeof OffscreenCanvas !== 'function' || typeof createImageBitmap !== 'function') return null;
  try {
    const { width, height, data } = stego;
    const frameBits = frameBytes(payloadBytes) * 8;
    const pixels = Math.ceil(frameBits / BITS_PER_PIXEL);
    const rows = Math.min(height, Math.ceil(Math.ceil(pixels / width) / 16) * 16);
    const band = Math.max(16, Math.floor(SURVIVAL_BAND_BYTES / (width * 4) / 16) * 16);
    // Each band is copied into a buffer of its own first: the image's pixels are never handed to
    // a browser API, so the worker can free them as soon as it is done (see `release`).
    const scratch = new Uint8ClampedArray(Math.min(band, rows) * width * 4);
    let bits = 0;
    for (let top = 0; top < rows; top += band) {
      const count = Math.min(band, rows - top);
      const start = top * width * 4;
      const canvas = new OffscreenCanvas(width, count);
      const context = canvas.getContext('2d');
      if (!context) return null;
      const view = scratch.subarray(0, count * width * 4);
      view.set(data.subarray(start, start + view.length));
      context.putImageData(new ImageData(view, width, count), 0, 0);
      const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: SURVIVAL_JPEG_QUALITY });
      const back = (await bitmapPixels(jpeg)).data;
      for (let i = 0; i < back.length && bits < frameBits; i++) {
        if ((i & 3) === 3) continue;
        if ((((back[i] as number) ^ (data[start + i] as number)) & 1) !== 0) return false;
        bits++;
      }
    }
    return true;
  } catch {
    return null;
  }
}

/** What a file's first bytes say it is. */
function sniff(head: Uint8Array): 'PNG' | 'JPEG' | 'WebP' | 'GIF' | 'BMP' | 'AVIF' | 'HEIC' | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (hasPngSignature(head)) return 'PNG';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'JPEG';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'WebP';
  if (ascii(0, 4) === 'GIF8') return 'GIF';
  if (ascii(0, 2) === 'BM') return 'BMP';
  if (ascii(4, 8) === 'ftyp') return ascii(8, 12).startsWith('avi') ? 'AVIF' : 'HEIC';
  return null;
}

/** Longest sides messengers and social networks resize photos to. */
const MESSENGER_SIDES = new Set([1024, 1080, 1280, 1600, 2048, 2560]);

/**
 * For a decode that found no data: names the likely cause when the file shows it (a JPEG or other
 * lossy format, a PNG with traits of a re-encoding), or null to keep the spec's message (a plain
 * PNG that simply holds nothing).
 */
export function decodeFailureCause(bytes: Uint8Array): string | null {
  const format = sniff(bytes.subarray(0, 16));
  if (format === 'JPEG') return CAUSES.jpeg;
  if (format && format !== 'PNG') return CAUSES.notPng(format);
  if (format !== 'PNG') return null;
  let chunks: ReturnType<typeof readPngChunks>;
  try {
    chunks = readPngChunks(bytes);
  } catch {
    return null;
  }
  const traits: string[] = [];
  if (chunks.colorType === 3) traits.push('palette de couleurs réduite');
  if (chunks.colorType === 0 || chunks.colorType === 4) traits.push('niveaux de gris');
  if (chunks.depth !== 8) traits.push(`${chunks.depth} bits par canal`);
  if (chunks.interlaced) traits.push('entrelacé');
  const side = Math.max(chunks.width, chunks.height);
  if (MESSENGER_SIDES.has(side)) traits.push(`côté de ${side} px, taille typique des messageries`);
  return traits.length > 0 ? CAUSES.reencodedPng(traits.join(', ')) : null;
}

/**
 * Work done ahead of an action, under the page's key for what it will use. When the page shows a
 * chosen image (probe), the reading its action needs starts at once, while the visitor picks the
 * file to hide or types the password, so pressing the button does not wait for it (a 12 MP
 * carrier takes about a third of a second). When it measures the file to hide, the body made then
 * (compressed when smaller) is kept for the encode, which then neither reads nor compresses the
 * file again (70 ms of a 4 MP encode's path for a 1 MB file, and twice its size left to the
 * collector). One per kind; a newer choice replaces it.
 */
interface Warm<T> {
  key: string;
  read: Promise<T>;
}
const warmed: {
  pixels: Warm<RgbaImage> | null;
  frame: Warm<Uint8Array> | null;
  body: Warm<PreparedBody> | null;
} = { pixels: null, frame: null, body: null };

function warm<K extends keyof typeof warmed>(
  kind: K,
  key: string,
  read: NonNullable<(typeof warmed)[K]>['read'],
) {
  // A failure is the action's to report (it gets the same error, or does the work itself).
  read.catch(() => {});
  warmed[kind] = { key, read } as (typeof warmed)[K];
}

/**
 * What was done ahead under `key`, if any. Pixels and a body are handed over once (the encoder
 * writes into the pixels); an image to decode's payload stays for another try (a wrong password).
 */
function takeWarm<K extends keyof typeof warmed>(
  kind: K,
  key: string | undefined,
): NonNullable<(typeof warmed)[K]>['read'] | null {
  const entry = warmed[kind];
  if (!entry || key === undefined || entry.key !== key) return null;
  if (kind !== 'frame') warmed[kind] = null;
  return entry.read;
}

/** Drops every read-ahead (tests; a page that goes away terminates its worker instead). */
export function forgetWarmed(): void {
  warmed.pixels = null;
  warmed.frame = null;
  warmed.body = null;
}

/** Handles one request; never throws (every failure is posted as a spec message). */
export async function handleRequest(request: WorkerRequest, post: Post, logic: WorkerLogicOptions = {}) {
  const { id } = request;
  let lastPercent = -5;
  const onProgress = (percent: number) => {
    const rounded = Math.floor(percent);
    // At most ~20 updates per job: each one re-renders the page on the main thread.
    if (rounded < 100 && rounded < lastPercent + 5) return;
    if (rounded === lastPercent) return;
    lastPercent = rounded;
    post({ id, kind: 'progress', percent: rounded });
  };
  if (request.kind === 'use-helper' || request.kind === 'serve-helper') return; // wiring, see worker.ts
  if (request.kind === 'measure') {
    try {
      const bytes = new Uint8Array(await request.file.arrayBuffer());
      const file = { name: request.fileName, type: request.fileType, bytes, message: request.message };
      const body = prepareBody(file);
      if (request.contentKey !== undefined) warm('body', request.contentKey, body);
      post({ id, kind: 'measured', bytes: preparedSize(await body, false) });
    } catch (error) {
      post({ id, kind: 'error', message: MESSAGES.encodeFailed(errorText(error)) });
    }
    return;
  }
  const failed = request.kind === 'decode' ? MESSAGES.decodeFailed : MESSAGES.encodeFailed;
  try {
    if (request.kind === 'probe') {
      const size = await probe(request.image);
      post({ id, kind: 'probed', ...size, preview: await makePreview(request.image, size) });
      if (request.warm?.read === 'pixels') warm('pixels', request.warm.key, readPixels(request.image));
      else if (request.warm) warm('frame', request.warm.key, readFramePayloadOf(request.image));
      return;
    }
    onProgress(0);
    const scaled = (from: number) => (percent: number) => onProgress(from + ((100 - from) * percent) / 100);
    const options: StegoOptions = { password: request.password || undefined, iterations: logic.iterations };
    if (request.kind === 'encode') {
      // A body that failed is made again from the file.
      const body = takeWarm('body', request.contentKey)?.catch(() => null) ?? Promise.resolve(null);
      const [pixels, prepared, bytes] = await Promise.all([
        takeWarm('pixels', request.imageKey) ?? readPixels(request.image),
        body,
        // With the body made at the measure, the file is not read again (its bytes are in it).
        body.then((made) =>
          made ? new Uint8Array(0) : request.file.arrayBuffer().then((buffer) => new Uint8Array(buffer)),
        ),
      ]);
      try {
        onProgress(10);
        const hidden = { name: request.fileName, type: request.fileType, bytes, message: request.message };
        const result = await encodeFileToPngBlob(pixels, hidden, {
          ...options,
          prepared: prepared ?? undefined,
          onProgress: scaled(10),
          compressRows: logic.compressRows,
          parts: logic.parts,
          minPartBytes: logic.minPartBytes,
          inPlace: true,
        });
        if (!result.ok) {
          post({ id, kind: 'error', message: result.message });
          return;
        }
        onProgress(100);
        // Blobs are posted by reference: the page never copies the PNG on its main thread.
        post({
          id,
          kind: 'encoded',
          png: result.value.png,
          width: result.value.width,
          height: result.value.height,
          sha256: result.value.payloadSha256,
        });
        // The preview and the JPEG test follow the result: the user is not kept waiting for them.
        post({ id, kind: 'preview', preview: await makePreview(pixels) });
        post({
          id,
          kind: 'survival',
          survived: await survivesJpeg(pixels, result.value.payloadBytes),
        });
      } finally {
        // Done with (or failed on) these pixels: a later encode reads the carrier again.
        if (ownPixels.has(pixels.data as Uint8Array)) release(pixels.data);
      }
      return;
    }
    const result = await (takeWarm('frame', request.imageKey) ?? readFramePayloadOf(request.image)).then(
      (payload) => {
        onProgress(40);
        return decodePayload(payload, { ...options, onProgress: scaled(40) });
      },
      (error: unknown) => {
        if (error instanceof StegoError) return { ok: false as const, message: error.message };
        throw error;
      },
    );
    if (!result.ok) {
      const generic = result.message === MESSAGES.invalidLength || result.message === MESSAGES.undecodable;
      const cause = generic ? decodeFailureCause(new Uint8Array(await request.image.arrayBuffer())) : null;
      post({ id, kind: 'error', message: cause ?? result.message });
      return;
    }
    const { bytes } = result.value;
    const blob = new Blob([bytes as BlobPart], { type: result.value.type || 'application/octet-stream' });
    post({
      id,
      kind: 'decoded',
      name: result.value.name,
      type: result.value.type,
      bytes: blob,
      message: Boolean(result.value.message),
    });
  } catch (error) {
    if (error instanceof InvalidImage)
      post({ id, kind: 'error', message: MESSAGES.invalidImage, input: true });
    else post({ id, kind: 'error', message: failed(errorText(error)) });
  }
}

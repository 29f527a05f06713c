import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { encodeQr } from '../core/encode';
import { DEFAULT_OPTIONS, pixelSide } from '../core/options';

/**
 * Draws and decodes one batch code with the page's default look (level M, 300 px, a 4-module quiet
 * zone, #111827 on white), in a worker or on the page: OffscreenCanvas, createImageBitmap and
 * Path2D exist in both. Every file is decoded from its own bytes before it is kept.
 */

export type BatchFormat = 'png' | 'svg';

const LEVEL = DEFAULT_OPTIONS.level;
const MARGIN = Number(DEFAULT_OPTIONS.margin);
const COLORS = { dark: `${DEFAULT_OPTIONS.foreground}ff`, light: `${DEFAULT_OPTIONS.background}ff` };

function context2d(side: number): OffscreenCanvasRenderingContext2D {
  const context = new OffscreenCanvas(side, side).getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('2D canvas is not available.');
  return context;
}

/** jsQR over the pixels, never trying the inverted image (as the page's own check). */
function readPixels(context: OffscreenCanvasRenderingContext2D, side: number): string | null {
  const pixels = context.getImageData(0, 0, side, side);
  return jsQR(pixels.data, side, side, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/**
 * Pixels per module the decoder reads. A scanner needs only a few; reading 3 instead of the file's
 * 8 or more makes jsQR about three times faster, which is what lets 1,000 codes fit in 10 s.
 */
const READ_SCALE = 3;

/**
 * The browser decodes the PNG's bytes, resamples them (nearest pixel) to READ_SCALE pixels per
 * module, and jsQR reads that; a transparent pixel counts as white.
 */
async function decodePng(png: Blob, grid: number): Promise<string | null> {
  const bitmap = await createImageBitmap(png);
  try {
    const side = grid * READ_SCALE;
    const context = context2d(side);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, side, side);
    context.imageSmoothingEnabled = false;
    context.drawImage(bitmap, 0, 0, side, side);
    return readPixels(context, side);
  } finally {
    bitmap.close();
  }
}

const attribute = (element: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1];

/**
 * Rasterises the SVG file from its own text: its viewBox and each path (a filled background and
 * the modules drawn as 1-unit strokes, the way `qrcode` writes them), then decodes the pixels. A
 * worker has no SVG image decoder, so this reads what any renderer would draw from those paths.
 */
function decodeSvg(svg: string): string | null {
  const viewBox = attribute(svg, 'viewBox')?.split(/\s+/).map(Number);
  const units = viewBox?.[2];
  if (!units) return null;
  const side = units * READ_SCALE;
  const context = context2d(side);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.scale(side / units, side / units);
  for (const [element] of svg.matchAll(/<path\b[^>]*>/g)) {
    const path = new Path2D(attribute(element, 'd') ?? '');
    const fill = attribute(element, 'fill');
    const stroke = attribute(element, 'stroke');
    if (fill && fill !== 'none') {
      context.fillStyle = fill;
      context.fill(path);
    }
    if (stroke) {
      context.strokeStyle = stroke;
      context.lineWidth = Number(attribute(element, 'stroke-width') ?? 1);
      context.stroke(path);
    }
  }
  return readPixels(context, side);
}

/** The file's bytes when it decodes back to exactly `data`; null when it does not. */
export async function drawChecked(data: string, format: BatchFormat): Promise<Uint8Array | null> {
  const layout = encodeQr(data, LEVEL);
  if (!layout.ok) return null;
  const grid = layout.moduleCount + 2 * MARGIN;
  const side = pixelSide(layout.moduleCount, MARGIN, Number(DEFAULT_OPTIONS.size));
  const options = { errorCorrectionLevel: LEVEL, margin: MARGIN, width: side, color: COLORS };
  if (format === 'svg') {
    const svg = await QRCode.toString(data, { ...options, type: 'svg' });
    return decodeSvg(svg) === data ? new TextEncoder().encode(svg) : null;
  }
  const canvas = new OffscreenCanvas(side, side);
  await QRCode.toCanvas(canvas as unknown as HTMLCanvasElement, data, options);
  const png = await canvas.convertToBlob({ type: 'image/png' });
  const [read, bytes] = await Promise.all([decodePng(png, grid), png.arrayBuffer()]);
  return read === data ? new Uint8Array(bytes) : null;
}

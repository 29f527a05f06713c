import { decode as decodePngBytes, encode as encodePng } from 'fast-png';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { DEFAULT_OPTIONS, hexRgb, pixelSide } from '../core/options';
import { resampleRgba, symbolBits } from './pixels';

/**
 * Draws and decodes one batch code with the page's default look (level M, 300 px, a 4-module quiet
 * zone, #111827 on white), in a worker or on the page. Every file is decoded from its own bytes
 * before it is kept. PNGs are written and read back in JavaScript (fast-png): a 1-bit indexed PNG
 * of the same pixels as the page's canvas PNG, a quarter of its size, and no round trip through
 * the browser's image threads, which took 15 of every 24 ms a code.
 */

export type BatchFormat = 'png' | 'svg';

const LEVEL = DEFAULT_OPTIONS.level;
const MARGIN = Number(DEFAULT_OPTIONS.margin);
const COLORS = { dark: DEFAULT_OPTIONS.foreground, light: DEFAULT_OPTIONS.background };

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

/** The PNG's bytes decoded (fast-png), resampled to READ_SCALE pixels a module, and read by jsQR. */
function decodePng(png: Uint8Array, grid: number): string | null {
  const side = grid * READ_SCALE;
  const pixels = resampleRgba(decodePngBytes(png), side);
  return jsQR(pixels, side, side, { inversionAttempts: 'dontInvert' })?.data ?? null;
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

/** The symbol's modules, or null when the data does not fit in a QR code at the batch's level. */
function layout(data: string) {
  try {
    return QRCode.create(data, { errorCorrectionLevel: LEVEL }).modules;
  } catch {
    return null;
  }
}

/** The file's bytes when it decodes back to exactly `data`; null when it does not. */
export async function drawChecked(data: string, format: BatchFormat): Promise<Uint8Array | null> {
  const modules = layout(data);
  if (!modules) return null;
  const grid = modules.size + 2 * MARGIN;
  const side = pixelSide(modules.size, MARGIN, Number(DEFAULT_OPTIONS.size));
  if (format === 'svg') {
    const colors = { dark: `${COLORS.dark}ff`, light: `${COLORS.light}ff` };
    const options = { errorCorrectionLevel: LEVEL, margin: MARGIN, width: side, color: colors };
    const svg = await QRCode.toString(data, { ...options, type: 'svg' });
    return decodeSvg(svg) === data ? new TextEncoder().encode(svg) : null;
  }
  const png = encodePng({
    width: side,
    height: side,
    data: symbolBits(modules, MARGIN, side / grid),
    depth: 1,
    channels: 1,
    palette: [hexRgb(COLORS.light), hexRgb(COLORS.dark)],
  });
  return decodePng(png, grid) === data ? png : null;
}

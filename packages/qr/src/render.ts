import QRCode from 'qrcode';
import { encodeQr } from './core/encode';
import {
  contrastRatio,
  type LookProblem,
  logoBox,
  lookProblems,
  MIN_CONTRAST,
  type Options,
  pixelSide,
} from './core/options';
import { type QrColors, type QrTheme, qrPreviewColors } from './core/qr';
import type { StyledDrawing } from './style/renderStyled';
import { gradientContrast } from './style/style';
import { isDefaultStyle, type QrStyle } from './style/types';

/**
 * Everything that needs the QR library, the canvas and the decoder. The page loads this module on
 * demand (after hydration, on the first code to draw), so its first-load JavaScript stays small.
 */

export interface RenderInput {
  payload: string;
  options: Options;
  /** The redrawn logo (a PNG data URL) or null. */
  logo: string | null;
  theme: QrTheme;
  /** Module, corner, gradient and frame styles; absent or default draws the plain code. */
  style?: QrStyle;
}

export type RenderOutput =
  | { ok: false; reason: 'too-long'; bytes: number; max: number }
  | {
      ok: true;
      version: number;
      moduleCount: number;
      bytes: number;
      /** The downloaded image's side in pixels. */
      side: number;
      /** The downloaded image's height in pixels (the side, plus the frame's band). */
      height: number;
      png: Blob;
      svg: string;
      /** The on-screen picture: the PNG, or its colour-swapped twin in dark mode. */
      preview: Blob;
      /** Rules broken before any decoding (light on dark, low contrast, logo too large). */
      look: LookProblem[];
      /** What a decoder (jsQR, never inverting) read back from each download. */
      pngReads: boolean;
      svgReads: boolean;
    };

const opaque = (hex: string) => `${hex}ff`;

const logoImages = new Map<string, Promise<HTMLImageElement>>();
function loadImage(src: string): Promise<HTMLImageElement> {
  let image = logoImages.get(src);
  if (!image) {
    const element = new Image();
    element.src = src;
    image = element.decode().then(() => element);
    logoImages.clear();
    logoImages.set(src, image);
  }
  return image;
}

/** The logo's picture inside its box: half a module of background all round. */
function logoGeometry(moduleCount: number, options: Options) {
  const box = logoBox(moduleCount, options.logoSize);
  const start = options.margin + box.offset;
  return { box: { x: start, side: box.side }, picture: { x: start + 0.5, side: box.side - 1 } };
}

/** The styled drawing and the style to draw (the preview's may differ from the download's). */
type Styled = { drawing: StyledDrawing; style: QrStyle } | null;

async function drawPng(
  payload: string,
  options: Options,
  colors: QrColors,
  side: number,
  moduleCount: number,
  logo: string | null,
  styled: Styled,
): Promise<Blob> {
  let canvas = document.createElement('canvas');
  if (styled) {
    const solid = { foreground: colors.dark.slice(0, 7), background: colors.light.slice(0, 7) };
    canvas = styled.drawing.canvas(solid, styled.style, side);
  } else {
    await QRCode.toCanvas(canvas, payload, {
      errorCorrectionLevel: options.level,
      margin: options.margin,
      width: side,
      color: colors,
    });
  }
  if (logo) {
    const context = canvas.getContext('2d');
    if (!context) throw new Error('2D canvas is not available.');
    const unit = side / (moduleCount + 2 * options.margin);
    const { box, picture } = logoGeometry(moduleCount, options);
    context.fillStyle = colors.light.slice(0, 7);
    context.fillRect(box.x * unit, box.x * unit, box.side * unit, box.side * unit);
    context.imageSmoothingQuality = 'high';
    context.drawImage(
      await loadImage(logo),
      picture.x * unit,
      picture.x * unit,
      picture.side * unit,
      picture.side * unit,
    );
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The browser could not encode the PNG.');
  return blob;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

async function drawSvg(
  payload: string,
  options: Options,
  side: number,
  moduleCount: number,
  logo: string | null,
  styled: Styled,
): Promise<string> {
  const svg = styled
    ? styled.drawing.svg(side)
    : await QRCode.toString(payload, {
        type: 'svg',
        errorCorrectionLevel: options.level,
        margin: options.margin,
        width: side,
        color: { dark: opaque(options.foreground), light: opaque(options.background) },
      });
  if (!logo) return svg;
  const { box, picture } = logoGeometry(moduleCount, options);
  const overlay =
    `<rect x="${box.x}" y="${box.x}" width="${box.side}" height="${box.side}" fill="${options.background}"/>` +
    `<image x="${picture.x}" y="${picture.x}" width="${picture.side}" height="${picture.side}" href="${escapeAttribute(logo)}"/>`;
  return svg.replace('</svg>', `${overlay}</svg>`);
}

/** jsQR over an image's pixels, never trying the inverted image (many scanners do not). */
async function decodeImage(source: CanvasImageSource, side: number, height = side): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('2D canvas is not available.');
  // A transparent pixel is seen on white, as on paper.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, height);
  context.drawImage(source, 0, 0, side, height);
  const pixels = context.getImageData(0, 0, side, height);
  return jsQR(pixels.data, side, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/** Decodes a PNG the way a scanner would: the browser decodes the bytes, jsQR reads the pixels. */
export async function decodeQrPng(png: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(png);
  try {
    return await decodeImage(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

/** Rasterises the SVG as a browser shows it (an image, at its own size), then decodes it. */
export async function decodeQrSvg(svg: string, side: number, height = side): Promise<string | null> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image(side, height);
    image.src = url;
    await image.decode();
    return await decodeImage(image, side, height);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Lays out, draws (PNG, SVG, preview) and decodes both downloads. */
export async function renderCode({
  payload,
  options,
  logo,
  theme,
  style,
}: RenderInput): Promise<RenderOutput> {
  const layout = encodeQr(payload, options.level);
  if (!layout.ok) return layout;
  const { moduleCount } = layout;
  const side = pixelSide(moduleCount, options.margin, options.size);
  const colors: QrColors = { dark: opaque(options.foreground), light: opaque(options.background) };
  const drawing =
    style && !isDefaultStyle(style)
      ? (await import('./style/renderStyled')).styledDrawing(payload, options, style)
      : null;
  const styled = drawing && style ? { drawing, style } : null;
  const height = drawing ? drawing.heightFor(side) : side;
  const [png, svg] = await Promise.all([
    drawPng(payload, options, colors, side, moduleCount, logo, styled),
    drawSvg(payload, options, side, moduleCount, logo, styled),
  ]);
  // The dark preview swaps the two colours; a gradient would not stay light on a dark tile.
  const previewStyle =
    styled && style
      ? { ...styled, style: { ...style, gradient: 'none' as const, frameColor: options.background } }
      : null;
  const preview =
    theme === 'dark'
      ? await drawPng(payload, options, qrPreviewColors(theme, colors), side, moduleCount, logo, previewStyle)
      : png;
  const [fromPng, fromSvg] = await Promise.all([decodeQrPng(png), decodeQrSvg(svg, side, height)]);
  const gradientProblem = style ? gradientContrast(style, options.background) : null;
  return {
    ...layout,
    side,
    height,
    png,
    svg,
    preview,
    look: [
      ...lookProblems(options, moduleCount, logo !== null),
      ...(gradientProblem && contrastRatio(options.foreground, options.background) >= MIN_CONTRAST
        ? [{ code: 'lowContrast' as const, ...gradientProblem }]
        : []),
    ],
    pngReads: fromPng === payload,
    svgReads: fromSvg === payload,
  };
}

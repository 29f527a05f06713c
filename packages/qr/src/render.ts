import QRCode from 'qrcode';
import { QR_ERROR_LEVEL, QR_MARGIN, QR_PRINT_COLORS, type QrColors, qrRenderOptions } from './core/qr';

/** Draws the code on a canvas with qrcode (bundled, no network) and returns the PNG bytes. */
export async function renderQrPng(
  data: string,
  moduleCount: number,
  colors: QrColors = QR_PRINT_COLORS,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  await QRCode.toCanvas(canvas, data, qrRenderOptions(moduleCount, colors));
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The browser could not encode the PNG.');
  return blob;
}

/** The same code as a scalable SVG document, in the download colours. */
export function renderQrSvg(data: string, colors: QrColors = QR_PRINT_COLORS): Promise<string> {
  return QRCode.toString(data, {
    type: 'svg',
    errorCorrectionLevel: QR_ERROR_LEVEL,
    margin: QR_MARGIN,
    color: colors,
  });
}

/**
 * Decodes a PNG the way a scanner would: the image bytes are decoded by the browser, the pixels
 * read back, and jsQR (loaded only now, as its own chunk) looks for a code. Returns the text or null.
 * It never tries an inverted image: many scanners do not, so a code that needs it does not pass.
 */
export async function decodeQrPng(png: Blob): Promise<string | null> {
  const [{ default: jsQR }, bitmap] = await Promise.all([import('jsqr'), createImageBitmap(png)]);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('2D canvas is not available.');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

import { LOGO_MAX_BYTES } from './core/options';
import type { Logo, LogoProblem } from './store';

/** The side of the redrawn logo: sharp at the largest logo of a 2000 px code, small in a URL. */
const LOGO_PIXELS = 512;

/**
 * Reads a chosen file as a logo (loaded on demand, like the QR library). It must be an image
 * within 1 MB that the browser can decode; it is redrawn, centred and fitted, on a square PNG,
 * so what gets embedded is pixels only (an SVG's scripts or links never are).
 */
export async function readLogo(file: File): Promise<{ logo: Logo } | { problem: LogoProblem }> {
  if (!file.type.startsWith('image/')) return { problem: 'notImage' };
  if (file.size > LOGO_MAX_BYTES) return { problem: 'tooBig' };
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    try {
      await image.decode();
    } catch {
      return { problem: 'unreadable' };
    }
    const width = image.naturalWidth || LOGO_PIXELS;
    const height = image.naturalHeight || LOGO_PIXELS;
    const scale = LOGO_PIXELS / Math.max(width, height);
    const canvas = document.createElement('canvas');
    canvas.width = LOGO_PIXELS;
    canvas.height = LOGO_PIXELS;
    const context = canvas.getContext('2d');
    if (!context) return { problem: 'unreadable' };
    context.imageSmoothingQuality = 'high';
    context.drawImage(
      image,
      (LOGO_PIXELS - width * scale) / 2,
      (LOGO_PIXELS - height * scale) / 2,
      width * scale,
      height * scale,
    );
    return { logo: { name: file.name, dataUrl: canvas.toDataURL('image/png') } };
  } finally {
    URL.revokeObjectURL(url);
  }
}

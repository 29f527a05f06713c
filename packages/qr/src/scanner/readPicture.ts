import { detectPayload, type ScanDetails } from '../core/detect';
import type { FindOptions, FoundCode, Rgba } from '../core/scan';

/** One code read from a picture: its exact text, what it holds, and where it is in the picture. */
export interface ScanResult extends ScanDetails {
  text: string;
  corners: FoundCode['corners'];
}

/** The decoder (jsQR and the passes around it) loads only when a picture is scanned. */
const loadScan = () => import('../core/scan');

/** The source's pixels, drawn on white (a transparent pixel is paper, as a printed code has). */
function pixelsOf(source: CanvasImageSource, width: number, height: number): Rgba {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('2D canvas is not available.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

async function scanPixels(pixels: Rgba, options?: FindOptions): Promise<ScanResult[]> {
  const { findQrCodes } = await loadScan();
  return findQrCodes(pixels, options).map(({ text, corners }) => ({ text, corners, ...detectPayload(text) }));
}

/** Thrown when the browser cannot decode the file as a picture. */
export class NotAPictureError extends Error {}

/** Every code in an image file (or pasted picture). */
export async function scanPicture(file: Blob): Promise<ScanResult[]> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new NotAPictureError('The file is not a picture this browser can decode.');
  }
  try {
    return await scanPixels(pixelsOf(bitmap, bitmap.width, bitmap.height));
  } finally {
    bitmap.close();
  }
}

/** The codes in the camera's current frame (a quick search: frames come several times a second). */
export async function scanVideoFrame(video: HTMLVideoElement): Promise<ScanResult[]> {
  if (video.videoWidth === 0 || video.videoHeight === 0) return [];
  return scanPixels(pixelsOf(video, video.videoWidth, video.videoHeight), { quick: true });
}

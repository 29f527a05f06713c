import { downloadBlob } from '@demos/kit';
import { EXPORT_HEIGHT, EXPORT_WIDTH, SAVE_ERROR_MESSAGE } from './constants';
import { imageFileName, renderSky, type SceneSnapshot, type SkyContext } from './scene';

/** The part of a canvas the export uses. */
export interface ExportCanvas {
  width: number;
  height: number;
  getContext: (type: '2d') => SkyContext | null;
  toBlob: (callback: (blob: Blob | null) => void, type?: string) => void;
}

export interface SaveDependencies {
  createCanvas?: () => ExportCanvas;
  download?: (blob: Blob, fileName: string) => void;
  alert?: (message: string) => void;
}

const toPngBlob = (canvas: ExportCanvas) =>
  new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas produced no image.'))),
      'image/png',
    );
  });

/**
 * Renders the sky at 1920x1080 (spec §9) with every line complete and no cursor, and downloads it
 * as a PNG. On any failure it shows the spec's alert and resolves to false.
 */
export async function saveSkyImage(
  scene: SceneSnapshot,
  name: string | null,
  {
    createCanvas = () => document.createElement('canvas'),
    download = (blob, fileName) => downloadBlob(blob, fileName),
    alert = (message) => window.alert(message),
  }: SaveDependencies = {},
): Promise<boolean> {
  try {
    const canvas = createCanvas();
    canvas.width = EXPORT_WIDTH;
    canvas.height = EXPORT_HEIGHT;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No 2D canvas context.');
    const complete = { ...scene, cursor: null, lines: scene.lines.map((line) => ({ ...line, progress: 1 })) };
    renderSky(ctx, complete, EXPORT_WIDTH, EXPORT_HEIGHT);
    download(await toPngBlob(canvas), imageFileName(name));
    return true;
  } catch {
    alert(SAVE_ERROR_MESSAGE);
    return false;
  }
}

/** Reads the width and height from a PNG's IHDR chunk; null when the bytes are not a PNG. */
export function readPngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, i) => bytes[i] !== byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

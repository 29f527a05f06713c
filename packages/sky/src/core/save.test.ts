import { seededRandom } from '@demos/kit';
import { describe, expect, it, vi } from 'vitest';
import { EXPORT_HEIGHT, EXPORT_WIDTH, SAVE_ERROR_MESSAGE } from './constants';
import { type ExportCanvas, readPngSize, saveSkyImage } from './save';
import { createBackgroundStars, imageFileName, type SceneSnapshot, type SkyContext } from './scene';

/** A tiny valid PNG header (IHDR) for the given size. */
function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(33));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

function recordingContext() {
  const calls: string[] = [];
  const ctx = new Proxy(
    {},
    {
      get: (_target, key) => {
        if (key === 'createLinearGradient') return () => ({ addColorStop: () => {} });
        return (...args: unknown[]) => calls.push(`${String(key)}(${args.join(',')})`);
      },
      set: () => true,
    },
  ) as unknown as SkyContext;
  return { ctx, calls };
}

const scene: SceneSnapshot = {
  background: createBackgroundStars(seededRandom(1)),
  stars: [
    { x: 0.1, y: 0.1 },
    { x: 0.5, y: 0.5 },
  ],
  lines: [{ id: 'line-1', x1: 0.1, y1: 0.1, x2: 0.5, y2: 0.5, progress: 0.25 }],
  title: 'My Constellation',
  cursor: { x: 0.3, y: 0.3 },
};

describe('saveSkyImage', () => {
  it('renders a 1920x1080 PNG with complete lines and downloads it under the name', async () => {
    const { ctx, calls } = recordingContext();
    let type: string | undefined;
    const canvas: ExportCanvas = {
      width: 300,
      height: 150,
      getContext: () => ctx,
      toBlob: (callback, requested) => {
        type = requested;
        callback(new Blob([pngHeader(canvas.width, canvas.height)], { type: 'image/png' }));
      },
    };
    const download = vi.fn();
    const alert = vi.fn();
    await expect(
      saveSkyImage(scene, 'My Constellation', { createCanvas: () => canvas, download, alert }),
    ).resolves.toBe(true);
    expect([canvas.width, canvas.height]).toEqual([EXPORT_WIDTH, EXPORT_HEIGHT]);
    expect([EXPORT_WIDTH, EXPORT_HEIGHT]).toEqual([1920, 1080]);
    expect(type).toBe('image/png');
    expect(calls).toContain(`fillRect(0,0,${EXPORT_WIDTH},${EXPORT_HEIGHT})`);
    // The line is drawn to its end (progress 1), not a quarter of it.
    expect(calls).toContain(`lineTo(${0.5 * EXPORT_WIDTH},${0.5 * EXPORT_HEIGHT})`);
    expect(calls.some((call) => call.startsWith('fillText(My Constellation'))).toBe(true);
    expect(alert).not.toHaveBeenCalled();
    const [blob, fileName] = download.mock.calls[0] as [Blob, string];
    expect(fileName).toBe('my-constellation.png');
    expect(readPngSize(new Uint8Array(await blob.arrayBuffer()))).toEqual({ width: 1920, height: 1080 });
  });

  it("alerts 'Erreur lors de la sauvegarde. Veuillez réessayer.' when the image cannot be made", async () => {
    const alert = vi.fn();
    const download = vi.fn();
    const noBlob: ExportCanvas = {
      width: 0,
      height: 0,
      getContext: () => recordingContext().ctx,
      toBlob: (callback) => callback(null),
    };
    await expect(saveSkyImage(scene, null, { createCanvas: () => noBlob, download, alert })).resolves.toBe(
      false,
    );
    expect(alert).toHaveBeenCalledWith(SAVE_ERROR_MESSAGE);
    expect(SAVE_ERROR_MESSAGE).toBe('Erreur lors de la sauvegarde. Veuillez réessayer.');

    const noContext: ExportCanvas = { ...noBlob, getContext: () => null };
    await saveSkyImage(scene, null, { createCanvas: () => noContext, download, alert });
    const throwing = () => {
      throw new Error('boom');
    };
    await saveSkyImage(scene, null, { createCanvas: throwing, download, alert });
    expect(alert).toHaveBeenCalledTimes(3);
    expect(download).not.toHaveBeenCalled();
  });
});

describe('helpers', () => {
  it('reads PNG sizes and rejects other bytes', () => {
    expect(readPngSize(pngHeader(1920, 1080))).toEqual({ width: 1920, height: 1080 });
    expect(readPngSize(new Uint8Array([1, 2, 3]))).toBeNull();
    expect(readPngSize(new Uint8Array(40))).toBeNull();
  });

  it('makes safe file names', () => {
    expect(imageFileName('Orion’s Cat / <b>')).toBe('orion-s-cat-b.png');
    expect(imageFileName(null)).toBe('night-sky.png');
    expect(imageFileName('Étoile filante')).toBe('etoile-filante.png');
  });
});

// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decode, encode } from 'fast-png';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { hexRgb } from '../core/options';
import { drawChecked } from './draw';
import { resampleRgba, symbolBits } from './pixels';

// qrcode's canvas renderer fills its image data with this function, pixel by pixel.
const { getOptions, qrToImageData } = createRequire(import.meta.url)('qrcode/lib/renderer/utils') as {
  getOptions: (options: object) => object;
  qrToImageData: (target: Uint8ClampedArray, qr: QRCode.QRCode, options: object) => void;
};

/** ZBar (zbarimg, Debian's zbar-tools) reading a PNG file: the exact text, or null. */
function zbar(png: Uint8Array): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'qr-batch-png-'));
  try {
    writeFileSync(join(dir, 'code.png'), png);
    return execFileSync('zbarimg', ['--quiet', '--raw', '-Sbinary', join(dir, 'code.png')], {
      stdio: ['ignore', 'pipe', 'ignore'],
    }).toString('utf8');
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the batch PNG', () => {
  it.each([
    ['https://example.com/item/1?q=0', 'M', 4, 8],
    ['Batch 999: ünïcode ✓', 'H', 4, 5],
    ['WIFI:T:WPA;S:Cafe;P:secret123;;', 'L', 2, 3],
  ] as const)(
    'of %j (level %s, margin %i, %i px a module) has exactly the pixels qrcode draws',
    (text, level, margin, scale) => {
      const qr = QRCode.create(text, { errorCorrectionLevel: level });
      const side = (qr.modules.size + 2 * margin) * scale;
      const colors = { dark: '#111827', light: '#fefefe' };
      const expected = new Uint8ClampedArray(side * side * 4);
      qrToImageData(expected, qr, getOptions({ margin, width: side, color: colors }));
      const png = encode({
        width: side,
        height: side,
        data: symbolBits(qr.modules, margin, scale),
        depth: 1,
        channels: 1,
        palette: [hexRgb(colors.light), hexRgb(colors.dark)],
      });
      expect(resampleRgba(decode(png), side)).toEqual(expected);
    },
  );

  it('resamples 8-bit RGBA and grey PNGs too, transparent pixels over white', () => {
    const rgba = decode(encode({ width: 2, height: 1, data: new Uint8Array([10, 20, 30, 255, 0, 0, 0, 0]) }));
    const row = [10, 20, 30, 255, 255, 255, 255, 255];
    expect([...resampleRgba(rgba, 2)]).toEqual([...row, ...row]);
    const grey = decode(encode({ width: 2, height: 2, channels: 1, data: new Uint8Array([0, 255, 255, 0]) }));
    expect([...resampleRgba(grey, 1)]).toEqual([0, 0, 0, 255]);
  });

  it('is kept only when it decodes back, and ZBar reads the kept bytes exactly', async () => {
    const text = 'Batch 7: https://example.com/item/7?q=455 · ñ';
    const png = await drawChecked(text, 'png');
    expect(png).not.toBeNull();
    expect(decode(png as Uint8Array)).toMatchObject({ width: 328, height: 328, depth: 1 });
    expect(zbar(png as Uint8Array)).toBe(text);
    expect(await drawChecked('x'.repeat(3000), 'png')).toBeNull();
  });
});

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext } from '@playwright/test';

/**
 * Two independent decoders for the QR specs, both told not to try reflectance reversal: jsQR with
 * `inversionAttempts: 'dontInvert'` and ZBar's `zbarimg` (Debian's zbar-tools, installed by the
 * test command). A code either of them cannot read is a code many phone scanners cannot read.
 */

/** The PNG reader and jsQR come from the qr package's own (dev) dependencies. */
const qrModules = join(import.meta.dirname, '../node_modules');

async function rgbaOf(png: Uint8Array) {
  const { decode } = (await import(
    pathToFileURL(join(qrModules, 'fast-png/lib/index.js')).href
  )) as typeof import('fast-png');
  const image = decode(png);
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  for (let i = 0; i < image.width * image.height; i += 1) {
    for (let c = 0; c < 4; c += 1) {
      // A missing alpha channel is opaque; a transparent pixel is seen on white, as on paper.
      rgba[i * 4 + c] = c < image.channels ? Number(image.data[i * image.channels + c]) : 255;
    }
  }
  return { rgba, width: image.width, height: image.height };
}

/** jsQR without inversion: the text, or null when it finds no code. */
export async function decodeWithJsQr(png: Uint8Array): Promise<string | null> {
  const jsQR = (
    (await import(pathToFileURL(join(qrModules, 'jsqr/dist/jsQR.js')).href)) as {
      default: typeof import('jsqr').default;
    }
  ).default;
  const { rgba, width, height } = await rgbaOf(png);
  return jsQR(rgba, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/**
 * ZBar (`zbarimg --raw -Sbinary`): the exact bytes of the first code, or null when it finds none.
 * ZBar never inverts an image. Missing zbarimg is an error, never a skipped check.
 */
export async function decodeWithZbar(png: Uint8Array): Promise<Uint8Array | null> {
  const dir = await mkdtemp(join(tmpdir(), 'qr-zbar-'));
  const file = join(dir, 'code.png');
  try {
    await writeFile(file, png);
    return await new Promise<Uint8Array | null>((resolve, reject) => {
      execFile(
        'zbarimg',
        ['--quiet', '--raw', '-Sbinary', file],
        { encoding: 'buffer', maxBuffer: 1 << 20 },
        (error, stdout) => {
          const code = (error as (Error & { code?: unknown }) | null)?.code;
          if (code === 'ENOENT') {
            reject(new Error('zbarimg is not installed: run SETUP_TEST_DEPS=1 tooling/scripts/setup.sh'));
          } else if (error && code === 4) {
            resolve(null); // zbarimg's exit status 4: no symbol found
          } else if (error) {
            reject(error);
          } else {
            resolve(new Uint8Array(stdout));
          }
        },
      );
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const utf8 = (text: string) => new TextEncoder().encode(text);
export const fromUtf8 = (bytes: Uint8Array | null) => (bytes ? new TextDecoder().decode(bytes) : null);

/**
 * Rasterises an SVG document the way a browser shows it (Chromium, its own blank page: no site
 * CSP), at `side` CSS pixels, and returns the PNG screenshot of it.
 */
export async function rasteriseSvg(context: BrowserContext, svg: string, side: number): Promise<Uint8Array> {
  const page = await context.newPage();
  try {
    const src = `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
    await page.setContent(
      `<!doctype html><body style="margin:0;background:#808080"><img id="code" width="${side}" height="${side}" src="${src}"></body>`,
    );
    const image = page.locator('#code');
    await image.evaluate((element: HTMLImageElement) => element.decode());
    return new Uint8Array(await image.screenshot({ type: 'png', animations: 'disabled' }));
  } finally {
    await page.close();
  }
}

/** Reads a downloaded file as bytes. */
export const readBytes = async (path: string) => new Uint8Array(await readFile(path));

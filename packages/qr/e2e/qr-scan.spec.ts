import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../tooling/playwright/chromium.mjs';
import { expect, test } from '../../../tooling/playwright/fixtures';
import { parseWifi } from '../../../tooling/testing/wifi.ts';
import { decodeWithZbar, fromUtf8, readBytes } from './qr-decoders';
import { page as blankPage, drawCode, type Picture, place } from './qr-images';
import { LOCALE_WIDTHS } from './variants';

/**
 * Issue 39: the Scan tab in English at 1280 px and Spanish at 390 px (variants.ts): a picture with several codes
 * (chosen, then pasted), each listed with its type and fields, a link shown and never opened, and
 * Edit in generator; the camera through Chromium's fake capture (a .y4m of a code), refused, and absent.
 */

const qrModules = join(import.meta.dirname, '../node_modules');
const load = async <T>(path: string): Promise<T> =>
  (await import(pathToFileURL(join(qrModules, path)).href)) as T;

const matrix = async (text: string) => {
  const QRCode = (await load<{ default: typeof import('qrcode') }>('qrcode/lib/index.js')).default;
  return QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
};

const pngOf = async (picture: Picture) => {
  const { encode } = await load<typeof import('fast-png')>('fast-png/lib/index.js');
  return Buffer.from(
    encode({ width: picture.width, height: picture.height, data: picture.data, channels: 4 }),
  );
};

const URL_TEXT = 'https://example.com/launch?utm=qr#top';
const WIFI_TEXT = 'WIFI:T:WPA;S:Café\\; "Bar";P:correct horse;;';
const NOTE_TEXT = '¡Hola! light on dark 😀';

/** Three codes on one sheet: a link, a Wi-Fi network (turned 20°) and a reversed text. */
async function sheet(): Promise<Buffer> {
  const picture = blankPage(960, 420);
  place(picture, drawCode(await matrix(URL_TEXT), { scale: 4 }), 170, 210);
  place(picture, drawCode(await matrix(WIFI_TEXT), { scale: 4 }), 480, 210, 20);
  place(picture, drawCode(await matrix(NOTE_TEXT), { scale: 4, inverted: true }), 790, 210);
  return pngOf(picture);
}

const LABELS = {
  'en-US': {
    tab: 'Scan',
    image: 'Image to scan',
    found: '3 codes found.',
    edit: 'Edit in generator',
    ssid: 'Network name (SSID)',
    types: ['URL', 'Wi-Fi', 'Text'],
    wifiTab: 'Wi-Fi',
    camera: 'Use camera',
  },
  'es-ES': {
    tab: 'Escanear',
    image: 'Imagen que escanear',
    found: '3 códigos encontrados.',
    edit: 'Editar en el generador',
    ssid: 'Nombre de la red (SSID)',
    types: ['URL', 'Wi-Fi', 'Texto'],
    wifiTab: 'Wi-Fi',
    camera: 'Usar la cámara',
  },
} as const;

async function openScanTab(page: Page, locale: keyof typeof LABELS) {
  await page.goto('/qr-generator');
  if (locale === 'es-ES') await page.getByLabel('Language').selectOption('es-ES', { timeout: 20_000 });
  await page.getByRole('tab', { name: LABELS[locale].tab }).click({ timeout: 20_000 });
  await expect(page.getByLabel(LABELS[locale].image)).toBeAttached();
}

test.describe('QR scanner', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const [locale, width] of LOCALE_WIDTHS) {
    test(`${locale} at ${width} px: several codes from a chosen then a pasted picture, Edit in generator`, async ({
      page,
    }) => {
      const l = LABELS[locale];
      await page.setViewportSize({ width, height: 900 });
      await openScanTab(page, locale);
      const png = await sheet();
      await page.getByLabel(l.image).setInputFiles({ name: 'codes.png', mimeType: 'image/png', buffer: png });
      await expect(page.getByRole('status').filter({ hasText: l.found })).toBeVisible({ timeout: 30_000 });
      const results = page.locator('[data-scan-result]');
      await expect(results).toHaveCount(3);
      await expect(results.locator('pre')).toHaveText([URL_TEXT, WIFI_TEXT, NOTE_TEXT]);
      for (const [i, type] of l.types.entries())
        await expect(results.nth(i).locator('h3')).toContainText(type);
      await expect(results.nth(1)).toContainText('Café; "Bar"');
      // The link is text, not a link, and nothing was opened.
      await expect(results.nth(0).getByRole('link')).toHaveCount(0);
      expect(page.context().pages()).toHaveLength(1);
      // No horizontal overflow on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // Paste (Ctrl/⌘+V) anywhere on the tab: a picture holding only the Wi-Fi code.
      const single = await pngOf(drawCode(await matrix(WIFI_TEXT), { scale: 5 }));
      await page.evaluate(async (base64) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const data = new DataTransfer();
        data.items.add(new File([bytes], 'pasted.png', { type: 'image/png' }));
        document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
      }, single.toString('base64'));
      await expect(results).toHaveCount(1, { timeout: 30_000 });
      await expect(results.locator('pre')).toHaveText(WIFI_TEXT);

      await results.getByRole('button', { name: l.edit }).click();
      await expect(page.getByRole('tab', { name: l.wifiTab, selected: true })).toBeVisible();
      await expect(page.getByLabel(l.ssid)).toHaveValue('Café; "Bar"');
      // The generator remakes the same network, and ZBar reads it from the downloaded PNG.
      const download = page.waitForEvent('download');
      await page
        .getByRole('button', { name: locale === 'es-ES' ? 'Descargar PNG' : 'Download PNG' })
        .click({ timeout: 20_000 });
      const zbar = fromUtf8(await decodeWithZbar(await readBytes(await (await download).path())));
      expect(parseWifi(zbar as string)).toEqual(parseWifi(WIFI_TEXT));
    });
  }

  test('a file that is not a picture says so', async ({ page }) => {
    await openScanTab(page, 'en-US');
    await page
      .getByLabel('Image to scan')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(page.getByText('This file is not an image a browser can read')).toBeVisible({
      timeout: 20_000,
    });
  });

  test('the camera: refused, and absent, each with a clear message', async ({ page }) => {
    await openScanTab(page, 'en-US');
    await page.getByRole('button', { name: 'Use camera' }).click();
    // Headless Chromium has no camera unless told to fake one; with no permission either, it says one of the two.
    await expect(page.getByRole('alert')).toHaveText(
      /Camera permission was refused\.|No camera was found on this device\./,
      { timeout: 20_000 },
    );
  });
});

/** A YUV 4:2:0 video (full-range grey levels) of one picture repeated: what Chromium's fake camera plays. */
function y4m(picture: Picture, frames = 10): Buffer {
  const { width, height } = picture;
  const luma = Buffer.alloc(width * height);
  for (let i = 0; i < width * height; i += 1) luma[i] = picture.data[i * 4] as number;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
    ...Array(frames).fill(frame),
  ]);
}

test('the camera reads a code from Chromium fake video capture', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const dir = await mkdtemp(join(tmpdir(), 'qr-camera-'));
  const video = join(dir, 'code.y4m');
  const picture = blankPage(640, 480, 0xf0);
  place(picture, drawCode(await matrix(URL_TEXT), { scale: 8 }), 320, 240, 6);
  await writeFile(video, y4m(picture));
  const options = chromiumLaunchOptions();
  const browser = await chromium.launch({
    ...options,
    args: [
      ...options.args,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({ baseURL, locale: 'en-US' });
    await context.grantPermissions(['camera'], { origin: baseURL });
    const page = await context.newPage();
    await openScanTab(page, 'en-US');
    await page.getByRole('button', { name: 'Use camera' }).click();
    const results = page.locator('[data-scan-result]');
    await expect(results.locator('pre')).toHaveText([URL_TEXT], { timeout: 30_000 });
    await expect(results.locator('h3')).toContainText('URL');
    // The camera stops once a code is read.
    await expect(page.getByRole('button', { name: 'Use camera' })).toBeVisible();
    await expect(page.getByLabel('Camera view')).toHaveCount(0);
  } finally {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  }
});

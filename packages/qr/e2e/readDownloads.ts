import { type Download, expect, type Page } from '@playwright/test';
import { decodeWithJsQr, decodeWithZbar, fromUtf8, rasteriseSvg, readBytes } from './qr-decoders';

/** The page's labels these helpers click and wait for, in its language. */
export interface DownloadLabels {
  scansCorrectly: string;
  png: string;
  svg: string;
}

export const DOWNLOAD_LABELS: Record<'en-US' | 'es-ES', DownloadLabels> = {
  'en-US': { scansCorrectly: 'Scans correctly', png: 'Download PNG', svg: 'Download SVG' },
  'es-ES': { scansCorrectly: 'Se escanea correctamente', png: 'Descargar PNG', svg: 'Descargar SVG' },
};

export async function download(page: Page, name: string): Promise<Download> {
  const event = page.waitForEvent('download');
  await page.getByRole('button', { name, exact: true }).click();
  return event;
}

/**
 * The PNG and the SVG downloads, each decoded by ZBar (and jsQR, not inverting): the text both
 * read, and the PNG's bytes.
 */
export async function readDownloadsWithPng(
  page: Page,
  labels: DownloadLabels = DOWNLOAD_LABELS['en-US'],
): Promise<{ text: string; png: Uint8Array }> {
  await expect(page.getByText(labels.scansCorrectly)).toBeVisible({ timeout: 20_000 });
  const png = await readBytes(await (await download(page, labels.png)).path());
  const zbar = fromUtf8(await decodeWithZbar(png));
  expect(zbar, 'ZBar reads the PNG').not.toBeNull();
  expect(await decodeWithJsQr(png)).toBe(zbar);
  const svg = new TextDecoder().decode(await readBytes(await (await download(page, labels.svg)).path()));
  const grid = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const fromSvg = fromUtf8(await decodeWithZbar(await rasteriseSvg(page.context(), svg, grid * 4)));
  expect(fromSvg, 'ZBar reads the SVG').toBe(zbar);
  return { text: zbar as string, png };
}

export const readDownloads = async (page: Page, labels?: DownloadLabels) =>
  (await readDownloadsWithPng(page, labels)).text;

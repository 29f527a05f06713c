import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Download, Page } from '@playwright/test';
import { seriousAxeFindings } from '../../../tooling/playwright/axe';
import { expect, test } from '../../../tooling/playwright/fixtures';
import { MAX_ROWS } from '../src/batch/rows';
import { decodeWithZbar, fromUtf8, rasteriseSvg } from './qr-decoders';
import { LOCALE_WIDTHS } from './variants';

/**
 * Issue 39's Batch tab in English at 1280 px and Spanish at 390 px (variants.ts): a CSV with good and bad rows,
 * the rows' errors in the page's language, the ZIP unzipped by Info-ZIP's `unzip` (not the writer's
 * library) and every file decoded by ZBar to its exact text; 1,000 rows timed; refused files.
 */

const run = promisify(execFile);

const LABELS = {
  'en-US': {
    tab: 'Batch',
    file: 'CSV file',
    format: 'Image format',
    make: /^Make ZIP \((\d+) codes\)$/,
    summary: '6 rows: 4 ready, 2 with errors.',
    errors: ['Row 3: Invalid IBAN', 'Row 5: Unknown type “fax”'],
    making: 'Making codes',
    done: /^(\d+) codes in [\d.,]+ s \(0 unreadable\)/,
    notCsv: 'This file is not a CSV',
    cancel: 'Cancel',
    cancelled: 'Cancelled: no ZIP was made.',
  },
  'es-ES': {
    tab: 'Lote',
    file: 'Archivo CSV',
    format: 'Formato de imagen',
    make: /^Generar ZIP \((\d+) códigos\)$/,
    summary: '6 filas: 4 listas, 2 con errores.',
    errors: ['Fila 3: IBAN no válido', 'Fila 5: Tipo desconocido «fax»'],
    making: 'Generando códigos',
    done: /^(\d+) códigos en [\d.,]+ s \(0 ilegibles\)/,
    notCsv: 'Este archivo no es un CSV',
    cancel: 'Cancelar',
    cancelled: 'Cancelado: no se ha generado ningún ZIP.',
  },
} as const;
type Locale = keyof typeof LABELS;

const GOOD_AND_BAD = [
  'type,data,url,name,iban,amount,latitude,longitude,filename',
  'url,,example.com/menu,,,,,,../../menu',
  ',"=HYPERLINK(""x""), a formula, line\nbreak",,,,,,,menu',
  'payment,,,Red Cross,DE89370400440532013001,5,,,bad-iban',
  'payment,,,Red Cross,DE89 3704 0044 0532 0130 00,"12,50",,,MENU',
  'fax,,,,,,,,',
  'location,,,,,,40.4168,-3.7038,',
].join('\r\n');

/** The ZIP's files (by name) and the text of each as ZBar reads it (PNG directly, SVG rasterised). */
const EXPECTED = {
  'menu.png': 'https://example.com/menu',
  'menu-2.png': '=HYPERLINK("x"), a formula, line\nbreak',
  'MENU-3.png': 'BCD\n002\n1\nSCT\n\nRed Cross\nDE89370400440532013000\nEUR12.5',
  'row-6.png': 'geo:40.4168,-3.7038',
};

async function openBatch(page: Page, locale: Locale) {
  await page.goto('/qr-generator');
  if (locale === 'es-ES') await page.getByLabel('Language').selectOption('es-ES', { timeout: 20_000 });
  await page.getByRole('tab', { name: LABELS[locale].tab, exact: true }).click({ timeout: 20_000 });
  await expect(page.getByLabel(LABELS[locale].file)).toBeAttached({ timeout: 20_000 });
}

const upload = (page: Page, locale: Locale, name: string, text: string | Buffer) =>
  page
    .getByLabel(LABELS[locale].file)
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

/** Clicks Make ZIP and waits for the download; returns it and the seconds it took. */
async function makeZip(page: Page, locale: Locale): Promise<{ zip: Download; seconds: number }> {
  const started = Date.now();
  const event = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('button', { name: LABELS[locale].make }).click();
  const zip = await event;
  return { zip, seconds: (Date.now() - started) / 1000 };
}

/** Unzips with Info-ZIP into a new folder; the caller removes it. */
async function unzip(download: Download): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'qr-batch-'));
  await run('unzip', ['-q', (await download.path()) as string, '-d', dir]);
  return dir;
}

/**
 * ZBar over many PNGs in one `zbarimg --xml` run per 250 files: each file's decoded text (the
 * XML's CDATA), keyed by file name. A file with no code is missing from the map.
 */
async function zbarAll(dir: string, files: string[]): Promise<Map<string, string>> {
  const read = new Map<string, string>();
  for (let i = 0; i < files.length; i += 250) {
    const chunk = files.slice(i, i + 250);
    const { stdout } = await run('zbarimg', ['--quiet', '--xml', ...chunk.map((f) => join(dir, f))], {
      maxBuffer: 1 << 26,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    for (const [, href, body] of stdout.matchAll(/<source href='([^']*)'>([\s\S]*?)<\/source>/g)) {
      const data = /<data><!\[CDATA\[([\s\S]*?)\]\]><\/data>/.exec(body ?? '')?.[1];
      if (href && data !== undefined) read.set(href.split('/').pop() as string, data);
    }
  }
  return read;
}

test.describe('QR batch', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const [locale, width] of LOCALE_WIDTHS) {
    test(`${locale} at ${width} px: good and bad rows, their errors, a ZIP every file of which ZBar reads`, async ({
      page,
    }) => {
      const l = LABELS[locale];
      await page.setViewportSize({ width, height: 900 });
      await openBatch(page, locale);
      await upload(page, locale, 'codes.csv', `\ufeff${GOOD_AND_BAD}`);
      await expect(page.locator('[data-batch-summary]')).toHaveText(l.summary);
      const errors = page.locator('[data-batch-errors] li');
      await expect(errors).toHaveCount(2);
      for (const [i, text] of l.errors.entries()) await expect(errors.nth(i)).toContainText(text);
      expect(await seriousAxeFindings(page)).toEqual([]);

      const { zip } = await makeZip(page, locale);
      expect(zip.suggestedFilename()).toBe('qr-codes.zip');
      await expect(page.getByRole('status').filter({ hasText: l.done })).toBeVisible();
      const dir = await unzip(zip);
      try {
        const files = (await readdir(dir)).sort();
        expect(files).toEqual([...Object.keys(EXPECTED), 'manifest.csv'].sort());
        const read = await zbarAll(dir, Object.keys(EXPECTED));
        expect(Object.fromEntries(read)).toEqual(EXPECTED);
        const manifest = await readFile(join(dir, 'manifest.csv'), 'utf8');
        expect(manifest.split('\r\n')[0]).toBe('"row","filename","type","data","status"');
        expect(manifest).toContain(
          `"2","menu-2.png","data","'=HYPERLINK(""x""), a formula, line\nbreak","ok"`,
        );
        expect(manifest).toContain(`"3","","payment","","${l.errors[0].replace(/^\S+ 3: /, '')}"`);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
      expect(await seriousAxeFindings(page)).toEqual([]);
    });
  }

  test('SVG: every file in the ZIP rasterised by the browser and read by ZBar', async ({ page, context }) => {
    await openBatch(page, 'en-US');
    await upload(page, 'en-US', 'codes.csv', GOOD_AND_BAD);
    await page.getByLabel(LABELS['en-US'].format).selectOption('svg');
    const dir = await unzip((await makeZip(page, 'en-US')).zip);
    try {
      for (const [png, text] of Object.entries(EXPECTED)) {
        const svg = await readFile(join(dir, png.replace(/\.png$/, '.svg')), 'utf8');
        const grid = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
        expect(fromUtf8(await decodeWithZbar(await rasteriseSvg(context, svg, grid * 4)))).toBe(text);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('1,000 rows: progress, timed, and ZBar reads every one of the 1,000 files exactly', async ({
    page,
  }) => {
    const texts = Array.from(
      { length: 1000 },
      (_, i) => `Batch ${i + 1}: https://example.com/item/${i + 1}?q=${(i * 7919) % 1000}`,
    );
    await openBatch(page, 'en-US');
    await upload(page, 'en-US', 'thousand.csv', ['data', ...texts].join('\n'));
    await expect(page.locator('[data-batch-summary]')).toHaveText('1000 rows: 1000 ready, 0 with errors.');
    const made = makeZip(page, 'en-US');
    const progress = page.getByRole('progressbar', { name: LABELS['en-US'].making });
    await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
    const { zip, seconds } = await made;
    const status = await page.getByRole('status').filter({ hasText: LABELS['en-US'].done }).textContent();
    console.log(
      `1,000-row batch: ${seconds.toFixed(1)} s from the click to the download; the page says: ${status}`,
    );
    const dir = await unzip(zip);
    try {
      const files = (await readdir(dir)).filter((f) => f.endsWith('.png'));
      expect(files).toHaveLength(1000);
      const read = await zbarAll(dir, files);
      for (const [i, text] of texts.entries())
        expect(read.get(`row-${i + 1}.png`), `row ${i + 1}`).toBe(text);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('another tab opened while a batch is made: the file, the rows and the ZIP are kept', async ({
    page,
  }) => {
    await openBatch(page, 'en-US');
    await upload(
      page,
      'en-US',
      'many.csv',
      ['data', ...Array.from({ length: 300 }, (_, i) => `code ${i}`)].join('\n'),
    );
    const made = makeZip(page, 'en-US');
    await page.getByRole('tab', { name: 'Text', exact: true }).click();
    await page.getByRole('tab', { name: LABELS['en-US'].tab, exact: true }).click();
    await expect(page.locator('[data-batch-summary]')).toHaveText('300 rows: 300 ready, 0 with errors.');
    const { zip } = await made;
    expect(zip.suggestedFilename()).toBe('qr-codes.zip');
  });

  for (const locale of ['en-US', 'es-ES'] as const) {
    test(`${locale}: a file that is not a CSV, and Cancel`, async ({ page }) => {
      const l = LABELS[locale];
      await openBatch(page, locale);
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
      await upload(page, locale, 'photo.png', png);
      await expect(page.getByRole('alert')).toContainText(l.notCsv);
      await upload(
        page,
        locale,
        'many.csv',
        // As many rows as a batch may have: at ~6 ms a code (4 workers or 1) Cancel always lands
        // while it runs. 400 rows once did, but since the batch got faster one finished first.
        ['data', ...Array.from({ length: MAX_ROWS }, (_, i) => `code ${i}`)].join('\n'),
      );
      await page.getByRole('button', { name: l.make }).click();
      await expect(page.getByRole('progressbar', { name: l.making })).toBeVisible();
      await page.getByRole('button', { name: l.cancel, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: l.cancelled })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    });
  }
});

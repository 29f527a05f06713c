import { readFile } from 'node:fs/promises';
import { seriousAxeFindings } from '../../../tooling/playwright/axe';
import { expect, test } from '../../../tooling/playwright/fixtures';
import { decodeWithJsQr, decodeWithZbar, fromUtf8, rasteriseSvg, readBytes } from './qr-decoders';
import { DOWNLOAD_LABELS, download } from './readDownloads';
import { LOCALE_WIDTHS } from './variants';

const URL_TEXT = 'https://example.com/menu?table=7';

const LABELS = {
  'en-US': {
    style: 'Style',
    printCheck: 'Print check',
    modules: 'Module shape',
    corners: 'Corner shape',
    gradient: 'Gradient',
    frameText: 'Frame text',
    frame: 'Scan me',
    save: 'Save style',
    load: 'Load style',
    wrongFile: 'This JSON is not a QR style: choose a file saved with Save style.',
    loaded: 'Style loaded from qr-style.json.',
    run: 'Run print check',
    verdict: /^Scans in [0-5] of 5 conditions$/,
  },
  'es-ES': {
    style: 'Estilo',
    printCheck: 'Prueba de impresión',
    modules: 'Forma de los módulos',
    corners: 'Forma de las esquinas',
    gradient: 'Degradado',
    frameText: 'Texto del marco',
    frame: 'Escanéame',
    save: 'Guardar estilo',
    load: 'Cargar estilo',
    wrongFile: 'Este JSON no es un estilo de QR: elige un archivo guardado con Guardar estilo.',
    loaded: 'Estilo cargado de qr-style.json.',
    run: 'Hacer la prueba de impresión',
    verdict: /^Se escanea en [0-5] de 5 condiciones$/,
  },
} as const;

test.describe('QR generator: styles, Save/Load style and the print check', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const [locale, width] of LOCALE_WIDTHS) {
    test(`${locale} at ${width} px`, async ({ page }) => {
      const l = LABELS[locale];
      const downloads = DOWNLOAD_LABELS[locale];
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/qr-generator');
      if (locale === 'es-ES') await page.getByLabel('Language').selectOption('es-ES', { timeout: 20_000 });
      await page
        .getByRole('textbox', { name: /Website address|Dirección web/ })
        .fill('example.com/menu?table=7');

      await page.getByRole('button', { name: l.style, exact: true }).click();
      await page.getByLabel(l.modules, { exact: true }).selectOption('dots');
      await page.getByLabel(l.corners, { exact: true }).selectOption('rounded');
      await page.getByLabel(l.gradient, { exact: true }).selectOption('linear');
      await page.getByLabel(l.frameText, { exact: true }).fill(l.frame);
      await expect(page.getByText(downloads.scansCorrectly)).toBeVisible({ timeout: 30_000 });
      expect(await seriousAxeFindings(page)).toEqual([]);

      // The PNG download, read by ZBar and jsQR (neither inverting).
      const png = await readBytes(await (await download(page, downloads.png)).path());
      expect(fromUtf8(await decodeWithZbar(png))).toBe(URL_TEXT);
      expect(await decodeWithJsQr(png)).toBe(URL_TEXT);

      // The SVG keeps the shapes (one path, circles as arcs), the gradient and the frame's text,
      // and ZBar reads it once Chromium has drawn it.
      const svg = await readFile(await (await download(page, downloads.svg)).path(), 'utf8');
      expect(svg).toMatch(/<path fill="url\(#qr-fill\)" fill-rule="evenodd" d="M[^"]+A0\.45/);
      expect(svg).toContain('<linearGradient id="qr-fill"');
      expect(svg).toContain(`>${l.frame}</text>`);
      const grid = Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1]);
      expect(fromUtf8(await decodeWithZbar(await rasteriseSvg(page.context(), svg, grid * 4)))).toBe(
        URL_TEXT,
      );

      // Save style downloads a small JSON; a wrong file is refused with a message; the saved one loads.
      const saved = await download(page, l.save);
      const json = JSON.parse(await readFile(await saved.path(), 'utf8')) as Record<string, unknown>;
      expect(json).toMatchObject({
        kind: 'qr-style',
        modules: 'dots',
        corners: 'rounded',
        gradient: 'linear',
      });
      const input = page.getByLabel(l.load, { exact: true }).and(page.locator('input[type=file]'));
      await input.setInputFiles({
        name: 'other.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"a":1}'),
      });
      await expect(page.getByText(l.wrongFile)).toBeVisible();
      await input.setInputFiles({
        name: 'qr-style.json',
        mimeType: 'application/json',
        buffer: await readFile(await saved.path()),
      });
      await expect(page.getByText(l.loaded)).toBeVisible();

      // The print check loads on opening and gives its verdict.
      await page.getByRole('button', { name: l.printCheck, exact: true }).click();
      await page.getByRole('button', { name: l.run }).click();
      await expect(page.getByText(l.verdict)).toBeVisible({ timeout: 90_000 });
      expect(await seriousAxeFindings(page)).toEqual([]);
    });
  }
});

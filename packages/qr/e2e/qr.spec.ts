import { readFile } from 'node:fs/promises';
import { expect, test } from '../../../tooling/playwright/fixtures';
import { decodeWithJsQr, readBytes } from './qr-decoders';

/** jsQR without inversion, as a scanner that never tries light-on-dark. */
const decodeDownloadedPng = async (path: string) => decodeWithJsQr(await readBytes(path));

test.use({ locale: 'en-US' });

test.describe('QR generator', () => {
  // Long flows (render, decode, download, decode again) on a possibly busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('types a URL, downloads a PNG that decodes to it, copies, clears', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/qr-generator');
    // The first load of the lazy page chunk can be slow on a busy CI machine.
    await expect(page.getByRole('heading', { level: 1, name: 'QR Generator' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('Codes are made on your device')).toBeVisible();
    const data = page.getByRole('region', { name: 'Encoded data' });

    await page.getByLabel('Website address').fill('example.com/path?q=1');
    await expect(data.locator('pre')).toHaveText('https://example.com/path?q=1');
    const image = page.getByRole('img', { name: 'QR code for the encoded data' });
    await expect(image).toBeVisible();
    await expect(page.getByText('Scans correctly')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Version 3')).toBeVisible();
    await expect(page.getByText('29 × 29 modules')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('qr-code-url.png');
    expect(await decodeDownloadedPng(await file.path())).toBe('https://example.com/path?q=1');

    const svg = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download SVG' }).click();
    const svgFile = await svg;
    expect(svgFile.suggestedFilename()).toBe('qr-code-url.svg');
    expect(await readFile(await svgFile.path(), 'utf8')).toContain('<svg');

    await page.getByRole('button', { name: 'Copy Data' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://example.com/path?q=1');

    // Dark colours regenerate the code; it still scans.
    await page.getByRole('switch', { name: 'Dark QR colours' }).click();
    await expect(page.getByText('Scans correctly')).toBeVisible({ timeout: 20_000 });
    const dark = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    expect(await decodeDownloadedPng(await (await dark).path())).toBe('https://example.com/path?q=1');

    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(image).toHaveCount(0);
    await expect(page.getByText('Your QR code appears here')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download PNG' })).toBeDisabled();
  });

  test('encodes a contact card, refuses too-long text, and speaks Spanish', async ({ page }) => {
    await page.goto('/qr-generator');
    await page.getByRole('tab', { name: 'Contact' }).click({ timeout: 20_000 });
    await page.getByLabel('Organization').fill('Acme, Inc.');
    await expect(page.getByText('Your QR code appears here')).toBeVisible();
    await page.getByLabel('First name').fill('Zoë');
    await page.getByLabel('Last name').fill('Núñez; Jr.');
    await expect(page.getByRole('region', { name: 'Encoded data' }).locator('pre')).toContainText(
      'N:Núñez\\; Jr.;Zoë;;;',
    );
    await expect(page.getByText('Scans correctly')).toBeVisible({ timeout: 20_000 });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('qr-code-contact.png');
    expect(await decodeDownloadedPng(await file.path())).toContain('FN:Zoë Núñez\\; Jr.');

    await page.getByRole('tab', { name: 'Text' }).click();
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('ñ'.repeat(1200));
    await expect(page.getByRole('alert')).toContainText('This is too long for a QR code: 2400 bytes');
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('¡Hola, mundo! 👋');
    await expect(page.getByText('Scans correctly')).toBeVisible({ timeout: 20_000 });

    await page.getByLabel('Language').selectOption('es-ES');
    await expect(page.getByRole('heading', { level: 1, name: 'Generador de QR' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Texto' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Contacto' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Descargar PNG' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copiar datos' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Borrar todo' })).toBeVisible();
    await expect(page.getByText('Se escanea correctamente')).toBeVisible({ timeout: 20_000 });
  });
});

test.describe('QR generator in a Spanish browser', () => {
  test.use({ locale: 'es-ES' });
  test('starts in es-ES', async ({ page }) => {
    await page.goto('/qr-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Generador de QR' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByLabel('Idioma')).toHaveValue('es-ES');
  });
});

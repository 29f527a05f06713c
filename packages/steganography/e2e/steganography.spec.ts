import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, mainThreadIdle, test } from '../../../tooling/playwright/fixtures';
import { rgbaPng } from '../../../tooling/testing/rgbaPng.mjs';

/**
 * Files go through disk: Playwright then hands the browser a path, instead of building the File
 * from base64 in the page's main thread (which would itself be a long task).
 */
async function onDisk(name: string, bytes: Buffer): Promise<string> {
  const path = test.info().outputPath(name);
  await writeFile(path, bytes);
  return path;
}

/** An 8-bit RGBA PNG written by hand (with a gAMA chunk), independent of the page's codec. */
const makePng = (
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number, number],
) => rgbaPng(width, height, pixel, { gamma: 45455 });

const semiTransparent = (x: number, y: number): [number, number, number, number] => [
  (x * 7) & 0xff,
  (y * 5) & 0xff,
  (x * y) & 0xff,
  40 + ((x + y) % 200),
];

const message = (page: Page) => page.getByTestId('stego-message');
/** Why the action cannot run yet, shown before pressing. */
const reason = (page: Page) => page.getByTestId('stego-reason');

test.describe('Steganography tool', () => {
  test('hides a binary file in a semi-transparent PNG and gets it back byte for byte', async ({ page }) => {
    const secret = randomBytes(20_000);
    const secretName = 'données-ü.bin';
    await page.goto('/steganography');
    await expect(page.getByRole('heading', { level: 1, name: 'Stéganographie' })).toBeVisible();
    const action = page.getByRole('button', { name: 'Cacher le fichier' });
    await expect(action).toBeDisabled();

    await page.getByLabel('Image porteuse').setInputFiles({
      name: 'carrier.png',
      mimeType: 'image/png',
      buffer: makePng(300, 250, semiTransparent),
    });
    await expect(page.getByText('300 × 250 px')).toBeVisible();
    await expect(page.getByText('27.47 KB')).toBeVisible(); // 300 × 250 × 3 / 8 = 28,125 bytes
    await expect(action).toBeDisabled();
    await page
      .getByLabel('Fichier à cacher')
      .setInputFiles({ name: secretName, mimeType: 'application/octet-stream', buffer: secret });
    await page.getByLabel('Mot de passe (optionnel)').fill('s3cret ✓');
    await expect(action).toBeEnabled();
    await action.click();
    await expect(message(page)).toHaveText(/terminé/, { timeout: 20_000 });
    await expect(message(page).locator('..')).toHaveAttribute('data-tone', 'success');
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('img', { name: /carrier_encoded\.png/ })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('carrier_encoded.png');
    const encodedPath = test.info().outputPath('carrier_encoded.png');
    await download.saveAs(encodedPath);
    const encoded = await readFile(encodedPath);
    expect(encoded.subarray(1, 4).toString('latin1')).toBe('PNG');

    // Switching mode clears the message and the result.
    await page.getByRole('tab', { name: 'Décoder' }).click();
    await expect(message(page)).toHaveCount(0);
    await expect(page.getByLabel('Fichier à cacher')).toBeHidden();
    await page.getByLabel('Image à décoder').setInputFiles(encodedPath);
    const extract = page.getByRole('button', { name: 'Extraire le fichier' });

    // Wrong password: the defined message, in red, and nothing recovered.
    await page.getByLabel('Mot de passe (optionnel)').fill('wrong');
    await extract.click();
    // (Format 2 tells a wrong password from a damaged image.)
    await expect(message(page)).toHaveText('Erreur: Mot de passe incorrect pour cette image.', {
      timeout: 20_000,
    });
    await expect(message(page).locator('..')).toHaveAttribute('data-tone', 'danger');
    await expect(page.getByRole('button', { name: 'Télécharger le fichier' })).toHaveCount(0);

    // Show/hide keeps the value.
    await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
    await expect(page.getByLabel('Mot de passe (optionnel)')).toHaveAttribute('type', 'text');
    await page.getByLabel('Mot de passe (optionnel)').fill('s3cret ✓');
    await extract.click();
    await expect(message(page)).toHaveText(/Décodage terminé/, { timeout: 20_000 });
    // In the recovered file's card (the encode tab's hidden drop zone still names the file it hid).
    const recoveredFile = page.getByTestId('stego-recovered-file');
    await expect(recoveredFile.getByText(secretName)).toBeVisible();
    await expect(recoveredFile.getByText('19.53 KB')).toBeVisible();
    const [recovered] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger le fichier' }).click(),
    ]);
    expect(recovered.suggestedFilename()).toBe(secretName);
    const bytes = await readFile(await recovered.path());
    expect(bytes.equals(secret)).toBe(true);
  });

  test('a plain image and a too-small image give the exact messages', async ({ page }) => {
    await page.goto('/steganography');
    // Too small: 8 × 8 px holds 24 bytes.
    await page.getByLabel('Image porteuse').setInputFiles({
      name: 'tiny.png',
      mimeType: 'image/png',
      buffer: makePng(8, 8, semiTransparent),
    });
    const header = JSON.stringify({ filename: 'big.bin', size: 1000, type: 'application/octet-stream' });
    // Format 2: frame prefix (4), marker and flags (2), header, separator, the (incompressible) file.
    const needed = 4 + 2 + Buffer.byteLength(header) + 1 + 1000;
    await page
      .getByLabel('Fichier à cacher')
      .setInputFiles({ name: 'big.bin', mimeType: 'application/octet-stream', buffer: randomBytes(1000) });
    await expect(page.getByText(/trop grand/)).toBeVisible();
    // Known before pressing: the action is disabled and the reason shown.
    await expect(reason(page)).toHaveText(
      `Erreur: L'image est trop petite. Besoin de ${needed} bytes, disponible: 24 bytes.`,
    );
    await expect(page.getByRole('button', { name: 'Cacher le fichier' })).toBeDisabled();

    // A plain (never encoded) image.
    await page.getByRole('tab', { name: 'Décoder' }).click();
    await page.getByLabel('Image à décoder').setInputFiles({
      name: 'plain.png',
      mimeType: 'image/png',
      buffer: makePng(64, 64, () => [255, 255, 255, 255]),
    });
    await page.getByRole('button', { name: 'Extraire le fichier' }).click();
    await expect(message(page)).toHaveText('Erreur: Taille de données invalide ou image non encodée.');

    // Not an image at all.
    await page.getByLabel('Image à décoder').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('bonjour'),
    });
    await expect(reason(page)).toHaveText('Veuillez sélectionner un fichier image valide.');
    await expect(page.getByRole('button', { name: 'Extraire le fichier' })).toBeDisabled();
  });

  test('found as a user: reasons stay until their input changes, each mode has its own image, 1 MB refused before pressing', async ({
    page,
  }) => {
    await page.goto('/steganography');
    const hide = page.getByRole('button', { name: 'Cacher le fichier' });
    // 1. A non-image carrier: the reason stays when the file to hide is chosen next.
    await page.getByLabel('Image porteuse').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('bonjour'),
    });
    await expect(reason(page)).toHaveText('Veuillez sélectionner un fichier image valide.');
    await page
      .getByLabel('Fichier à cacher')
      .setInputFiles({ name: 'a.bin', mimeType: 'application/octet-stream', buffer: randomBytes(100) });
    await expect(reason(page)).toHaveText('Veuillez sélectionner un fichier image valide.');
    await expect(hide).toBeDisabled();
    await expect(hide).toHaveAccessibleDescription('Veuillez sélectionner un fichier image valide.');

    // 2. A usable carrier, then Decode: it starts empty and asks for its own image.
    const carrier = await onDisk(
      'carrier-4mp.png',
      makePng(2000, 2000, (x, y) => [x & 0xff, y & 0xff, (x ^ y) & 0xff, 255]),
    );
    await page.getByLabel('Image porteuse').setInputFiles(carrier);
    await expect(page.getByText('2000 × 2000 px')).toBeVisible();
    await expect(hide).toBeEnabled();
    await page.getByRole('tab', { name: 'Décoder' }).click();
    await expect(page.getByText('2000 × 2000 px')).toHaveCount(0);
    await expect(reason(page)).toHaveText('Veuillez sélectionner une image à décoder.');
    await expect(page.getByRole('button', { name: 'Extraire le fichier' })).toBeDisabled();
    await page.getByRole('tab', { name: 'Encoder' }).click();
    await expect(page.getByText('2000 × 2000 px')).toBeVisible();

    // 3. Over the 1 MB limit: said before pressing.
    await page.getByLabel('Fichier à cacher').setInputFiles(await onDisk('big.bin', randomBytes(1_000_001)));
    await expect(reason(page)).toHaveText(
      /^Erreur lors de l'encodage: le fichier est trop volumineux \(\d+ bytes de données, maximum 1000000 bytes avec l'en-tête\)$/,
    );
    await expect(hide).toBeDisabled();
  });

  test('encoding a 4 MP image with 1 MB keeps the main thread free of tasks over 100 ms @perf', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[]; __takeLongTasks: () => number[] };
      w.__longTasks = [];
      const record = (entries: PerformanceEntryList) => {
        for (const entry of entries) w.__longTasks.push(entry.duration);
      };
      const observer = new PerformanceObserver((list) => record(list.getEntries()));
      observer.observe({ type: 'longtask', buffered: true });
      // With the tasks seen but not yet delivered (the observer's callback runs in a later task).
      w.__takeLongTasks = () => {
        record(observer.takeRecords());
        return w.__longTasks;
      };
    });
    await page.goto('/steganography');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const carrier = await onDisk(
      'big.png',
      makePng(2000, 2000, (x, y) => [x & 0xff, y & 0xff, (x + y) & 0xff, 200]),
    );
    const payload = await onDisk('payload.bin', randomBytes(999_000));
    await mainThreadIdle(page); // the page's own start-up tasks are not the encode's
    await page.evaluate(() => {
      (window as unknown as { __takeLongTasks: () => number[] }).__takeLongTasks().length = 0;
    });
    await page.getByLabel('Image porteuse').setInputFiles(carrier);
    await expect(page.getByText('2000 × 2000 px')).toBeVisible();
    await page.getByLabel('Fichier à cacher').setInputFiles(payload);
    await page.getByRole('button', { name: 'Cacher le fichier' }).click();
    await expect(message(page)).toHaveText(/terminé/, { timeout: 90_000 });
    await expect(page.getByRole('img', { name: /big_encoded\.png/ })).toBeVisible();
    // The result's follow-ups (its preview, then the JPEG test) are part of the encode's work.
    await expect(page.getByTestId('stego-survival').locator('[data-survival="pending"]')).toHaveCount(0, {
      timeout: 30_000,
    });
    await mainThreadIdle(page);
    const longTasks = await page.evaluate(() =>
      (window as unknown as { __takeLongTasks: () => number[] }).__takeLongTasks(),
    );
    // Wall-clock durations: on a heavily loaded machine, preemption alone can stretch a short task.
    expect(
      longTasks.filter((duration) => duration > 100),
      `long tasks (ms): ${longTasks.join(', ')}`,
    ).toEqual([]);
  });

  test('hides a typed message, says it must travel as a file (JPEG test), and names a JPEG on decode', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/steganography');
    await page.getByLabel('Image porteuse').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: makePng(320, 200, (x, y) => [(x * 3) & 0xff, (y * 2) & 0xff, (x + y) & 0xff, 255]),
    });
    await expect(page.getByText('320 × 200 px')).toBeVisible();
    await page.getByRole('radio', { name: 'Message' }).check();
    const text = 'Rendez-vous à 8 h, quai n° 3 ✓ 🚆\nDeuxième ligne.';
    await page.getByLabel('Message à cacher').fill(text);
    const hide = page.getByRole('button', { name: 'Cacher le message' });
    await expect(hide).toBeEnabled();
    await hide.click();
    await expect(message(page)).toHaveText('Encodage terminé ! Le message est caché dans l’image.', {
      timeout: 20_000,
    });
    await expect(page.getByTestId('stego-survival')).toContainText('À envoyer comme fichier');
    await expect(page.locator('[data-survival="lost"]')).toContainText(
      'l’image a perdu les données cachées',
      {
        timeout: 20_000,
      },
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger', exact: true }).click(),
    ]);
    const encodedPath = test.info().outputPath('photo_encoded.png');
    await download.saveAs(encodedPath);

    await page.getByRole('tab', { name: 'Décoder' }).click();
    await page.getByLabel('Image à décoder').setInputFiles(encodedPath);
    await page.getByRole('button', { name: 'Extraire le fichier' }).click();
    await expect(page.getByTestId('stego-recovered-message')).toHaveText(text, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Copier le message' })).toBeVisible();
    // Nothing secret in the URL.
    expect(page.url()).not.toContain('Rendez');

    // The same image re-encoded as JPEG by the browser: the error names the cause.
    const jpeg = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(320, 200);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      context.fillStyle = '#8a6';
      context.fillRect(0, 0, 320, 200);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
    await page.getByLabel('Image à décoder').setInputFiles({
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from(jpeg),
    });
    await page.getByRole('button', { name: 'Extraire le fichier' }).click();
    await expect(message(page)).toHaveText(/^Erreur: Cette image est un JPEG\./, { timeout: 20_000 });
  });
});

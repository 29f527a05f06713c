import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../../tooling/playwright/fixtures';
import { accessibilityProblems } from './accessibility';
import { cli, createNote, openFresh, openPage, toasts } from './privnote-server';

const NO_PROBLEMS = { consoleErrors: [], pageErrors: [], cspViolations: [] };
const TEN_MB = 10 * 1024 * 1024;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const attach = (page: Page, name: string, buffer: Buffer, mimeType = 'application/octet-stream') =>
  page.getByLabel('Joindre des fichiers').setInputFiles({ name, mimeType, buffer });

/** Reads a note in a fresh context and downloads file `name` with `Télécharger`; its bytes. */
async function downloadIn(reader: Page, name: string): Promise<Buffer> {
  const [download] = await Promise.all([
    reader.waitForEvent('download', { timeout: 120_000 }),
    reader.getByRole('button', { name: `Télécharger ${name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(name);
  return readFile(await download.path());
}

// The 10 MB round trip at the phone width (least room for the file list), the CLI exchange at the
// desktop width: the size and count limits do not depend on the width.
test.describe('Secret notes: attached files at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('a 10 MB file goes through encrypted and comes back byte for byte with Télécharger', async ({
    page,
    browser,
  }) => {
    test.setTimeout(480_000);
    await openPage(page, '/privnote');
    await expect(page.getByText(/Jusqu'à 5 fichiers, 10 Mo au total/)).toBeVisible();
    const bytes = randomBytes(TEN_MB);
    await attach(page, 'archive-été.bin', bytes);
    await expect(page.getByRole('list', { name: 'Fichiers joints' })).toContainText('archive-été.bin');
    await expect(page.getByRole('list', { name: 'Fichiers joints' })).toContainText('10 Mo');
    expect(await accessibilityProblems(page)).toEqual([]);
    // One more byte is over the limit: a French message, the list unchanged.
    await attach(page, 'un-octet.bin', Buffer.from([1]));
    await expect(page.getByRole('alert').filter({ hasText: 'Fichiers trop volumineux' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Fichiers joints' }).getByRole('listitem')).toHaveCount(1);

    await page.getByLabel('Votre message secret').fill('Le fichier est joint.');
    // The file goes up by a signed URL in about 2 s, over before a check may look: whether the
    // progress line was ever shown is recorded in the page as it happens.
    await page.evaluate(() => {
      const shown = () =>
        [...document.querySelectorAll('[role="status"]')].some((node) =>
          node.textContent?.includes('Envoi des fichiers'),
        );
      new MutationObserver(() => {
        if (shown()) document.documentElement.dataset.uploadShown = '';
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const started = Date.now();
    await page.getByRole('button', { name: 'Créer la note' }).click();
    await expect(page.getByLabel('Lien à partager')).toBeVisible({ timeout: 240_000 });
    // The encrypted chunks went up first, and the progress line said how far.
    await expect(page.locator('html')).toHaveAttribute('data-upload-shown', '');
    const uploadMs = Date.now() - started;
    const link = await page.getByLabel('Lien à partager').inputValue();

    const reader = await openFresh(browser, link);
    await reader.page.getByRole('button', { name: 'Lire la note' }).click({ timeout: 20_000 });
    await expect(reader.page.getByRole('region', { name: 'Contenu de la note' })).toHaveText(
      'Le fichier est joint.',
      { timeout: 30_000 },
    );
    await expect(reader.page.getByText('archive-été.bin')).toBeVisible();
    expect(await accessibilityProblems(reader.page)).toEqual([]);
    const downloadStarted = Date.now();
    const received = await downloadIn(reader.page, 'archive-été.bin');
    const downloadMs = Date.now() - downloadStarted;
    expect(received.length).toBe(TEN_MB);
    expect(sha256(received)).toBe(sha256(bytes));
    expect(reader.problems).toEqual(NO_PROBLEMS);
    console.info(
      `10 MB attachment round trip at 390 px: create with upload ${uploadMs} ms, download and decrypt ${downloadMs} ms`,
    );
    await reader.context.close();
  });
});

test.describe('Secret notes: attached files at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 844 } });
  test('a 6th file gets a French message; CLI and page open each other’s files', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await openPage(page, '/privnote');
    const server = new URL(page.url()).origin;
    for (let index = 1; index <= 5; index += 1)
      await attach(page, `f${index}.txt`, Buffer.from(`fichier ${index}`));
    await attach(page, 'f6.txt', Buffer.from('six'));
    await expect(page.getByRole('alert').filter({ hasText: 'Trop de fichiers' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Fichiers joints' }).getByRole('listitem')).toHaveCount(5);

    // The page's note with files, read by `get --out DIR`.
    const { link } = await createNote(page, 'Cinq fichiers pour la CLI');
    const out = await mkdtemp(join(tmpdir(), 'privnote-files-out-'));
    try {
      const got = await cli(['get', link, '--out', out]);
      expect(got.status).toBe(0);
      expect(await readFile(join(out, 'note.txt'), 'utf8')).toBe('Cinq fichiers pour la CLI');
      for (let index = 1; index <= 5; index += 1) {
        expect(await readFile(join(out, `f${index}.txt`), 'utf8')).toBe(`fichier ${index}`);
      }

      // `send --file a --file b`, read in the page.
      const a = randomBytes(100_000);
      const b = Buffer.from('deuxième fichier ✓');
      await writeFile(join(out, 'a.bin'), a);
      await writeFile(join(out, 'b.txt'), b);
      const sent = await cli(
        ['send', '--server', server, '--file', join(out, 'a.bin'), '--file', join(out, 'b.txt')],
        'Deux fichiers depuis la CLI',
      );
      expect(sent.status).toBe(0);
      const cliLink = /^link: (\S+)$/m.exec(sent.stdout)?.[1] as string;
      const reader = await openFresh(browser, cliLink);
      await reader.page.getByRole('button', { name: 'Lire la note' }).click({ timeout: 20_000 });
      await expect(reader.page.getByRole('region', { name: 'Contenu de la note' })).toHaveText(
        'Deux fichiers depuis la CLI',
        { timeout: 30_000 },
      );
      expect(sha256(await downloadIn(reader.page, 'a.bin'))).toBe(sha256(a));
      expect(sha256(await downloadIn(reader.page, 'b.txt'))).toBe(sha256(b));
      expect(reader.problems).toEqual(NO_PROBLEMS);
      await reader.context.close();
      // Read once: a second reader finds nothing.
      await openPage(page, cliLink);
      await expect(toasts(page).getByText('Note introuvable')).toBeVisible({ timeout: 20_000 });
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});

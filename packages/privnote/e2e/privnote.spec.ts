import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../../tooling/playwright/fixtures';
import {
  createNote as createWithLinks,
  freePort,
  openFresh,
  openPage,
  startServer,
  stopServer,
  toasts,
} from './privnote-server';

const MESSAGE = 'Le code du portail est 4812.\n<b>pas du HTML</b>';

async function createNote(page: Page, message: string): Promise<string> {
  return (await createWithLinks(page, message)).link;
}

test.describe('Secret notes', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('creates, copies, reads once in another browser, then the note is gone', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await openPage(page, '/privnote');
    await expect(
      page.getByText('Les notes sont supprimées après leur lecture ou au bout de 7 jours.'),
    ).toBeVisible();
    const link = await createNote(page, MESSAGE);
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await expect(
      page.getByText("Cette note s'autodétruira après avoir été lue.", { exact: false }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Copier le lien', exact: true }).click();
    await expect(toasts(page).getByText('Copié!', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('Le lien a été copié dans le presse-papier')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const reader = await openFresh(browser, link);
    // Nothing is consumed until the reader confirms.
    const read = reader.page.getByRole('button', { name: 'Lire la note' });
    await expect(read).toBeVisible({ timeout: 15_000 });
    await reader.page.reload();
    await expect(read).toBeVisible({ timeout: 30_000 });
    await read.click();
    const text = reader.page.getByRole('region', { name: 'Contenu de la note' });
    await expect(text).toHaveText(MESSAGE);
    await expect(text.locator('b')).toHaveCount(0);
    await expect(reader.page.getByText('Cette note a été détruite.', { exact: false })).toBeVisible();
    expect(new URL(reader.page.url()).hash).toBe('');

    // Back to create mode clears the id.
    await reader.page.getByRole('button', { name: 'Créer une nouvelle note' }).click();
    await expect(reader.page.getByLabel('Votre message secret')).toBeVisible();
    expect(new URL(reader.page.url()).search).toBe('');
    expect(reader.problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
    await reader.context.close();

    const again = await openFresh(browser, link);
    // The check loads supabase-js first: slow on a busy machine.
    await expect(toasts(again.page).getByText('Note introuvable')).toBeVisible({ timeout: 20_000 });
    await expect(toasts(again.page).getByText("Cette note n'existe pas ou a déjà été lue")).toBeVisible();
    await expect(again.page.getByRole('button', { name: 'Créer la note' })).toBeVisible();
    expect(again.problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
    await again.context.close();

    // New note resets the creator's page.
    await page.getByRole('button', { name: 'Créer une nouvelle note' }).click();
    await expect(page.getByLabel('Votre message secret')).toHaveValue('');
  });

  test('refuses a blank note', async ({ page, problems }) => {
    await openPage(page, '/privnote');
    await page.getByLabel('Votre message secret').fill('   ');
    await page.getByRole('button', { name: 'Créer la note' }).click();
    await expect(toasts(page).getByText('Veuillez entrer un message')).toBeVisible();
    await expect(toasts(page).getByText('Erreur', { exact: true })).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });

  test('says so when the notes API cannot be reached', async ({ page, problems }) => {
    await page.route('**/rest/v1/rpc/create_note*', (route) => route.abort('connectionrefused'));
    await openPage(page, '/privnote');
    await page.getByLabel('Votre message secret').fill('ne partira pas');
    await page.getByRole('button', { name: 'Créer la note' }).click();
    await expect(toasts(page).getByText('Impossible de créer la note')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Créer la note' })).toBeEnabled();
    await expect(page.getByLabel('Votre message secret')).toHaveValue('ne partira pas');
    // The browser logs the refused request itself; anything else is a real problem.
    problems.consoleErrors.splice(
      0,
      problems.consoleErrors.length,
      ...problems.consoleErrors.filter(
        (line) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(line),
      ),
    );
  });

  test('opening a link without its key reads as not found', async ({ page, problems }) => {
    await openPage(page, '/privnote?id=3f2b8c1e-9d4a-4c7b-8e21-5a6f0b9c2d10');
    await expect(toasts(page).getByText('Note introuvable')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Créer la note' })).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });
});

test('a note survives a server restart before it is read', async ({ browser }) => {
  test.setTimeout(480_000);
  const dataDir = await mkdtemp(join(tmpdir(), 'privnote-e2e-'));
  const port = await freePort();
  let server = await startServer(port, join(dataDir, 'notes'));
  try {
    const writer = await openFresh(browser, `http://127.0.0.1:${port}/privnote`);
    const { link, statusLink } = await createWithLinks(writer.page, 'toujours là après le redémarrage');
    await writer.page.getByRole('button', { name: 'Créer une nouvelle note' }).click();
    const readFirst = await createWithLinks(writer.page, 'lue avant le redémarrage');
    await writer.context.close();
    const early = await openFresh(browser, readFirst.link);
    await early.page.getByRole('button', { name: 'Lire la note' }).click();
    await expect(early.page.getByRole('region', { name: 'Contenu de la note' })).toHaveText(
      'lue avant le redémarrage',
    );
    await early.context.close();

    await stopServer(server);
    server = await startServer(port, join(dataDir, 'notes'));

    // Both status links still answer: one note read before the restart, one not yet.
    const status = await openFresh(browser, readFirst.statusLink);
    await expect(status.page.getByText(/^Lue le /)).toBeVisible({ timeout: 15_000 });
    await status.page.goto(statusLink);
    await expect(status.page.getByText(/^Non lue \(expire le .+\)$/)).toBeVisible({
      timeout: 15_000,
    });

    const reader = await openFresh(browser, link);
    await reader.page.getByRole('button', { name: 'Lire la note' }).click();
    await expect(reader.page.getByRole('region', { name: 'Contenu de la note' })).toHaveText(
      'toujours là après le redémarrage',
    );
    expect(reader.problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
    await reader.context.close();

    await status.page.getByRole('button', { name: 'Actualiser' }).click();
    await expect(status.page.getByText(/^Lue le /)).toBeVisible({ timeout: 15_000 });
    expect(status.problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
    await status.context.close();
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
});

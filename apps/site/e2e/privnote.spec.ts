import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test, watchProblems } from './fixtures';

const MESSAGE = 'Le code du portail est 4812.\n<b>pas du HTML</b>';

/** The toasts' own region (their text is also mirrored into an aria-live announcer). */
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function createNote(page: Page, message: string): Promise<string> {
  await page.getByLabel('Votre message secret').fill(message);
  await page.getByRole('button', { name: 'Créer la note' }).click();
  await expect(toasts(page).getByText('Note créée!')).toBeVisible();
  await expect(toasts(page).getByText('Votre note a été créée avec succès')).toBeVisible();
  const link = await page.getByLabel('Lien à partager').inputValue();
  expect(link).toMatch(/\/privnote\?id=[0-9a-f-]{36}#[A-Za-z0-9_-]{43}$/);
  return link;
}

/** Opens the page and waits for its lazy chunk (slow on a busy machine). */
async function openPage(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Notes secrètes' })).toBeVisible({
    timeout: 30_000,
  });
}

/** Opens a link in a fresh browser context (another person's browser), failing on page problems. */
async function openFresh(browser: Browser, link: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = await watchProblems(page);
  await openPage(page, link);
  return { context, page, problems };
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

    await page.getByRole('button', { name: 'Copier le lien' }).click();
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
    await expect(toasts(again.page).getByText('Note introuvable')).toBeVisible();
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
    await page.route('**/rest/v1/rpc/create_note', (route) => route.abort('connectionrefused'));
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

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail()));
    });
  });
}

/** Our own server process (not the shared one): its own port and its own PGlite folder. */
async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const entry = process.env.E2E_SERVER_ENTRY ?? resolve(import.meta.dirname, '../../server/dist/main.js');
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NOTES_DATA_DIR: dataDir,
      ...(process.env.E2E_SITE_DIR ? { SITE_DIR: process.env.E2E_SITE_DIR } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  // A fresh PGlite folder is initialised on first start: slow on a busy 2-core machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start in time:\n${output}`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

test('a note survives a server restart before it is read', async ({ browser }) => {
  test.setTimeout(480_000);
  const dataDir = await mkdtemp(join(tmpdir(), 'privnote-e2e-'));
  const port = await freePort();
  let server = await startServer(port, join(dataDir, 'notes'));
  try {
    const writer = await openFresh(browser, `http://127.0.0.1:${port}/privnote`);
    const link = await createNote(writer.page, 'toujours là après le redémarrage');
    await writer.context.close();

    await stopServer(server);
    server = await startServer(port, join(dataDir, 'notes'));

    const reader = await openFresh(browser, link);
    await reader.page.getByRole('button', { name: 'Lire la note' }).click();
    await expect(reader.page.getByRole('region', { name: 'Contenu de la note' })).toHaveText(
      'toujours là après le redémarrage',
    );
    expect(reader.problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
    await reader.context.close();
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
});

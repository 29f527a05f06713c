import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, watchProblems } from '../../../tooling/playwright/fixtures';
import { type CliIo, runPrivnoteCli } from '../src/cli/run';

/** Helpers shared by the secret-notes specs (not a spec itself). */

/** The command line in this process, against the test server; its exit status and output. */
export async function cli(argv: string[], stdin = '') {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdin: [new TextEncoder().encode(stdin)],
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: {},
  };
  const status = await runPrivnoteCli(argv, io);
  return { status, stdout, stderr };
}

/** The toasts' own region (their text is also mirrored into an aria-live announcer). */
export const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** Opens the page and waits for its lazy chunk (slow on a busy machine). */
export async function openPage(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Notes secrètes' })).toBeVisible({
    timeout: 30_000,
  });
}

/** Opens a link in a fresh browser context (another person's browser), failing on page problems. */
export async function openFresh(browser: Browser, link: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = await watchProblems(page);
  await openPage(page, link);
  return { context, page, problems };
}

export interface CreatedLinks {
  link: string;
  statusLink: string;
  burnLink: string;
}

/** Fills the create form (message, optional expiry label and passphrase) and returns both links. */
export async function createNote(
  page: Page,
  message: string,
  options: { expiry?: string; passphrase?: string; reads?: string } = {},
): Promise<CreatedLinks> {
  await page.getByLabel('Votre message secret').fill(message);
  if (options.expiry) await page.getByLabel('Expire après').selectOption({ label: options.expiry });
  if (options.reads) await page.getByLabel('Nombre de lectures').selectOption({ label: options.reads });
  if (options.passphrase) await page.getByLabel('Phrase secrète (facultative)').fill(options.passphrase);
  await page.getByRole('button', { name: 'Créer la note' }).click();
  // One check for title and description: the toast lasts 4 s, short on a loaded machine.
  await expect(toasts(page)).toContainText(/Note créée!\s*Votre note a été créée avec succès/, {
    timeout: 20_000,
  });
  const link = await page.getByLabel('Lien à partager').inputValue();
  expect(link).toMatch(/\/privnote\?id=[0-9a-f-]{36}#[A-Za-z0-9_-]{43}$/);
  const statusLink = await page.getByLabel('Lien de suivi').inputValue();
  expect(statusLink).toMatch(/\/privnote\?status=[0-9a-f-]{36}#[A-Za-z0-9_-]{43}$/);
  const burnLink = await page.getByLabel('Lien de destruction').inputValue();
  expect(burnLink).toMatch(/\/privnote\?burn=[0-9a-f-]{36}#[A-Za-z0-9_-]{43}$/);
  return { link, statusLink, burnLink };
}

export async function freePort(): Promise<number> {
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
export async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const entry =
    process.env.E2E_SERVER_ENTRY ?? resolve(import.meta.dirname, '../../../apps/server/dist/main.js');
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
      // /readyz, not /healthz: the server listens before the notes database is open.
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start in time:\n${output}`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '../../../tooling/playwright/fixtures';
// The page's own crypto module (framework-free), to write notes as the previous release did.
import { encryptNote, generateNoteKey } from '../src/core/crypto.ts';
import { accessibilityProblems } from './accessibility';
import {
  createNote,
  freePort,
  openFresh,
  openPage,
  startServer,
  stopServer,
  toasts,
} from './privnote-server';

const NO_PROBLEMS = { consoleErrors: [], pageErrors: [], cspViolations: [] };

test.describe('Secret notes: expiry, passphrase, status link, QR code', () => {
  test('offers three expiries (7 days by default) and the status link shows the chosen one', async ({
    page,
    browser,
    problems,
  }) => {
    test.setTimeout(120_000);
    await openPage(page, '/privnote');
    const expiry = page.getByLabel('Expire après');
    await expect(expiry).toHaveValue('7d');
    await expect(expiry.locator('option')).toHaveText(['1 heure', '1 jour', '7 jours']);
    await expect(
      page.getByText('Les notes sont supprimées après leur lecture ou au bout de 7 jours.'),
    ).toBeVisible();

    const createdAt = Date.now();
    const { statusLink } = await createNote(page, 'une heure seulement', { expiry: '1 heure' });
    await expect(page.getByText(/supprimée au bout de 1 heure\./)).toBeVisible();
    // The form is back to the default for the next note.
    await page.getByRole('button', { name: 'Créer une nouvelle note' }).click();
    await expect(page.getByLabel('Expire après')).toHaveValue('7d');

    const sender = await openFresh(browser, statusLink);
    const line = sender.page.getByText(/^Non lue \(expire le .+\)$/);
    await expect(line).toBeVisible({ timeout: 15_000 });
    // The date shown is one hour after creation (the page formats it in the browser's time zone).
    const expected = await sender.page.evaluate((at) => {
      const format = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });
      return [at + 3_600_000 - 60_000, at + 3_600_000, at + 3_600_000 + 60_000].map((time) =>
        format.format(time),
      );
    }, createdAt);
    expect(expected.map((date) => `Non lue (expire le ${date})`)).toContain(await line.textContent());
    await expect(sender.page.getByRole('region', { name: 'Contenu de la note' })).toHaveCount(0);
    expect(sender.problems).toEqual(NO_PROBLEMS);
    await sender.context.close();
    expect(problems.pageErrors).toEqual([]);
  });

  test('a passphrase note: a wrong passphrase counts and keeps it, the right one opens it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await openPage(page, '/privnote');
    const { link, statusLink } = await createNote(page, 'derrière la porte', {
      passphrase: 'sésame ouvre-toi',
    });
    await expect(page.getByText(/Protégée par une phrase secrète\./)).toBeVisible();

    const reader = await openFresh(browser, link);
    const passphrase = reader.page.getByLabel('Phrase secrète', { exact: true });
    await expect(passphrase).toBeVisible({ timeout: 15_000 });
    await reader.page.getByRole('button', { name: 'Lire la note' }).click();
    await expect(reader.page.getByText('Saisissez la phrase secrète de cette note.')).toBeVisible();
    await passphrase.fill('sésame');
    await reader.page.getByRole('button', { name: 'Lire la note' }).click();
    await expect(reader.page.getByText('Phrase secrète incorrecte. Il reste 4 essais.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(passphrase).toBeFocused();
    // Enter submits the reveal form.
    await passphrase.fill('sésame ouvre-toi');
    await passphrase.press('Enter');
    await expect(reader.page.getByRole('region', { name: 'Contenu de la note' })).toHaveText(
      'derrière la porte',
      {
        timeout: 20_000,
      },
    );
    expect(new URL(reader.page.url()).hash).toBe('');
    expect(reader.problems).toEqual(NO_PROBLEMS);
    await reader.context.close();

    const sender = await openFresh(browser, statusLink);
    await expect(sender.page.getByText(/^Lue le .+/)).toBeVisible({ timeout: 15_000 });
    await expect(sender.page.getByText('derrière la porte')).toHaveCount(0);
    await sender.context.close();
  });

  test('five wrong passphrases tried at once from seven browsers destroy the note, no more', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    await openPage(page, '/privnote');
    const { link, statusLink } = await createNote(page, 'cinq essais', { passphrase: 'la bonne' });
    const readers = await Promise.all(Array.from({ length: 7 }, () => openFresh(browser, link)));
    for (const [index, reader] of readers.entries()) {
      await reader.page.getByLabel('Phrase secrète', { exact: true }).fill(`mauvaise ${index}`);
    }
    // What the database answered each browser: tries left, or null (nothing matched any more).
    const answers = readers.map(({ page: reader }) =>
      reader
        .waitForResponse('**/rest/v1/rpc/read_note_with_passphrase', { timeout: 120_000 })
        .then((response) => response.json() as Promise<{ remaining: number } | null>),
    );
    await Promise.all(
      readers.map((reader) => reader.page.getByRole('button', { name: 'Lire la note' }).click()),
    );
    const results = await Promise.all(answers);
    const counted = results.filter((answer) => answer !== null);
    expect(counted.map((answer) => answer.remaining).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(results.filter((answer) => answer === null)).toHaveLength(2);

    // Each page says what happened: tries left, or back to a new note (destroyed, or not found).
    for (const [index, { page: reader }] of readers.entries()) {
      const remaining = results[index]?.remaining;
      if (remaining) {
        const tries = remaining === 1 ? 'essai' : 'essais';
        await expect(
          reader.getByText(`Phrase secrète incorrecte. Il reste ${remaining} ${tries}.`),
        ).toBeVisible({ timeout: 30_000 });
      } else {
        await expect(reader.getByLabel('Votre message secret')).toBeVisible({ timeout: 30_000 });
      }
    }
    for (const reader of readers) {
      expect(reader.problems).toEqual(NO_PROBLEMS);
      await reader.context.close();
    }

    // Gone for the right passphrase too; the sender's status says why.
    const late = await openFresh(browser, link);
    await expect(toasts(late.page).getByText('Note introuvable')).toBeVisible({ timeout: 15_000 });
    await late.context.close();
    const sender = await openFresh(browser, statusLink);
    await expect(sender.page.getByText(/^Détruite le .+ après 5 phrases secrètes incorrectes$/)).toBeVisible({
      timeout: 15_000,
    });
    await sender.context.close();
  });

  test('shows the QR code of the link on demand, black on white, in the page', async ({ page, problems }) => {
    await openPage(page, '/privnote');
    await createNote(page, 'à scanner');
    const qr = page.getByRole('img', { name: 'QR code du lien de la note' });
    await expect(qr).toHaveCount(0);
    await page.getByRole('button', { name: 'Afficher le QR code' }).click();
    await expect(qr).toBeVisible();
    await expect(qr.locator('path')).toHaveAttribute('d', /^M\d+ \d+h1v1h-1z/);
    await page.getByRole('button', { name: 'Masquer le QR code' }).click();
    await expect(qr).toHaveCount(0);
    expect(problems.cspViolations).toEqual([]);
  });

  test('a status link that matches nothing says so, without error', async ({ page, problems }) => {
    await openPage(page, `/privnote?status=3f2b8c1e-9d4a-4c7b-8e21-5a6f0b9c2d10#${'A'.repeat(43)}`);
    await expect(page.getByText(/^Aucune note ne correspond à ce lien de suivi/)).toBeVisible({
      timeout: 15_000,
    });
    expect(problems.pageErrors).toEqual([]);
  });
});

// Both themes on each screen (accessibilityProblems applies the light theme in place after the dark).
test('the new screens pass axe and fit 390 px in both themes', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const page = await context.newPage();
  await openPage(page, '/privnote');
  await page.getByLabel('Phrase secrète (facultative)').fill('p'.repeat(1025));
  await expect(page.getByText('Phrase secrète trop longue : 1 024 caractères au maximum.')).toBeVisible();
  expect(await accessibilityProblems(page), 'create form').toEqual([]);
  const { link, statusLink } = await createNote(page, 'accessible', { passphrase: 'p' });
  await page.getByRole('button', { name: 'Afficher le QR code' }).click();
  await expect(page.getByRole('img', { name: 'QR code du lien de la note' })).toBeVisible();
  expect(await accessibilityProblems(page), 'created note').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await accessibilityProblems(page), 'created note at 1280 px').toEqual([]);
  await page.setViewportSize({ width: 390, height: 900 });
  await openPage(page, link);
  await page.getByLabel('Phrase secrète', { exact: true }).fill('faux');
  await page.getByRole('button', { name: 'Lire la note' }).click();
  await expect(page.getByText('Phrase secrète incorrecte. Il reste 4 essais.')).toBeVisible({
    timeout: 20_000,
  });
  expect(await accessibilityProblems(page), 'reveal step').toEqual([]);
  await openPage(page, statusLink);
  await expect(page.getByText(/^Non lue \(expire le .+\)$/)).toBeVisible({ timeout: 15_000 });
  expect(await accessibilityProblems(page), 'status page').toEqual([]);
  await context.close();
});

/**
 * Writes a notes database as the previous release left it: PGlite on disk with only the first
 * migration, and notes created through its `create_note`. Runs in apps/server, which has PGlite.
 */
function writeOldDatabase(dataDir: string, notes: { content: string; claimHash: string }[]): string[] {
  const server = resolve(import.meta.dirname, '../../../apps/server');
  const first = resolve(import.meta.dirname, '../supabase/migrations/20261122000000_create_notes.sql');
  const script = `
    import { readFileSync } from 'node:fs';
    import { PGlite } from '@electric-sql/pglite';
    const [dataDir, first, notes] = process.argv.slice(1);
    const db = await PGlite.create({ dataDir });
    await db.exec(\`create schema privnote_meta;
      create table privnote_meta.migrations (name text primary key, applied_at timestamptz not null default now());\`);
    await db.exec(readFileSync(first, 'utf8'));
    await db.query('insert into privnote_meta.migrations (name) values ($1)', ['20261122000000_create_notes.sql']);
    const ids = [];
    for (const note of JSON.parse(notes)) {
      const { rows } = await db.query('select public.create_note($1, $2) as id', [note.content, note.claimHash]);
      ids.push(rows[0].id);
    }
    await db.close();
    console.log(JSON.stringify(ids));
  `;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, dataDir, first, JSON.stringify(notes)],
    { cwd: server, encoding: 'utf8' },
  );
  return JSON.parse(output.trim().split('\n').at(-1) as string) as string[];
}

test('notes written before the upgrade open after the server migrates their database', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const dataDir = await mkdtemp(join(tmpdir(), 'privnote-e2e-upgrade-'));
  const texts = ['écrite avant la mise à jour', 'une autre, 🔐'];
  const keys = texts.map(() => generateNoteKey());
  const encrypted = await Promise.all(texts.map((text, index) => encryptNote(text, keys[index] as string)));
  const ids = writeOldDatabase(
    join(dataDir, 'notes'),
    encrypted.map(({ content, claimHash }) => ({ content, claimHash })),
  );
  const port = await freePort();
  const server = await startServer(port, join(dataDir, 'notes'));
  try {
    for (const [index, id] of ids.entries()) {
      const reader = await openFresh(browser, `http://127.0.0.1:${port}/privnote?id=${id}#${keys[index]}`);
      // An old note has no passphrase: the reveal step asks for none.
      await expect(reader.page.getByRole('button', { name: 'Lire la note' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(reader.page.getByLabel('Phrase secrète', { exact: true })).toHaveCount(0);
      await reader.page.getByRole('button', { name: 'Lire la note' }).click();
      await expect(reader.page.getByRole('region', { name: 'Contenu de la note' })).toHaveText(
        texts[index] as string,
      );
      expect(reader.problems).toEqual(NO_PROBLEMS);
      await reader.context.close();
    }
    // The upgraded server creates new notes with every option.
    const writer = await openFresh(browser, `http://127.0.0.1:${port}/privnote`);
    await createNote(writer.page, 'après la mise à jour', { expiry: '1 jour' });
    await writer.context.close();
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
});

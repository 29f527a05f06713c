import { expect, test } from '../../../tooling/playwright/fixtures';
import { cli, createNote, openFresh, openPage, toasts } from './privnote-server';

const NO_PROBLEMS = { consoleErrors: [], pageErrors: [], cspViolations: [] };

const MESSAGE = 'Envoyé en ligne de commande — clé 4242\nseconde ligne ✓\n';

test.describe('Secret notes: the command line and the page open each other’s notes', () => {
  test('a note sent by the CLI opens in the page, once; its status link shows the read', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await openPage(page, '/privnote');
    const server = new URL(page.url()).origin;
    const sent = await cli(['send', '--server', server, '--expire', '1d', '--passphrase', 'sésame'], MESSAGE);
    expect(sent.stderr).toBe('');
    expect(sent.status).toBe(0);
    const link = /^link: (\S+)$/m.exec(sent.stdout)?.[1] as string;
    const statusLink = /^status link: (\S+)$/m.exec(sent.stdout)?.[1] as string;
    expect(link).toMatch(new RegExp(`^${server}/privnote\\?id=`));

    const reader = await openFresh(browser, link);
    await reader.page.getByLabel('Phrase secrète', { exact: true }).fill('sésame', { timeout: 20_000 });
    await reader.page.getByRole('button', { name: 'Lire la note' }).click();
    await expect(reader.page.getByRole('region', { name: 'Contenu de la note' })).toHaveText(
      MESSAGE.trimEnd(),
      {
        timeout: 30_000,
      },
    );
    expect(reader.problems).toEqual(NO_PROBLEMS);
    await reader.context.close();
    // Read once: the CLI finds nothing now, says so and fails.
    expect(await cli(['get', link, '--passphrase', 'sésame'])).toEqual({
      status: 1,
      stdout: '',
      stderr: 'privnote: This note does not exist, has expired or was already read.\n',
    });
    const sender = await openFresh(browser, statusLink);
    await expect(sender.page.getByText(/^Lue le .+/)).toBeVisible({ timeout: 15_000 });
    await sender.context.close();
  });

  test('a note made in the page opens with the CLI, once', async ({ page }) => {
    test.setTimeout(120_000);
    await openPage(page, '/privnote');
    const { link } = await createNote(page, MESSAGE, { reads: '2 lectures' });
    const first = await cli(['get', link]);
    expect(first).toEqual({ status: 0, stdout: MESSAGE, stderr: '' });
    expect((await cli(['get', link])).stdout).toBe(MESSAGE);
    const gone = await cli(['get', link]);
    expect(gone.status).toBe(1);
    await openPage(page, link);
    await expect(toasts(page).getByText('Note introuvable')).toBeVisible({ timeout: 20_000 });
  });

  test('the CLI says in plain words when the server cannot be reached', async () => {
    const result = await cli(['send', '--server', 'http://127.0.0.1:9'], 'x');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^privnote: Cannot reach the server/);
  });
});

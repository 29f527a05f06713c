import { expect, test } from '../../../tooling/playwright/fixtures';
import { accessibilityProblems } from './accessibility';
import { createNote, openFresh, openPage, toasts } from './privnote-server';

const NO_PROBLEMS = { consoleErrors: [], pageErrors: [], cspViolations: [] };

test.describe('Secret notes: several reads and the burn link', () => {
  test('a 3-read note opens three times, each reader told which read it is, then it is gone', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await openPage(page, '/privnote');
    const reads = page.getByLabel('Nombre de lectures');
    await expect(reads).toHaveValue('1');
    await expect(reads.locator('option')).toHaveCount(10);
    await expect(page.getByText('Lecture unique')).toBeVisible();
    const { link, statusLink } = await createNote(page, 'trois lectures', { reads: '3 lectures' });
    await expect(
      page.getByText(/^Cette note s'autodétruira après 3 lectures\. Le lien fonctionne 3 fois\./),
    ).toBeVisible();
    // The form is back to one read for the next note.
    await page.getByRole('button', { name: 'Créer une nouvelle note' }).click();
    await expect(page.getByLabel('Nombre de lectures')).toHaveValue('1');

    for (const read of [1, 2, 3]) {
      const reader = await openFresh(browser, link);
      await reader.page.getByRole('button', { name: 'Lire la note' }).click({ timeout: 20_000 });
      await expect(reader.page.getByRole('region', { name: 'Contenu de la note' })).toHaveText(
        'trois lectures',
        {
          timeout: 20_000,
        },
      );
      await expect(reader.page.getByText(`Lecture ${read} sur 3`, { exact: true })).toBeVisible();
      await expect(
        reader.page.getByText(
          read < 3 ? `Cette note peut encore être lue ${3 - read} fois.` : 'Cette note a été détruite.',
          { exact: false },
        ),
      ).toBeVisible();
      expect(reader.problems).toEqual(NO_PROBLEMS);
      await reader.context.close();
    }
    const late = await openFresh(browser, link);
    await expect(toasts(late.page).getByText('Note introuvable')).toBeVisible({ timeout: 20_000 });
    await late.context.close();

    const sender = await openFresh(browser, statusLink);
    await expect(sender.page.getByText(/^Lue le .+/)).toBeVisible({ timeout: 15_000 });
    const list = sender.page.getByRole('list', { name: 'Lectures' });
    await expect(list.getByRole('listitem')).toHaveText([
      /^Lecture 1 : .+/,
      /^Lecture 2 : .+/,
      /^Lecture 3 : .+/,
    ]);
    expect(sender.problems).toEqual(NO_PROBLEMS);
    await sender.context.close();
  });

  test('the burn link destroys the note, which then reads as gone; the status says when', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await openPage(page, '/privnote');
    const { link, statusLink, burnLink } = await createNote(page, 'à détruire');
    await expect(page.getByRole('button', { name: 'Copier le lien de destruction' })).toBeVisible();

    const burner = await openFresh(browser, burnLink);
    await expect(
      burner.page.getByText('La note sera détruite définitivement', { exact: false }),
    ).toBeVisible();
    await burner.page.getByRole('button', { name: 'Détruire la note' }).click();
    await expect(burner.page.getByRole('status').filter({ hasText: 'Note détruite.' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(burner.page.getByRole('button', { name: 'Détruire la note' })).toHaveCount(0);
    await expect(burner.page.getByText('à détruire')).toHaveCount(0);
    expect(burner.problems).toEqual(NO_PROBLEMS);
    await burner.context.close();

    const reader = await openFresh(browser, link);
    await expect(toasts(reader.page).getByText('Note introuvable')).toBeVisible({ timeout: 20_000 });
    await reader.context.close();
    const sender = await openFresh(browser, statusLink);
    await expect(sender.page.getByText(/^Détruite le .+/)).toBeVisible({ timeout: 15_000 });
    await expect(sender.page.getByText(/phrases secrètes incorrectes/)).toHaveCount(0);
    await sender.context.close();

    // A second press, from a fresh page, finds nothing to destroy.
    const again = await openFresh(browser, burnLink);
    await again.page.getByRole('button', { name: 'Détruire la note' }).click();
    await expect(again.page.getByText("Cette note n'existe plus", { exact: false })).toBeVisible({
      timeout: 20_000,
    });
    expect(again.problems).toEqual(NO_PROBLEMS);
    await again.context.close();
  });

  test('a burn and a read pressed at once: exactly one of them wins', async ({ page, browser }) => {
    test.setTimeout(180_000);
    await openPage(page, '/privnote');
    const { link, burnLink } = await createNote(page, 'la course');
    const reader = await openFresh(browser, link);
    const readButton = reader.page.getByRole('button', { name: 'Lire la note' });
    await expect(readButton).toBeVisible({ timeout: 20_000 });
    const burner = await openFresh(browser, burnLink);
    const burnButton = burner.page.getByRole('button', { name: 'Détruire la note' });
    const readAnswer = reader.page
      .waitForResponse('**/rest/v1/rpc/read_note_counted', { timeout: 60_000 })
      .then((response) => response.json());
    const burnAnswer = burner.page
      .waitForResponse('**/rest/v1/rpc/burn_note', { timeout: 60_000 })
      .then((response) => response.json());
    await Promise.all([readButton.click(), burnButton.click()]);
    const [read, burned] = await Promise.all([readAnswer, burnAnswer]);
    expect([read, burned].filter((answer) => answer !== null)).toHaveLength(1);
    if (read !== null) {
      await expect(reader.page.getByRole('region', { name: 'Contenu de la note' })).toHaveText('la course');
      await expect(burner.page.getByText("Cette note n'existe plus", { exact: false })).toBeVisible();
    } else {
      await expect(burner.page.getByText('Note détruite.')).toBeVisible();
      await expect(toasts(reader.page).getByText('Note introuvable')).toBeVisible();
    }
    for (const { problems, context } of [reader, burner]) {
      expect(problems).toEqual(NO_PROBLEMS);
      await context.close();
    }
  });
});

// Both themes on each screen (accessibilityProblems applies the light theme in place after the dark).
test('reads and burn screens pass axe and fit 390 px in both themes', async ({ browser }, info) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const page = await context.newPage();
  // For a reviewer (E2E_SHOTS=1): a passing run writes no pictures.
  const shoot = async (name: string) => {
    if (!process.env.E2E_SHOTS) return;
    await page.screenshot({
      path: info.outputPath(`${name}-${page.viewportSize()?.width}.png`),
      fullPage: true,
    });
  };
  await openPage(page, '/privnote');
  await page.getByLabel('Nombre de lectures').selectOption({ label: '3 lectures' });
  expect(await accessibilityProblems(page), 'create form').toEqual([]);
  await shoot('create');
  const { link, statusLink, burnLink } = await createNote(page, 'accessible', { reads: '3 lectures' });
  expect(await accessibilityProblems(page), 'created note').toEqual([]);
  await shoot('created');
  await openPage(page, link);
  await page.getByRole('button', { name: 'Lire la note' }).click({ timeout: 20_000 });
  await expect(page.getByText('Lecture 1 sur 3', { exact: true })).toBeVisible({ timeout: 20_000 });
  expect(await accessibilityProblems(page), 'first of three reads').toEqual([]);
  await shoot('read');
  await openPage(page, statusLink);
  await expect(page.getByRole('list', { name: 'Lectures' })).toBeVisible({ timeout: 15_000 });
  expect(await accessibilityProblems(page), 'status with reads').toEqual([]);
  await shoot('status');
  await openPage(page, burnLink);
  await expect(page.getByRole('button', { name: 'Détruire la note' })).toBeVisible();
  expect(await accessibilityProblems(page), 'burn page').toEqual([]);
  await shoot('burn');
  // Keyboard: the button is reachable and Enter presses it.
  await page.getByRole('button', { name: 'Détruire la note' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Note détruite.')).toBeVisible({ timeout: 20_000 });
  expect(await accessibilityProblems(page), 'burned').toEqual([]);
  await shoot('burned');
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await accessibilityProblems(page), 'burned at 1280 px').toEqual([]);
  await shoot('burned');
  await openPage(page, statusLink);
  await expect(page.getByText(/^Détruite le .+/)).toBeVisible({ timeout: 15_000 });
  await shoot('status-destroyed');
  await context.close();
});

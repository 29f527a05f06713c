import type { Page } from '@playwright/test';
import { expect, test } from '../../../tooling/playwright/fixtures';
import { accessibilityProblems } from './accessibility';
import { openFresh, openPage, toasts } from './privnote-server';

const NO_PROBLEMS = { consoleErrors: [], pageErrors: [], cspViolations: [] };

/** Creates a note for several recipients; its links in order, and the status link. */
async function createForRecipients(page: Page, message: string, recipients: number) {
  await page.getByLabel('Votre message secret').fill(message);
  await page.getByLabel('Destinataires').selectOption({ label: `${recipients} destinataires` });
  await page.getByRole('button', { name: 'Créer la note' }).click();
  await expect(toasts(page)).toContainText(/Note créée!\s*Votre note a été créée avec succès/, {
    timeout: 20_000,
  });
  const links: string[] = [];
  for (let index = 1; index <= recipients; index += 1) {
    const link = await page.getByLabel(`Lien ${index}`, { exact: true }).inputValue();
    expect(link).toMatch(/\/privnote\?id=[0-9a-f-]{36}#[A-Za-z0-9_-]{43}$/);
    links.push(link);
  }
  const statusLink = await page.getByLabel('Lien de suivi').inputValue();
  return { links, statusLink };
}

async function readIn(browser: import('@playwright/test').Browser, link: string, text: string) {
  const reader = await openFresh(browser, link);
  await reader.page.getByRole('button', { name: 'Lire la note' }).click({ timeout: 20_000 });
  await expect(reader.page.getByRole('region', { name: 'Contenu de la note' })).toHaveText(text, {
    timeout: 20_000,
  });
  expect(reader.problems).toEqual(NO_PROBLEMS);
  await reader.context.close();
}

test.describe('Secret notes: one link per recipient', () => {
  test('three recipients get three one-time links; the status lists each and burns one', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await openPage(page, '/privnote');
    const recipients = page.getByLabel('Destinataires');
    await expect(recipients).toHaveValue('1');
    await expect(recipients.locator('option')).toHaveCount(10);
    const { links, statusLink } = await createForRecipients(page, 'un lien chacun', 3);
    expect(new Set(links).size).toBe(3);
    await expect(page.getByLabel('Lien à partager')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copier le lien 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Afficher le QR code du lien 2' }).click();
    await expect(page.getByRole('img', { name: 'QR code du lien 2' })).toBeVisible();
    // The form is back to one recipient for the next note.
    await page.getByRole('button', { name: 'Créer une nouvelle note' }).click();
    await expect(page.getByLabel('Destinataires')).toHaveValue('1');

    await readIn(browser, links[1] as string, 'un lien chacun');
    const again = await openFresh(browser, links[1] as string);
    await expect(toasts(again.page).getByText('Note introuvable')).toBeVisible({ timeout: 20_000 });
    await again.context.close();

    const sender = await openFresh(browser, statusLink);
    const list = sender.page.getByRole('list', { name: 'Liens des destinataires' });
    await expect(list.getByRole('listitem')).toHaveText(
      [/^Lien 1 : non lue \(expire le .+\)/, /^Lien 2 : lue le .+/, /^Lien 3 : non lue .+/],
      { timeout: 15_000 },
    );
    await expect(sender.page.getByText('1 lien lu sur 3')).toBeVisible();
    await expect(sender.page.getByRole('button', { name: 'Détruire le lien 2' })).toHaveCount(0);
    await sender.page.getByRole('button', { name: 'Détruire le lien 3' }).click();
    await expect(list.getByRole('listitem').nth(2)).toHaveText(/^Lien 3 : détruite le .+/, {
      timeout: 20_000,
    });
    await expect(sender.page.getByRole('button', { name: 'Détruire le lien 3' })).toHaveCount(0);
    expect(sender.problems).toEqual(NO_PROBLEMS);
    await sender.context.close();

    const burned = await openFresh(browser, links[2] as string);
    await expect(toasts(burned.page).getByText('Note introuvable')).toBeVisible({ timeout: 20_000 });
    await burned.context.close();
    // Link 1 was untouched by the others.
    await readIn(browser, links[0] as string, 'un lien chacun');
  });
});

// Both themes on each screen (accessibilityProblems applies the light theme in place after the dark).
test('recipient screens pass axe at 390 and 1280 px in both themes', async ({ browser }, info) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const page = await context.newPage();
  const check = async (name: string) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await accessibilityProblems(page), `${name} at ${width} px`).toEqual([]);
      // For a reviewer (E2E_SHOTS=1): a passing run writes no pictures.
      if (process.env.E2E_SHOTS)
        await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 390, height: 900 });
  };
  await openPage(page, '/privnote');
  await check('create');
  const { links, statusLink } = await createForRecipients(page, 'accessible', 2);
  await check('created');
  await openPage(page, links[0] as string);
  await page.getByRole('button', { name: 'Lire la note' }).click({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Contenu de la note' })).toHaveText('accessible', {
    timeout: 20_000,
  });
  await openPage(page, statusLink);
  await expect(page.getByRole('list', { name: 'Liens des destinataires' })).toBeVisible({
    timeout: 15_000,
  });
  await check('status');
  // Keyboard: the burn button is reachable and Enter presses it.
  await page.getByRole('button', { name: 'Détruire le lien 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Lien 2 : détruite le .+/)).toBeVisible({ timeout: 20_000 });
  await check('status-burned');
  await context.close();
});

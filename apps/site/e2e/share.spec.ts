import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../../tooling/playwright/fixtures';

// Issue 37: every page whose state a visitor would want to share keeps it in the address, and the
// header's Share button copies that address. Each case changes the state, shares, and opens the
// copied link in a fresh browser context (no storage, no history), where the state must be back.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function share(page: Page, button = 'Share'): Promise<string> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByText('Link copied').first()).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

async function openInNewContext(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return page;
}

interface Case {
  path: string;
  param: string;
  /** The button that copies the link: the figure's modal dialog makes the header inert. */
  shareButton?: string;
  change: (page: Page) => Promise<void>;
  restored: (page: Page) => Promise<void>;
}

const tab = (name: string) => ({
  change: (page: Page) => page.getByRole('tab', { name, exact: true }).click(),
  restored: (page: Page) =>
    expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true'),
});

const CASES: Case[] = [
  { path: '/portfolio-app', param: 'tab=projects', ...tab('Projects') },
  { path: '/bitcoin-docker', param: 'tab=instructions', ...tab('Instructions') },
  { path: '/kali-docker', param: 'tab=docs', ...tab('Documentation') },
  { path: '/steganography', param: 'mode=decode', ...tab('Décoder') },
  {
    path: '/constellations',
    param: 'figure=orion',
    shareButton: 'Copy link',
    change: (page) =>
      page.getByRole('list', { name: 'Constellations' }).getByRole('button', { name: /Orion/ }).click(),
    restored: (page) => expect(page.getByRole('dialog', { name: 'Orion' })).toBeVisible(),
  },
  {
    path: '/arbitrage-bot',
    param: 'candles=55',
    change: async (page) => {
      await page.getByRole('tab', { name: 'Trading bot', exact: true }).click();
      const candles = page.getByRole('slider', { name: 'Candles' });
      await candles.focus();
      await page.keyboard.press('ArrowRight');
      await expect(candles).toHaveAttribute('aria-valuenow', '55');
    },
    restored: (page) =>
      expect(page.getByRole('slider', { name: 'Candles' })).toHaveAttribute('aria-valuenow', '55'),
  },
  {
    path: '/email-writer',
    param: 'tone=warm',
    change: async (page) => {
      // The radio itself is visually hidden inside its card: a visitor clicks the card.
      await page.getByText('Warm', { exact: true }).click();
      await expect(page.getByRole('radio', { name: /^Warm/ })).toBeChecked();
    },
    restored: (page) => expect(page.getByRole('radio', { name: /^Warm/ })).toBeChecked(),
  },
  {
    path: '/code-verter',
    param: 'to=haskell',
    change: async (page) => {
      await page.getByRole('combobox', { name: 'Target language' }).click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('Haskell');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('combobox', { name: 'Target language' })).toHaveValue('Haskell');
    },
    restored: (page) =>
      expect(page.getByRole('combobox', { name: 'Target language' })).toHaveValue('Haskell'),
  },
  {
    path: '/scaffold-generator',
    param: 'template=python',
    change: async (page) => {
      await page.getByRole('button', { name: /^Python Project/ }).click();
      await page.getByRole('textbox', { name: 'Project name' }).fill('shared-app');
    },
    restored: async (page) => {
      await expect(page.getByRole('button', { name: /^Python Project/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByRole('textbox', { name: 'Project name' })).toHaveValue('shared-app');
    },
  },
];

for (const { path, param, shareButton, change, restored } of CASES) {
  test(`${path}: a changed state, shared, opens the same in a new context`, async ({
    page,
    browser,
    problems,
  }) => {
    await page.goto(path);
    await change(page);
    const link = await share(page, shareButton);
    expect(link).toContain(path);
    expect(link).toContain(param);
    const other = await openInNewContext(browser, link);
    await restored(other);
    await other.context().close();
    expect(problems.consoleErrors).toEqual([]);
  });
}

test('an invalid value in the address is ignored, with no error', async ({ page, problems }) => {
  await page.goto('/portfolio-app?tab=nope');
  await expect(page.getByRole('tab', { name: 'About', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.goto('/code-verter?to=cobol-9000');
  await expect(page.getByRole('combobox', { name: 'Target language' })).toHaveValue('Python');
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

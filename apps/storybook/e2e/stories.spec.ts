import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { pinFonts } from '../../../tooling/playwright/pinFonts';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const index = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../storybook-static/index.json'), 'utf8'),
) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

test('the build has stories', () => {
  expect(stories.length).toBeGreaterThan(10);
});

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    await page.waitForFunction(
      () =>
        document.body.classList.contains('sb-show-main') ||
        document.body.classList.contains('sb-show-errordisplay'),
    );
    const failed = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'));
    const message = failed ? await page.locator('#error-message').textContent() : '';
    expect(failed, `render error: ${message}`).toBe(false);
    await expect(page.locator('#storybook-root')).not.toBeEmpty();
    expect(errors).toEqual([]);
  });
}

/**
 * Visual regression for the kit: every Kit story in both themes against the PNG
 * committed in e2e/__screenshots__ (Debian's Chromium, DejaVu fonts from the test command). At most
 * 1 % of the pixels may differ (colour distance over 0.2, Playwright's default); a restyled kit
 * component shows in review as a changed PNG. Update on purpose with `--update-snapshots`.
 */
const kitStories = stories.filter((story) => story.title.startsWith('Kit'));
for (const theme of ['dark', 'light'] as const) {
  for (const story of kitStories) {
    test(`look: ${story.title} › ${story.name} (${theme})`, async ({ page }) => {
      await page.setViewportSize({ width: 900, height: 700 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
      await page.waitForFunction(() => document.body.classList.contains('sb-show-main'));
      await pinFonts(page);
      await expect(page).toHaveScreenshot(`${story.id}-${theme}.png`, {
        animations: 'disabled',
        caret: 'hide',
        fullPage: true,
        mask: [page.locator('canvas, [data-visual-mask]')],
      });
    });
  }
}

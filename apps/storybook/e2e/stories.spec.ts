import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';

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

import type { Page } from '@playwright/test';
import { seriousAxeFindings } from '../../../tooling/playwright/axe';

type Theme = 'dark' | 'light';

/** Puts a theme on `<html data-theme>`, where the kit's colour variables switch, and lets colour transitions end. */
async function applyTheme(page: Page, theme: Theme) {
  await page.evaluate(async (value) => {
    document.documentElement.dataset.theme = value;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  }, theme);
}

/**
 * Serious or critical axe findings (WCAG 2.2 AA, contrast included) and horizontal overflow at the
 * current width, in the page's theme and then in the other one. The themes differ only in colours
 * (the attribute switches the kit's variables), so the other theme is applied in place on the same
 * screen rather than reached by a second run of the flow, then the page's own theme is put back.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const found = await seriousAxeFindings(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) found.push(`horizontal overflow of ${overflow} px`);
  const own =
    (await page.evaluate(() => document.documentElement.dataset.theme)) === 'light' ? 'light' : 'dark';
  const other: Theme = own === 'light' ? 'dark' : 'light';
  await applyTheme(page, other);
  try {
    found.push(...(await seriousAxeFindings(page)).map((finding) => `${other} theme: ${finding}`));
  } finally {
    await applyTheme(page, own);
  }
  return found;
}

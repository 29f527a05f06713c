import type { Page } from '@playwright/test';
import { seriousAxeFindings } from '../../../tooling/playwright/axe';

/** Serious or critical axe findings (WCAG 2.2 AA, contrast included) and horizontal overflow at the current width. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const found = await seriousAxeFindings(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) found.push(`horizontal overflow of ${overflow} px`);
  return found;
}

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every page is held to: WCAG 2.2 A and AA (axe tags each version's new rules apart). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Serious or critical axe findings (WCAG 2.2 AA) on the page as it is now, one line each. */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

import { expect, type Page } from '@playwright/test';

/**
 * Opens a type that is chosen under the `More` tab (E-mail, SMS, Phone, Location, Event, Payment,
 * OTP, Crypto): the tab, then the type in its select, by its label in the page's language.
 */
export async function chooseType(
  page: Page,
  type: string,
  labels: { more: string; type: string } = { more: 'More', type: 'Type of content' },
) {
  await page.getByRole('tab', { name: labels.more, exact: true }).click({ timeout: 20_000 });
  const select = page.getByLabel(labels.type, { exact: true });
  await select.selectOption({ label: type });
  await expect(select.locator('option:checked')).toHaveText(type);
}

import { expect, type Page } from '@playwright/test';

/** Picks `option` in the searchable combobox labelled `label`, typing `search` to find it. */
export async function pickFromCombobox(page: Page, label: string, search: string, option: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

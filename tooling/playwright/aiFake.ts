import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_AI_FAKE_URL } from '../../apps/site/playwright.config';

/** What reached the AI fake (apps/server/src/ai/fakeMessagesApi.ts, GET /requests). */
export interface FakeRequestLog {
  api: string;
  model?: string;
  prompt: string;
  receivedAt: number;
  closedAt?: number;
  answered: boolean;
}

/** The one request whose prompt carries `marker` (each spec uses its own: workers share the fake). */
export async function fakeRequestWith(marker: string): Promise<FakeRequestLog> {
  let found: FakeRequestLog | undefined;
  await expect
    .poll(async () => {
      const log = (await (await fetch(`${E2E_AI_FAKE_URL}/requests`)).json()) as FakeRequestLog[];
      found = log.find((request) => request.prompt.includes(marker));
      return found;
    })
    .toBeTruthy();
  return found as FakeRequestLog;
}

/** Waits until the provider's connection of that request is closed, and returns when it was. */
export async function fakeClosedAt(marker: string): Promise<number> {
  let closedAt: number | undefined;
  await expect
    .poll(async () => {
      closedAt = (await fakeRequestWith(marker)).closedAt;
      return closedAt;
    })
    .toBeTruthy();
  return closedAt as number;
}

/**
 * Clicks and returns when the page received the click (Date.now() in the page, the fake's clock):
 * on a loaded machine Playwright's own click can take longer than what is measured after it.
 */
export async function clickAt(page: Page, target: Locator): Promise<number> {
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      () => {
        (window as { __clickedAt?: number }).__clickedAt = Date.now();
      },
      { capture: true, once: true },
    );
  });
  await target.click();
  return page.evaluate(() => (window as { __clickedAt?: number }).__clickedAt ?? Number.NaN);
}

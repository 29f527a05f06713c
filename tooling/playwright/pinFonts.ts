import type { Page } from '@playwright/test';

/**
 * Points the kit's font stacks at the DejaVu fonts the test command installs, so committed
 * screenshots do not change with whichever other fonts a machine has (system-ui and Arial resolve
 * to different faces with fonts-liberation or Noto installed). Set through the CSSOM, which the
 * site's CSP allows, after the page has loaded.
 */
export async function pinFonts(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const root = document.documentElement;
    root.style.setProperty('--demos-font-body', '"DejaVu Sans", sans-serif');
    root.style.setProperty('--demos-font-mono', '"DejaVu Sans Mono", monospace');
    await document.fonts.ready;
  });
}

import { expect, test } from '../../../tooling/playwright/fixtures';

test.describe('site shell', () => {
  test('dark by default; the toggle switches theme, stores it, and it survives a reload', async ({
    page,
  }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
    // Applied before first paint by /boot.js, not after React starts.
    const themeAtParse = await page.evaluate(() =>
      performance.getEntriesByType('resource').some((e) => e.name.endsWith('/boot.js')),
    );
    expect(themeAtParse).toBe(true);
  });

  test('the sidebar collapses to icons with Ctrl+B and the state is kept in the sidebar:state cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const sidebar = page.locator('[data-sidebar="desktop"]');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(sidebar).toHaveCSS('width', '256px');
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(sidebar).toHaveCSS('width', '48px');
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar:state');
    expect(cookie?.value).toBe('false');
    const maxAge = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(maxAge).toBeGreaterThan(7 * 86400 - 120);
    expect(maxAge).toBeLessThanOrEqual(7 * 86400 + 5);
    await page.reload();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    // Icon mode: links keep their names and show a tooltip on hover.
    const link = sidebar.getByRole('link', { name: 'CLI Tool' });
    // The tooltip code loads lazily: hover again until the rail with tooltips has replaced the plain one.
    await expect(async () => {
      await page.mouse.move(600, 600);
      await link.hover();
      await expect(page.getByText('CLI Tool', { exact: true }).last()).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await page.keyboard.press('Meta+b');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  });

  test('the group of the current page opens by itself and can be toggled; the active link is marked', async ({
    page,
  }) => {
    await page.goto('/cli-app');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const web = nav.getByRole('button', { name: 'Web', exact: true });
    await expect(web).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'CLI Tool' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Go' })).toHaveAttribute('aria-expanded', 'false');
    await web.click();
    await expect(web).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'CLI Tool' })).toBeHidden();
    await nav.getByRole('button', { name: 'Go' }).click();
    await expect(nav.getByRole('link', { name: 'Application' })).toBeVisible();
  });

  test('below 768 px the sidebar is a sheet with its own flag, closed by a link, Escape or a click outside', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 767, height: 800 });
    await page.goto('/');
    await expect(page.locator('[data-sidebar="desktop"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Enter' }).click();
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveCSS('width', '288px');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sheet).toBeVisible();
    await page.mouse.click(740, 400);
    await expect(sheet).toBeHidden();

    await page.keyboard.press('Control+b');
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: 'Web', exact: true }).click();
    await sheet.getByRole('link', { name: 'CLI Tool' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/cli-app$/);

    await page.setViewportSize({ width: 768, height: 800 });
    await expect(page.locator('[data-sidebar="desktop"]')).toBeVisible();
  });

  test('unknown paths answer 404 and render the 404 page, which links home', async ({ page, problems }) => {
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect(logged.some((line) => line.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(problems.consoleErrors).toEqual([]);
    const known = await page.request.get('/cli-app');
    expect(known.status()).toBe(200);
  });

  test('a page whose code fails to load shows the error page while the shell keeps working', async ({
    page,
  }) => {
    const seen: string[] = [];
    page.on('console', (m) => m.type() === 'error' && seen.push(m.text()));
    page.on('pageerror', () => {});
    await page.goto('/');
    // Simulate a deploy that removed the page's chunk (or a dropped connection).
    await page.route(/\/assets\/page-.*\.js$/, (route) => route.abort());
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Web', exact: true })
      .click();
    await page.getByRole('link', { name: 'CLI Tool' }).click();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(/dynamically imported module|Failed to fetch/i);
    await page.unroute(/\/assets\/page-.*\.js$/);
    await page.getByRole('link', { name: 'HTML/JavaScript' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'HTML/JavaScript' })).toBeVisible();
  });

  test('footer: quick links go somewhere real, socials are labelled placeholders, the year is current', async ({
    page,
  }) => {
    await page.goto('/cli-app');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('footer-year')).toHaveText(String(new Date().getFullYear()));
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    for (const name of ['GitHub', 'LinkedIn', 'X (Twitter)', 'Blog feed']) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', '#');
    }
    await footer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(page.getByRole('heading', { name: 'About us' })).toBeInViewport();
    await footer.getByRole('link', { name: 'Projects' }).click();
    await expect(page.getByRole('heading', { name: 'Featured apps' })).toBeInViewport();
  });

  test('landing: Enter opens the navigation (an open sidebar stays open, focus moves into it); stat cards; featured cards link to real pages', async ({
    page,
  }) => {
    await page.goto('/');
    const sidebar = page.locator('[data-sidebar="desktop"]');
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(sidebar.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    const stats: Array<[string, string]> = [
      ['Projects', '5+'],
      ['Technologies', '10+'],
      ['Performance', 'A+'],
      ['Security', 'Max'],
    ];
    for (const [label, value] of stats) {
      const figures = page.getByRole('region', { name: 'Key figures' });
      await expect(figures.getByText(label, { exact: true }).locator('..').locator('..')).toContainText(
        value,
      );
    }
    const featured = page.locator('#projects').getByRole('link', { name: /^Open / });
    await expect(featured).toHaveCount(2);
    const href = await featured.first().getAttribute('href');
    const response = await page.request.get(href ?? '/');
    expect(response.status()).toBe(200);
    await featured.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/· Halcyon Labs$/);
  });

  test('documents carry the page policies; every response nosniff and CORP', async ({ page }) => {
    const response = await page.request.get('/');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toContain('camera=(self)');
    expect(headers['permissions-policy']).toContain('microphone=()');
    const script = await page.goto('/').then(() => page.locator('script[type="module"]').getAttribute('src'));
    const asset = await page.request.get(script ?? '/');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toMatch(/br|gzip/);
    // A script is not a page: no CSP, frame or permission policy (about 1 KB less per asset).
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
    expect(asset.headers()['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers()['content-security-policy']).toBeUndefined();
    expect(asset.headers()['x-frame-options']).toBeUndefined();
    expect(asset.headers()['permissions-policy']).toBeUndefined();
    // Built for debugging only: not served.
    expect((await page.request.get(`${script}.map`)).status()).toBe(404);
    const api = await page.request.get('/api/ai/status');
    expect(api.headers()['cache-control']).toBe('no-store');
    expect(api.headers()['content-security-policy']).toBeUndefined();
  });
});

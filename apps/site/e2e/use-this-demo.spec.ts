import { expect, test } from '../../../tooling/playwright/fixtures';
import { demoSources } from '../../../tooling/usage/demo-source.mjs';
import { demoUsages } from '../../../tooling/usage/demo-usage.mjs';

const usages = demoUsages();

test.describe('Use this demo', () => {
  test('closed under each page; opened, it shows the install command, the files per framework and the props', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const qr = usages.find((usage) => usage.path === '/qr-generator');
    if (!qr) throw new Error('no usage for /qr-generator');
    await page.goto('/qr-generator');
    await page.waitForSelector('html[data-hydrated]');
    const panel = page.locator('details', { hasText: 'Use this demo' });
    await expect(panel).not.toHaveAttribute('open');
    await expect(page.getByText(qr.install)).toBeHidden();

    await panel.getByText('Use this demo').click();
    await expect(panel.getByText(qr.install)).toBeVisible();
    const [vite] = qr.frameworks.vite;
    await expect(panel.getByRole('tab', { name: 'Vite' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('region', { name: `Vite: ${vite?.file}` })).toContainText(
      "import QrPage from '@demos/qr/page';",
    );
    // Highlighted at build time like the other fixed code: coloured spans from the first paint.
    const appCode = panel.getByRole('region', { name: `Vite: ${vite?.file}` }).locator('pre > code');
    expect(await appCode.locator('span').count()).toBeGreaterThan(5);
    await expect(appCode).toHaveText(vite?.code ?? '', { useInnerText: false });
    expect(
      await panel
        .getByRole('region', { name: `Install ${qr.packageName}` })
        .locator('code span')
        .count(),
    ).toBeGreaterThan(0);
    await panel.locator('figure', { hasText: 'src/App.tsx' }).getByRole('button', { name: /Copy/ }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(vite?.code);

    // Next.js: the provider, the layout and the page's route file, each copyable as it is.
    await panel.getByRole('tab', { name: 'Next.js' }).click();
    for (const snippet of qr.frameworks.next)
      await expect(panel.getByRole('region', { name: `Next.js: ${snippet.file}` })).toBeVisible();
    await panel
      .locator('figure', { hasText: 'app/qr-generator/page.tsx' })
      .getByRole('button', { name: /Copy/ })
      .click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(qr.frameworks.next[2]?.code);
    await panel.getByRole('tab', { name: 'React Router' }).click();
    await expect(
      panel.getByRole('region', { name: 'React Router: app/routes/qr-generator.tsx' }),
    ).toContainText('export default function QrGeneratorRoute()');
    const rows = panel.getByRole('row');
    await expect(rows).toHaveCount(qr.props.length + 1);
    await expect(panel.getByRole('rowheader', { name: 'syncWithUrl?' })).toBeVisible();

    // Client-side navigation to another page: its own panel, closed.
    await page.getByRole('link', { name: 'Steganography' }).first().click();
    await expect(page).toHaveURL(/\/steganography$/);
    const stego = page.locator('details', { hasText: 'Use this demo' });
    await expect(stego.getByText(qr.install)).toHaveCount(0);
    await expect(stego).not.toHaveAttribute('open');
    await stego.getByText('Use this demo').click();
    await expect(
      stego.getByText('npm install @demos/steganography @demos/kit react react-dom'),
    ).toBeVisible();
  });

  test('on a phone: the summary on one line, the props as stacked rows, nothing cut or scrolled sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/qr-generator');
    await page.waitForSelector('html[data-hydrated]');
    const panel = page.locator('details', { hasText: 'Use this demo' });
    const label = panel.locator('summary').getByText('Use this demo', { exact: true });
    const lineHeight = await label.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    expect((await label.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
    await label.click();
    const table = panel.getByRole('table');
    await expect(table).toBeVisible();
    const box = await panel.boundingBox();
    const layout = await table.evaluate((el) => ({
      display: getComputedStyle(el).display,
      right: el.getBoundingClientRect().right,
      cells: [...el.querySelectorAll('td, tbody th')].map((cell) => cell.getBoundingClientRect().right),
    }));
    expect(layout.display).toBe('block');
    for (const right of layout.cells) expect(right).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0));
    // The panel's padding is the cards' (the kit's Card: space.xl).
    const [panelPad, cardPad] = await page.evaluate(() => [
      getComputedStyle(document.querySelector('details > summary') as Element).paddingLeft,
      getComputedStyle(document.documentElement).getPropertyValue('--demos-space-xl').trim(),
    ]);
    expect(panelPad).toBe(
      await page.evaluate((v) => {
        const probe = document.createElement('div');
        probe.style.paddingLeft = v;
        document.body.append(probe);
        const px = getComputedStyle(probe).paddingLeft;
        probe.remove();
        return px;
      }, cardPad),
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });

  test('the landing page has no panel and never downloads its code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForSelector('html[data-hydrated]');
    await expect(page.getByText('Use this demo')).toHaveCount(0);
    expect(scripts.filter((url) => /UseThisDemo|UsagePanel/.test(url))).toEqual([]);
  });

  test("Source: the package's own files, highlighted, loaded only when the tab is chosen", async ({
    page,
  }) => {
    const sources = demoSources();
    const qr = sources.find((source) => source.path === '/qr-generator');
    if (!qr) throw new Error('no source for /qr-generator');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/qr-generator');
    const panel = page.locator('details', { hasText: 'Use this demo' });
    await panel.getByText('Use this demo').click();
    await expect(panel.getByRole('tab', { name: 'Use it' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByText(`npm install ${qr.packageName}`, { exact: false })).toBeVisible();
    const before = scripts.length;
    expect(scripts.filter((url) => /SourceFiles/.test(url))).toEqual([]);

    await panel.getByRole('tab', { name: 'Source' }).click();
    const component = panel.getByRole('region', { name: 'Source: src/QrPage.tsx' });
    await expect(component).toContainText('export function QrPage(');
    const code = component.locator('pre > code');
    await expect(code).toHaveText(qr.files[0]?.code ?? '', { useInnerText: false });
    expect(await code.locator('span').count()).toBeGreaterThan(20);
    // The tab's code and the package's files arrived only now.
    expect(scripts.length).toBeGreaterThan(before);

    const picker = panel.getByLabel(`File (${qr.files.length})`);
    await picker.selectOption({ label: 'src/store.ts' });
    await expect(panel.getByRole('region', { name: 'Source: src/store.ts' })).toContainText(
      'export function createQrStore(',
    );
    // No repository is named in package.json yet, so no link is made up.
    const links = panel.getByRole('link', { name: /in the repository/ });
    await expect(links).toHaveCount(qr.files[0]?.url ? 1 : 0);
  });

  test.describe('props', () => {
    /** Opens the page with the panel open (`use=1`) and returns the panel and its preview frame. */
    async function openPanel(page: import('@playwright/test').Page, path: string, query = '') {
      await page.goto(`${path}?use=1${query}`);
      await page.waitForSelector('html[data-hydrated]');
      const panel = page.locator('details', { hasText: 'Use this demo' });
      await expect(panel).toHaveAttribute('open');
      const usage = usages.find((u) => u.path === path);
      if (!usage) throw new Error(`no usage for ${path}`);
      const snippet = panel.getByRole('region', { name: `Vite: ${usage.frameworks.vite[0]?.file}` });
      const preview = panel.frameLocator('iframe[data-testid="props-preview"]');
      return { panel, usage, snippet, preview };
    }

    test('a select changes the preview, the snippet and the address; a link restores it; Reset clears it', async ({
      page,
    }) => {
      const { panel, snippet, preview } = await openPanel(page, '/portfolio-app');
      await expect(snippet.locator('code')).toContainText('<PortfolioAppPage />');
      await expect(preview.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
      const control = panel.getByLabel('defaultTab');
      await expect(control).toHaveAccessibleDescription(/tab shown first/i);
      await control.selectOption('skills');
      await expect(snippet.locator('code')).toContainText('<PortfolioAppPage defaultTab="skills" />');
      await expect(preview.getByRole('tab', { name: 'Skills' })).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(/[?&]use=1/);
      await expect(page).toHaveURL(/[?&]prop\.defaultTab=skills/);
      // The page's own tab param is apart: the page above stays on its own tab.
      await expect(page).not.toHaveURL(/[?&]tab=/);
      await expect(panel.getByRole('region', { name: 'Embed code for Portfolio Site' })).toContainText(
        '/embed/portfolio-app?theme=dark&amp;prop.defaultTab=skills',
      );

      // The link reproduces the configured demo.
      await page.goto(page.url());
      await page.waitForSelector('html[data-hydrated]');
      const restored = page.locator('details', { hasText: 'Use this demo' });
      await expect(restored).toHaveAttribute('open');
      await expect(restored.getByLabel('defaultTab')).toHaveValue('skills');
      await expect(snippet.locator('code')).toContainText('<PortfolioAppPage defaultTab="skills" />');
      await expect(preview.getByRole('tab', { name: 'Skills' })).toHaveAttribute('aria-selected', 'true');

      await restored.getByRole('button', { name: 'Reset' }).click();
      await expect(restored.getByLabel('defaultTab')).toHaveValue('about');
      await expect(snippet.locator('code')).toContainText('<PortfolioAppPage />');
      await expect(page).not.toHaveURL(/prop\./);
      await expect(preview.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
      await expect(restored.getByRole('button', { name: 'Reset' })).toBeDisabled();

      // Closing the panel takes `use=1` out of the address.
      await restored.locator('summary').click();
      await expect(page).not.toHaveURL(/use=1/);
    });

    test('a switch: the snippet passes it and the preview renders with it', async ({ page }) => {
      const { panel, snippet, preview } = await openPanel(page, '/ruby-app');
      await expect(preview.getByRole('button', { name: 'Show Code' })).toBeVisible();
      const control = panel.getByRole('switch', { name: 'defaultShowCode' });
      await expect(control).toHaveAccessibleDescription(/Ruby source is shown/);
      await control.check();
      await expect(snippet.locator('code')).toContainText('<RubyAppPage defaultShowCode />');
      await expect(preview.getByRole('button', { name: 'Hide Code' })).toBeVisible();
      await expect(page).toHaveURL(/prop\.defaultShowCode=true/);
      await control.uncheck();
      await expect(page).not.toHaveURL(/prop\./);
    });

    test('a text field and a number field, from a link', async ({ page }) => {
      const sky = await openPanel(page, '/constellations', '&prop.initialSelectedId=orion');
      await expect(sky.panel.getByLabel('initialSelectedId')).toHaveValue('orion');
      await expect(sky.snippet.locator('code')).toContainText(
        '<ConstellationsPage initialSelectedId="orion" />',
      );
      await expect(sky.preview.getByRole('dialog', { name: /Orion/ })).toBeVisible();
      await sky.panel.getByLabel('initialSelectedId').fill('say "hi"');
      await expect(sky.snippet.locator('code')).toContainText(
        '<ConstellationsPage initialSelectedId={"say \\"hi\\""} />',
      );

      const boat = await openPanel(page, '/jc-boat-services');
      const timeout = boat.panel.getByLabel('loadTimeoutMs');
      await expect(timeout).toHaveAttribute('type', 'number');
      await timeout.fill('2500');
      await expect(boat.snippet.locator('code')).toContainText('<JcBoatServicesPage loadTimeoutMs={2500} />');
      await expect(boat.panel.locator('iframe[data-testid="props-preview"]')).toHaveAttribute(
        'src',
        /prop\.loadTimeoutMs=2500/,
      );
      // An invalid value in a link is ignored, not a crash.
      const bad = await openPanel(page, '/jc-boat-services', '&prop.loadTimeoutMs=soon');
      await expect(bad.panel.getByLabel('loadTimeoutMs')).toHaveValue('');
      await expect(bad.snippet.locator('code')).toContainText('<JcBoatServicesPage />');
    });

    test('a page whose props are all injections says so', async ({ page }) => {
      const { panel } = await openPanel(page, '/go-app');
      await expect(panel.getByTestId('props-none')).toContainText('injection');
      await expect(panel.locator('iframe')).toHaveCount(0);
    });
  });
});

// The rehearsal's consumer app in Chromium: every page from the registry renders with its own
// precompiled CSS and the kit's theme, and works — a QR code decodes, a file goes through
// steganography and comes back byte for byte, secret notes say clearly that no backend answers,
// the CLI and todo pages respond. Any uncaught error or unexpected console error fails.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../playwright/chromium.mjs';
import { rgbaPng } from '../testing/rgbaPng.mjs';

const root = join(import.meta.dirname, '../..');
// The PNG reader and the QR decoder: the qr package's own (dev) dependencies in the workspace.
const qrModules = join(root, 'packages/qr/node_modules');

const DARK_ACCENT = '#7aa7ff';

class ConsumerError extends Error {}
const fail = (message) => {
  throw new ConsumerError(`consumer: ${message}`);
};

export async function checkConsumer(origin, screenshots) {
  mkdirSync(screenshots, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ locale: 'en-US', acceptDownloads: true });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const problems = [];
    let allowFailedRequests = false;
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (allowFailedRequests && message.text().startsWith('Failed to load resource')) return;
      problems.push(`console: ${message.text()}`);
    });
    const open = async (path, title) => {
      await page.goto(`${origin}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expectStyled(page, path);
    };
    const shot = (name) => page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
    try {
      // The navigation comes from the packages' manifests (their default exports).
      await page.goto(`${origin}/`);
      const links = await page
        .getByRole('navigation', { name: 'Demos' })
        .getByRole('link')
        .evaluateAll((as) => as.map((a) => `${a.textContent} ${a.getAttribute('href')}`));
      const expectedLinks = [
        'QR Generator /qr-generator',
        'Steganography /steganography',
        'Secret Notes /privnote',
        'CLI Tool /cli-app',
        'HTML/JavaScript /html-js-app',
      ];
      if (links.join('|') !== expectedLinks.join('|'))
        fail(`the manifests give other links: ${JSON.stringify(links)}`);

      // QR: the downloaded PNG decodes to the URL typed.
      await open('/qr-generator', 'QR Generator');
      await page.getByLabel('Website address').fill('example.com/from-the-registry');
      await page.getByText('Scans correctly').waitFor();
      const qrDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PNG' }).click();
      const decoded = await decodeQrPng(await (await qrDownload).path());
      if (decoded !== 'https://example.com/from-the-registry') fail(`the QR code decodes to ${decoded}`);
      await shot('qr-generator');

      // Steganography: a random file hidden in a PNG and extracted again, byte for byte.
      await open('/steganography', 'Stéganographie');
      const secret = randomBytes(5000);
      await page.getByLabel('Image porteuse').setInputFiles({
        name: 'carrier.png',
        mimeType: 'image/png',
        buffer: makePng(160, 120),
      });
      await page
        .getByLabel('Fichier à cacher')
        .setInputFiles({ name: 'secret.bin', mimeType: 'application/octet-stream', buffer: secret });
      await page.getByRole('button', { name: 'Cacher le fichier' }).click();
      const message = page.getByTestId('stego-message');
      await message.filter({ hasText: /terminé/ }).waitFor();
      const encodedDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Télécharger', exact: true }).click();
      const encodedPath = await (await encodedDownload).path();
      await shot('steganography-encoded');
      await page.getByRole('tab', { name: 'Décoder' }).click();
      await page.getByLabel('Image à décoder').setInputFiles({
        name: 'carrier_encoded.png',
        mimeType: 'image/png',
        buffer: readFileSync(encodedPath),
      });
      await page.getByRole('button', { name: 'Extraire le fichier' }).click();
      await message.filter({ hasText: /Décodage terminé/ }).waitFor();
      const recovered = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Télécharger le fichier' }).click();
      const back = readFileSync(await (await recovered).path());
      if (!back.equals(secret))
        fail(`steganography returned ${back.length} other bytes than the ${secret.length} hidden`);

      // Secret notes with no backend: a clear error, no crash. (The failed request is expected.)
      await open('/privnote', 'Notes secrètes');
      allowFailedRequests = true;
      await page.getByLabel('Votre message secret').fill('Le code est 4812.');
      await page.getByRole('button', { name: 'Créer la note' }).click();
      await page
        .getByRole('region', { name: 'Notifications' })
        .getByText('Impossible de créer la note')
        .waitFor();
      if (!(await page.getByLabel('Votre message secret').isVisible()))
        fail('the notes form is gone after the error');
      await shot('privnote-no-backend');
      allowFailedRequests = false;

      // CLI and todo pages (the checks of the former tarball fixture).
      await open('/cli-app', 'CLI Tool');
      await page.getByLabel('Command').fill('--version');
      await page.getByLabel('Command').press('Enter');
      const terminal = page.getByRole('log', { name: 'Terminal output' });
      await terminal.getByText(/^forge v/).waitFor();
      // The kit's TerminalWindow paints its dark body on the window around the log, so
      // the first painted background between the log and the page's root is the terminal's.
      const terminalBackground = await terminal.evaluate((el) => {
        for (let node = el; node && node.id !== 'root' && node !== document.body; node = node.parentElement) {
          const color = getComputedStyle(node).backgroundColor;
          if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color;
        }
        return null;
      });
      if (!terminalBackground) fail('the CLI page styles are missing (terminal has no background)');
      await shot('cli-app');
      await open('/html-js-app', 'HTML/JavaScript');
      await page.getByLabel('New task').fill('From the registry');
      await page.getByLabel('New task').press('Enter');
      await page.getByText('From the registry').waitFor();
      const addBackground = await page
        .getByRole('button', { name: 'Add', exact: true })
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      if (addBackground !== 'rgb(122, 167, 255)')
        fail(`the kit's primary button is not styled (${addBackground})`);
      await shot('html-js-app-dark');

      // The light theme (stored choice) re-themes through the CSS variables.
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'HTML/JavaScript' }).waitFor();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
      const lightAccent = await accent(page);
      if (!lightAccent || lightAccent === DARK_ACCENT) fail(`the light theme has accent "${lightAccent}"`);
      await shot('html-js-app-light');

      if (problems.length > 0) fail(`errors in the pages:\n${problems.join('\n')}`);
      console.log(
        'consumer: the manifests, QR (decoded), steganography (round trip), secret notes (clear error without a backend), CLI and todo pages work from the registry, styled, in both themes.',
      );
    } catch (error) {
      // What the page showed when a step failed: a screenshot, its status texts, its errors.
      await shot('failure').catch(() => {});
      const status = await page
        .locator('[role=status], [role=alert], [data-testid]')
        .evaluateAll((els) =>
          els
            .map((el) => el.textContent?.trim())
            .filter(Boolean)
            .slice(0, 12),
        )
        .catch(() => []);
      const seen = [`at ${page.url()}`, ...status.map((text) => `shown: ${text}`), ...problems];
      if (error instanceof Error) error.message += `\n${seen.join('\n')}\n(screenshot: failure.png)`;
      throw error;
    }
  } finally {
    await browser.close();
  }
}

const accent = (page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--demos-color-accent').trim(),
  );

/** The kit's theme variables are set, and the page's root element is matched by a rule of its own CSS. */
/** The kit's dark theme variables apply, and a rule of the page's own CSS matches its root element. */
export async function expectStyled(page, path, pageRoot = 'main > :not(p)') {
  const value = await accent(page);
  if (value !== DARK_ACCENT) fail(`${path}: the kit's theme variables are missing (accent "${value}")`);
  const matched = await page
    .locator(pageRoot)
    .first()
    .evaluate((rootElement) => {
      const selectors = [];
      const collect = (rules) => {
        for (const rule of rules) {
          if (rule.selectorText) selectors.push(rule.selectorText);
          if (rule.cssRules) collect(rule.cssRules);
        }
      };
      for (const sheet of document.styleSheets) collect(sheet.cssRules);
      return [...rootElement.classList].some((name) =>
        selectors.some((s) => s.includes(`.${CSS.escape(name)}`)),
      );
    });
  if (!matched)
    fail(`${path}: no stylesheet rule matches the page's root element (its package CSS is missing)`);
}

async function decodeQrPng(path) {
  const { decode } = await import(pathToFileURL(join(qrModules, 'fast-png/lib/index.js')).href);
  const jsQR = (await import(pathToFileURL(join(qrModules, 'jsqr/dist/jsQR.js')).href)).default;
  const png = decode(readFileSync(path));
  const rgba = new Uint8ClampedArray(png.width * png.height * 4);
  for (let i = 0; i < png.width * png.height; i += 1)
    for (let c = 0; c < 4; c += 1)
      rgba[i * 4 + c] = c < png.channels ? Number(png.data[i * png.channels + c]) : 255;
  return jsQR(rgba, png.width, png.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** An 8-bit RGBA PNG written here, independent of the page's own codec. */
const makePng = (width, height) =>
  rgbaPng(width, height, (x, y) => [(x * 7) & 0xff, (y * 5) & 0xff, (x * y) & 0xff, 255]);

// Run alone against a served consumer: node consumer-check.mjs http://127.0.0.1:4434
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await checkConsumer(
    process.argv[2] ?? 'http://127.0.0.1:4434',
    join(root, 'test-results/release/screenshots'),
  );
}

import type { Download, Page } from '@playwright/test';
import { expect, test } from '../../../tooling/playwright/fixtures';
import { decodeWithJsQr, decodeWithZbar, fromUtf8, rasteriseSvg, readBytes, utf8 } from './qr-decoders';

/**
 * Issue 16: every downloaded code (PNG and SVG) is dark modules on a light background, in both
 * colour modes and both locales, so decoders that never invert (jsQR 'dontInvert', ZBar) read it.
 */

const LABELS = {
  'en-US': {
    title: 'QR Generator',
    dark: 'Dark QR colours',
    tabs: { url: 'URL', text: 'Text', contact: 'Contact' },
    url: 'Website address',
    text: 'Text',
    firstName: 'First name',
    lastName: 'Last name',
    organization: 'Organization',
    email: 'Email',
    scanOk: 'Scans correctly',
    png: 'Download PNG',
    svg: 'Download SVG',
  },
  'es-ES': {
    title: 'Generador de QR',
    dark: 'Colores QR oscuros',
    tabs: { url: 'URL', text: 'Texto', contact: 'Contacto' },
    url: 'Dirección web',
    text: 'Texto',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    organization: 'Organización',
    email: 'Correo electrónico',
    scanOk: 'Se escanea correctamente',
    png: 'Descargar PNG',
    svg: 'Descargar SVG',
  },
} as const;
type Labels = (typeof LABELS)[keyof typeof LABELS];

const UNICODE_TEXT = '¡Hola, señor Müller! 👋 中文 € «ß» — naïve café 😀';
// 1,200 characters: enough for a version-27-or-so code with small modules.
const LONG_TEXT = Array.from(
  { length: 1200 },
  (_, i) => 'Lorem ipsum, dolor sit amet; 0123456789!'[i % 40],
).join('');
const URL_WITH_QUERY = 'https://example.com/search?q=caf%C3%A9&lang=es-ES&page=2#results-top';

interface Case {
  name: string;
  fill: (page: Page, labels: Labels) => Promise<void>;
  expected: (data: string) => void;
}

const CASES: Case[] = [
  {
    name: 'unicode text',
    fill: async (page, l) => {
      await page.getByRole('tab', { name: l.tabs.text }).click();
      await page.getByRole('textbox', { name: l.text, exact: true }).fill(UNICODE_TEXT);
    },
    expected: (data) => expect(data).toBe(UNICODE_TEXT),
  },
  {
    name: 'a 1,200-character text',
    fill: async (page, l) => {
      await page.getByRole('tab', { name: l.tabs.text }).click();
      await page.getByRole('textbox', { name: l.text, exact: true }).fill(LONG_TEXT);
    },
    expected: (data) => expect(data).toBe(LONG_TEXT),
  },
  {
    name: 'a URL with query and fragment',
    fill: async (page, l) => {
      await page.getByRole('tab', { name: l.tabs.url, exact: true }).click();
      await page.getByLabel(l.url).fill(URL_WITH_QUERY);
    },
    expected: (data) => expect(data).toBe(URL_WITH_QUERY),
  },
  {
    name: 'a vCard with ; and , in fields',
    fill: async (page, l) => {
      await page.getByRole('tab', { name: l.tabs.contact }).click();
      await page.getByLabel(l.firstName, { exact: true }).fill('Zoë; "Z"');
      await page.getByLabel(l.lastName, { exact: true }).fill('Núñez, Jr.');
      await page.getByLabel(l.organization, { exact: true }).fill('Acme; Hermanos, S.L.');
      await page.getByLabel(l.email, { exact: true }).fill('zoe@example.es');
    },
    expected: (data) => {
      expect(data).toContain('\r\nN:Núñez\\, Jr.;Zoë\\; "Z";;;\r\n');
      expect(data).toContain('\r\nFN:Zoë\\; "Z" Núñez\\, Jr.\r\n');
      expect(data).toContain('\r\nORG:Acme\\; Hermanos\\, S.L.\r\n');
    },
  },
];

async function download(page: Page, name: string): Promise<Download> {
  const event = page.waitForEvent('download');
  await page.getByRole('button', { name, exact: true }).click();
  return event;
}

/** Both decoders read the same bytes, and they are the expected data. */
async function expectScanners(png: Uint8Array, check: Case['expected'], what: string) {
  const jsqr = await decodeWithJsQr(png);
  expect(jsqr, `jsQR (dontInvert) reads the ${what}`).not.toBeNull();
  check(jsqr as string);
  const zbar = await decodeWithZbar(png);
  expect(zbar, `ZBar reads the ${what}`).not.toBeNull();
  expect(zbar).toEqual(utf8(jsqr as string));
  check(fromUtf8(zbar) as string);
}

// Each locale once and each colour scheme once (the full grid ran the same risks four times).
for (const [locale, dark] of [
  ['en-US', false],
  ['es-ES', true],
] as const) {
  test.describe(`QR downloads every scanner reads (${locale})`, () => {
    test.use({ locale });
    // Many renders, downloads and decodes on a possibly busy machine.
    test.describe.configure({ timeout: 240_000 });

    test(`PNG and SVG decode without inversion, ${dark ? 'dark' : 'light'} colours`, async ({
      page,
      context,
    }) => {
      const l = LABELS[locale];
      await page.goto('/qr-generator');
      await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible({ timeout: 20_000 });
      const toggle = page.getByRole('switch', { name: l.dark });
      if (dark) await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', String(dark));

      for (const testCase of CASES) {
        await test.step(testCase.name, async () => {
          await testCase.fill(page, l);
          await expect(page.getByText(l.scanOk)).toBeVisible({ timeout: 20_000 });

          const png = await download(page, l.png);
          await expectScanners(
            await readBytes(await png.path()),
            testCase.expected,
            `PNG (${testCase.name})`,
          );

          const svgFile = await download(page, l.svg);
          const svg = new TextDecoder().decode(await readBytes(await svgFile.path()));
          expect(svg).toContain('<svg');
          // The SVG's viewBox is the module grid; whole pixels per module, as a printer would.
          const grid = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
          expect(grid).toBeGreaterThan(20);
          for (const pixelsPerModule of [3, 6]) {
            await expectScanners(
              await rasteriseSvg(context, svg, grid * pixelsPerModule),
              testCase.expected,
              `SVG at ${pixelsPerModule} px per module (${testCase.name})`,
            );
          }
        });
      }
    });
  });
}

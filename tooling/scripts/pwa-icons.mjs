// Renders the web app manifest's PNG icons from the site's logo (apps/site/public/favicon.svg) with
// Chromium, the browser every script here uses: 192 and 512 px as drawn (rounded square, transparent
// corners), and a 512 px maskable icon (the logo inside the central 80 % safe zone on a full-bleed
// background of the logo's own colour, which launchers crop to their shape). The PNGs are committed;
// run again after changing the logo:  node tooling/scripts/pwa-icons.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright/chromium.mjs';

const root = join(import.meta.dirname, '../..');
const svg = readFileSync(join(root, 'apps/site/public/favicon.svg'), 'utf8');
const background = /<rect [^>]*fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1];
if (!background)
  throw new Error('favicon.svg: no background <rect fill="#…"> to extend for the maskable icon');
const logo = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = maskable ? Math.round(size * 0.72) : size;
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${maskable ? background : 'transparent'}">
        <img src="${logo}" width="${inner}" height="${inner}" alt=""></body>`,
    );
    await page.locator('img').evaluate((img) => (img instanceof HTMLImageElement ? img.decode() : undefined));
    await page.screenshot({ path: join(root, 'apps/site/public/icons', file), omitBackground: !maskable });
    await page.close();
  }
} finally {
  await browser.close();
}

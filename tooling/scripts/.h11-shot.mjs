import { chromium } from '@playwright/test';

const [url, out, theme, width, action] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new'],
});
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
const page = await context.newPage();
page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text()));
await page.goto(url, { waitUntil: 'networkidle' });
if (action === 'orion') await page.getByRole('button', { name: /^Orion:/ }).click();
if (action === 'sky') {
  const c = page.getByRole('application');
  const box = await c.boundingBox();
  for (const [x, y] of [
    [0.2, 0.3],
    [0.35, 0.6],
    [0.5, 0.4],
    [0.7, 0.7],
    [0.8, 0.3],
  ])
    await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
  await page.getByRole('button', { name: 'Reveal' }).click();
  await page.getByRole('textbox').fill('The Kite');
  await page.getByRole('button', { name: 'Name it' }).click();
}
if (action === 'parrot') await page.getByRole('button', { name: /parrot/i }).click();
await page.waitForTimeout(2500);
await page.screenshot({ path: out, fullPage: action !== 'orion' });
await browser.close();

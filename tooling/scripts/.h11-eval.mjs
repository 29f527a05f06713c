import { chromium } from '@playwright/test';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new'],
});
const page = await browser.newPage();
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
await page.getByRole('button', { name: /^Orion:/ }).click();
await page.waitForTimeout(500);
console.log(
  await page.evaluate(() => {
    const d = document.querySelector('[role=dialog]');
    const b = [...d.querySelectorAll('button')].pop();
    const cs = getComputedStyle(d);
    const bs = getComputedStyle(b);
    return JSON.stringify({
      dpad: cs.padding,
      dcls: d.className,
      bcls: b.className,
      bpad: bs.padding,
      bbg: bs.backgroundColor,
      sheets: [...document.styleSheets].map((s) => s.href?.split('/').pop()),
    });
  }),
);
await browser.close();

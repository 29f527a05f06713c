import { chromium } from '@playwright/test';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new'],
});
const page = await browser.newPage();
await page.goto('http://127.0.0.1:4329/');
await page.evaluate((process_url) => {
  const f = document.createElement('iframe');
  f.src = process_url;
  f.sandbox = 'allow-scripts allow-same-origin';
  f.onload = () => {
    window.__loaded = performance.now();
  };
  document.body.append(f);
}, process.argv[2]);
await page.waitForTimeout(4000);
console.log(
  await page.evaluate(() =>
    JSON.stringify({
      loaded: window.__loaded,
      entries: performance.getEntriesByType('resource').map((e) => ({
        n: e.name,
        t: e.initiatorType,
        s: e.responseStatus,
        d: e.duration,
        rs: e.responseStart,
        re: e.responseEnd,
        ts: e.transferSize,
        cs: e.connectStart,
      })),
    }),
  ),
);
await browser.close();

import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tooling/playwright/chromium.mjs';
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const base of process.argv.slice(2)) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map(); const files = new Map();
  cdp.on('Network.responseReceived', (e) => { types.set(e.requestId, e.type); files.set(e.requestId, e.response.url); });
  const sums = { Script: 0, Stylesheet: 0 }; const per = [];
  cdp.on('Network.loadingFinished', (e) => { const t = types.get(e.requestId); if (t in sums) { sums[t] += e.encodedDataLength; per.push([files.get(e.requestId).split('/').pop(), e.encodedDataLength]); } });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3500);
  console.log(base, JSON.stringify(sums));
  console.log(per.filter(([f]) => f.endsWith('.css') || f.endsWith('.js')).map((p) => p.join(':')).join(' '));
  await context.close();
}
await browser.close();

import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(process.env.W ?? 412), height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute', 'blink.user_timing'] });
await page.goto('http://127.0.0.1:4391' + process.argv[2]);
await page.waitForTimeout(3000);
const buf = await browser.stopTracing();
const all = JSON.parse(buf.toString()).traceEvents; const events = all.filter((e) => e.ph === 'X' && e.dur); console.log([...new Set(events.filter(e=>e.dur>40000).map(e=>e.name))].join(','));
const t0 = Math.min(...events.map(e=>e.ts)); for (const e of events.filter(e=>e.dur>30000 && e.name!=='v8.parseOnBackground' && !e.name.startsWith('Background'))) console.log(e.name, Math.round((e.ts-t0)/1000), Math.round(e.dur/1000), (e.args?.data?.url??e.args?.data?.frame??'').toString().split('/').pop(), e.args?.data?.functionName??'');
const tasks = events.filter((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur > 40000);
for (const t of tasks) {
  const kids = events.filter((e) => e.tid === t.tid && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t && e.name !== 'RunTask');
  const sums = {};
  for (const k of kids) sums[k.name] = (sums[k.name] ?? 0) + k.dur;
  const top = Object.entries(sums).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([n, d]) => `${n}:${(d / 1000).toFixed(0)}`);
  const urls = [...new Set(kids.filter((k) => k.args?.data?.url || k.args?.data?.functionName).map((k) => (k.args.data.url ?? '').split('/').pop() + '#' + (k.args.data.functionName ?? '')))].slice(0, 6);
  console.log(`task ${(t.dur / 1000).toFixed(0)}ms:`, top.join(' '), '|', urls.join(' '));
}
await browser.close();

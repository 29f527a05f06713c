import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '../../../tooling/playwright/fixtures';

/**
 * Nothing already painted moves when the rest of the page arrives. A slow phone paints a page
 * while its HTML is still being parsed (the parser yields, the browser paints what it has), so a
 * layout that depends on elements further down shifts the ones above once those arrive. Seen on
 * /scaffold-generator with a 6× CPU throttle: its first column, alone in an auto-fit grid until
 * the second was parsed, took the full width, then shrank to half (CLS 0.08). When that happens
 * depends on timing; this test makes it certain: each route's HTML is served cut after each of its
 * first sections (the browser closes what is open), with no script run, and every element the cut
 * page holds in full must be where the whole page puts it. Scored like CLS (impact × distance over
 * the first screen); the limit is the site's 0.02.
 */
const siteDir = process.env.E2E_SITE_DIR ?? resolve(import.meta.dirname, '../dist');
const routes = JSON.parse(readFileSync(join(siteDir, 'routes.json'), 'utf8')) as { path: string }[];
const paths = ['/', ...routes.map((route) => route.path)];
const VIEWPORT_HEIGHT = 900;
/** Cut points per page: after each of its first sections, forms and figures that end on the first screen. */
const MAX_CUTS = 5;

interface Box {
  index: number;
  tag: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Boxes of the elements on the first screen, by document order; `closedOnly` skips the open ones. */
function boxes(closedOnly: boolean): Box[] {
  const all = [...document.body.getElementsByTagName('*')];
  const open = new Set<Element>();
  if (closedOnly) {
    // The last element parsed and its ancestors are the ones the cut left open.
    for (let node: Element | null = all.at(-1) ?? null; node; node = node.parentElement) open.add(node);
  }
  const out: Box[] = [];
  all.forEach((element, index) => {
    if (open.has(element)) return;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return;
    if (rect.top >= 900 || rect.bottom <= 0) return;
    out.push({
      index,
      tag: `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '').split(' ')[0]}`,
      x: Math.round(rect.x),
      y: Math.round(rect.y),
      width: Math.round(rect.width),
      height: Math.round(rect.height),
    });
  });
  return out;
}

for (const width of [390, 1280]) {
  test.describe(`partial parse at ${width} px`, () => {
    test.use({ viewport: { width, height: VIEWPORT_HEIGHT }, javaScriptEnabled: false });
    for (const path of paths) {
      test(`${path}: what is painted first stays put`, async ({ page }) => {
        const response = await page.request.get(path);
        const html = await response.text();
        const status = response.status();
        const body = html.indexOf('<main');
        const ends = [...html.matchAll(/<\/(section|form|figure|header)>/g)]
          .map((match) => (match.index as number) + match[0].length)
          .filter((at) => at > body);
        let cut = html.length;
        await page.route(
          (url) => url.pathname === path,
          (route) =>
            route.fulfill({ status, contentType: 'text/html; charset=utf-8', body: html.slice(0, cut) }),
        );
        await page.goto(path);
        const whole = new Map((await page.evaluate(boxes, false)).map((box) => [box.index, box]));
        const problems: string[] = [];
        for (const end of ends.slice(0, MAX_CUTS)) {
          cut = end;
          await page.goto(path);
          let impact = 0;
          let distance = 0;
          const moved: string[] = [];
          for (const box of await page.evaluate(boxes, true)) {
            const after = whole.get(box.index);
            if (!after) continue;
            const dx = Math.abs(after.x - box.x);
            const dy = Math.abs(after.y - box.y);
            const dw = Math.abs(after.width - box.width);
            const dh = Math.abs(after.height - box.height);
            if (dx <= 1 && dy <= 1 && dw <= 1 && dh <= 1) continue;
            // As Chromium scores a shift: the area the moved elements cover before and after (here
            // the largest one's, on screen) over the viewport's, times the longest move over the
            // viewport's larger side.
            const top = Math.max(0, Math.min(box.y, after.y));
            const bottom = Math.min(VIEWPORT_HEIGHT, Math.max(box.y + box.height, after.y + after.height));
            const left = Math.max(0, Math.min(box.x, after.x));
            const right = Math.min(width, Math.max(box.x + box.width, after.x + after.width));
            const moveBy = Math.max(dx, dy) / Math.max(width, VIEWPORT_HEIGHT);
            if (moveBy === 0) continue; // grew or shrank in place: not a shift (as Chromium counts)
            impact = Math.max(
              impact,
              (Math.max(0, right - left) * Math.max(0, bottom - top)) / (width * VIEWPORT_HEIGHT),
            );
            distance = Math.max(distance, moveBy);
            moved.push(
              `${box.tag} ${box.x},${box.y} ${box.width}×${box.height} → ${after.x},${after.y} ${after.width}×${after.height}`,
            );
          }
          const score = impact * distance;
          if (score > 0.02)
            problems.push(
              `cut at byte ${end} of ${html.length}: score ${score.toFixed(3)}\n  ${moved.slice(0, 6).join('\n  ')}`,
            );
        }
        expect(problems, `elements painted early that move later on ${path}`).toEqual([]);
      });
    }
  });
}

import type { Page } from '@playwright/test';

/**
 * What a visitor reads as broken or unfinished, measured in the rendered page (issue 24): a tab
 * list on two rows, a command or file name broken inside a token, an icon crushed below 12 px, two
 * buttons side by side with different heights, a browser-default select, checkbox or file picker.
 * Returns one line per problem (empty when the page is clean).
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (el: Element) => {
      const label =
        el.getAttribute('aria-label') ??
        el.getAttribute('title') ??
        (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      return `<${el.tagName.toLowerCase()}${cls ? ` .${cls}` : ''}> "${label}"`;
    };
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) return false;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      if (style.clipPath && style.clipPath !== 'none' && /inset\(50%|circle\(0/.test(style.clipPath))
        return false;
      if (style.clip && style.clip !== 'auto' && /rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(style.clip))
        return false;
      // Inside a closed <details>, a collapsed panel or an inert subtree: not seen.
      return el.closest('[hidden], [inert], details:not([open]) > :not(summary)') === null;
    };

    // 1. A tab list is one row (it scrolls when its tabs do not fit).
    for (const list of document.querySelectorAll('[role="tablist"]')) {
      if (!shown(list)) continue;
      const tops = new Set(
        [...list.querySelectorAll('[role="tab"]')]
          .filter(shown)
          .map((tab) => Math.round(tab.getBoundingClientRect().top)),
      );
      if (tops.size > 1) problems.push(`tab list on ${tops.size} rows: ${describe(list)}`);
    }

    // 2. No token (a run without spaces) broken across lines in code, commands or file names.
    const tokenHosts = document.querySelectorAll('code, pre, kbd, samp, [data-filename]');
    let checked = 0;
    for (const host of tokenHosts) {
      if (!shown(host) || checked > 4000) continue;
      const walker = document.createTreeWalker(host, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node && checked <= 4000; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S{2,}/g)) {
          checked++;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (lines.size > 1) {
            problems.push(`"${match[0].slice(0, 40)}" broken over ${lines.size} lines in ${describe(host)}`);
            break;
          }
        }
      }
    }

    // 3. Icons keep their size (12 px at least) wherever they sit.
    for (const icon of document.querySelectorAll('svg.lucide, svg[data-icon]')) {
      const box = icon.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (!shown(icon.parentElement ?? icon)) continue;
      if (box.width < 11.5 || box.height < 11.5)
        problems.push(
          `icon ${Math.round(box.width * 10) / 10}×${Math.round(box.height * 10) / 10} px in ${describe(icon.parentElement ?? icon)}`,
        );
    }

    // 4. Buttons side by side (same parent, same row) have one height.
    const rows = new Map<Element, Map<number, { el: Element; height: number }[]>>();
    for (const button of document.querySelectorAll('button, a[role="button"], [data-kit-button]')) {
      if (!shown(button) || !button.parentElement) continue;
      const box = button.getBoundingClientRect();
      const byTop = rows.get(button.parentElement) ?? new Map();
      rows.set(button.parentElement, byTop);
      const top = Math.round(box.top / 4);
      byTop.set(top, [...(byTop.get(top) ?? []), { el: button, height: box.height }]);
    }
    for (const byTop of rows.values()) {
      for (const row of byTop.values()) {
        const heights = row.map((b) => b.height);
        if (row.length > 1 && Math.max(...heights) - Math.min(...heights) > 1.5)
          problems.push(
            `buttons in one row of different heights (${heights.map((h) => Math.round(h)).join(', ')} px): ${row
              .map((b) => describe(b.el))
              .join(' · ')}`,
          );
      }
    }

    // 5. No browser-default select, checkbox or file picker in the kit's design.
    for (const control of document.querySelectorAll('select, input[type="checkbox"], input[type="radio"]')) {
      if (!shown(control)) continue;
      const appearance = getComputedStyle(control).appearance;
      if (appearance !== 'none') problems.push(`native ${describe(control)} (appearance: ${appearance})`);
    }
    for (const input of document.querySelectorAll('input[type="file"]')) {
      if (shown(input)) problems.push(`visible native file picker ${describe(input)}`);
    }
    return problems;
  });
}

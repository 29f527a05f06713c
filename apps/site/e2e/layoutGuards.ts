import type { Page } from '@playwright/test';

/**
 * What a visitor reads as broken or unfinished, measured in the rendered page (issue 24): a tab
 * list on two rows, a command or file name broken inside a token, an icon crushed below 12 px, two
 * buttons side by side with different heights, a browser-default select, checkbox or file picker.
 * Returns one line per problem (empty when the page is clean).
 */
export interface LayoutOptions {
  /** The viewport width being checked: tab lists must show every tab from 640 px up. */
  width: number;
  /** The theme: fields' fill and boundary are checked in the light theme. */
  theme?: 'dark' | 'light';
}

export function layoutProblems(page: Page, options: LayoutOptions = { width: 1280 }): Promise<string[]> {
  return page.evaluate(({ width, theme }) => {
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

    // 1. Tab lists: from 640 px up (the kit's WRAP_FROM) every tab is in view, wrapped into rows if
    // need be; below it, one row that scrolls sideways (never a second row).
    for (const list of document.querySelectorAll('[role="tablist"]')) {
      if (!shown(list)) continue;
      const tabs = [...list.querySelectorAll('[role="tab"]')].filter(shown);
      if (width >= 640) {
        const box = list.getBoundingClientRect();
        const hidden = tabs.filter((tab) => {
          const r = tab.getBoundingClientRect();
          return (
            r.left < box.left - 1 ||
            r.right > box.right + 1 ||
            r.top < box.top - 1 ||
            r.bottom > box.bottom + 1
          );
        });
        if (hidden.length > 0 || list.scrollWidth > list.clientWidth + 1)
          problems.push(
            `tab list scrolls at ${width} px (${hidden.length} of ${tabs.length} tabs out of view: ${hidden
              .map((tab) => (tab.textContent ?? '').trim())
              .join(', ')}): ${describe(list)}`,
          );
      } else {
        const tops = new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
        if (tops.size > 1) problems.push(`tab list on ${tops.size} rows: ${describe(list)}`);
      }
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

    // 3. Icons keep their size (the kit's 12 px at least) wherever they sit.
    for (const icon of document.querySelectorAll('svg.lucide, svg[data-icon]')) {
      const box = icon.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (!shown(icon.parentElement ?? icon)) continue;
      if (box.width < 11.95 || box.height < 11.95)
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
    // 6. A copyable command (code beside its Copy button, on the same row) shows all its text:
    // nothing under the button, nothing cut at the edge of a box that hides it. A word longer than
    // the line may scroll (the kit's scroll areas show a shadow on the side with more).
    const clipBox = (el: Element) => {
      let left = -Infinity;
      let right = Infinity;
      let scrolls = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible') continue;
        const r = a.getBoundingClientRect();
        const [l, rr] = [r.left + a.clientLeft, r.left + a.clientLeft + a.clientWidth];
        if (l > left || rr < right) scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
        left = Math.max(left, l);
        right = Math.min(right, rr);
      }
      return { left, right, scrolls };
    };
    const copyButtons = [...document.querySelectorAll('button')].filter(
      (b) =>
        shown(b) && /^(copy|copier)\b/i.test((b.getAttribute('aria-label') ?? b.textContent ?? '').trim()),
    );
    const seenCommands = new Set<Element>();
    for (const button of copyButtons) {
      const b = button.getBoundingClientRect();
      let scope: Element | null = button.parentElement;
      for (let depth = 0; scope && depth < 3; depth++, scope = scope.parentElement) {
        const codes = [...scope.querySelectorAll('pre, code')].filter(
          (c) => shown(c) && !c.parentElement?.closest('pre, code') && !seenCommands.has(c),
        );
        if (codes.length === 0) continue;
        for (const code of codes) {
          const c = code.getBoundingClientRect();
          // Beside the button: the code's box and the button share a row (a file's toolbar sits above it).
          if (c.bottom <= b.top + 1 || c.top >= b.bottom - 1) continue;
          // …and right beside it or over it (not a button of a neighbouring column).
          if (b.left < c.left - 1 || b.left > c.right + 24) continue;
          seenCommands.add(code);
          const range = document.createRange();
          range.selectNodeContents(code);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0.5);
          const clip = clipBox(code);
          const under = rects.some(
            (r) =>
              Math.min(r.right, b.right, clip.right) - Math.max(r.left, b.left, clip.left) > 1 &&
              Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top) > 1,
          );
          // Cut: a word that runs past the box although it would fit on a line of its own (the command
          // should have wrapped at a space), or any text past a box that does not scroll.
          let cut = false;
          const wordWalker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
          for (let node = wordWalker.nextNode(); node && !cut; node = wordWalker.nextNode()) {
            for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
              const word = document.createRange();
              word.setStart(node, match.index);
              word.setEnd(node, match.index + match[0].length);
              const w = word.getBoundingClientRect();
              const past = w.right > clip.right + 1 || w.left < clip.left - 1;
              if (past && (!clip.scrolls || w.width <= clip.right - clip.left)) {
                cut = true;
                break;
              }
            }
          }
          if (under || cut)
            problems.push(
              `command ${under ? 'under its Copy button' : 'cut at the edge of its box'}: ${describe(code)}`,
            );
        }
        break;
      }
    }

    // 7. A file name or path in prose is not broken at its hyphens ("start-/electrumx.ps1").
    const FILE_LIKE = /[\w\\/:.]*\w-[\w.-]*\.[a-z0-9]{1,5}\b|[A-Za-z]:\\\S+/gi;
    const proseWalker = document.createTreeWalker(
      document.querySelector('main') ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    let proseChecked = 0;
    for (let node = proseWalker.nextNode(); node && proseChecked < 2000; node = proseWalker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('code, pre, kbd, samp, [data-filename], script, style') || !shown(parent))
        continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(FILE_LIKE)) {
        proseChecked++;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (lines.size > 1)
          problems.push(`file name "${match[0]}" broken over ${lines.size} lines in ${describe(parent)}`);
      }
    }

    // 8. Pointer targets are 24 × 24 px at least (WCAG 2.2, 2.5.8), except links inside a sentence
    // and small targets with room around them (a 24 px circle on each touches no other target).
    const targetSelector =
      'a[href], button, summary, select, textarea, input:not([type="hidden"]), [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="radio"], [role="menuitem"], [role="option"], [role="slider"]';
    const targets = [...document.querySelectorAll(targetSelector)].filter(
      (el) =>
        shown(el) && getComputedStyle(el).pointerEvents !== 'none' && !el.closest('[aria-hidden="true"]'),
    );
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A' || !getComputedStyle(el).display.startsWith('inline')) return false;
      const block = el.parentElement;
      if (!block) return false;
      const own = (el.textContent ?? '').trim();
      const around = (block.textContent ?? '').replace(own, '').trim();
      return /\w{2,}/.test(around);
    };
    const boxes = targets.map((el) => ({ el, r: el.getBoundingClientRect() }));
    const small = boxes.filter(({ el, r }) => (r.width < 23.95 || r.height < 23.95) && !inSentence(el));
    for (const { el, r } of small) {
      // A target that is the visual part of a bigger one (an input inside its label, a checkbox's box) is
      // measured by that one.
      if (el.closest('label')?.contains(el) && el.tagName === 'INPUT') {
        const label = el.closest('label')?.getBoundingClientRect();
        if (label && label.width >= 24 && label.height >= 24) continue;
      }
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const crowded = boxes.some(({ el: other, r: o }) => {
        if (other === el || other.contains(el) || el.contains(other)) return false;
        const otherSmall = small.some((s) => s.el === other);
        if (otherSmall) return Math.hypot(o.left + o.width / 2 - cx, o.top + o.height / 2 - cy) < 24;
        const dx = Math.max(o.left - cx, 0, cx - o.right);
        const dy = Math.max(o.top - cy, 0, cy - o.bottom);
        return Math.hypot(dx, dy) < 12;
      });
      if (crowded)
        problems.push(
          `pointer target ${Math.round(r.width * 10) / 10}×${Math.round(r.height * 10) / 10} px (under 24 × 24, too close to another): ${describe(el)}`,
        );
    }

    // 9. One theme toggle: the shell's.
    const toggles = [...document.querySelectorAll('button, [role="switch"]')].filter(
      (el) =>
        shown(el) &&
        /switch to (light|dark)|(light|dark) (theme|mode)|thème (clair|sombre)/i.test(
          `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''} ${el.textContent ?? ''}`,
        ),
    );
    if (toggles.length > 1)
      problems.push(`${toggles.length} theme toggles: ${toggles.map(describe).join(' · ')}`);

    // 11. Cards laid on one grid's rows (StatGrid: label, value, hint on a subgrid) keep their values
    // on one baseline, however many lines a label takes. A card that leaves the subgrid (a size
    // container of its own, for one) lets a wrapping label push its value down.
    const rowsOfCards = new Map<Element, Element[]>();
    for (const card of document.querySelectorAll('*')) {
      if (!card.parentElement || !shown(card)) continue;
      // Found by what the card asks for (a grid spanning several of its parent's rows), not by a
      // computed 'subgrid', which Chromium reports as 'none' once the card has left the subgrid.
      const style = getComputedStyle(card);
      if (
        style.display !== 'grid' ||
        !/^span [2-9]/.test(`${style.gridRowStart} ${style.gridRowEnd}`.replace(/^auto /, ''))
      )
        continue;
      if (getComputedStyle(card.parentElement).display !== 'grid') continue;
      const siblings = rowsOfCards.get(card.parentElement) ?? [];
      siblings.push(card);
      rowsOfCards.set(card.parentElement, siblings);
    }
    for (const cards of rowsOfCards.values()) {
      const byRow = new Map<number, { card: Element; baseline: number }[]>();
      for (const card of cards) {
        const value = card.children[1];
        // Only where the row asks for one baseline (StatGrid's values); panels laying other parts
        // on shared rows (the converter's editors) line up their tracks, not their text.
        if (!value || getComputedStyle(value).alignSelf !== 'baseline') continue;
        // A zero-size inline block sits on the first line's baseline.
        const marker = document.createElement('span');
        marker.style.cssText = 'display:inline-block;width:0;height:0';
        const host = value.firstElementChild ?? value;
        host.prepend(marker);
        const baseline = marker.getBoundingClientRect().bottom;
        marker.remove();
        const top = Math.round(card.getBoundingClientRect().top);
        byRow.set(top, [...(byRow.get(top) ?? []), { card, baseline }]);
      }
      for (const row of byRow.values()) {
        const lines = row.map((r) => r.baseline);
        if (row.length > 1 && Math.max(...lines) - Math.min(...lines) > 1.5)
          problems.push(
            `values out of line in one row of cards (baselines ${lines.map(Math.round).join(' / ')}): ${row
              .map((r) => describe(r.card))
              .join(' · ')}`,
          );
      }
    }

    // 10. Light theme: a field is the kit's white field with a boundary of 3:1 against its fill and
    // against what is around it (WCAG 1.4.11), not a tinted fill.
    if (theme === 'light') {
      const parse = (value: string): [number, number, number, number] | null => {
        const m = value.match(/rgba?\(([\d.]+)[, ]+([\d.]+)[, ]+([\d.]+)(?:[, /]+([\d.]+))?\)/);
        if (m) return [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])];
        const c = value.match(/color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)/);
        if (c)
          return [
            Number(c[1]) * 255,
            Number(c[2]) * 255,
            Number(c[3]) * 255,
            c[4] === undefined ? 1 : Number(c[4]),
          ];
        return null;
      };
      type Rgb = [number, number, number];
      const over = ([r, g, b, a]: [number, number, number, number], [ur, ug, ub]: Rgb): Rgb => [
        r * a + ur * (1 - a),
        g * a + ug * (1 - a),
        b * a + ub * (1 - a),
      ];
      const differs = (p: Rgb, q: Rgb) => Math.max(...p.map((v, i) => Math.abs(v - (q[i] ?? 0)))) > 3;
      const backdrop = (el: Element | null): [number, number, number] => {
        const chain: [number, number, number, number][] = [];
        for (let a = el; a; a = a.parentElement) {
          const bg = parse(getComputedStyle(a).backgroundColor);
          if (bg && bg[3] > 0) {
            chain.push(bg);
            if (bg[3] >= 1) break;
          }
        }
        let color: [number, number, number] = [255, 255, 255];
        for (const layer of chain.reverse()) color = over(layer, color);
        return color;
      };
      const luminance = ([r, g, b]: [number, number, number]) => {
        const lin = (v: number) => {
          const s = v / 255;
          return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
      };
      const contrast = (a: [number, number, number], b: [number, number, number]) => {
        const [la, lb] = [luminance(a), luminance(b)];
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
      };
      const fieldToken = parse(
        getComputedStyle(document.documentElement).getPropertyValue('--demos-color-field').trim() ||
          'rgb(255, 255, 255)',
      ) ?? [255, 255, 255, 1];
      const fields = document.querySelectorAll(
        'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([type="range"]), textarea, [role="combobox"]',
      );
      for (const field of fields) {
        if (!shown(field)) continue;
        const style = getComputedStyle(field);
        const fill = backdrop(field);
        const around = backdrop(field.parentElement);
        const borderWidth = Number.parseFloat(style.borderBottomWidth) || 0;
        const borderColor = parse(style.borderBottomColor);
        const border = borderColor && borderWidth >= 1 ? over(borderColor, fill) : null;
        // A field with neither border nor fill of its own is drawn by the control around it (the CLI's
        // prompt in its terminal window, the converter's editor in its framed panel): that frame is
        // the boundary, so it is the one measured.
        const ownFill = parse(style.backgroundColor);
        const frame =
          borderWidth < 1 && (!ownFill || ownFill[3] === 0)
            ? (() => {
                for (let a = field.parentElement, i = 0; a && i < 5; a = a.parentElement, i++) {
                  const width = Number.parseFloat(getComputedStyle(a).borderBottomWidth) || 0;
                  const color = parse(getComputedStyle(a).borderBottomColor);
                  const inner = backdrop(a);
                  const outer = backdrop(a.parentElement);
                  if (contrast(inner, outer) >= 3) return true;
                  if (width >= 1 && color && contrast(over(color, inner), outer) >= 3) return true;
                }
                return false;
              })()
            : false;
        const bounded =
          frame ||
          (border !== null && contrast(border, fill) >= 3 && contrast(border, around) >= 3) ||
          contrast(fill, around) >= 3;
        if (!bounded)
          problems.push(
            `field boundary under 3:1 (border ${border ? contrast(border, fill).toFixed(2) : 'none'} on its fill, ${
              border ? contrast(border, around).toFixed(2) : '-'
            } on the page): ${describe(field)}`,
          );
        const token = over(fieldToken, [255, 255, 255]);
        const tinted = differs(fill, token) && differs(fill, around);
        if (tinted)
          problems.push(
            `field filled rgb(${fill.map(Math.round).join(', ')}), not the kit's field colour: ${describe(field)}`,
          );
      }
    }
    return problems;
  }, options);
}

/** The WCAG 1.4.12 text-spacing override (bookmarklet values), applied to every element. */
export const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * Text cut off while the text-spacing override is on (WCAG 1.4.12): an element that hides its
 * overflow (not a scroll area) with text that no longer fits. An ellipsis is a designed cut (the full
 * text is in a label or title) and is not counted; neither are visually hidden texts.
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const style = getComputedStyle(el);
      const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if (!clipsX && !clipsY) continue;
      if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') continue;
      const box = el.getBoundingClientRect();
      if (box.width < 4 || box.height < 4 || style.visibility === 'hidden') continue;
      if (el.closest('[hidden], [inert], details:not([open]) > :not(summary), [aria-hidden="true"]'))
        continue;
      // Only elements whose own text is what overflows.
      const ownText = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim(),
      );
      const textChild =
        ownText || [...el.children].some((c) => getComputedStyle(c).display.startsWith('inline'));
      if (!textChild) continue;
      const overX = clipsX && el.scrollWidth > el.clientWidth + 2;
      const overY = clipsY && el.scrollHeight > el.clientHeight + 2;
      if (overX || overY) {
        const label = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        problems.push(
          `text cut off with text spacing (${overX ? `${el.scrollWidth - el.clientWidth} px wide` : ''}${
            overX && overY ? ', ' : ''
          }${overY ? `${el.scrollHeight - el.clientHeight} px tall` : ''}): <${el.tagName.toLowerCase()}> "${label}"`,
        );
      }
    }
    return problems;
  });
}

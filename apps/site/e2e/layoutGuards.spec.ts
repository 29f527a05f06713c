import { expect, test } from '@playwright/test';
import { clippedText, layoutProblems, TEXT_SPACING_CSS } from './layoutGuards';

/**
 * The crawl's layout rules on small pages made to break them (issue 36): each rule reports its bad
 * case and stays quiet on the good one, so a rule that stopped measuring anything would show here.
 */
async function problemsOf(
  page: import('@playwright/test').Page,
  html: string,
  width = 1280,
  theme?: 'light',
) {
  await page.setViewportSize({ width, height: 700 });
  await page.setContent(
    `<!doctype html><html><body style="margin:0;font:16px/1.4 sans-serif">${html}</body></html>`,
  );
  return layoutProblems(page, { width, theme });
}

const command = (
  mode: 'wrap' | 'clip' | 'scroll',
  text = 'Set-ExecutionPolicy -Scope Process -ExecutionPolicy Bypass',
) => `
  <div style="display:flex;width:260px;align-items:center;border:1px solid #ccc">
    <div style="flex:1;min-width:0;overflow:${{ wrap: 'visible', clip: 'hidden', scroll: 'auto' }[mode]}">
      <pre style="margin:0;white-space:${mode === 'wrap' ? 'pre-wrap' : 'pre'}"><code>${text}</code></pre>
    </div>
    <button style="width:60px;height:32px">Copy</button>
  </div>`;

test.describe('layout guards', () => {
  test('a command cut off beside its Copy button, or running under it', async ({ page }) => {
    expect((await problemsOf(page, command('clip'))).join('\n')).toMatch(/command cut at the edge/);
    // Scrolling a command that could wrap at its spaces hides it beside the button all the same.
    expect((await problemsOf(page, command('scroll'))).join('\n')).toMatch(/command cut at the edge/);
    // One word longer than the line may scroll.
    const long = command('scroll', "'http://user:password@127.0.0.1:8332/very/long/path/on/the/node'");
    expect((await problemsOf(page, long)).filter((p) => p.includes('command'))).toEqual([]);
    const under = `<div style="position:relative;width:260px">
      <pre style="margin:0;white-space:pre"><code>Set-ExecutionPolicy -Scope Process</code></pre>
      <button style="position:absolute;right:0;top:0;width:60px;height:24px">Copy</button></div>`;
    expect((await problemsOf(page, under)).join('\n')).toMatch(/command under its Copy button/);
    expect((await problemsOf(page, command('wrap'))).filter((p) => p.includes('command'))).toEqual([]);
  });

  test('a token or file name broken at a hyphen', async ({ page }) => {
    const code = `<pre style="width:120px;white-space:pre-wrap;margin:0"><code>chmod +x create-my-app-with-a-long-name.sh</code></pre>`;
    expect((await problemsOf(page, code)).join('\n')).toMatch(/broken over \d lines/);
    const prose = `<p style="width:230px">Writes the config and the start script start-electrumx.ps1 for you.</p>`;
    expect((await problemsOf(page, prose)).join('\n')).toMatch(/file name "start-electrumx.ps1" broken/);
    const whole = `<p style="width:230px">Writes the config and the start script <span style="white-space:nowrap">start-electrumx.ps1</span> for you.</p>`;
    expect(await problemsOf(page, whole)).toEqual([]);
  });

  test('a tab list that hides tabs at 1280 (scrolling is for phones)', async ({ page }) => {
    const tabs = (
      wrap: boolean,
    ) => `<div role="tablist" style="display:flex;width:300px;overflow-x:auto;${wrap ? 'flex-wrap:wrap' : ''}">
      ${['Text', 'URL', 'Email', 'Wi-Fi', 'vCard', 'SMS', 'Phone', 'Location']
        .map((t) => `<button role="tab" style="flex:none;height:32px;padding:0 12px">${t}</button>`)
        .join('')}</div>`;
    expect((await problemsOf(page, tabs(false))).join('\n')).toMatch(/tab list scrolls at 1280 px/);
    expect(await problemsOf(page, tabs(true))).toEqual([]);
    // On a phone, one scrolling row is the design; two rows are not.
    expect(await problemsOf(page, tabs(false), 390)).toEqual([]);
    expect((await problemsOf(page, tabs(true), 390)).join('\n')).toMatch(/tab list on \d rows/);
  });

  test('a pointer target under 24 × 24 px, unless inline in a sentence or well spaced', async ({ page }) => {
    const crowded = `<div style="display:flex;gap:2px"><button style="width:18px;height:18px;padding:0"></button><button style="width:18px;height:18px;padding:0"></button></div>`;
    expect((await problemsOf(page, crowded)).join('\n')).toMatch(/pointer target 18×18 px/);
    const spaced = `<div style="display:flex;gap:12px"><button style="width:18px;height:18px;padding:0"></button><button style="width:18px;height:18px;padding:0"></button></div>`;
    expect(await problemsOf(page, spaced)).toEqual([]);
    const inline = `<p>Read <a href="#a">the guide</a> and <a href="#b">the notes</a> first.</p>`;
    expect(await problemsOf(page, inline)).toEqual([]);
  });

  test('a second theme toggle', async ({ page }) => {
    const one = '<button aria-label="Switch to light theme" style="width:32px;height:32px"></button>';
    expect(await problemsOf(page, one)).toEqual([]);
    expect((await problemsOf(page, one + one)).join('\n')).toMatch(/2 theme toggles/);
  });

  test('a light-theme field with a tinted fill or a faint boundary', async ({ page }) => {
    const field = (style: string) =>
      `<div style="background:#fff;padding:8px"><textarea aria-label="Body" style="${style}"></textarea></div>`;
    expect(await problemsOf(page, field('background:#fff;border:1px solid #7c8598'), 1280, 'light')).toEqual(
      [],
    );
    const tinted = await problemsOf(
      page,
      field('background:#e9ecf3;border:1px solid #d5dae6'),
      1280,
      'light',
    );
    expect(tinted.join('\n')).toMatch(/field boundary under 3:1/);
    expect(tinted.join('\n')).toMatch(/field filled rgb\(233, 236, 243\)/);
    // Only the light theme is held to the white field.
    expect(await problemsOf(page, field('background:#e9ecf3;border:1px solid #d5dae6'), 1280)).toEqual([]);
    // A field drawn by its frame (no border or fill of its own): the frame is the boundary.
    const framed = (frame: string) =>
      `<div style="background:#fff;padding:8px"><div style="${frame};padding:4px"><textarea aria-label="Code" style="border:0;background:transparent"></textarea></div></div>`;
    expect(await problemsOf(page, framed('border:1px solid #7c8598'), 1280, 'light')).toEqual([]);
    expect((await problemsOf(page, framed('border:1px solid #eceff4'), 1280, 'light')).join('\n')).toMatch(
      /field boundary under 3:1/,
    );
  });

  test('values out of line in a row of stat cards', async ({ page }) => {
    const cards = (contained: boolean) => `
      <div style="display:grid;grid-template-columns:repeat(2,10rem);gap:16px">
        ${['Status', 'A label long enough to wrap onto a second line']
          .map(
            (label, i) =>
              `<div style="display:grid;grid-row:span 3;grid-template-rows:subgrid;align-content:start;${
                contained ? 'container-type:inline-size' : ''
              }"><div>${label}</div><div style="align-self:baseline;font-size:${i ? 28 : 18}px">${i ? '1,204' : 'Idle'}</div><div>hint</div></div>`,
          )
          .join('')}
      </div>`;
    expect((await problemsOf(page, cards(true))).join('\n')).toMatch(/values out of line/);
    expect(await problemsOf(page, cards(false))).toEqual([]);
  });

  test('a page wider than 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 600 });
    await page.setContent('<div style="width:360px">wide</div>');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeGreaterThan(0);
  });

  test('text cut off under the text-spacing override', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 600 });
    const box = (height: string) =>
      `<div style="width:200px;height:${height};overflow:hidden;line-height:1.1">A label that fits its fixed box until the spacing grows</div>`;
    await page.setContent(box('3.6em') + box('auto'));
    expect(await clippedText(page)).toEqual([]);
    await page.addStyleTag({ content: TEXT_SPACING_CSS });
    const cut = await clippedText(page);
    expect(cut).toHaveLength(1);
    expect(cut[0]).toMatch(/text cut off with text spacing/);
  });
});

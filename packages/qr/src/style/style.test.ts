// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encode } from 'fast-png';
import jsQR from 'jsqr';
import { afterAll, describe, expect, it } from 'vitest';
import { styledLayout, styledSvg } from './drawStyled';
import { moduleMatrix } from './matrix';
import { type Rgba, rasterizeStyled } from './raster';
import { PRESET_NAMES, PRESETS, parseStyleJson, styleToJson } from './style';
import {
  CORNER_SHAPES,
  DEFAULT_STYLE,
  GRADIENTS,
  isDefaultStyle,
  MODULE_SHAPES,
  type QrStyle,
} from './types';

const PAYLOAD = 'https://example.com/styled?q=ñandú';
const COLORS = { margin: 4, foreground: '#111827', background: '#ffffff' };
const matrix = moduleMatrix(PAYLOAD, 'M');

const combos: QrStyle[] = MODULE_SHAPES.flatMap((modules) =>
  CORNER_SHAPES.flatMap((corners) =>
    GRADIENTS.flatMap((gradient) =>
      ['', 'Scan me'].map((frameText) => ({ ...DEFAULT_STYLE, modules, corners, gradient, frameText })),
    ),
  ),
);
const named = combos.map(
  (s) => [`${s.modules}/${s.corners}/${s.gradient}/${s.frameText || 'no frame'}`, s] as const,
);

const jsQrReads = (image: Rgba) =>
  jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;

// ZBar (zbarimg, never inverting) reads the PNG bytes, as a file on disk.
const dir = mkdtempSync(join(tmpdir(), 'qr-style-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
function zbarReads(image: Rgba): string | null {
  const file = join(dir, 'code.png');
  writeFileSync(file, encode({ width: image.width, height: image.height, data: image.data, channels: 4 }));
  try {
    return execFileSync('zbarimg', ['--quiet', '--raw', '-Sbinary', file], {
      stdio: ['ignore', 'pipe', 'ignore'],
    }).toString('utf8');
  } catch (error) {
    if ((error as { status?: number }).status === 4) return null; // no code found
    throw error;
  }
}

describe('every shape × corner × gradient × frame combination scans', () => {
  it.each(named)('%s (jsQR and ZBar)', (_name, style) => {
    const image = rasterizeStyled(matrix, COLORS, style, 6);
    expect(jsQrReads(image)).toBe(PAYLOAD);
    expect(zbarReads(image)).toBe(PAYLOAD);
  });

  it('every preset scans', () => {
    for (const name of PRESET_NAMES) {
      const { style, foreground } = PRESETS[name];
      expect(jsQrReads(rasterizeStyled(matrix, { ...COLORS, foreground }, style, 6)), name).toBe(PAYLOAD);
    }
  });

  it('a low-contrast gradient does not scan (the decode gate must catch it)', () => {
    const faint = { ...DEFAULT_STYLE, gradient: 'linear' as const, gradientColor: '#f3f4f6' };
    const image = rasterizeStyled(matrix, { ...COLORS, foreground: '#e5e7eb' }, faint, 6);
    expect(jsQrReads(image)).toBeNull();
  });
});

describe('styled SVG', () => {
  it('keeps the shapes as one even-odd path with the gradient and escaped frame text', () => {
    const style = {
      ...DEFAULT_STYLE,
      modules: 'dots' as const,
      gradient: 'radial' as const,
      frameText: '<Scan & "go">',
    };
    const svg = styledSvg(matrix, 4, style, COLORS, 330);
    expect(svg).toContain('fill-rule="evenodd"');
    expect(svg).toMatch(/<path fill="url\(#qr-fill\)" fill-rule="evenodd" d="M[^"]+A0\.45/);
    expect(svg).toContain('<radialGradient id="qr-fill"');
    expect(svg).toContain('&lt;Scan &amp; &quot;go&quot;&gt;</text>');
    expect(svg).toContain('sans-serif');
    const layout = styledLayout(matrix.size, 4, style);
    expect(svg).toContain(`viewBox="0 0 ${layout.grid} ${layout.height}"`);
  });
});

describe('style file', () => {
  const file = { style: PRESETS.ocean.style, foreground: '#1e3a8a', background: '#ffffff' };

  it('round-trips through Save style and Load style', () => {
    expect(parseStyleJson(styleToJson(file))).toEqual({ ok: true, file });
  });

  it('ignores unknown keys and fills missing ones with defaults', () => {
    const read = parseStyleJson(JSON.stringify({ kind: 'qr-style', modules: 'dots', extra: 1 }));
    expect(read).toEqual({
      ok: true,
      file: { style: { ...DEFAULT_STYLE, modules: 'dots' }, foreground: '#111827', background: '#ffffff' },
    });
  });

  it('rejects a wrong file with a reason', () => {
    expect(parseStyleJson('not json')).toEqual({ ok: false, problem: 'notJson' });
    expect(parseStyleJson('[1]')).toEqual({ ok: false, problem: 'notStyle' });
    expect(parseStyleJson('{"modules":"dots"}')).toEqual({ ok: false, problem: 'notStyle' });
    expect(parseStyleJson('{"kind":"qr-style","modules":"stars"}')).toEqual({
      ok: false,
      problem: 'badField',
    });
    expect(parseStyleJson('{"kind":"qr-style","frameColor":"red"}')).toEqual({
      ok: false,
      problem: 'badField',
    });
    expect(parseStyleJson(`{"kind":"qr-style","frameText":"${'x'.repeat(31)}"}`)).toEqual({
      ok: false,
      problem: 'badField',
    });
  });

  it('the default style is the plain code', () => {
    expect(isDefaultStyle(DEFAULT_STYLE)).toBe(true);
    expect(isDefaultStyle({ ...DEFAULT_STYLE, frameText: '  ' })).toBe(true);
    expect(isDefaultStyle({ ...DEFAULT_STYLE, corners: 'dot' })).toBe(false);
  });
});

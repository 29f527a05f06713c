// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contrast } from './contrast';
import { listing } from './fileTree';
import { parseWifi } from './wifi';

describe('contrast', () => {
  it('matches the WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
  });

  it('refuses what is not an opaque #rrggbb colour', () => {
    expect(() => contrast('#fff', '#000000')).toThrow(/#rrggbb/);
  });
});

describe('listing', () => {
  const work = mkdtempSync(join(tmpdir(), 'testing-listing-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('lists folders and files depth first, sorted, files with their bytes', () => {
    mkdirSync(join(work, 'b/c'), { recursive: true });
    writeFileSync(join(work, 'b/c/x.txt'), 'hi');
    writeFileSync(join(work, 'a'), '');
    expect(listing(work)).toEqual(['a ', 'b/', 'b/c/', 'b/c/x.txt 6869']);
    expect(listing(work, { contents: false })).toEqual(['a', 'b/', 'b/c/', 'b/c/x.txt']);
  });
});

describe('parseWifi', () => {
  it('reads escaped separators as text', () => {
    expect(parseWifi('WIFI:T:WPA;S:my\\;net;P:p\\\\w\\:d;;')).toEqual({ T: 'WPA', S: 'my;net', P: 'p\\w:d' });
  });

  it('refuses a payload that is not WIFI:…;;', () => {
    expect(() => parseWifi('WIFI:T:WPA;S:x;')).toThrow(/not a WIFI/);
  });
});

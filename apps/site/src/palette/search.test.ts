import { describe, expect, it } from 'vitest';
import { demos } from '../demos';
import { fieldScore, search } from './search';

const titles = (query: string) => search(demos, query).map((demo) => demo.title);

/** The short queries a visitor types for a title: its initials and its first word, 1 to 3 letters. */
function shortQueries(title: string): string[] {
  const parts = title
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const initials = parts.map((part) => part[0]).join('');
  const first = parts[0] ?? '';
  const queries = new Set<string>();
  for (let n = 1; n <= 3; n++) {
    if (initials.length >= n) queries.add(initials.slice(0, n));
    if (first.length >= n) queries.add(first.slice(0, n));
  }
  return [...queries];
}

describe('palette search', () => {
  it('reaches every page within 3 keystrokes, by its initials or its first word', () => {
    for (const demo of demos) {
      const reached = shortQueries(demo.title).find((query) => search(demos, query)[0] === demo);
      expect(
        reached,
        `${demo.title} is first for none of ${shortQueries(demo.title).join(', ')}`,
      ).toBeDefined();
    }
  });

  it('weights the title highest: a title match beats a description or keyword match', () => {
    // "converter" is in the converter's title; other pages only mention converting, if at all.
    expect(titles('converter')[0]).toBe('Code Converter');
    expect(titles('steg')[0]).toBe('Steganography');
  });

  it('puts the page of an exact keyword first', () => {
    expect(titles('json')[0]).toBe('Data Processor');
    expect(titles('btc')[0]).toBe('Bitcoin Node & Indexer');
    expect(titles('golang')[0]).toBe('Application');
  });

  it('orders the pages that share an exact keyword by their titles', () => {
    // Both say "secret" and "sky" in their keywords; the title that says it comes first.
    expect(titles('secret').slice(0, 2)).toEqual(['Secret Notes', 'Steganography']);
    expect(titles('sky').slice(0, 2)).toEqual(['Interactive Sky', 'Constellations']);
  });

  it('matches a route typed with its slash, by its beginning', () => {
    expect(titles('/qr')).toEqual(['QR Generator']);
    expect(titles('/code-verter')).toEqual(['Code Converter']);
    expect(titles('/nope')).toEqual([]);
  });

  it('searches groups and descriptions, and needs every word of the query to match', () => {
    expect(titles('shell scripts').sort()).toEqual(
      demos
        .filter((demo) => demo.group === 'Shell Scripts')
        .map((demo) => demo.title)
        .sort(),
    );
    expect(titles('self-destructs')).toContain('Secret Notes');
    expect(titles('qr zebra')).toEqual([]);
  });

  it('is fuzzy: letters in order inside a word, close together', () => {
    expect(titles('scfld')[0]).toBe('Scaffold Generator');
    expect(fieldScore('Generator', 'gnrtr')).toBeGreaterThan(0);
    expect(fieldScore('Generator', 'rtg')).toBe(0);
    // Two letters are too few to mean anything as a subsequence.
    expect(fieldScore('Generator', 'gr')).toBe(0);
  });

  it('finds nothing for an empty query', () => {
    expect(search(demos, '   ')).toEqual([]);
  });
});

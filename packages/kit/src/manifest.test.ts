import { describe, expect, it } from 'vitest';
import { assertValidManifests, type DemoManifest, defineDemo } from './manifest';

const demo = (id: string, path: `/${string}`): DemoManifest =>
  defineDemo({
    id,
    path,
    title: id,
    group: 'Web',
    description: `The ${id} page.`,
    keywords: ['demo'],
    createdAt: '2026-11-22',
    icon: () => null,
    load: async () => ({ default: () => null }),
  });

describe('assertValidManifests', () => {
  it('accepts unique ids and paths', () => {
    expect(() => assertValidManifests([demo('a', '/a'), demo('b', '/b')])).not.toThrow();
  });
  it('rejects duplicate ids, duplicate paths and malformed values', () => {
    expect(() => assertValidManifests([demo('a', '/a'), demo('a', '/b')])).toThrow('Duplicate demo id "a".');
    expect(() => assertValidManifests([demo('a', '/x'), demo('b', '/x')])).toThrow(
      'Duplicate demo path "/x".',
    );
    expect(() => assertValidManifests([demo('Bad Id', '/a')])).toThrow(/kebab-case/);
    expect(() => assertValidManifests([demo('a', '/A B' as `/${string}`)])).toThrow(/invalid path/);
    expect(() => assertValidManifests([{ ...demo('a', '/a'), group: 'Nope' as never }])).toThrow(
      /unknown group/,
    );
  });
  it('rejects a missing or overlong description, keywords that are not lowercase words, and a date that is not a day', () => {
    const ok = demo('a', '/a');
    expect(() => assertValidManifests([{ ...ok, description: ' ' }])).toThrow(/needs a description/);
    expect(() => assertValidManifests([{ ...ok, description: 'x'.repeat(141) }])).toThrow(
      /needs a description/,
    );
    expect(() => assertValidManifests([{ ...ok, keywords: 'json' as never }])).toThrow(/keywords/);
    expect(() => assertValidManifests([{ ...ok, keywords: ['JSON'] }])).toThrow(/keywords/);
    expect(() => assertValidManifests([{ ...ok, keywords: [' json'] }])).toThrow(/keywords/);
    expect(() => assertValidManifests([{ ...ok, keywords: [] }])).not.toThrow();
    expect(() => assertValidManifests([{ ...ok, keywords: ['c#', 'node.js', 'qr code'] }])).not.toThrow();
    expect(() => assertValidManifests([{ ...ok, createdAt: '2026-02-30' }])).toThrow(/invalid createdAt/);
    expect(() => assertValidManifests([{ ...ok, createdAt: '22/11/2026' }])).toThrow(/invalid createdAt/);
    expect(() => assertValidManifests([{ ...ok, createdAt: undefined as never }])).toThrow(
      /invalid createdAt/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { assertValidManifests, type DemoManifest, defineDemo } from './manifest';

const demo = (id: string, path: `/${string}`): DemoManifest =>
  defineDemo({
    id,
    path,
    title: id,
    group: 'Web',
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
});

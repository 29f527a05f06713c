// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageToPageDependencies, readWorkspacePackages } from './page-graph.mjs';

const root = resolve(import.meta.dirname, '../..');

describe('page graph', () => {
  it('finds the pages by their manifests and no page depends on another page', () => {
    const packages = readWorkspacePackages(root);
    const names = (filter) => packages.filter(filter).map((p) => p.pkg.name);
    expect(names((p) => p.isPage)).toEqual(
      expect.arrayContaining(['@tools/code-converter', '@tools/email-writer', '@demos/qr']),
    );
    expect(names((p) => p.isPage).length).toBeGreaterThanOrEqual(24);
    expect(names((p) => !p.isPage)).toEqual(
      expect.arrayContaining(['@demos/kit', '@demos/ai-client', '@apps/site']),
    );
    expect(pageToPageDependencies(packages)).toEqual([]);
  });

  describe('on a made-up workspace', () => {
    const fixture = mkdtempSync(join(tmpdir(), 'page-graph-'));
    afterAll(() => rmSync(fixture, { recursive: true, force: true }));
    const write = (path, text) => {
      mkdirSync(join(fixture, path, '..'), { recursive: true });
      writeFileSync(join(fixture, path), text);
    };
    const manifest =
      "import { defineDemo } from '@demos/kit';\nexport const manifest = defineDemo({ id: 'x' });\n";
    write(
      'packages/a/package.json',
      JSON.stringify({ name: '@tools/a', dependencies: { '@tools/b': 'workspace:^' } }),
    );
    write('packages/a/src/manifest.ts', manifest);
    write(
      'packages/b/package.json',
      JSON.stringify({ name: '@tools/b', devDependencies: { '@demos/shared': '*' } }),
    );
    write('packages/b/src/core/manifest.tsx', manifest);
    write(
      'packages/c/package.json',
      JSON.stringify({ name: '@demos/c', peerDependencies: { '@tools/b': '*' } }),
    );
    write('packages/c/src/manifest.ts', manifest);
    // Not pages: a manifest only in a test or a story does not count, nor a library.
    write('packages/shared/package.json', JSON.stringify({ name: '@demos/shared' }));
    write('packages/shared/src/thing.test.ts', manifest);
    write('packages/shared/src/Thing.stories.tsx', manifest);
    write(
      'apps/site/package.json',
      JSON.stringify({ name: '@apps/site', dependencies: { '@tools/a': '*' } }),
    );

    it('reports every page that depends on another page, whichever dependency field', () => {
      const packages = readWorkspacePackages(fixture);
      expect(
        packages
          .filter((p) => p.isPage)
          .map((p) => p.pkg.name)
          .sort(),
      ).toEqual(['@demos/c', '@tools/a', '@tools/b']);
      expect(pageToPageDependencies(packages).sort()).toEqual([
        '@demos/c depends on page @tools/b (peerDependencies)',
        '@tools/a depends on page @tools/b (dependencies)',
      ]);
    });
  });
});

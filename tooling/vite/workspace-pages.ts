import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const packagesDir = resolve(import.meta.dirname, '../../packages');

/**
 * Resolves `@demos/*` and `@tools/*` imports to the workspace packages' sources (their `exports`),
 * so adding a demo is one package plus one line in src/demos.ts: no dependency list to keep.
 */
export function workspacePages(): Plugin {
  const packages = new Map<string, { dir: string; exports: Record<string, string> }>();
  for (const entry of readdirSync(packagesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    try {
      const dir = join(packagesDir, entry.name);
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      packages.set(pkg.name, { dir, exports: pkg.exports ?? {} });
    } catch {
      // A folder without package.json is not a package.
    }
  }
  return {
    name: 'workspace-pages',
    enforce: 'pre',
    resolveId(source) {
      const match = /^(@(?:demos|tools)\/[a-z0-9-]+)(\/.*)?$/.exec(source);
      if (!match) return null;
      const pkg = packages.get(match[1] as string);
      const target = pkg?.exports[`.${match[2] ?? ''}`];
      return pkg && typeof target === 'string' ? join(pkg.dir, target) : null;
    },
  };
}

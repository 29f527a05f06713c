// @vitest-environment node
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageLoaders } from './page-loaders';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (plugin: Plugin, name: 'resolveId' | 'load' | 'transform', ...args: unknown[]) =>
  (plugin[name] as Hook).call({}, ...args);

describe('pageLoaders', () => {
  const plugin = pageLoaders();

  it('runs in the browser build only', () => {
    const apply = plugin.apply as (config: object, env: { command: string }) => boolean;
    expect(apply({ build: {} }, { command: 'build' })).toBe(true);
    expect(apply({ build: { ssr: 'src/entry-server.tsx' } }, { command: 'build' })).toBe(false);
    expect(apply({}, { command: 'serve' })).toBe(false);
  });

  it("makes a manifest load its page through the page's own loader module", () => {
    const source = "export const manifest = defineDemo({ id: 'qr', load: () => import('./page') });";
    const out = call(plugin, 'transform', source, '/repo/packages/qr/src/manifest.ts') as { code: string };
    expect(out.code).toBe(
      'export const manifest = defineDemo({ id: \'qr\', load: () => import("virtual:page-loader:qr").then((loader) => loader.default()) });',
    );
    expect(call(plugin, 'resolveId', 'virtual:page-loader:qr')).toBe('\0virtual:page-loader:qr');
    expect(call(plugin, 'load', '\0virtual:page-loader:qr')).toMatch(
      /^export default \(\) => import\(".*[\\/]packages[\\/]qr[\\/]src[\\/]page"\);\n$/,
    );
  });

  it('leaves other modules alone and refuses a manifest that stopped loading ./page', () => {
    expect(call(plugin, 'transform', "import('./page')", '/repo/packages/qr/src/page.ts')).toBeNull();
    expect(call(plugin, 'resolveId', 'virtual:page-loader:no-such-package')).toBeNull();
    expect(() =>
      call(plugin, 'transform', "load: () => import('./Page')", '/repo/packages/qr/src/manifest.ts'),
    ).toThrow(/no longer loads its page/);
  });
});

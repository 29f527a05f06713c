// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { demoDetails } from './demo-details';

const qrManifest = resolve(import.meta.dirname, '../../packages/qr/src/manifest.ts');
const arbitrageManifest = resolve(import.meta.dirname, '../../packages/arbitrage/src/manifest.ts');

type Hook = (...args: unknown[]) => unknown;
const call = (
  plugin: Plugin,
  hook: 'configResolved' | 'resolveId' | 'load' | 'transform',
  ...args: unknown[]
) => (plugin[hook] as Hook).call({}, ...args);

function plugin(build: { command: 'build' | 'serve'; ssr: boolean }): Plugin {
  const p = demoDetails();
  call(p, 'configResolved', {
    command: build.command,
    build: { ssr: build.ssr },
  } as unknown as ResolvedConfig);
  return p;
}

/** Evaluates a generated module's source (plain object literals, no imports). */
async function evaluate(code: string): Promise<Record<string, unknown>> {
  return import(`data:text/javascript,${encodeURIComponent(code)}`);
}

describe('demo details (descriptions and keywords apart from the browser manifests)', () => {
  it('serves every manifest’s description and keywords, and one description by id', async () => {
    const p = plugin({ command: 'build', ssr: false });
    const all = call(p, 'resolveId', 'virtual:demo-details') as string;
    const { details } = (await evaluate(call(p, 'load', all) as string)) as {
      details: Record<string, { description: string; keywords: string[] }>;
    };
    expect(Object.keys(details).length).toBeGreaterThanOrEqual(20);
    expect(details.qr?.description).toMatch(/^Make QR codes/);
    expect(details.qr?.keywords).toContain('barcode');
    // A description on the line after its key.
    expect(details.arbitrage?.description).toMatch(/^Two simulated trading bots/);
    const one = call(p, 'resolveId', 'virtual:demo-description/arbitrage') as string;
    expect((await evaluate(call(p, 'load', one) as string)).default).toBe(details.arbitrage?.description);
    const missing = call(p, 'resolveId', 'virtual:demo-description/nowhere') as string;
    expect(() => call(p, 'load', missing)).toThrow('no manifest has the id "nowhere"');
  });

  it('takes them out of the manifests in the browser build only', () => {
    for (const file of [qrManifest, arbitrageManifest]) {
      const code = readFileSync(file, 'utf8');
      const browser = call(plugin({ command: 'build', ssr: false }), 'transform', code, file, {}) as {
        code: string;
      };
      expect(browser.code).not.toMatch(/description:|keywords:/);
      expect(browser.code).toMatch(/createdAt:/);
      expect(browser.code).toMatch(/title:/);
      expect(
        call(plugin({ command: 'build', ssr: true }), 'transform', code, file, { ssr: true }),
      ).toBeNull();
      expect(call(plugin({ command: 'serve', ssr: false }), 'transform', code, file, {})).toBeNull();
    }
    // The kit's own manifest module is not a page's.
    const kit = join(import.meta.dirname, '../../packages/kit/src/manifest.ts');
    expect(call(plugin({ command: 'build', ssr: false }), 'transform', 'description: 1', kit, {})).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { demoSourcePlugin, demoSources, fileLink, repositoryOf } from './demo-source.mjs';
import { demoUsages } from './demo-usage.mjs';

describe('demo sources', () => {
  const sources = demoSources();

  it("lists every published page's own files, its component first, without tests, stories or generated modules", () => {
    expect(sources.map((source) => source.path)).toEqual(demoUsages().map((usage) => usage.path));
    const qr = sources.find((source) => source.path === '/qr-generator');
    expect(qr?.files[0]?.file).toBe('src/QrPage.tsx');
    const names = qr?.files.map((file) => file.file) ?? [];
    expect(names).toContain('src/store.ts');
    expect(names).toContain('src/QrPage.css.ts');
    for (const source of sources)
      for (const { file } of source.files) expect(file).not.toMatch(/\.(test|stories|gen)\.|\.d\.ts$/);
  });

  it('reads the repository from package.json in each form npm accepts, or none', () => {
    expect(repositoryOf(undefined)).toBeNull();
    expect(repositoryOf('not a url')).toBeNull();
    expect(repositoryOf('javascript:alert(1)')).toBeNull();
    const github = { base: 'https://github.com/acme/demos', directory: undefined };
    expect(repositoryOf('acme/demos')).toEqual(github);
    expect(repositoryOf('github:acme/demos')).toEqual(github);
    expect(repositoryOf('git+https://github.com/acme/demos.git')).toEqual(github);
    expect(repositoryOf('git@github.com:acme/demos.git')).toEqual(github);
    const nested = repositoryOf({
      type: 'git',
      url: 'https://github.com/acme/demos.git',
      directory: 'packages/qr',
    });
    expect(fileLink(nested, 'packages/other', 'src/QrPage.tsx')).toBe(
      'https://github.com/acme/demos/blob/HEAD/packages/qr/src/QrPage.tsx',
    );
    expect(fileLink(github, 'packages/qr', 'src/store.ts')).toBe(
      'https://github.com/acme/demos/blob/HEAD/packages/qr/src/store.ts',
    );
  });

  it('serves one module per package, highlighted, loaded lazily from the index', async () => {
    // The plugin's load hook is a plain function (Vite's type also allows an object hook).
    const load = /** @type {(id: string) => Promise<string>} */ (demoSourcePlugin().load);
    const index = await load('\0virtual:demo-source');
    expect(index).toContain('"/qr-generator": () => import("virtual:demo-source/qr")');
    const qr = await load('\0virtual:demo-source/qr');
    const module = JSON.parse(qr.replace(/^export default /, '').replace(/;\n$/, ''));
    expect(module.packageName).toBe('@demos/qr');
    const [component] = module.files;
    // Joining the tokens' texts gives the file byte for byte.
    const text = component.tokens.map((token) => (typeof token === 'string' ? token : token[1])).join('');
    expect(text).toBe(component.code);
    expect(component.tokens.some((token) => typeof token !== 'string')).toBe(true);
  });
});

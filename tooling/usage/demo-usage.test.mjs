// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { QR_TABS } from '../../packages/qr/src/core/payload';
import { demoPropControls, demoUsages } from './demo-usage.mjs';

const root = resolve(import.meta.dirname, '../..');
const usages = demoUsages(root);
const siteRoutes = [
  ...readFileSync(join(root, 'apps/site/src/demos.ts'), 'utf8').matchAll(
    /from '(@(?:demos|tools)\/[a-z0-9-]+)'/g,
  ),
]
  .map((match) => match[1])
  .filter((name) => name !== '@demos/kit');

describe('demoUsages', () => {
  it('covers every package the site composes, once', () => {
    expect(usages.map((usage) => usage.packageName).sort()).toEqual([...siteRoutes].sort());
    expect(new Set(usages.map((usage) => usage.path)).size).toBe(usages.length);
  });

  it('reads the route, component, peers and props from the package itself', () => {
    const qr = usages.find((usage) => usage.packageName === '@demos/qr');
    expect(qr).toMatchObject({
      path: '/qr-generator',
      component: 'QrPage',
      install: 'npm install @demos/qr @demos/kit react react-dom',
    });
    expect(qr?.props.map((prop) => prop.name)).toEqual([
      'store',
      'syncWithUrl',
      'defaultLocale',
      'defaultTab',
    ]);
    expect(qr?.props[1]).toMatchObject({ type: 'boolean', optional: true });
    expect(qr?.props[1]?.doc).toMatch(/URL query/);
    // Its default (`= !injected`) is not a literal: a switch would show the wrong state.
    expect(qr?.props[1]?.control).toBeNull();
    // No page needs a router: the ones with links or URL state go through the kit.
    for (const usage of usages) expect(usage.peers, usage.path).not.toContain('react-router');
  });

  it('gives files that parse as TSX, with one way to render a page in every framework', () => {
    for (const usage of usages) {
      for (const [framework, files] of Object.entries(usage.frameworks)) {
        for (const { file, code } of files) {
          const result = ts.transpileModule(code, {
            reportDiagnostics: true,
            compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext },
            fileName: file,
          });
          expect(result.diagnostics, `${usage.path} ${framework} ${file}`).toEqual([]);
        }
        // The page: its stylesheet, the default import of `/page`, rendered with no props.
        const page = files.at(-1)?.code ?? '';
        expect(page).toContain(`import '${usage.packageName}/styles.css';`);
        expect(page).toContain(`import ${usage.component} from '${usage.packageName}/page';`);
        expect(page).toContain(`<${usage.component} />`);
        // The kit's provider and stylesheet, once per app.
        const all = files.map((f) => f.code).join('\n');
        expect(all).toContain("import '@demos/kit/styles.css';");
        expect(all).toMatch(/<KitProvider[ >]/);
      }
      expect(usage.frameworks.next.at(-1)?.file).toBe(`app${usage.path}/page.tsx`);
      expect(usage.frameworks.reactRouter.at(-1)?.file).toBe(`app/routes${usage.path}.tsx`);
      expect(
        usage.props.filter((prop) => !prop.optional),
        usage.path,
      ).toEqual([]);
    }
  });

  it('puts the theme script in the head of the server-rendered frameworks', () => {
    const [usage] = usages;
    for (const framework of ['next', 'reactRouter']) {
      const all = usage?.frameworks[framework].map((f) => f.code).join('\n') ?? '';
      expect(all, framework).toContain("import { ThemeScript } from '@demos/kit/theme-script';");
      expect(all, framework).toMatch(/<head>[\s\S]*<ThemeScript \/>[\s\S]*<\/head>/);
      expect(all, framework).toContain('<html lang="en" suppressHydrationWarning>');
    }
  });

  it('classifies each prop for a control: switch, select, number or text field, with its default', () => {
    const prop = (path, name) =>
      usages.find((usage) => usage.path === path)?.props.find((p) => p.name === name);
    // A boolean with a literal default in the component's parameter.
    expect(prop('/ruby-app', 'defaultShowCode')?.control).toEqual({ kind: 'boolean', default: false });
    // A union of string literals behind an alias, its default a named constant in another module.
    expect(prop('/portfolio-app', 'defaultTab')?.control).toEqual({
      kind: 'select',
      options: ['about', 'projects', 'skills', 'contact'],
      default: 'about',
    });
    // No readable default: the control starts unset (the page's own default).
    expect(prop('/email-writer', 'defaultLanguage')?.control).toEqual({
      kind: 'select',
      options: ['en', 'fr', 'es'],
      default: null,
    });
    expect(prop('/jc-boat-services', 'loadTimeoutMs')?.control).toEqual({ kind: 'number', default: null });
    expect(prop('/constellations', 'initialSelectedId')?.control).toEqual({ kind: 'text', default: null });
    // Injections (stores, functions, clocks) and addresses are listed, never set from a link.
    expect(prop('/email-writer', 'store')?.control).toBeNull();
    expect(prop('/email-writer', 'complete')?.control).toBeNull();
    expect(prop('/jc-boat-services', 'clock')?.control).toBeNull();
    expect(prop('/jc-boat-services', 'siteUrl')?.control).toBeNull();
    expect(prop('/code-verter', 'apiBase')?.control).toBeNull();
    expect(prop('/react-app', 'storage')?.control).toBeNull();
  });

  it('gives the embeds only the controllable props of each route', () => {
    const controls = demoPropControls(usages);
    expect(Object.keys(controls).sort()).toEqual(usages.map((usage) => usage.path).sort());
    expect(controls['/ruby-app']).toEqual([
      { name: 'defaultShowCode', control: { kind: 'boolean', default: false } },
    ]);
    expect(controls['/qr-generator']).toEqual([
      { name: 'defaultLocale', control: { kind: 'select', default: null, options: ['en-US', 'es-ES'] } },
      // Every kind of code the page makes (the type checker gives the union in its own order).
      { name: 'defaultTab', control: { kind: 'select', default: null, options: expect.any(Array) } },
    ]);
    const tabs = controls['/qr-generator']?.[1]?.control;
    expect(tabs?.kind === 'select' && [...tabs.options].sort()).toEqual([...QR_TABS].sort());
    expect(controls['/arbitrage-bot']).toEqual([
      {
        name: 'defaultVariant',
        control: { kind: 'select', default: 'scanner', options: ['scanner', 'trading'] },
      },
    ]);
    expect(controls['/scaffold-generator']?.map((entry) => entry.control.kind)).toEqual(['select', 'text']);
    expect(controls['/email-writer']?.map((entry) => entry.name)).toEqual(['defaultLanguage', 'defaultTone']);
    expect(controls['/code-verter']?.map((entry) => entry.name)).toEqual(['defaultFrom', 'defaultTo']);
    expect(controls['/code-verter']?.[0]?.control).toMatchObject({
      kind: 'select',
      options: expect.arrayContaining(['natural-language', 'python', 'rust']),
    });
    expect(JSON.stringify(controls)).not.toContain('"doc"');
  });
});

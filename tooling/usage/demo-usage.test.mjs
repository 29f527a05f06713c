// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { demoUsages } from './demo-usage.mjs';

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
    expect(qr?.props.map((prop) => prop.name)).toEqual(['store', 'syncWithUrl']);
    expect(qr?.props[1]).toMatchObject({ type: 'boolean', optional: true });
    expect(qr?.props[1]?.doc).toMatch(/URL query/);
    const portfolio = usages.find((usage) => usage.packageName === '@demos/portfolio-app');
    expect(portfolio?.install).toContain('react-router');
    expect(portfolio?.code).toContain('<BrowserRouter>');
  });

  it('gives snippets that parse as TSX and render with no props (every page prop is optional)', () => {
    for (const usage of usages) {
      const result = ts.transpileModule(usage.code, {
        reportDiagnostics: true,
        compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext },
        fileName: 'App.tsx',
      });
      expect(result.diagnostics, usage.path).toEqual([]);
      expect(usage.code).toContain(`import ${usage.component} from '${usage.packageName}/page';`);
      expect(usage.code).toContain(`<${usage.component} />`);
      expect(
        usage.props.filter((prop) => !prop.optional),
        usage.path,
      ).toEqual([]);
    }
  });
});

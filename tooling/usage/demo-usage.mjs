// How to use each page package in an app, read from the packages themselves so it cannot drift:
// the name and peer dependencies from package.json, the route and title from the manifest, the
// page component from `src/page.ts`, and its props (name, type, whether optional, JSDoc) from the
// component's `<Component>Props` interface; then the files that render the page in a Vite app, a
// Next.js App Router app and a React Router framework-mode app. The site's "Use this demo" panel
// embeds the result (a virtual module, loaded when a visitor opens it), every package README shows
// it (tooling/usage/readme-usage.mjs), and the release rehearsal builds every file in an npm
// consumer of each framework and opens each page in Chromium.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const defaultRoot = resolve(import.meta.dirname, '../..');

function parse(file) {
  return ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
}

/** The string value of `<key>: '…'` in the manifest's object literal. */
function manifestString(source, key) {
  let found = null;
  const visit = (node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === key &&
      ts.isStringLiteralLike(node.initializer)
    )
      found ??= node.initializer.text;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `export default X` in page.ts, and the module X is imported from. */
function pageComponent(source) {
  let name = null;
  const from = new Map();
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement) && ts.isIdentifier(statement.expression))
      name = statement.expression.text;
    if (ts.isImportDeclaration(statement) && statement.importClause?.namedBindings) {
      const bindings = statement.importClause.namedBindings;
      if (ts.isNamedImports(bindings))
        for (const element of bindings.elements) from.set(element.name.text, statement.moduleSpecifier.text);
    }
  }
  return name ? { name, module: from.get(name) ?? null } : null;
}

const squash = (text) => text.replace(/\s+/g, ' ').trim();

/**
 * One program over the page components, for their props' types (aliases such as `PortfolioTab`
 * are followed to the literals they name). Type-only: nothing is checked or emitted.
 */
function propsProgram(files) {
  const options = {
    strict: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    lib: ['lib.es2022.d.ts'],
  };
  // Only the packages' own modules are read: a prop typed from a dependency (React's, a store
  // library's) is no control anyway, and leaving node_modules out halves its time.
  const host = ts.createCompilerHost(options);
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map(({ text }) =>
      text.startsWith('.')
        ? ts.resolveModuleName(text, containingFile, options, host)
        : { resolvedModule: undefined },
    );
  return ts.createProgram({ rootNames: files, options, host });
}

/**
 * A string prop that names an address (`siteUrl`, `apiBase`) is never set from a control: its value
 * goes into shared links, and a link must not point a visitor's page at another server.
 */
const ADDRESS_PROP = /(url|href|base|endpoint|origin)$/i;

/** The value a literal expression stands for (a string, number or boolean), or undefined. */
function literalValue(node, checker) {
  if (!node) return undefined;
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  )
    return -Number(node.operand.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isIdentifier(node) && checker) {
    // A named constant (`defaultTab = DEFAULT_TAB`): its own initializer, through imports.
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration;
    if (declaration && ts.isVariableDeclaration(declaration)) return literalValue(declaration.initializer);
  }
  return undefined;
}

/** `{ name = value }` in the component's first parameter: each prop's default, where it is a literal. */
function destructuredDefaults(source, componentName, checker) {
  const defaults = new Map();
  const visit = (node) => {
    const fn =
      ts.isFunctionDeclaration(node) && node.name?.text === componentName
        ? node
        : ts.isVariableDeclaration(node) &&
            ts.isIdentifier(node.name) &&
            node.name.text === componentName &&
            node.initializer &&
            (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
          ? node.initializer
          : null;
    const pattern = fn?.parameters[0]?.name;
    if (pattern && ts.isObjectBindingPattern(pattern)) {
      for (const element of pattern.elements) {
        const name = (element.propertyName ?? element.name).getText(source);
        const value = literalValue(element.initializer, checker);
        if (value !== undefined) defaults.set(name, value);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return defaults;
}

/** The JSDoc `@default` of a member, as a literal (`@default 'en'`, `@default true`), or undefined. */
function jsdocDefault(member) {
  const tag = ts.getJSDocTags(member).find((t) => t.tagName.text === 'default');
  const text = typeof tag?.comment === 'string' ? tag.comment.trim() : '';
  if (!text) return undefined;
  try {
    return JSON.parse(text.replace(/^'(.*)'$/, (_, inner) => JSON.stringify(inner)));
  } catch {
    return undefined;
  }
}

/**
 * The control a visitor may set a prop with, from its type: a switch (boolean), a select (a union
 * of string literals), a number field or a text field; null for any other type (stores, functions,
 * clocks: injections), for an address, and for a boolean whose default cannot be read.
 */
function propControl(type, name, fallback) {
  const literalStrings = (t) => (t.isUnion() ? t.types : [t]).every((part) => part.isStringLiteral());
  if (
    type.flags & ts.TypeFlags.BooleanLike ||
    (type.isUnion() && type.types.every((t) => t.flags & ts.TypeFlags.BooleanLiteral))
  ) {
    if (typeof fallback !== 'boolean') return null;
    return { kind: 'boolean', default: fallback };
  }
  if (type.flags & ts.TypeFlags.Number)
    return { kind: 'number', default: typeof fallback === 'number' ? fallback : null };
  if (type.flags & ts.TypeFlags.String) {
    if (ADDRESS_PROP.test(name)) return null;
    return { kind: 'text', default: typeof fallback === 'string' ? fallback : null };
  }
  if (type.flags & ts.TypeFlags.StringLiteral || (type.isUnion() && literalStrings(type))) {
    const options = (type.isUnion() ? type.types : [type]).map((t) => t.value);
    return { kind: 'select', options, default: options.includes(fallback) ? fallback : null };
  }
  return null;
}

/**
 * The members of `interface <name>` in the file: name, type text, optional, first JSDoc paragraph,
 * and the control a visitor may set it with (see propControl).
 */
function propsOf(source, interfaceName, componentName, checker) {
  const declaration = source.statements.find(
    (statement) => ts.isInterfaceDeclaration(statement) && statement.name.text === interfaceName,
  );
  if (!declaration) return [];
  const defaults = destructuredDefaults(source, componentName, checker);
  return declaration.members.filter(ts.isPropertySignature).map((member) => {
    const doc = ts
      .getJSDocCommentsAndTags(member)
      .filter(ts.isJSDoc)
      .map((jsdoc) => (typeof jsdoc.comment === 'string' ? jsdoc.comment : ''))
      .join(' ');
    const name = member.name.getText(source);
    const fallback = jsdocDefault(member) ?? defaults.get(name);
    const control = member.type
      ? propControl(checker.getTypeFromTypeNode(member.type), name, fallback)
      : null;
    return {
      name,
      type: member.type ? squash(member.type.getText(source)) : 'unknown',
      optional: Boolean(member.questionToken),
      doc: squash(doc),
      control,
    };
  });
}

/** The frameworks every page is documented (and build-tested) in, in the order they are shown. */
export const FRAMEWORKS = [
  {
    id: 'vite',
    label: 'Vite',
    note: 'A Vite + React single-page app: render App from your entry module.',
  },
  {
    id: 'next',
    label: 'Next.js',
    note: 'Next.js App Router: the provider and the layout once per app, then a page per route (rendered on the server).',
  },
  {
    id: 'reactRouter',
    label: 'React Router',
    note: 'React Router in framework mode (rendered on the server): the root module once, then a route per page.',
  },
];

const lines = (...parts) => `${parts.flat().join('\n')}\n`;
const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Next.js: the kit's provider as a client component, so that pages' links use Next's router. */
export const nextProviders = {
  file: 'app/providers.tsx',
  code: lines(
    "'use client';",
    '',
    "import { KitProvider } from '@demos/kit';",
    "import Link from 'next/link';",
    "import type { ReactNode } from 'react';",
    '',
    "/** The kit around every page; links between pages go through Next.js's router. */",
    'export function Providers({ children }: { children: ReactNode }) {',
    '  return <KitProvider link={Link}>{children}</KitProvider>;',
    '}',
  ),
};

/** Next.js: the root layout, with the theme applied before the first paint. */
export const nextLayout = {
  file: 'app/layout.tsx',
  code: lines(
    "import '@demos/kit/styles.css';",
    "import { ThemeScript } from '@demos/kit/theme-script';",
    "import type { ReactNode } from 'react';",
    "import { Providers } from './providers';",
    '',
    'export default function RootLayout({ children }: { children: ReactNode }) {',
    '  return (',
    '    <html lang="en" suppressHydrationWarning>',
    '      <head>',
    '        <ThemeScript />',
    '      </head>',
    '      <body>',
    '        <Providers>{children}</Providers>',
    '      </body>',
    '    </html>',
    '  );',
    '}',
  ),
};

/** React Router (framework mode): the root module, theme script in the head, the kit around pages. */
export const reactRouterRoot = {
  file: 'app/root.tsx',
  code: lines(
    "import '@demos/kit/styles.css';",
    "import { KitProvider, type KitLinkProps } from '@demos/kit';",
    "import { ThemeScript } from '@demos/kit/theme-script';",
    "import type { ReactNode } from 'react';",
    "import { Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';",
    '',
    '/** Links between pages go through React Router (its Link takes `to`; the kit passes `href`). */',
    'function RouterLink({ href, ...rest }: KitLinkProps) {',
    '  return <Link to={href} {...rest} />;',
    '}',
    '',
    'export function Layout({ children }: { children: ReactNode }) {',
    '  return (',
    '    <html lang="en" suppressHydrationWarning>',
    '      <head>',
    '        <meta charSet="utf-8" />',
    '        <meta name="viewport" content="width=device-width, initial-scale=1" />',
    '        <ThemeScript />',
    '        <Meta />',
    '        <Links />',
    '      </head>',
    '      <body>',
    '        <KitProvider link={RouterLink}>{children}</KitProvider>',
    '        <ScrollRestoration />',
    '        <Scripts />',
    '      </body>',
    '    </html>',
    '  );',
    '}',
    '',
    'export default function App() {',
    '  return <Outlet />;',
    '}',
  ),
};

/** `qr-generator` → `QrGenerator`: a component name for a route module. */
const pascal = (path) =>
  path
    .slice(1)
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** The route's entry in React Router's `app/routes.ts`. */
export const reactRouterRouteEntry = (path) => `route('${path.slice(1)}', 'routes${path}.tsx')`;

/** The files that render one page, per framework (shared files first), as a developer pastes them. */
function frameworkFiles({ packageName, component, path, title }) {
  const imports = [`import '${packageName}/styles.css';`, `import ${component} from '${packageName}/page';`];
  const vite = {
    file: 'src/App.tsx',
    code: lines(
      "import '@demos/kit/styles.css';",
      imports,
      "import { KitProvider } from '@demos/kit';",
      '',
      'export default function App() {',
      '  return (',
      '    <KitProvider>',
      `      <${component} />`,
      '    </KitProvider>',
      '  );',
      '}',
    ),
  };
  const nextPage = {
    file: `app${path}/page.tsx`,
    code: lines(
      imports,
      '',
      `export const metadata = { title: ${quote(title)} };`,
      '',
      'export default function Page() {',
      `  return <${component} />;`,
      '}',
    ),
  };
  const routes = {
    file: 'app/routes.ts',
    code: lines(
      "import { type RouteConfig, route } from '@react-router/dev/routes';",
      '',
      `export default [${reactRouterRouteEntry(path)}] satisfies RouteConfig;`,
    ),
  };
  const route = {
    file: `app/routes${path}.tsx`,
    code: lines(
      imports,
      '',
      `export const meta = () => [{ title: ${quote(title)} }];`,
      '',
      `export default function ${pascal(path)}Route() {`,
      `  return <${component} />;`,
      '}',
    ),
  };
  return {
    vite: [vite],
    next: [nextProviders, nextLayout, nextPage],
    reactRouter: [reactRouterRoot, routes, route],
  };
}

/**
 * Every publishable page package (one with a `./page` export and a manifest), sorted by route.
 * @returns {{ path: string, title: string, packageName: string, component: string, peers: string[],
 *   props: { name: string, type: string, optional: boolean, doc: string, control: object | null }[], install: string,
 *   frameworks: Record<'vite' | 'next' | 'reactRouter', { file: string, code: string }[]> }[]}
 */
export function demoUsages(root = defaultRoot) {
  const packagesDir = join(root, 'packages');
  const found = [];
  for (const entry of readdirSync(packagesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const dir = join(packagesDir, entry.name);
    let pkg;
    try {
      pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    } catch {
      continue;
    }
    if (pkg.private || !pkg.publishConfig?.exports?.['./page']) continue;
    const manifest = parse(join(dir, 'src/manifest.ts'));
    const path = manifestString(manifest, 'path');
    const title = manifestString(manifest, 'title');
    const page = pageComponent(parse(join(dir, 'src/page.ts')));
    if (!path || !title || !page)
      throw new Error(`${pkg.name}: no manifest path or title, or no default export in src/page.ts`);
    const componentFile = page.module ? join(dir, 'src', `${page.module}.tsx`) : null;
    found.push({ pkg, entry, path, title, page, componentFile });
  }
  const program = propsProgram(found.flatMap((f) => (f.componentFile ? [f.componentFile] : [])));
  const checker = program.getTypeChecker();
  const usages = found.map(({ pkg, entry, path, title, page, componentFile }) => {
    const source = componentFile ? program.getSourceFile(componentFile) : undefined;
    const props = source ? propsOf(source, `${page.name}Props`, page.name, checker) : [];
    const peers = Object.keys(pkg.peerDependencies ?? {}).sort();
    const usage = { path, title, dir: entry.name, packageName: pkg.name, component: page.name, peers, props };
    const install = `npm install ${[pkg.name, ...peers].join(' ')}`;
    return { ...usage, install, frameworks: frameworkFiles(usage) };
  });
  return usages.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Prism's TSX and bash grammars, loaded from the kit's own Prism (the one its highlighter and
 * tooling/highlight use) in the build's process only: `code => tokens` for each language. The
 * kit's `toCodeTokens` turns Prism's stream into the CodeBlock's tokens.
 * @returns {Promise<{ tsx: (code: string) => unknown[], bash: (code: string) => unknown[] }>}
 */
export async function usageHighlighters(root = defaultRoot) {
  const require = createRequire(join(root, 'packages/kit/package.json'));
  const load = (name) => import(pathToFileURL(require.resolve(`prismjs/components/prism-${name}.js`)).href);
  const host = globalThis;
  if (typeof host.Prism?.tokenize !== 'function') {
    host.Prism = { ...host.Prism, manual: true, disableWorkerMessageHandler: true };
    await load('core');
  }
  const prism = host.Prism;
  // In dependency order: each grammar extends the ones before it.
  for (const name of ['clike', 'markup', 'javascript', 'jsx', 'typescript', 'tsx', 'bash'])
    if (!prism.languages[name]) await load(name);
  const { toCodeTokens } = await import('../../packages/kit/src/highlight/tokens.ts');
  const using = (grammar) => (code) => toCodeTokens(prism.tokenize(code, prism.languages[grammar]));
  return { tsx: using('tsx'), bash: using('bash') };
}

/**
 * The usages with their code highlighted at build time (`installTokens`, and `tokens` on each file),
 * as the kit's CodeBlock draws them: the panel ships no highlighter.
 */
export async function highlightedUsages(root = defaultRoot, usages = demoUsages(root)) {
  const { tsx, bash } = await usageHighlighters(root);
  return usages.map((usage) => ({
    ...usage,
    installTokens: bash(usage.install),
    frameworks: Object.fromEntries(
      Object.entries(usage.frameworks).map(([id, files]) => [
        id,
        files.map((file) => ({ ...file, tokens: tsx(file.code) })),
      ]),
    ),
  }));
}

const VIRTUAL_ID = 'virtual:demo-usage';
const PROPS_ID = 'virtual:demo-props';

/**
 * What the embeds and the panel's live preview need to set a page's props from a URL: for each
 * route, the controllable props' names and controls (a few hundred bytes, no docs or code).
 */
export function demoPropControls(usages) {
  return Object.fromEntries(
    usages.map((usage) => [
      usage.path,
      usage.props.flatMap((prop) => (prop.control ? [{ name: prop.name, control: prop.control }] : [])),
    ]),
  );
}

/**
 * Vite plugin: `import usages from 'virtual:demo-usage'` gives `highlightedUsages()` keyed by route,
 * read again when a package's page, manifest or package.json changes in dev.
 * @returns {import('vite').Plugin}
 */
export function demoUsagePlugin(root = defaultRoot) {
  // Read once for both modules (a type-checker program over every page: a few seconds).
  let cached = null;
  const read = () => {
    cached ??= demoUsages(root);
    return cached;
  };
  return {
    name: 'demo-usage',
    resolveId: (id) => (id === VIRTUAL_ID || id === PROPS_ID ? `\0${id}` : null),
    async load(id) {
      if (id === `\0${PROPS_ID}`) return `export default ${JSON.stringify(demoPropControls(read()))};`;
      if (id !== `\0${VIRTUAL_ID}`) return null;
      const usages = await highlightedUsages(root, read());
      const byPath = Object.fromEntries(usages.map((usage) => [usage.path, usage]));
      return `export default ${JSON.stringify(byPath)};\nexport const frameworks = ${JSON.stringify(FRAMEWORKS)};`;
    },
    handleHotUpdate({ file, server }) {
      if (!/[\\/]packages[\\/][^\\/]+[\\/](package\.json|src[\\/]\w+\.tsx?)$/.test(file)) return;
      cached = null;
      for (const id of [VIRTUAL_ID, PROPS_ID]) {
        const module = server.moduleGraph.getModuleById(`\0${id}`);
        if (module) server.moduleGraph.invalidateModule(module);
      }
    },
  };
}

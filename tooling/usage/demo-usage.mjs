// What the "Use this demo" panel shows for each page package (issue 23), read from the packages
// themselves so it cannot drift: the name and peer dependencies from package.json, the route from
// the manifest, the page component from `src/page.ts`, and its props (name, type, whether
// optional, JSDoc) from the component's `<Component>Props` interface. The site embeds the result
// (a virtual module, loaded only when a visitor opens the panel); the release rehearsal pastes
// every snippet into an npm consumer app, builds it and opens each page in Chromium.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
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

/** The string value of `path: '…'` in the manifest's object literal. */
function manifestPath(source) {
  let found = null;
  const visit = (node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'path' &&
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

/** The members of `interface <name>` in the file: name, type text, optional, first JSDoc paragraph. */
function propsOf(source, interfaceName) {
  const declaration = source.statements.find(
    (statement) => ts.isInterfaceDeclaration(statement) && statement.name.text === interfaceName,
  );
  if (!declaration) return [];
  return declaration.members.filter(ts.isPropertySignature).map((member) => {
    const doc = ts
      .getJSDocCommentsAndTags(member)
      .filter(ts.isJSDoc)
      .map((jsdoc) => (typeof jsdoc.comment === 'string' ? jsdoc.comment : ''))
      .join(' ');
    return {
      name: member.name.getText(source),
      type: member.type ? squash(member.type.getText(source)) : 'unknown',
      optional: Boolean(member.questionToken),
      doc: squash(doc),
    };
  });
}

/** The install command and the smallest app that renders the page, as a developer would paste them. */
function snippets({ packageName, component, peers }) {
  const install = `npm install ${[packageName, ...peers].join(' ')}`;
  const router = peers.includes('react-router');
  const inner = `<${component} />`;
  const body = router
    ? ['      <BrowserRouter>', `        ${inner}`, '      </BrowserRouter>']
    : [`      ${inner}`];
  const code = [
    "import '@demos/kit/styles.css';",
    `import '${packageName}/styles.css';`,
    "import { KitProvider } from '@demos/kit';",
    `import ${component} from '${packageName}/page';`,
    ...(router ? ["import { BrowserRouter } from 'react-router';"] : []),
    '',
    'export function App() {',
    '  return (',
    '    <KitProvider>',
    ...body,
    '    </KitProvider>',
    '  );',
    '}',
    '',
  ].join('\n');
  return { install, code };
}

/**
 * Every publishable page package (one with a `./page` export and a manifest), sorted by route.
 * @returns {{ path: string, packageName: string, component: string, peers: string[],
 *   props: { name: string, type: string, optional: boolean, doc: string }[],
 *   install: string, code: string }[]}
 */
export function demoUsages(root = defaultRoot) {
  const packagesDir = join(root, 'packages');
  const usages = [];
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
    const path = manifestPath(parse(join(dir, 'src/manifest.ts')));
    const page = pageComponent(parse(join(dir, 'src/page.ts')));
    if (!path || !page) throw new Error(`${pkg.name}: no manifest path or no default export in src/page.ts`);
    const componentFile = page.module ? join(dir, 'src', `${page.module}.tsx`) : null;
    const props = componentFile ? propsOf(parse(componentFile), `${page.name}Props`) : [];
    const peers = Object.keys(pkg.peerDependencies ?? {}).sort();
    const usage = { path, packageName: pkg.name, component: page.name, peers, props };
    usages.push({ ...usage, ...snippets(usage) });
  }
  return usages.sort((a, b) => a.path.localeCompare(b.path));
}

const VIRTUAL_ID = 'virtual:demo-usage';

/**
 * Vite plugin: `import usages from 'virtual:demo-usage'` gives `demoUsages()` keyed by route,
 * read again when a package's page, manifest or package.json changes in dev.
 * @returns {import('vite').Plugin}
 */
export function demoUsagePlugin(root = defaultRoot) {
  return {
    name: 'demo-usage',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null),
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return null;
      const byPath = Object.fromEntries(demoUsages(root).map((usage) => [usage.path, usage]));
      return `export default ${JSON.stringify(byPath)};`;
    },
    handleHotUpdate({ file, server }) {
      if (!/[\\/]packages[\\/][^\\/]+[\\/](package\.json|src[\\/]\w+\.tsx?)$/.test(file)) return;
      const module = server.moduleGraph.getModuleById(`\0${VIRTUAL_ID}`);
      if (module) server.moduleGraph.invalidateModule(module);
    },
  };
}

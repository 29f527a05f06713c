#!/usr/bin/env node
// What every published package promises the apps that install it, checked on its built files as
// published (publishConfig.exports → dist), with esbuild doing what a consumer's bundler does:
//
// 1. Client boundaries. Every exported JavaScript entry is either a client module (its first
//    statement is `'use client'`, as Next.js needs to see it in dist) or server-safe: bundled for
//    React's server build (the `react-server` condition, where `createContext`, `useState` and the
//    like do not exist) with every client module standing in as a client reference, as React
//    Server Components bundlers do, it loads without an error. A page package's `./page` is a
//    client module; its manifest (`.`) and `./core` are server-safe, and the manifest read there
//    has its id, path, title, group and icon. The kit's `.` is a client module.
// 2. Dependencies are what dist imports: no dependency that nothing imports, no import that is
//    neither a dependency nor a peer.
// 3. Published stylesheets carry no source-map comment (no map is shipped).
// 4. What a package costs a consumer (minified, gzip, React and React DOM excluded, each import
//    with what it loads up front, not its lazy chunks): the manifest alone, the page, `./core`,
//    and all the page manifests together. Budgets: a manifest ≤ 1 KiB, all of them ≤ 8 KiB.
//
// Needs the packages built. Writes test-results/package-cost.md; `--write` also puts each
// package's row in its README (between the package-cost markers). Exits 1 on any problem.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { COST_END, COST_START } from '../usage/markers.mjs';

const KIB = 1024;
export const MANIFEST_BUDGET = 1 * KIB;
export const ALL_MANIFESTS_BUDGET = 8 * KIB;
/** `'use client'` in the directive prologue (after comments and other directives such as 'use strict'). */
const CLIENT_DIRECTIVE = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/|(['"])use strict\1;?)*(['"])use client\2/;
const REACT = ['react', 'react-dom', 'react/*', 'react-dom/*'];

const root = resolve(import.meta.dirname, '../..');
const write = process.argv.includes('--write');
const problems = [];

/** Every public workspace package: name, folder, manifest. */
function publicPackages() {
  return readdirSync(join(root, 'packages'))
    .map((dir) => join(root, 'packages', dir))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .filter(({ pkg }) => !pkg.private)
    .map(({ dir, pkg }) => ({ dir, pkg, name: pkg.name }));
}

const packages = publicPackages();
const byName = new Map(packages.map((p) => [p.name, p]));
const isPage = (p) => Boolean(p.pkg.publishConfig?.exports?.['./page']);

/** The dist file a published subpath (`.`, `./page`, …) resolves to, or null for CSS/JSON. */
function publishedFile(p, subpath) {
  const target = p.pkg.publishConfig?.exports?.[subpath];
  const file = typeof target === 'string' ? target : (target?.import ?? target?.default);
  if (!file?.endsWith('.js')) return null;
  return join(p.dir, file);
}

const jsSubpaths = (p) =>
  Object.keys(p.pkg.publishConfig?.exports ?? {}).filter((subpath) => publishedFile(p, subpath));

/** Resolves this workspace's package names the way an install from the registry would (dist). */
const publishedResolver = {
  name: 'published-exports',
  setup(builder) {
    builder.onResolve({ filter: /^@(demos|tools)\// }, (args) => {
      const [scope, name, ...rest] = args.path.split('/');
      const p = byName.get(`${scope}/${name}`);
      if (!p) return null;
      const subpath = rest.length > 0 ? `./${rest.join('/')}` : '.';
      if (subpath.endsWith('.css')) return { path: args.path, external: true };
      const file = publishedFile(p, subpath);
      if (!file) return { errors: [{ text: `${args.path} is not a published entry` }] };
      return { path: file };
    });
  },
};

/** A stand-in for a client module's export, as React Server Components bundlers make them. */
const reference = (id, name) =>
  `{ $$typeof: Symbol.for('react.client.reference'), $$id: ${JSON.stringify(`${id}#${name}`)} }`;

/** Client modules become client references: their code never runs in the server environment. */
const clientReferences = {
  name: 'client-references',
  setup(builder) {
    builder.onLoad({ filter: /\.(m?js|cjs)$/ }, async (args) => {
      const code = readFileSync(args.path, 'utf8');
      if (!CLIENT_DIRECTIVE.test(code)) return null;
      // The module's export names, read by esbuild without running it.
      const shape = await build({
        entryPoints: [args.path],
        write: false,
        metafile: true,
        format: 'esm',
        outdir: join(work, 'shape'),
        logLevel: 'silent',
      });
      const names = Object.values(shape.metafile.outputs)[0]?.exports ?? [];
      if (names.length === 0) {
        return {
          loader: 'js',
          contents: `module.exports = new Proxy({}, { get: (_, name) => name === '__esModule' ? true : ${reference(args.path, '*')} });`,
        };
      }
      const lines = names.map((name, i) =>
        name === 'default'
          ? `export default ${reference(args.path, name)};`
          : `const r${i} = ${reference(args.path, name)}; export { r${i} as ${name} };`,
      );
      return { loader: 'js', contents: lines.join('\n') };
    });
  },
};

// 1. Client boundaries and server-safe entries.
const work = mkdtempSync(join(tmpdir(), 'package-contract-'));
const serverChecks = [];
for (const p of packages) {
  for (const subpath of jsSubpaths(p)) {
    const file = publishedFile(p, subpath);
    if (!existsSync(file)) {
      problems.push(`${p.name}: ${subpath} → ${file} does not exist (build first)`);
      continue;
    }
    const client = CLIENT_DIRECTIVE.test(readFileSync(file, 'utf8'));
    const mustBeClient = (isPage(p) && subpath === './page') || (p.name === '@demos/kit' && subpath === '.');
    const mustBeServer = isPage(p) && (subpath === '.' || subpath === './core');
    if (mustBeClient && !client) problems.push(`${p.name}: ${subpath} must start with 'use client' in dist`);
    if (mustBeServer && client)
      problems.push(`${p.name}: ${subpath} must be importable by server components`);
    if (!client) serverChecks.push({ p, subpath, manifest: isPage(p) && subpath === '.' });
  }
}

const serverBundles = await Promise.all(
  serverChecks.map(async (check, index) => {
    const specifier = check.subpath === '.' ? check.p.name : `${check.p.name}/${check.subpath.slice(2)}`;
    const outfile = join(work, `server-${index}.mjs`);
    try {
      await build({
        stdin: { contents: `export * as entry from ${JSON.stringify(specifier)};`, resolveDir: root },
        bundle: true,
        platform: 'node',
        format: 'esm',
        // As React Server Components bundlers resolve: the server build of React, ES modules first.
        conditions: ['react-server', 'module'],
        mainFields: ['module', 'main'],
        outfile,
        logLevel: 'silent',
        // CommonJS dependencies (qrcode) call require(): give the ES module one, as Node apps do.
        banner: {
          js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
        },
        plugins: [publishedResolver, clientReferences],
        define: { 'process.env.NODE_ENV': '"production"' },
      });
      return { ...check, specifier, outfile };
    } catch (error) {
      problems.push(`${specifier}: does not bundle for the server: ${error.message}`);
      return null;
    }
  }),
);

// Each bundle loads in a Node process of its own, as a server would load it.
for (const bundle of serverBundles.filter(Boolean)) {
  const probe = `const { entry } = await import(${JSON.stringify(bundle.outfile)});
const m = entry.default;
console.log(JSON.stringify(m && typeof m === 'object' ? { id: m.id, path: m.path, title: m.title, group: m.group, icon: typeof m.icon, load: typeof m.load } : {}));`;
  try {
    const out = execFileSync(
      process.execPath,
      ['--conditions=react-server', '--input-type=module', '-e', probe],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    if (bundle.manifest) {
      const m = JSON.parse(out.trim().split('\n').pop());
      const missing = ['id', 'path', 'title', 'group'].filter((key) => typeof m[key] !== 'string');
      if (missing.length > 0 || m.icon === 'undefined' || m.load !== 'function')
        problems.push(
          `${bundle.specifier}: the manifest read by a server component lacks ${missing.join(', ') || 'its icon or load'}`,
        );
    }
  } catch (error) {
    const first = `${error.stderr}`.split('\n').find((line) => /Error/.test(line)) ?? error.message;
    problems.push(`${bundle.specifier}: fails to load in React's server environment: ${first.trim()}`);
  }
}

// 2. Dependencies against what dist imports; 3. the published CSS.
for (const p of packages) {
  const dist = join(p.dir, 'dist');
  if (!existsSync(dist)) continue;
  const files = readdirSync(dist).filter((file) => file.endsWith('.js'));
  const imported = new Set();
  await build({
    entryPoints: files.map((file) => join(dist, file)),
    bundle: true,
    write: false,
    outdir: join(work, 'deps'),
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
    loader: { '.node': 'empty' },
    plugins: [
      {
        name: 'collect-bare-imports',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) => {
            if (!args.path.startsWith('node:')) {
              const parts = args.path.split('/');
              imported.add(args.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
            }
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  const dependencies = Object.keys(p.pkg.dependencies ?? {});
  const allowed = new Set([...dependencies, ...Object.keys(p.pkg.peerDependencies ?? {})]);
  for (const dep of dependencies)
    if (!imported.has(dep)) problems.push(`${p.name}: dependency "${dep}" is imported by nothing in dist`);
  for (const name of imported)
    if (!allowed.has(name) && !builtinModules.includes(name))
      problems.push(`${p.name}: dist imports "${name}", which is neither a dependency nor a peer`);
  const css = join(dist, 'styles.css');
  if (existsSync(css) && /sourceMappingURL/.test(readFileSync(css, 'utf8')))
    problems.push(`${p.name}: dist/styles.css points at a source map that is not shipped`);
}

// 4. Cost: one bundle per import with its lazy imports left out (a dynamic import is a chunk the
// consumer loads later, if ever), so the figure is what the import adds to the chunk that has it.
const lazyExternal = {
  name: 'lazy-external',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : null,
    );
  },
};

async function cost(contents) {
  const result = await build({
    stdin: { contents, resolveDir: root },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
    external: REACT,
    logLevel: 'silent',
    plugins: [lazyExternal, publishedResolver],
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

const pages = packages.filter(isPage).sort((a, b) => a.name.localeCompare(b.name));
const rows = [];
for (const p of pages) {
  const manifest = await cost(`export { default } from '${p.name}';`);
  const page = await cost(`export { default } from '${p.name}/page';`);
  const core = publishedFile(p, './core') ? await cost(`export * from '${p.name}/core';`) : null;
  if (manifest > MANIFEST_BUDGET)
    problems.push(`${p.name}: its manifest costs ${kib(manifest)} KiB, budget ${kib(MANIFEST_BUDGET)} KiB`);
  rows.push({ p, manifest, page, core });
}
const all = await cost(pages.map((p, i) => `export { default as m${i} } from '${p.name}';`).join('\n'));
if (all > ALL_MANIFESTS_BUDGET)
  problems.push(
    `all ${pages.length} manifests cost ${kib(all)} KiB, budget ${kib(ALL_MANIFESTS_BUDGET)} KiB`,
  );

function kib(bytes) {
  return (bytes / KIB).toFixed(2);
}
const HEADER = '| package | manifest (`.`) | page (`./page`) | `./core` |\n|---|---:|---:|---:|';
const row = (r) =>
  `| ${r.p.name} | ${kib(r.manifest)} KiB | ${kib(r.page)} KiB | ${r.core === null ? '—' : `${kib(r.core)} KiB`} |`;
const table = `${HEADER}\n${rows.map(row).join('\n')}\n| all ${pages.length} manifests | ${kib(all)} KiB | | |`;
console.log(table);
mkdirSync(join(root, 'test-results'), { recursive: true });
writeFileSync(
  join(root, 'test-results/package-cost.md'),
  `# What each package costs a consumer\n\nMinified and gzipped with esbuild, React and React DOM excluded, what each import loads up front (lazy chunks not counted). Budgets: a manifest ${kib(MANIFEST_BUDGET)} KiB, all manifests ${kib(ALL_MANIFESTS_BUDGET)} KiB.\n\n${table}\n`,
);

// Each page package's README shows its own row.
const START = COST_START;
const END = COST_END;
for (const r of rows) {
  const readmeFile = join(r.p.dir, 'README.md');
  const readme = readFileSync(readmeFile, 'utf8');
  const block = `${START}\n${HEADER}\n${row(r)}\n${END}`;
  const at = readme.indexOf(START);
  if (at === -1) {
    problems.push(`${r.p.name}: README.md has no ${START} section (run with --write)`);
    if (!write) continue;
  }
  if (!write) continue;
  const next =
    at === -1
      ? `${readme.trimEnd()}\n\n## What it costs your app\n\nMinified and gzipped, React excluded, what each import loads up front (its lazy parts load when used), measured by \`pnpm package-contract\`:\n\n${block}\n`
      : `${readme.slice(0, at)}${block}${readme.slice(readme.indexOf(END) + END.length)}`;
  writeFileSync(readmeFile, next);
}
if (write) {
  const fresh = problems.filter((text) => !text.includes('(run with --write)'));
  problems.length = 0;
  problems.push(...fresh);
}

if (!process.env.KEEP_CONTRACT_WORK) rmSync(work, { recursive: true, force: true });
if (problems.length > 0) {
  console.error(`\nPackage contract problems:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `\nAll ${packages.length} packages: client entries marked, server entries load in React's server environment, dependencies match dist, budgets met.`,
);

// The source of each page package, for the "Source" tab of the site's "Use this demo" panel: the
// files of its `src` folder that make the page (component, store, styles, helpers; not its tests,
// stories or generated token modules), highlighted at build time with the kit's Prism (the panel
// ships no highlighter), each with its link in the repository when package.json names one
// (`repository`, the package's own or the workspace root's). One lazily loaded module per package:
// nothing of it is in a page's or the panel's first bytes.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { demoUsages, usageHighlighters } from './demo-usage.mjs';

const defaultRoot = resolve(import.meta.dirname, '../..');

/** Source files shown: TypeScript and CSS; not tests, stories, type stubs or generated modules. */
const SHOWN = /\.(tsx?|css)$/;
const HIDDEN = /(\.test\.|\.stories\.|\.gen\.|\.d\.ts$|[\\/]__\w+__[\\/]|[\\/]test[\\/])/;

/**
 * @param {string} dir
 * @returns {string[]}
 */
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * The web address of a repository, from package.json's `repository` ('github:o/r', 'o/r', a git
 * URL, or `{ url, directory }`), or null when it names none.
 * @param {string | { type?: string, url?: string, directory?: string } | undefined} field
 * @returns {{ base: string, directory: string | undefined } | null}
 */
export function repositoryOf(field) {
  const raw = typeof field === 'string' ? field : field?.url;
  if (!raw) return null;
  const short = /^(?:github:)?([\w.-]+\/[\w.-]+)$/.exec(raw);
  const base = short
    ? `https://github.com/${short[1]}`
    : raw
        .replace(/^git\+/, '')
        .replace(/^git@([^:]+):/, 'https://$1/')
        .replace(/^git:\/\//, 'https://')
        .replace(/\.git$/, '')
        .replace(/\/$/, '');
  if (!/^https:\/\/[^/\s]+\/[^\s]+$/.test(base)) return null;
  return { base, directory: typeof field === 'object' ? field.directory : undefined };
}

/**
 * The link to one file: `<repository>/blob/HEAD/<directory>/<file>`.
 * @param {{ base: string, directory: string | undefined }} repository
 * @param {string} directory the package's folder in the workspace, unless the repository names its own
 * @param {string} file
 */
export const fileLink = (repository, directory, file) =>
  `${repository.base}/blob/HEAD/${[repository.directory ?? directory, file].join('/').replace(/^\/+/, '')}`;

/**
 * Every published page package's source files, keyed by route, the page component's file first.
 * @returns {{ path: string, dir: string, packageName: string, files: { file: string, code: string, url: string | null }[] }[]}
 */
export function demoSources(root = defaultRoot) {
  const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return demoUsages(root).map((usage) => {
    const dir = join(root, 'packages', usage.dir);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    // The package's own repository field, or the workspace's (then the files sit under packages/<dir>).
    const repository = repositoryOf(pkg.repository) ?? repositoryOf(rootPkg.repository);
    const component = `src/${usage.component}.tsx`;
    const files = walk(join(dir, 'src'))
      .map((file) => relative(dir, file).split('\\').join('/'))
      .filter((file) => SHOWN.test(file) && !HIDDEN.test(`/${file}`))
      .sort((a, b) => Number(b === component) - Number(a === component) || a.localeCompare(b))
      .map((file) => ({
        file,
        code: readFileSync(join(dir, file), 'utf8'),
        url: repository ? fileLink(repository, `packages/${usage.dir}`, file) : null,
      }));
    return { path: usage.path, dir: usage.dir, packageName: usage.packageName, files };
  });
}

const INDEX_ID = 'virtual:demo-source';
const PACKAGE_PREFIX = 'virtual:demo-source/';

/**
 * Vite plugin: `import loaders from 'virtual:demo-source'` gives, per route, a function that loads
 * that package's files (`virtual:demo-source/<dir>`, a chunk of its own), highlighted at build time.
 * @returns {import('vite').Plugin}
 */
export function demoSourcePlugin(root = defaultRoot) {
  /** @type {ReturnType<typeof demoSources> | undefined} */
  let sources;
  const all = () => {
    sources ??= demoSources(root);
    return sources;
  };
  return {
    name: 'demo-source',
    resolveId: (id) => (id === INDEX_ID || id.startsWith(PACKAGE_PREFIX) ? `\0${id}` : null),
    /** @param {string} id */
    async load(id) {
      if (id === `\0${INDEX_ID}`) {
        const entries = all().map(
          ({ path, dir }) =>
            `  ${JSON.stringify(path)}: () => import(${JSON.stringify(PACKAGE_PREFIX + dir)}),`,
        );
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${PACKAGE_PREFIX}`)) return null;
      const dir = id.slice(PACKAGE_PREFIX.length + 1);
      const source = all().find((entry) => entry.dir === dir);
      if (!source) throw new Error(`No page package in packages/${dir}`);
      const { tsx } = await usageHighlighters(root);
      const files = source.files.map((file) => ({
        ...file,
        tokens: file.file.endsWith('.css') ? undefined : tsx(file.code),
      }));
      return `export default ${JSON.stringify({ packageName: source.packageName, files })};\n`;
    },
    handleHotUpdate({ file, server }) {
      if (!/[\\/]packages[\\/][^\\/]+[\\/](package\.json|src[\\/])/.test(file)) return;
      sources = undefined;
      for (const module of server.moduleGraph.idToModuleMap.values())
        if (module.id?.startsWith(`\0${INDEX_ID}`)) server.moduleGraph.invalidateModule(module);
    },
  };
}

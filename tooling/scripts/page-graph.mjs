// The page graph rule: a page package (one whose sources define a demo manifest with
// `defineDemo({…})`) never depends on another page package. Shared code lives in packages that are
// not pages (@demos/kit, @demos/ai-client). Checked by page-graph.test.mjs in the test command.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];
const MANIFEST_CALL = /\bdefineDemo\s*\(\s*\{/;
const SKIPPED_FILE = /\.(test|stories|bench)\.[cm]?[jt]sx?$/;

/** Whether a package's own sources (tests and stories aside) define a demo manifest. */
export function definesManifest(dir) {
  const src = join(dir, 'src');
  if (!existsSync(src)) return false;
  const walk = (folder) =>
    readdirSync(folder).some((name) => {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) return name !== 'node_modules' && walk(path);
      return (
        /\.[cm]?[jt]sx?$/.test(name) &&
        !SKIPPED_FILE.test(name) &&
        MANIFEST_CALL.test(readFileSync(path, 'utf8'))
      );
    });
  return walk(src);
}

/** Every package of the workspace folders given (relative to root), with its package.json. */
export function readWorkspacePackages(root, folders = ['apps', 'packages', 'tooling']) {
  const packages = [];
  for (const folder of folders) {
    const base = join(root, folder);
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base)) {
      const dir = join(base, name);
      const file = join(dir, 'package.json');
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      packages.push({ dir, pkg, isPage: definesManifest(dir) });
    }
  }
  return packages;
}

/** The page → page dependencies, as readable lines ("@tools/a depends on page @tools/b (dependencies)"). */
export function pageToPageDependencies(packages) {
  const pages = new Set(packages.filter((p) => p.isPage).map((p) => p.pkg.name));
  const problems = [];
  for (const { pkg, isPage } of packages) {
    if (!isPage) continue;
    for (const field of DEPENDENCY_FIELDS) {
      for (const dep of Object.keys(pkg[field] ?? {})) {
        if (pages.has(dep) && dep !== pkg.name)
          problems.push(`${pkg.name} depends on page ${dep} (${field})`);
      }
    }
  }
  return problems;
}

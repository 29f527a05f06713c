#!/usr/bin/env node
// Checks every published package as a consumer would get it (ISSUE 3 §4): packs it with pnpm
// (publishConfig applied), then runs publint and @arethetypeswrong/cli on the tarball, and checks
// the files and peers the package contract asks for. Needs the packages built (dist/).
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const root = resolve(import.meta.dirname, '../..');
const packsDir = join(root, '.tmp/packs');
rmSync(packsDir, { recursive: true, force: true });
mkdirSync(packsDir, { recursive: true });
const bin = (name) => join(root, 'node_modules/.bin', name);
const exec = promisify(execFile);
const run = async (cmd, args, cwd) =>
  (await exec(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 1 << 26 })).stdout;

const problems = [];
const dirs = readdirSync(join(root, 'packages')).filter((d) =>
  existsSync(join(root, 'packages', d, 'package.json')),
);
/** One package: its files and peers, then its tarball through publint and attw (each a process of its own). */
async function check(dir) {
  const cwd = join(root, 'packages', dir);
  const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
  if (pkg.private) return;
  const fail = (message) => problems.push(`${pkg.name}: ${message}`);

  // A library without UI (@demos/ai-client) publishes no stylesheet and does not need the kit.
  const hasStyles = Boolean(pkg.publishConfig?.exports?.['./styles.css']);
  for (const file of ['README.md', 'CHANGELOG.md', ...(hasStyles ? ['dist/styles.css'] : [])]) {
    if (!existsSync(join(cwd, file))) fail(`missing ${file}`);
  }
  const needsKit = hasStyles && pkg.name !== '@demos/kit';
  for (const peer of ['react', 'react-dom', ...(needsKit ? ['@demos/kit'] : [])]) {
    if (!pkg.peerDependencies?.[peer]) fail(`"${peer}" must be a peer dependency`);
    if (pkg.dependencies?.[peer]) fail(`"${peer}" must not be a dependency`);
  }
  for (const dep of Object.keys(pkg.dependencies ?? {})) {
    if (dep.startsWith('@repo/')) fail(`private helper ${dep} leaks into dependencies`);
  }

  let tarball;
  try {
    const out = (await run('pnpm', ['pack', '--pack-destination', packsDir], cwd)).trim().split('\n');
    tarball = out.findLast((line) => line.endsWith('.tgz'));
    if (tarball && !tarball.startsWith('/')) tarball = join(packsDir, tarball.split('/').pop());
  } catch (error) {
    fail(`pnpm pack failed: ${error.stderr || error.message}`);
    return;
  }
  try {
    await run(bin('publint'), ['run', tarball, '--strict'], cwd);
  } catch (error) {
    fail(`publint:\n${error.stdout}${error.stderr}`);
  }
  try {
    await run(
      bin('attw'),
      [
        tarball,
        '--profile',
        'esm-only',
        '--exclude-entrypoints',
        './styles.css',
        './package.json',
        '--format',
        'ascii',
        '--no-emoji',
        '--no-color',
      ],
      cwd,
    );
  } catch (error) {
    fail(`attw:\n${error.stdout}${error.stderr}`);
  }
  console.log(`checked ${pkg.name}`);
}

// As many packages at a time as there are cores: one at a time left a core of two idle (72 s here).
const queue = [...dirs];
await Promise.all(
  Array.from({ length: availableParallelism() }, async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) await check(dir);
  }),
);

if (problems.length > 0) {
  console.error(`\nPackage problems:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`All ${dirs.length} packages pass publint and attw.`);

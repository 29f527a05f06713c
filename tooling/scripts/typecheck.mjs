// The whole workspace's type check (`pnpm typecheck`, the test command's typecheck gate): a few tsc
// programs, two at a time on two cores, each one's time and errors printed. Every package's sources
// are one program (tsconfig.packages.json): run per package, each program checked the kit and every
// other package it imports again, 163 s in CI against 12 s for the one program.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const tsc = join(root, 'node_modules/typescript/bin/tsc');
/** Longest first, so the two lanes end together. */
const PROGRAMS = [
  'tsconfig.packages.json',
  'apps/site/tsconfig.json',
  'apps/server/tsconfig.json',
  'apps/storybook/tsconfig.json',
  'tsconfig.scripts.json',
];

/** @param {string} project */
function check(project) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty', 'false'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => done({ project, code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

/**
 * What the one program stands for: each package's own tsconfig.json must be the shared one (so the
 * program checks it as its own would), and each app with a typecheck script must be in PROGRAMS.
 */
const strays = [];
for (const dir of ['packages', 'apps']) {
  for (const name of readdirSync(join(root, dir))) {
    const manifest = join(root, dir, name, 'package.json');
    if (!existsSync(manifest) || !JSON.parse(readFileSync(manifest, 'utf8')).scripts?.typecheck) continue;
    const config = `${dir}/${name}/tsconfig.json`;
    if (dir === 'apps' && !PROGRAMS.includes(config))
      strays.push(`${config} is not in ${PROGRAMS.join(', ')}`);
    if (dir === 'packages') {
      const own = JSON.parse(readFileSync(join(root, config), 'utf8'));
      const shared = own.extends === '@repo/tsconfig/test.json' && JSON.stringify(own.include) === '["src"]';
      if (!shared || Object.keys(own).some((key) => key !== 'extends' && key !== 'include'))
        strays.push(
          `${config} differs from the shared one (extends @repo/tsconfig/test.json, include src): give it its own entry in PROGRAMS`,
        );
    }
  }
}
if (strays.length > 0) {
  console.error(`tooling/scripts/typecheck.mjs does not cover:\n${strays.join('\n')}`);
  process.exit(1);
}

const lanes = Number(process.env.TYPECHECK_LANES ?? 2);
const queue = [...PROGRAMS];
const results = [];
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const result = await check(project);
      results.push(result);
      console.log(`${result.code === 0 ? 'ok  ' : 'FAIL'} ${project} (${result.seconds.toFixed(1)} s)`);
      if (result.code !== 0) process.stdout.write(result.output);
    }
  }),
);
const failed = results.filter((result) => result.code !== 0);
if (failed.length > 0) {
  console.error(`Type errors in ${failed.map((result) => result.project).join(', ')} (above).`);
  process.exit(1);
}

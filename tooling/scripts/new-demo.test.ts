// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const generator = join(root, 'tooling/scripts/new-demo.mjs');

/** Where the workspace installed `name`: a page package's node_modules, a tooling package's, or the root's. */
function workspaceCopy(name: string): string {
  if (name === '@demos/kit') return join(root, 'packages/kit');
  const homes = [
    ...readdirSync(join(root, 'packages')).map((dir) => join(root, 'packages', dir)),
    ...readdirSync(join(root, 'tooling')).map((dir) => join(root, 'tooling', dir)),
    root,
  ];
  for (const home of homes) {
    const candidate = join(home, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
  }
  throw new Error(`The generated package depends on ${name}, which no workspace package has installed.`);
}

/** Runs a package's bin with Node in `cwd`; a failure throws with the tool's own output. */
function runBin(cwd: string, pkgName: string, binName: string, args: string[]) {
  const pkgDir = join(cwd, 'node_modules', pkgName);
  const { bin } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as {
    bin: string | Record<string, string>;
  };
  const entry = typeof bin === 'string' ? bin : bin[binName];
  if (!entry) throw new Error(`${pkgName} has no ${binName} bin`);
  try {
    return execFileSync(process.execPath, [join(pkgDir, entry), ...args], {
      cwd,
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${binName} ${args.join(' ')} failed in ${cwd}:\n${stdout}${stderr}`);
  }
}

/**
 * The generator writes into a throwaway workspace: its own `packages/`, with `tooling/` and the root
 * `node_modules` linked from this one, and the new package's dependencies linked the way
 * `pnpm install` would link them. Then the package is typechecked (sources, story, test, first-action
 * check) and built with its own tsup config, as the test command does for every package.
 */
describe('tooling/scripts/new-demo.mjs', () => {
  let workspace: string;
  let pkgDir: string;

  beforeAll(async () => {
    workspace = await mkdtemp(join(tmpdir(), 'new-demo-'));
    await mkdir(join(workspace, 'packages'));
    await symlink(join(root, 'tooling'), join(workspace, 'tooling'));
    await symlink(join(root, 'node_modules'), join(workspace, 'node_modules'));
    execFileSync(
      process.execPath,
      [
        generator,
        'weather-now',
        '--path',
        '/weather-now',
        '--title',
        `Weather's "now"`,
        '--group',
        'Web',
        '--icon',
        'CloudSun',
        '--root',
        workspace,
      ],
      { cwd: root, stdio: 'pipe' },
    );
    pkgDir = join(workspace, 'packages/weather-now');
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
      const link = join(pkgDir, 'node_modules', name);
      await mkdir(dirname(link), { recursive: true });
      await symlink(workspaceCopy(name), link);
    }
  }, 180_000);

  afterAll(async () => {
    if (workspace) await rm(workspace, { recursive: true, force: true });
  });

  it('writes a page on the kit with a store, a story, a test and a first-action check', () => {
    const page = readFileSync(join(pkgDir, 'src/WeatherNowPage.tsx'), 'utf8');
    expect(page).toContain("from '@demos/kit'");
    expect(page).toContain('<TerminalWindow');
    expect(page).toContain('<PageHeader');
    const story = readFileSync(join(pkgDir, 'src/WeatherNowPage.stories.tsx'), 'utf8');
    expect(story).toContain("from '@demos/kit/stories'");
    const firstAction = readFileSync(join(pkgDir, 'e2e/firstAction.ts'), 'utf8');
    expect(firstAction).toContain("import { expect } from '@playwright/test';");
    expect(firstAction).toMatch(/export default defineFirstAction\(\{\s+path: '\/weather-now',/);
    expect(existsSync(join(pkgDir, 'src/WeatherNowPage.test.tsx'))).toBe(true);
    expect(readFileSync(join(pkgDir, 'src/manifest.ts'), 'utf8')).toContain(`title: 'Weather\\'s "now"'`);
  });

  it('typechecks: page, store, story, test and first-action check', () => {
    runBin(pkgDir, 'typescript', 'tsc', ['-p', 'tsconfig.json']);
  }, 400_000);

  it('builds with tsup: ESM, types and one precompiled stylesheet', () => {
    runBin(pkgDir, 'tsup', 'tsup', []);
    for (const file of ['index.js', 'index.d.ts', 'page.js', 'page.d.ts', 'styles.css']) {
      expect(existsSync(join(pkgDir, 'dist', file)), `dist/${file}`).toBe(true);
    }
    // The page's own classes are compiled into the stylesheet; the kit stays an external import.
    expect(readFileSync(join(pkgDir, 'dist/styles.css'), 'utf8')).toMatch(/display: ?grid/);
    const page = readFileSync(join(pkgDir, 'dist/page.js'), 'utf8');
    expect(page).toMatch(/from ["']@demos\/kit["']/);
    expect(page).toContain('TerminalWindow');
  }, 400_000);

  it('refuses bad input with a clear message and writes nothing', () => {
    const run = (args: string[]) => {
      try {
        execFileSync(process.execPath, [generator, ...args, '--root', workspace], { stdio: 'pipe' });
        return '';
      } catch (error) {
        return String((error as { stderr?: Buffer }).stderr);
      }
    };
    expect(run(['Bad_Id', '--path', '/x', '--title', 'X', '--group', 'Web'])).toContain('kebab-case id');
    expect(run(['ok-id', '--path', '/x', '--title', 'X', '--group', 'Nope'])).toContain(
      '--group must be one of',
    );
    expect(run(['ok-id', '--path', '/x', '--title', 'X', '--group', 'Web', '--icon', 'x;'])).toContain(
      '--icon must be',
    );
    expect(run(['weather-now', '--path', '/w', '--title', 'W', '--group', 'Web'])).toContain(
      'already exists',
    );
    expect(existsSync(join(workspace, 'packages/ok-id'))).toBe(false);
  }, 60_000);
});

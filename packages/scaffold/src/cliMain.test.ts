// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from './cliMain';
import { generateScript } from './core/script';
import { getTemplate } from './core/templates';

const work = mkdtempSync(join(tmpdir(), 'scaffold-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function run(args: string[], cwd = work) {
  let stdout = '';
  let stderr = '';
  const code = await main(
    args,
    { write: (t: string) => (stdout += t) },
    { write: (t: string) => (stderr += t) },
    cwd,
  );
  return { code, stdout, stderr };
}

describe('scaffold CLI', () => {
  it('prints the same script as the page', async () => {
    const result = await run(['--template', 'react', '--name', 'web', '--print-script']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(generateScript('web', getTemplate('react').tree()));
  });

  it('creates the template tree, then reports everything as existing on a second run', async () => {
    const dry = await run(['-t', 'node', '-n', 'api', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('would create  api/src/app.ts');
    expect(readdirSync(work)).toEqual([]);

    const first = await run(['-t', 'node', '-n', 'api']);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Done: 27 created, 0 already existed.');
    expect(readdirSync(join(work, 'api')).sort()).toEqual(
      [
        '.env.example',
        '.gitignore',
        'Dockerfile',
        'README.md',
        'package.json',
        'src',
        'tests',
        'tsconfig.json',
      ].sort(),
    );
    writeFileSync(join(work, 'api', 'README.md'), 'mine');
    const second = await run(['-t', 'node', '-n', 'api']);
    expect(second.stdout).toContain('Done: 0 created, 27 already existed.');
  });

  it('refuses bad input with a clear message', async () => {
    expect(await run(['--template', 'rust', '--name', 'x'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("unknown template 'rust'"),
    });
    expect(await run(['--template', 'react', '--name', '..'])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("'..' is not allowed as a name"),
    });
    expect(await run(['--name', 'x'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('are required'),
    });
    expect(await run(['--nope'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Unknown option '--nope'"),
    });
    expect((await run(['--help'])).stdout).toContain('Usage: scaffold --template');
  });
});

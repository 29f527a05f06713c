// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listing } from '@repo/testing/file-tree';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from './cliMain';
import { asciiTree } from './core/asciiTree';
import { parseTreeText } from './core/parseTreeText';
import { generateScript } from './core/script';
import { getTemplate } from './core/templates';

const work = mkdtempSync(join(tmpdir(), 'scaffold-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function run(args: string[], cwd = work, stdinText = '') {
  let stdout = '';
  let stderr = '';
  const code = await main(
    args,
    { write: (t: string) => (stdout += t) },
    { write: (t: string) => (stderr += t) },
    cwd,
    (async function* () {
      yield Buffer.from(stdinText);
    })(),
  );
  return { code, stdout, stderr };
}

let dirs = 0;
const freshDir = () => {
  dirs += 1;
  const dir = join(work, `d${dirs}`);
  mkdirSync(dir);
  return dir;
};

describe('scaffold CLI', () => {
  it('prints the same script as the page', async () => {
    const result = await run(['--template', 'react', '--name', 'web', '--print-script']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(generateScript('web', getTemplate('react').tree('web')));
  });

  it('creates the template tree, then reports everything as existing on a second run', async () => {
    const dry = await run(['-t', 'node', '-n', 'api', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('would create  api/src/app.js');
    expect(readdirSync(work)).toEqual([]);

    const first = await run(['-t', 'node', '-n', 'api']);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Done: 16 created, 0 already existed.');
    expect(readdirSync(join(work, 'api')).sort()).toEqual(
      ['.env.example', '.gitignore', 'Dockerfile', 'README.md', 'package.json', 'src', 'tests'].sort(),
    );
    expect(JSON.parse(readFileSync(join(work, 'api', 'package.json'), 'utf8')).name).toBe('api');
    writeFileSync(join(work, 'api', 'README.md'), 'mine');
    const second = await run(['-t', 'node', '-n', 'api']);
    expect(second.stdout).toContain('Done: 0 created, 16 already existed.');
    expect(readFileSync(join(work, 'api', 'README.md'), 'utf8')).toBe('mine');
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
    expect(await run(['--from', join(work, 'missing.txt')])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('cannot read'),
    });
    expect(await run(['--from', '-'], work, 'src/\n  a\n    b\n   c\nx/y\n')).toMatchObject({
      code: 1,
      stderr:
        'scaffold: the tree in standard input cannot be used.\n' +
        'line 4: The indentation does not line up with any line above.\n' +
        "line 5: A name cannot contain '/': add folders one level at a time.\n",
    });
    expect(await run(['--from', '-'], work, 'src\n  a')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('give --name'),
    });
    expect(await run(['--from', '-', '-t', 'react', '-n', 'x'])).toMatchObject({ code: 2 });
    expect(readdirSync(work).filter((n) => !n.startsWith('d') && n !== 'api')).toEqual([]);
    expect(await run(['--nope'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Unknown option '--nope'"),
    });
    expect((await run(['--help'])).stdout).toContain('Usage: scaffold --template');
  });

  it('--from reads tree output, Copy tree text or indented text, from a file or stdin', async () => {
    const treeOutput = '.\n├── src\n│   └── main.ts\n└── README.md\n\n1 directory, 2 files\n';
    writeFileSync(join(work, 'tree.txt'), treeOutput);
    const fromFile = freshDir();
    expect(await run(['--from', join(work, 'tree.txt'), '--name', 'app'], fromFile)).toMatchObject({
      code: 0,
    });
    expect(listing(fromFile)).toEqual(['app/', 'app/README.md ', 'app/src/', 'app/src/main.ts ']);

    const fromStdin = freshDir();
    const copied = asciiTree('web', getTemplate('react').tree('web'));
    const result = await run(['-f', '-'], fromStdin, copied);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(listing(join(fromStdin, 'web'))).toContain('src/main.tsx ');

    const indented = freshDir();
    expect(await run(['--from', '-', '-n', 'lib'], indented, 'src\n\tindex.ts\ndocs/\n')).toMatchObject({
      code: 0,
    });
    expect(listing(indented)).toEqual(['lib/', 'lib/docs/', 'lib/src/', 'lib/src/index.ts ']);
  });

  it('--from writes the same files as the page script for that pasted text', async () => {
    const text = "demo $(x)/\n├── bin/\n│   └── run 'it'.sh\n├── a\\nb\n└── -rf\n";
    const parsed = parseTreeText(text);
    if (!parsed.ok || parsed.root === undefined) throw new Error('fixture does not parse');
    const byScript = freshDir();
    writeFileSync(join(byScript, '..', 'page.sh'), generateScript(parsed.root, parsed.entries));
    execFileSync('bash', ['../page.sh'], { cwd: byScript });
    const byCli = freshDir();
    expect(await run(['--from', '-'], byCli, text)).toMatchObject({ code: 0, stderr: '' });
    expect(listing(byCli)).toEqual(listing(byScript));
    expect(listing(byCli)).toContain("demo $(x)/bin/run 'it'.sh ");

    const templateByScript = freshDir();
    writeFileSync(join(work, 'python.sh'), generateScript('py', getTemplate('python').tree('py')));
    execFileSync('bash', [join(work, 'python.sh')], { cwd: templateByScript });
    const templateByCli = freshDir();
    expect(await run(['-t', 'python', '-n', 'py'], templateByCli)).toMatchObject({ code: 0 });
    expect(listing(templateByCli)).toEqual(listing(templateByScript));
  });
});

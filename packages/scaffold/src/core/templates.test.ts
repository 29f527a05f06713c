// @vitest-environment node
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ScaffoldEntry } from './model';
import { generateScript } from './script';
import { getTemplate, packageName, TEMPLATES, type TemplateId } from './templates';

const work = mkdtempSync(join(tmpdir(), 'scaffold-templates-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
/** The site's own dependencies (react, react-dom, vite, @vitejs/plugin-react) stand in for `npm install`. */
const siteModules = resolve(import.meta.dirname, '../../../../apps/site/node_modules');
/** Ports of this package's tests (the project's range for scaffold work). */
const PORTS = { node: 4482, fullstack: 4483 } as const;

let counter = 0;
/** Runs the page's script for a template in a fresh folder; returns the project folder. */
function scaffold(id: TemplateId, projectName: string): string {
  counter += 1;
  const dir = join(work, `run-${counter}`);
  mkdirSync(dir);
  writeFileSync(join(dir, 'create.sh'), generateScript(projectName, getTemplate(id).tree(projectName)));
  execFileSync('bash', ['create.sh'], { cwd: dir, stdio: 'pipe' });
  return join(dir, projectName);
}

function fileNames(entries: readonly ScaffoldEntry[]): string[] {
  return entries.flatMap((e) =>
    e.type === 'folder' ? fileNames(e.children).map((n) => `${e.name}/${n}`) : [e.name],
  );
}

/** Starts `node <entry>` on a port of ours, asks it for `path`, stops it. */
async function askServer(cwd: string, entry: string, port: number, path: string) {
  const child = spawn(process.execPath, [entry], {
    cwd,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const banner = await new Promise<string>((done, fail) => {
      let out = '';
      const timer = setTimeout(() => fail(new Error(`no banner: ${out}`)), 15_000);
      child.stdout.on('data', (chunk) => {
        out += chunk;
        if (out.includes('listening on')) {
          clearTimeout(timer);
          done(out);
        }
      });
      child.once('exit', (code) => fail(new Error(`exited ${code}: ${out}`)));
    });
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    return { banner, status: response.status, body: await response.json() };
  } finally {
    child.kill('SIGTERM');
  }
}

describe('templates', () => {
  it('give every starter a package manifest with the project name, a README and a .gitignore', () => {
    for (const template of TEMPLATES.slice(0, 4)) {
      const tree = template.tree('Shop API');
      const names = fileNames(tree);
      expect(names).toContain('README.md');
      expect(names).toContain('.gitignore');
      const manifest = tree.find(
        (e) => e.name === (template.id === 'python' ? 'pyproject.toml' : 'package.json'),
      );
      expect(manifest?.type === 'file' && manifest.content).toContain('shop-api');
      const readme = tree.find((e) => e.name === 'README.md');
      expect(readme?.type === 'file' && readme.content?.startsWith('# Shop API\n')).toBe(true);
    }
    expect(TEMPLATES.at(-1)?.tree()).toEqual([]);
  });

  it('make npm and PyPI names from any project name', () => {
    expect(packageName('My App')).toBe('my-app');
    expect(packageName('Café_Ünïcode')).toBe('cafe_unicode');
    expect(packageName('$(rm -rf)')).toBe('rm-rf');
    expect(packageName('日本')).toBe('my-project');
  });

  it('Node.js API: the script writes a server that starts and answers', async () => {
    const project = scaffold('node', "o'neil api");
    const manifest = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({ name: 'o-neil-api', scripts: { start: 'node src/server.js' } });
    const answer = await askServer(project, 'src/server.js', PORTS.node, '/health');
    expect(answer.banner).toContain(`o'neil api listening on http://127.0.0.1:${PORTS.node}`);
    expect(answer).toMatchObject({ status: 200, body: { status: 'ok', name: 'o-neil-api' } });
  }, 30_000);

  it('Full Stack: the server part starts and answers', async () => {
    const project = scaffold('fullstack', 'shop');
    const answer = await askServer(join(project, 'server'), 'src/server.js', PORTS.fullstack, '/users');
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(2);
    expect(JSON.parse(readFileSync(join(project, 'client/package.json'), 'utf8')).name).toBe('shop-client');
  }, 30_000);

  it('Python Project: python -m my_package runs', () => {
    const project = scaffold('python', 'greeter');
    const result = spawnSync('python3', ['-m', 'my_package', 'Ada'], {
      cwd: project,
      env: { ...process.env, PYTHONPATH: 'src' },
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('Hello, Ada!\n');
    expect(readFileSync(join(project, 'pyproject.toml'), 'utf8')).toContain('name = "greeter"');
  });

  it('React App: the script writes an app that Vite builds', () => {
    const project = scaffold('react', 'web <app>');
    symlinkSync(siteModules, join(project, 'node_modules'), 'dir');
    const result = spawnSync(
      process.execPath,
      [join(siteModules, 'vite/bin/vite.js'), 'build', '--logLevel', 'error'],
      {
        cwd: project,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const html = readFileSync(join(project, 'dist/index.html'), 'utf8');
    expect(html).toContain('<title>web &#60;app&#62;</title>');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
  }, 60_000);
});

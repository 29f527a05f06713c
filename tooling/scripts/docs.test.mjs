// @vitest-environment node
// The documentation a newcomer reads first stays short and true: the README fits in 150 lines, and
// no document or comment points at a file that is not in the repository.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const tracked = (...patterns) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...patterns], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && existsSync(join(root, file)));

describe('README.md', () => {
  const lines = readFileSync(join(root, 'README.md'), 'utf8').split('\n');

  it('is at most 150 lines, the rest being in docs/', () => {
    expect(lines.length).toBeLessThanOrEqual(150);
  });

  it('has no line of prose over 200 characters (tables and images aside)', () => {
    const long = lines.filter((line) => line.length > 200 && !line.startsWith('|') && !line.startsWith('!['));
    expect(long).toEqual([]);
  });
});

describe('links and references', () => {
  it('every relative link of every Markdown file leads to a file of the repository', () => {
    const broken = [];
    for (const file of tracked('*.md').filter((f) => !f.endsWith('CHANGELOG.md'))) {
      const text = readFileSync(join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|mailto:|#)/.test(target)) continue;
        const path = decodeURIComponent(target.split('#')[0] ?? '');
        if (path && !existsSync(resolve(root, dirname(file), path))) broken.push(`${file} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('nothing names a design, environment or specification file that only lives outside it', () => {
    const outside = ['DESIGN.md', 'ENVIRONMENT.md', 'shared/spec.md'].filter(
      (name) => tracked(`*${name}`).length === 0,
    );
    const files = tracked('*.md', '*.ts', '*.tsx', '*.mjs', '*.js', '*.sh', '*.sql').filter(
      (file) =>
        !file.endsWith('CHANGELOG.md') &&
        !file.startsWith('.changeset/') &&
        file !== 'tooling/scripts/docs.test.mjs',
    );
    const found = files.filter((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return outside.some((name) => text.includes(name));
    });
    expect(found).toEqual([]);
  });
});

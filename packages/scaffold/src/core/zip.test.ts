// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listing } from '@repo/testing/file-tree';
import { afterAll, describe, expect, it } from 'vitest';
import { file, folder, InvalidTreeError } from './model';
import { generateScript } from './script';
import { getTemplate } from './templates';
import { buildZip, zipFileName } from './zip';

const work = mkdtempSync(join(tmpdir(), 'scaffold-zip-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('buildZip', () => {
  it('passes unzip -t and unpacks to exactly what the bash script creates', () => {
    const tree = [
      ...getTemplate('fullstack').tree('shop'),
      folder('empty'),
      folder('odd names', [
        file("it's $(x)", 'EOF\r\nno newline'),
        file('__proto__', '{}'),
        file('日本.md', 'é'),
      ]),
    ];
    const zip = join(work, 'shop.zip');
    writeFileSync(zip, buildZip('shop', tree));
    const test = spawnSync('unzip', ['-t', zip], { encoding: 'utf8' });
    expect(test.status).toBe(0);
    expect(test.stdout).toContain('No errors detected');

    const unzipped = join(work, 'unzipped');
    mkdirSync(unzipped);
    expect(spawnSync('unzip', ['-q', zip, '-d', unzipped]).status).toBe(0);
    const scripted = join(work, 'scripted');
    mkdirSync(scripted);
    writeFileSync(join(work, 'shop.sh'), generateScript('shop', tree));
    expect(spawnSync('bash', [join(work, 'shop.sh')], { cwd: scripted }).status).toBe(0);
    expect(listing(unzipped)).toEqual(listing(scripted));
    expect(listing(unzipped)).toContain('shop/empty/');
  });

  it('refuses an invalid tree like the script does', () => {
    expect(() => buildZip('p', [file('a'), file('a')])).toThrow(InvalidTreeError);
  });

  it('names the download after the project', () => {
    expect(zipFileName('my-project')).toBe('my-project.zip');
    expect(zipFileName('$(x) y')).toBe('x-y.zip');
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedSectionOf, nginxAssetSection } from './nginxConf';

const shipped = readFileSync(resolve(import.meta.dirname, '../../../deploy/nginx.conf'), 'utf8');

describe('deploy/nginx.conf', () => {
  it('says what the server says about a hashed asset (regenerate the section from nginxConf.ts if this fails)', () => {
    expect(generatedSectionOf(shipped)).toBe(nginxAssetSection());
  });

  it('sends documents, source maps and precompressed copies to the server, never from the disk', () => {
    const section = nginxAssetSection();
    const served = /location ~ "\^\/assets\/\.\+\\\.\(\?:([a-z0-9|]+)\)\$"/.exec(section)?.[1]?.split('|');
    expect(served).toContain('js');
    expect(served).toContain('css');
    for (const extension of ['html', 'svg', 'map', 'gz', 'br']) expect(served).not.toContain(extension);
  });
});

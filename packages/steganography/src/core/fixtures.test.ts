// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './constants';
import { decodeFileFromPng } from './stego';

/**
 * Images written by the format-1 code (before format 2, fast-png writer): they must decode
 * with every later version. Made with a 48 × 48 carrier; the password one with 600,000 iterations.
 */
const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const TEXT = 'Bonjour, le monde ! ✓ 1.0\n';

describe('format 1 fixtures', () => {
  it('decodes the plain image', async () => {
    const result = await decodeFileFromPng(fixture('v1-plain.png'));
    if (!result.ok) throw new Error(result.message);
    expect(result.value.name).toBe('bonjour.txt');
    expect(result.value.type).toBe('text/plain');
    expect(new TextDecoder().decode(result.value.bytes)).toBe(TEXT);
  });

  it('decodes the password image with its password only', async () => {
    const result = await decodeFileFromPng(fixture('v1-password.png'), { password: 'mot de passe' });
    if (!result.ok) throw new Error(result.message);
    expect(new TextDecoder().decode(result.value.bytes)).toBe(TEXT);
    const wrong = await decodeFileFromPng(fixture('v1-password.png'), { password: 'autre' });
    expect(wrong).toEqual({ ok: false, message: MESSAGES.undecodable });
  }, 20_000);
});

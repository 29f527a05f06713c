// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeTokensText } from '../../packages/kit/src/highlight/tokens';
import { generate, repoRoot } from './generate';

describe.each(generate(false))('$file', ({ file, out, module }) => {
  it(`is committed highlighted as ${out} (run \`pnpm highlight\` after changing it)`, () => {
    expect(readFileSync(join(repoRoot, out), 'utf8')).toBe(module);
  });

  it('gives the file back byte for byte', async () => {
    const { tokens } = await import(join(repoRoot, out));
    expect(codeTokensText(tokens)).toBe(readFileSync(join(repoRoot, file), 'utf8'));
    expect(tokens.some((token: unknown) => Array.isArray(token))).toBe(true);
  });
});

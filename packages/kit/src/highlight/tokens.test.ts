import { beforeAll, describe, expect, it } from 'vitest';
import { loadBashHighlighter } from './index';
import { type CodeToken, codeTokensText, type PrismStreamLike, toCodeTokens } from './tokens';

describe('toCodeTokens', () => {
  it('takes the innermost known kind, keeps operators plain and merges neighbours', () => {
    const stream: PrismStreamLike = [
      { type: 'builtin', alias: 'class-name', content: 'echo' },
      ' ',
      {
        type: 'string',
        content: [
          '"a ',
          { type: 'variable', content: ['$' + '{', { type: 'operator', content: 'x' }, '}'] },
          '"',
        ],
      },
      { type: 'operator', content: ' |' },
      ' ',
      { type: 'file-descriptor', alias: 'important', content: '2' },
      { type: 'mystery', content: ['y', 'z'] },
    ];
    expect(toCodeTokens(stream)).toEqual([
      ['function', 'echo'],
      ' ',
      ['string', '"a '],
      ['variable', '$' + '{x}'],
      ['string', '"'],
      ' | ',
      ['keyword', '2'],
      'yz',
    ]);
  });

  it('ignores names of Object.prototype', () => {
    expect(toCodeTokens([{ type: 'constructor', content: 'x' }])).toEqual(['x']);
  });
});

describe('loadBashHighlighter (the grammar scaffold loads on demand)', () => {
  let highlightBash: (code: string) => CodeToken[] = () => [];
  beforeAll(async () => {
    highlightBash = await loadBashHighlighter();
  });
  const script = `#!/usr/bin/env bash\nset -euo pipefail\n# make it\nmkdir -p -- "$HOME/a b" && printf '%s\\n' 42\n`;

  it('gives the source back byte for byte', () => {
    expect(codeTokensText(highlightBash(script))).toBe(script);
  });

  it('colours comments, strings, variables and commands', () => {
    const tokens = highlightBash(script);
    expect(tokens).toContainEqual(['meta', '#!/usr/bin/env bash']);
    expect(tokens).toContainEqual(['comment', '# make it']);
    expect(tokens).toContainEqual(['variable', '$HOME']);
    expect(tokens).toContainEqual(['function', 'mkdir']);
    expect(tokens.some((t) => typeof t !== 'string' && t[0] === 'string')).toBe(true);
  });

  it('leaves the host page alone (manual mode)', () => {
    expect((globalThis as { Prism?: { manual?: boolean } }).Prism?.manual).toBe(true);
  });
});

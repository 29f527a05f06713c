// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFenceStripper, stripCodeFences } from './fences';

describe('stripCodeFences', () => {
  it.each([
    ['```python\nprint(1)\n```', 'print(1)'],
    ['```python\nprint(1)\n```\n', 'print(1)'],
    ['```\nx = 1\ny = 2\n```', 'x = 1\ny = 2'],
    ['~~~js\nlet a;\n~~~', 'let a;'],
    ['````md\n```inner```\n````', '```inner```'],
    ['print(1)', 'print(1)'],
    ['print(1)\n', 'print(1)\n'],
    ['const s = `a`;\n', 'const s = `a`;\n'],
    ['```js\nunclosed();', 'unclosed();'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(stripCodeFences(input)).toBe(expected);
  });

  it('keeps a closing-looking line when there was no opening fence', () => {
    expect(stripCodeFences('a\n```')).toBe('a\n```');
  });

  it('gives the same text however the answer is split into chunks', () => {
    const answer = fc.oneof(
      fc.string(),
      fc
        .tuple(fc.constantFrom('```', '```ts', '~~~'), fc.string())
        .map(([f, body]) => `${f}\n${body}\n${f.slice(0, 3)}`),
    );
    fc.assert(
      fc.property(answer, fc.array(fc.nat(), { maxLength: 6 }), (text, cuts) => {
        const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const stripper = createFenceStripper();
        let out = '';
        let from = 0;
        for (const point of [...points, text.length]) {
          out += stripper.push(text.slice(from, point));
          from = point;
        }
        out += stripper.end();
        expect(out).toBe(stripCodeFences(text));
      }),
    );
  });

  it('releases complete lines while the answer streams', () => {
    const stripper = createFenceStripper();
    expect(stripper.push('``')).toBe('');
    expect(stripper.push('`go\npackage main\n')).toBe('');
    expect(stripper.push('func main() {}\n')).toBe('package main');
    expect(stripper.push('```')).toBe('\nfunc main() {}');
    expect(stripper.end()).toBe('');
  });
});

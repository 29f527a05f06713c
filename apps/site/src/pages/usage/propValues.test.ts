import { readUrlState } from '@demos/kit';
import { describe, expect, it } from 'vitest';
import {
  embedQuery,
  jsxAttributeTokens,
  normalizePropValue,
  parsePropValue,
  passedProps,
  propsSchema,
  propValuesOf,
  withProps,
} from './propValues';

const tab = { kind: 'select', options: ['about', 'projects'], default: 'about' } as const;
const showCode = { kind: 'boolean', default: false } as const;
const timeout = { kind: 'number', default: null } as const;
const figure = { kind: 'text', default: null } as const;
const controls = [
  { name: 'defaultTab', control: { ...tab, options: [...tab.options] } },
  { name: 'defaultShowCode', control: showCode },
  { name: 'loadTimeoutMs', control: timeout },
  { name: 'initialSelectedId', control: figure },
];

const tokenText = (tokens: readonly (string | readonly [string, string])[]) =>
  tokens.map((t) => (typeof t === 'string' ? t : t[1])).join('');

describe('prop values', () => {
  it('reads each kind from a query and ignores what is not one', () => {
    expect(parsePropValue(showCode, 'true')).toBe(true);
    expect(parsePropValue(showCode, 'yes')).toBeUndefined();
    expect(parsePropValue({ ...tab, options: [...tab.options] }, 'projects')).toBe('projects');
    expect(parsePropValue({ ...tab, options: [...tab.options] }, 'admin')).toBeUndefined();
    expect(parsePropValue(timeout, '2500')).toBe(2500);
    expect(parsePropValue(timeout, 'Infinity')).toBeUndefined();
    expect(parsePropValue(timeout, ' ')).toBeUndefined();
    expect(parsePropValue(figure, 'x'.repeat(201))).toBeUndefined();
    expect(normalizePropValue(showCode, false)).toBeNull();
    expect(normalizePropValue(figure, '')).toBeNull();
  });

  it('keeps the values under prop.<name> in the address, apart from pages’ own params', () => {
    const schema = propsSchema(controls);
    const url = readUrlState(
      schema,
      '?tab=skills&prop.defaultTab=projects&prop.defaultShowCode=nope&prop.loadTimeoutMs=100&prop.initialSelectedId=orion',
    );
    const values = propValuesOf(url);
    expect(values).toEqual({
      defaultTab: 'projects',
      defaultShowCode: null,
      loadTimeoutMs: 100,
      initialSelectedId: 'orion',
    });
    // The page's default given explicitly is the same as unset.
    expect(propValuesOf(readUrlState(schema, '?prop.defaultTab=about')).defaultTab).toBeNull();
    expect(passedProps(values)).toEqual({
      defaultTab: 'projects',
      loadTimeoutMs: 100,
      initialSelectedId: 'orion',
    });
    expect(embedQuery('dark', values)).toBe(
      'theme=dark&prop.defaultTab=projects&prop.loadTimeoutMs=100&prop.initialSelectedId=orion',
    );
  });

  it('writes props into a snippet as JSX attributes, quoted safely, tokens and code alike', () => {
    expect(
      tokenText(jsxAttributeTokens({ a: 'x', b: 5, c: true, d: false, e: 'say "hi" {x} </script>' })),
    ).toBe(' a="x" b={5} c d={false} e={"say \\"hi\\" {x} \\u003c/script>"}');
    const code = "import X from 'x';\n\nexport default function App() {\n  return <Page />;\n}\n";
    const tokens = [
      ['keyword', 'import'],
      " X from 'x';\n\nexport default function App() {\n  return <",
      ['function', 'Page'],
      ' />;\n}\n',
    ] as const;
    const file = withProps({ code, tokens }, 'Page', { defaultTab: 'projects', loadTimeoutMs: 100 });
    expect(file.code).toContain('<Page defaultTab="projects" loadTimeoutMs={100} />');
    expect(tokenText(file.tokens)).toBe(file.code);
    expect(withProps({ code, tokens }, 'Page', {})).toEqual({ code, tokens });
  });
});

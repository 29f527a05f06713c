// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildDependencyPrompt,
  ERROR_DEPENDENCIES_INVALID,
  parseDependencyMap,
  readDependencyAnswer,
  validateDependencyRequest,
} from './dependencies';

describe('dependency map', () => {
  it('asks for JSON of one shape, with null for no equivalent, the source fenced', () => {
    const prompt = buildDependencyPrompt({ code: 'import os', from: 'python', to: 'go' });
    expect(prompt.split('\n')[0]).toBe(
      'List the dependencies of the following Python code: every imported module, library or package (standard library included), and for each its Go equivalent.',
    );
    expect(prompt).toContain('Use null as "target" when Go has no equivalent.');
    expect(prompt).toContain('Python code:\n```\nimport os\n```');
  });

  it('reads the asked shape, fences and a bare list tolerated, trimming and capping fields', () => {
    const text =
      '```json\n{"dependencies":[{"source":" os ","target":"os"},{"source":"tkinter","target":null,"note":"GUI"}]}\n```';
    expect(parseDependencyMap(text)).toEqual({
      ok: true,
      value: [
        { source: 'os', target: 'os' },
        { source: 'tkinter', target: null, note: 'GUI' },
      ],
    });
    expect(parseDependencyMap('[{"source":"a","target":""}]')).toEqual({
      ok: true,
      value: [{ source: 'a', target: null }],
    });
    expect(parseDependencyMap('{"dependencies":[]}')).toEqual({ ok: true, value: [] });
  });

  it.each([
    ['Sure! It uses requests.'],
    ['{"dependencies":[{"source":"requests","tar'],
    ['{"dependencies":"none"}'],
    ['{"dependencies":[{"target":"x"}]}'],
    ['{"dependencies":[{"source":"a","target":42}]}'],
    [
      JSON.stringify({
        dependencies: Array.from({ length: 101 }, (_, i) => ({ source: `m${i}`, target: null })),
      }),
    ],
  ])('refuses %s with a clear message', (text) => {
    expect(parseDependencyMap(text)).toEqual({ ok: false, error: ERROR_DEPENDENCIES_INVALID });
  });

  it('never throws on any text, and what it accepts the browser accepts again', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const parsed = parseDependencyMap(text);
        if (parsed.ok) expect(readDependencyAnswer({ dependencies: parsed.value })).toEqual(parsed.value);
      }),
    );
  });

  it('validates the request: languages only (no description), code not blank', () => {
    const ok = { code: 'x', from: 'python', to: 'go' };
    expect(validateDependencyRequest(ok)).toEqual({ ok: true, value: ok });
    expect(validateDependencyRequest({ ...ok, from: 'natural-language' })).toEqual({
      ok: false,
      error: 'Unknown source language.',
    });
    expect(validateDependencyRequest({ ...ok, code: ' ' }).ok).toBe(false);
  });
});

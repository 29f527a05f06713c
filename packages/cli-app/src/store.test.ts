import { describe, expect, it } from 'vitest';
import { PROMPT } from './core/commands';
import { createCliStore, WELCOME } from './store';

describe('CLI store', () => {
  it('adds only the prompt line for an empty command', () => {
    const store = createCliStore();
    store.getState().execute('   ');
    expect(store.getState().lines.map((l) => l.text)).toEqual([WELCOME, PROMPT]);
    expect(store.getState().history).toEqual([]);
  });

  it('echoes the prompt with the command, then its output, and records history', () => {
    const store = createCliStore();
    store.getState().execute('--version');
    const texts = store.getState().lines.map((l) => l.text);
    expect(texts[1]).toBe(`${PROMPT} --version`);
    expect(texts[2]).toMatch(/^forge v\d+\.\d+\.\d+$/);
    expect(store.getState().history).toEqual(['--version']);
  });

  it('clear empties the terminal', () => {
    const store = createCliStore();
    store.getState().execute('help');
    store.getState().execute('clear');
    expect(store.getState().lines).toEqual([]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { ConvertFunction, DependencyMapFunction } from './core/convert';
import { ERROR_FILE_TOO_LARGE, MAX_FILE_BYTES } from './core/files';
import { createConverterStore } from './store';

const converted: ConvertFunction = async () => ({ text: 'use reqwest;', stopReason: 'end_turn' });

describe('converter store: dependency map', () => {
  it('asks for the map after the code is complete, with the same source and languages', async () => {
    const map = vi.fn<DependencyMapFunction>(async () => [{ source: 'requests', target: 'reqwest' }]);
    const store = createConverterStore({
      convert: converted,
      mapDependencies: map,
      initial: { source: 'import requests', from: 'python', to: 'rust' },
    });
    await store.getState().convert();
    expect(map).toHaveBeenCalledWith(
      { code: 'import requests', from: 'python', to: 'rust' },
      expect.anything(),
    );
    expect(store.getState()).toMatchObject({
      status: 'done',
      output: 'use reqwest;',
      dependencyStatus: 'done',
      dependencies: [{ source: 'requests', target: 'reqwest' }],
    });
  });

  it('waits for a cut-off result to be continued, and skips a description', async () => {
    const map = vi.fn<DependencyMapFunction>(async () => []);
    const cut = createConverterStore({
      convert: async () => ({ text: 'a', stopReason: 'max_tokens' }),
      mapDependencies: map,
      initial: { source: 'x' },
    });
    await cut.getState().convert();
    expect(map).not.toHaveBeenCalled();
    const described = createConverterStore({
      convert: converted,
      mapDependencies: map,
      initial: { source: 'sum two numbers', from: 'natural-language' },
    });
    await described.getState().convert();
    expect(map).not.toHaveBeenCalled();
    expect(described.getState().dependencyStatus).toBe('idle');
  });

  it('keeps the converted code and explains a failed map', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createConverterStore({
      convert: converted,
      mapDependencies: async () => {
        throw new Error('The dependency map could not be read.');
      },
      initial: { source: 'x' },
    });
    await store.getState().convert();
    expect(store.getState()).toMatchObject({
      status: 'done',
      output: 'use reqwest;',
      error: null,
      dependencyStatus: 'error',
      dependencyError: 'The dependency map could not be read.',
    });
  });

  it('asks no map when the host converts by itself and passes no map function', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const store = createConverterStore({ convert: converted, initial: { source: 'x' } });
    await store.getState().convert();
    expect(fetch).not.toHaveBeenCalled();
    expect(store.getState().dependencyStatus).toBe('idle');
    vi.unstubAllGlobals();
  });
});

describe('converter store: files and descriptions', () => {
  it('opens a file, picking the source language from its extension', async () => {
    const store = createConverterStore({ convert: converted, initial: { output: 'old' } });
    await store.getState().openFile(new File(['fn main() {}'], 'main.rs'));
    expect(store.getState()).toMatchObject({
      source: 'fn main() {}',
      from: 'rust',
      fileName: 'main.rs',
      output: '',
    });
    await store.getState().openFile(new File(['some notes'], 'README'));
    expect(store.getState()).toMatchObject({ source: 'some notes', from: 'rust', fileName: 'README' });
  });

  it('refuses a file over 256 KB with a clear message and keeps the source', async () => {
    const store = createConverterStore({ convert: converted, initial: { source: 'kept' } });
    await store.getState().openFile(new File(['x'.repeat(MAX_FILE_BYTES + 1)], 'big.py'));
    expect(store.getState()).toMatchObject({ source: 'kept', status: 'error', error: ERROR_FILE_TOO_LARGE });
  });

  it('does not swap a description into a target', () => {
    const store = createConverterStore({
      initial: { from: 'natural-language', to: 'go', source: 'x', output: 'y' },
    });
    store.getState().swap();
    expect(store.getState()).toMatchObject({ from: 'natural-language', to: 'go' });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { ConvertFunction } from '../core/convert';
import { ERROR_EMPTY_CODE } from '../core/messages';
import type { GetConverter, SetConverter } from './context';
import { createConversionSlice } from './conversionSlice';
import { createSourceSlice } from './sourceSlice';
import type { ConverterState } from './state';

/** One slice over plain values for the rest of the state: the slice is what is under test. */
function harness(
  slice: (set: SetConverter, get: GetConverter) => Partial<ConverterState>,
  rest: Partial<ConverterState> = {},
) {
  const store = createStore<ConverterState>()(
    (set, get) =>
      ({
        source: '',
        from: 'javascript',
        to: 'python',
        output: '',
        status: 'idle',
        error: null,
        unavailable: false,
        noticeRequests: 0,
        ...slice(set, get),
        ...rest,
      }) as ConverterState,
  );
  return () => store.getState();
}

describe('source slice', () => {
  it('swaps the languages and moves the result to the source', () => {
    const s = harness(
      (set, get) => createSourceSlice(set, get, { source: 'let a = 1', from: 'javascript', to: 'go' }),
      {
        output: 'a := 1',
        cutOff: true,
      },
    );
    s().swap();
    expect(s()).toMatchObject({
      from: 'go',
      to: 'javascript',
      source: 'a := 1',
      output: 'let a = 1',
      cutOff: false,
    });
  });

  it('opens a file: its text becomes the source, its extension the language, and the old result goes', async () => {
    const s = harness((set, get) => createSourceSlice(set, get, {}), { output: 'old' });
    await s().openFile(new File(['def f(): pass'], 'tool.py'));
    expect(s()).toMatchObject({ source: 'def f(): pass', from: 'python', fileName: 'tool.py', output: '' });
    s().forgetFile();
    expect(s()).toMatchObject({ fileName: null, fileSize: null, source: 'def f(): pass' });
  });

  it('clears an error once the source is edited', () => {
    const s = harness((set, get) => createSourceSlice(set, get, {}), {
      status: 'error',
      error: ERROR_EMPTY_CODE,
    });
    s().setSource('x');
    expect(s()).toMatchObject({ source: 'x', status: 'idle', error: null });
  });
});

describe('conversion slice', () => {
  const result = (text: string, stopReason: string | null = 'end_turn') => ({
    text,
    stopReason,
    model: 'm1',
  });

  it('refuses empty code, then converts and maps the dependencies of a complete result', async () => {
    const convert = vi.fn<ConvertFunction>(async () => result('print(1)'));
    const mapDependencies = vi.fn(async () => [{ source: 'fs', target: 'os' }]);
    const s = harness((set, get) => createConversionSlice(set, get, { convert, mapDependencies }));
    await s().convert();
    expect(s()).toMatchObject({ status: 'error', error: ERROR_EMPTY_CODE });
    expect(convert).not.toHaveBeenCalled();
    const withSource = harness((set, get) => createConversionSlice(set, get, { convert, mapDependencies }), {
      source: 'console.log(1)',
    });
    await withSource().convert();
    expect(withSource()).toMatchObject({
      status: 'done',
      output: 'print(1)',
      model: 'm1',
      dependencyStatus: 'done',
      dependencies: [{ source: 'fs', target: 'os' }],
    });
  });

  it('continues a cut-off result from where it stopped, and maps only once it is complete', async () => {
    const convert = vi
      .fn<ConvertFunction>()
      .mockResolvedValueOnce(result('part one ', 'max_tokens'))
      .mockResolvedValueOnce(result('part two'));
    const mapDependencies = vi.fn(async () => []);
    const s = harness((set, get) => createConversionSlice(set, get, { convert, mapDependencies }), {
      source: 'x',
    });
    await s().convert();
    expect(s()).toMatchObject({ cutOff: true, dependencyStatus: 'idle' });
    await s().continueConversion();
    expect(convert.mock.calls[1]?.[0]).toMatchObject({ partial: 'part one ' });
    expect(s()).toMatchObject({ output: 'part one part two', cutOff: false, dependencyStatus: 'done' });
  });

  it('keeps the text so far when stopped, and drops the late answer', async () => {
    let finish: () => void = () => {};
    const convert = vi.fn<ConvertFunction>(
      (_request, options) =>
        new Promise((resolve) => {
          options?.onText?.('so far', 'so far');
          finish = () => resolve(result('everything'));
        }),
    );
    const s = harness((set, get) => createConversionSlice(set, get, { convert }), { source: 'x' });
    const running = s().convert();
    s().stop();
    finish();
    await running;
    expect(s()).toMatchObject({ status: 'done', stopped: true, output: 'so far' });
  });
});

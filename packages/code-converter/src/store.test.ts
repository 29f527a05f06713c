import { AiRequestError } from '@demos/ai-client';
import { describe, expect, it, vi } from 'vitest';
import type { ConvertFunction } from './core/convert';
import { createConverterStore } from './store';

describe('converter store', () => {
  it('refuses blank code with the spec message and makes no call', async () => {
    const convert = vi.fn<ConvertFunction>();
    const store = createConverterStore({ convert, initial: { source: '  \n' } });
    await store.getState().convert();
    expect(store.getState()).toMatchObject({ status: 'error', error: 'Please enter some code to convert.' });
    expect(convert).not.toHaveBeenCalled();
  });

  it('streams into the output, then reports a cut-off result and continues it', async () => {
    const convert = vi.fn<ConvertFunction>(async (request, options) => {
      if (request.partial) {
        options?.onText?.(' b', ' b');
        return { text: ' b', stopReason: 'end_turn' };
      }
      options?.onText?.('a', 'a');
      expect(store.getState()).toMatchObject({ status: 'converting', output: 'a' });
      return { text: 'a', stopReason: 'max_tokens' };
    });
    const store = createConverterStore({ convert, initial: { source: 'x = 1', from: 'python', to: 'ruby' } });
    await store.getState().convert();
    expect(store.getState()).toMatchObject({ status: 'done', output: 'a', cutOff: true });
    expect(convert.mock.calls[0]?.[0]).toEqual({ code: 'x = 1', from: 'python', to: 'ruby' });

    await store.getState().continueConversion();
    expect(convert.mock.calls[1]?.[0]).toEqual({ code: 'x = 1', from: 'python', to: 'ruby', partial: 'a' });
    expect(store.getState()).toMatchObject({ status: 'done', output: 'a b', cutOff: false });
  });

  it('names the model that answered, and Stop keeps the text so far as incomplete, aborting the request', async () => {
    let signal: AbortSignal | undefined;
    const convert = vi.fn<ConvertFunction>(async (request, options) => {
      if (request.partial) return { text: ' rest', stopReason: 'end_turn', model: 'llama3.1:8b' };
      signal = options?.signal;
      options?.onText?.('half', 'half');
      return new Promise((_resolve, reject) =>
        signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    });
    const mapDependencies = vi.fn(async () => []);
    const store = createConverterStore({ convert, mapDependencies, initial: { source: 'x = 1' } });
    const running = store.getState().convert();
    await vi.waitFor(() => expect(store.getState().output).toBe('half'));
    store.getState().stop();
    await running;
    expect(signal?.aborted).toBe(true);
    expect(store.getState()).toMatchObject({ status: 'done', output: 'half', stopped: true, model: null });
    // A stopped result is not complete: no dependency map of it.
    expect(mapDependencies).not.toHaveBeenCalled();

    await store.getState().continueConversion();
    expect(convert.mock.calls[1]?.[0]).toMatchObject({ partial: 'half' });
    expect(store.getState()).toMatchObject({ output: 'half rest', stopped: false, model: 'llama3.1:8b' });
  });

  it('logs a failure and shows the spec message; it never retries by itself', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const convert = vi.fn<ConvertFunction>().mockRejectedValue(new Error('502'));
    const store = createConverterStore({ convert, initial: { source: 'x' } });
    await store.getState().convert();
    expect(store.getState()).toMatchObject({
      status: 'error',
      error: 'Failed to convert code. Please try again.',
    });
    expect(convert).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Code conversion failed:', expect.any(Error));
  });

  it('ignores a second convert while converting, and dispose aborts quietly', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let signal: AbortSignal | undefined;
    const convert = vi.fn<ConvertFunction>(
      (_request, options) =>
        new Promise((_resolve, reject) => {
          signal = options?.signal;
          signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const store = createConverterStore({ convert, initial: { source: 'x' } });
    const running = store.getState().convert();
    await store.getState().convert();
    expect(convert).toHaveBeenCalledTimes(1);
    store.getState().dispose();
    await running;
    expect(signal?.aborted).toBe(true);
    expect(log).not.toHaveBeenCalled();
  });

  it('swaps the languages and moves the result into the source', () => {
    const store = createConverterStore({ initial: { source: 'a', output: 'b', from: 'go', to: 'rust' } });
    store.getState().swap();
    expect(store.getState()).toMatchObject({ from: 'rust', to: 'go', source: 'b', output: 'a' });
  });

  it('without a key on the server, checks the source first, then points to the notice instead of calling', async () => {
    const convert = vi.fn<ConvertFunction>();
    const store = createConverterStore({ convert, initial: { source: ' ' } });
    store.getState().setUnavailable(true);
    await store.getState().convert();
    expect(store.getState()).toMatchObject({
      error: 'Please enter some code to convert.',
      noticeRequests: 0,
    });
    store.getState().setSource('x = 1');
    await store.getState().convert();
    await store.getState().convert();
    expect(store.getState()).toMatchObject({ status: 'idle', error: null, noticeRequests: 2 });
    expect(convert).not.toHaveBeenCalled();
  });

  it('takes a no-key refusal (503) as the unavailable state, with no error and nothing logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const convert = vi.fn<ConvertFunction>().mockRejectedValue(new AiRequestError('No key', 503));
    const store = createConverterStore({ convert, initial: { source: 'x' } });
    await store.getState().convert();
    expect(store.getState()).toMatchObject({
      status: 'idle',
      error: null,
      unavailable: true,
      noticeRequests: 1,
    });
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});

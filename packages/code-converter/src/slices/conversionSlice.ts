import { isAiUnavailableError } from '@demos/ai-client';
import { type ConvertFunction, type DependencyMapFunction, isCutOff } from '../core/convert';
import { ERROR_DEPENDENCIES_FAILED } from '../core/dependencies';
import { NATURAL_LANGUAGE } from '../core/languages';
import { ERROR_CONVERSION_FAILED, ERROR_EMPTY_CODE } from '../core/messages';
import { type GetConverter, NO_MAP, NO_RESULT, type SetConverter } from './context';
import type { ConverterState } from './state';

export type ConversionSlice = Pick<
  ConverterState,
  | 'output'
  | 'status'
  | 'error'
  | 'cutOff'
  | 'stopped'
  | 'model'
  | 'dependencies'
  | 'dependencyStatus'
  | 'dependencyError'
  | 'convert'
  | 'stop'
  | 'continueConversion'
  | 'dispose'
>;

/** The conversion (streamed in, stoppable, continued when cut off) and the dependency map after it. */
export function createConversionSlice(
  set: SetConverter,
  get: GetConverter,
  requests: { convert: ConvertFunction; mapDependencies?: DependencyMapFunction; output?: string },
): ConversionSlice {
  let controller: AbortController | undefined;

  const mapAfter = async (signal: AbortSignal) => {
    const { source, from, to } = get();
    if (from === NATURAL_LANGUAGE || !requests.mapDependencies) return;
    set({ dependencyStatus: 'loading', dependencies: null, dependencyError: null });
    try {
      const dependencies = await requests.mapDependencies({ code: source, from, to }, { signal });
      if (signal.aborted) return;
      set({ dependencyStatus: 'done', dependencies });
    } catch (error) {
      if (signal.aborted) return;
      console.warn('Dependency map failed:', error);
      const message = error instanceof Error && error.message ? error.message : ERROR_DEPENDENCIES_FAILED;
      set({ dependencyStatus: 'error', dependencyError: message });
    }
  };

  const pointToNotice = () =>
    set(({ noticeRequests }) => ({ status: 'idle', error: null, noticeRequests: noticeRequests + 1 }));

  const run = async (partial: string | undefined) => {
    const { source, from, to, status } = get();
    if (status === 'converting') return;
    if (source.trim() === '') {
      set({ status: 'error', error: ERROR_EMPTY_CODE });
      return;
    }
    // No key on the server: a request cannot work, so no "please try again" either.
    if (get().unavailable) return pointToNotice();
    controller?.abort();
    controller = new AbortController();
    const signal = controller.signal;
    const base = partial ?? '';
    set({ status: 'converting', error: null, output: base, ...NO_RESULT });
    try {
      const result = await requests.convert(
        { code: source, from, to, ...(partial ? { partial } : {}) },
        { signal, onText: (_chunk, soFar) => set({ output: base + soFar }) },
      );
      if (signal.aborted) return;
      const cutOff = isCutOff(result.stopReason);
      set({ status: 'done', output: base + result.text, cutOff, model: result.model ?? null });
      // The map describes the whole result: it waits until the code is complete.
      if (!cutOff) await mapAfter(signal);
    } catch (error) {
      if (signal.aborted) return;
      if (isAiUnavailableError(error)) {
        // The status check had not answered yet (or the key went away): same notice, no error.
        set({ status: 'idle', output: base, unavailable: true });
        return pointToNotice();
      }
      console.error('Code conversion failed:', error);
      set({ status: 'error', error: ERROR_CONVERSION_FAILED });
    }
  };

  return {
    output: requests.output ?? '',
    status: 'idle',
    error: null,
    cutOff: false,
    stopped: false,
    model: null,
    ...NO_MAP,
    convert: () => run(undefined),
    stop: () => {
      if (get().status !== 'converting') return;
      controller?.abort();
      set({ status: 'done', stopped: true, cutOff: false, model: null });
    },
    continueConversion: () => {
      const { output, cutOff, stopped } = get();
      return (cutOff || stopped) && output ? run(output) : Promise.resolve();
    },
    dispose: () => controller?.abort(),
  };
}

import { createStore } from 'zustand/vanilla';
import { type ConvertFunction, createProxyConverter, isCutOff } from './core/convert';
import type { LanguageId } from './core/languages';
import { ERROR_CONVERSION_FAILED, ERROR_EMPTY_CODE } from './core/messages';

export type ConvertStatus = 'idle' | 'converting' | 'done' | 'error';

export interface ConverterState {
  source: string;
  from: LanguageId;
  to: LanguageId;
  output: string;
  status: ConvertStatus;
  error: string | null;
  /** The last answer stopped at max_tokens: the result is incomplete. */
  cutOff: boolean;
  setSource: (source: string) => void;
  setFrom: (from: LanguageId) => void;
  setTo: (to: LanguageId) => void;
  /** Swaps the languages (and moves the result to the source when there is one). */
  swap: () => void;
  convert: () => Promise<void>;
  /** Asks for the rest of a cut-off result and appends it. */
  continueConversion: () => Promise<void>;
  /** Cancels a conversion in progress (page unmount). */
  dispose: () => void;
}

export interface ConverterOptions {
  convert?: ConvertFunction;
  initial?: Partial<Pick<ConverterState, 'source' | 'from' | 'to' | 'output'>>;
}

export function createConverterStore({
  convert = createProxyConverter(),
  initial = {},
}: ConverterOptions = {}) {
  let controller: AbortController | undefined;

  return createStore<ConverterState>()((set, get) => {
    const run = async (partial: string | undefined) => {
      const { source, from, to, status } = get();
      if (status === 'converting') return;
      if (source.trim() === '') {
        set({ status: 'error', error: ERROR_EMPTY_CODE });
        return;
      }
      controller = new AbortController();
      const signal = controller.signal;
      const base = partial ?? '';
      set({ status: 'converting', error: null, cutOff: false, output: base });
      try {
        const result = await convert(
          { code: source, from, to, ...(partial ? { partial } : {}) },
          { signal, onText: (_chunk, soFar) => set({ output: base + soFar }) },
        );
        if (signal.aborted) return;
        set({ status: 'done', output: base + result.text, cutOff: isCutOff(result.stopReason) });
      } catch (error) {
        if (signal.aborted) return;
        console.error('Code conversion failed:', error);
        set({ status: 'error', error: ERROR_CONVERSION_FAILED });
      }
    };

    return {
      source: initial.source ?? '',
      from: initial.from ?? 'javascript',
      to: initial.to ?? 'python',
      output: initial.output ?? '',
      status: 'idle',
      error: null,
      cutOff: false,
      setSource: (source) =>
        set({ source, ...(get().status === 'error' ? { status: 'idle', error: null } : {}) }),
      setFrom: (from) => set({ from }),
      setTo: (to) => set({ to }),
      swap: () => {
        const { from, to, output, source, status } = get();
        if (status === 'converting') return;
        set({ from: to, to: from, source: output || source, output: output ? source : '', cutOff: false });
      },
      convert: () => run(undefined),
      continueConversion: () => {
        const { output, cutOff } = get();
        return cutOff ? run(output) : Promise.resolve();
      },
      dispose: () => controller?.abort(),
    };
  });
}

export type ConverterStore = ReturnType<typeof createConverterStore>;

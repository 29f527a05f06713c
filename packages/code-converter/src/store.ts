import { isAiUnavailableError } from '@demos/ai-client';
import { createStore } from 'zustand/vanilla';
import {
  type ConvertFunction,
  createProxyConverter,
  createProxyDependencyMapper,
  type DependencyMapFunction,
  isCutOff,
} from './core/convert';
import { type Dependency, ERROR_DEPENDENCIES_FAILED } from './core/dependencies';
import { readSourceFile } from './core/files';
import { type LanguageId, NATURAL_LANGUAGE, type SourceId } from './core/languages';
import { ERROR_CONVERSION_FAILED, ERROR_EMPTY_CODE } from './core/messages';

export type ConvertStatus = 'idle' | 'converting' | 'done' | 'error';
export type DependencyStatus = 'idle' | 'loading' | 'done' | 'error';

export interface ConverterState {
  source: string;
  from: SourceId;
  to: LanguageId;
  output: string;
  status: ConvertStatus;
  error: string | null;
  /** The last answer stopped at max_tokens: the result is incomplete. */
  cutOff: boolean;
  /** The visitor stopped the last answer: the result is incomplete (never offered as finished). */
  stopped: boolean;
  /** The model that wrote the last finished result, as the server named it. */
  model: string | null;
  /** The name of the opened source file (names the downloaded result). */
  fileName: string | null;
  /** Its size in bytes (shown beside the name). */
  fileSize: number | null;
  /** The dependency map of the last complete conversion (a second request, after the code). */
  dependencies: Dependency[] | null;
  dependencyStatus: DependencyStatus;
  dependencyError: string | null;
  /** The server has no AI key: the page shows its one notice and converting only points to it. */
  unavailable: boolean;
  /** How many times an action pointed to that notice (the page emphasises and announces it again). */
  noticeRequests: number;
  setUnavailable: (unavailable: boolean) => void;
  setSource: (source: string) => void;
  setFrom: (from: SourceId) => void;
  setTo: (to: LanguageId) => void;
  /** Swaps the languages (and moves the result to the source when there is one). */
  swap: () => void;
  convert: () => Promise<void>;
  /** Stops a conversion in progress: the request to the provider is closed, the text so far kept as incomplete. */
  stop: () => void;
  /** Asks for the rest of a cut-off or stopped result and appends it. */
  continueConversion: () => Promise<void>;
  /** Opens a dropped or chosen file as the source; its extension picks the source language. */
  openFile: (file: File) => Promise<void>;
  /** Lets go of the opened file (the source text stays; the result is named after no file). */
  forgetFile: () => void;
  /** Cancels a conversion in progress (page unmount). */
  dispose: () => void;
}

export interface ConverterOptions {
  convert?: ConvertFunction;
  /**
   * The dependency map request. The default asks the proxy, unless `convert` is the host's own
   * (then there is no proxy to ask, and no map unless the host passes this too).
   */
  mapDependencies?: DependencyMapFunction;
  initial?: Partial<Pick<ConverterState, 'source' | 'from' | 'to' | 'output'>>;
}

export function createConverterStore({
  convert: ownConvert,
  mapDependencies: ownMap,
  initial = {},
}: ConverterOptions = {}) {
  const convert = ownConvert ?? createProxyConverter();
  const mapDependencies = ownMap ?? (ownConvert ? undefined : createProxyDependencyMapper());
  let controller: AbortController | undefined;
  const noMap = { dependencies: null, dependencyStatus: 'idle', dependencyError: null } as const;

  return createStore<ConverterState>()((set, get) => {
    const mapAfter = async (signal: AbortSignal) => {
      const { source, from, to } = get();
      if (from === NATURAL_LANGUAGE || !mapDependencies) return;
      set({ dependencyStatus: 'loading', dependencies: null, dependencyError: null });
      try {
        const dependencies = await mapDependencies({ code: source, from, to }, { signal });
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
      set({
        status: 'converting',
        error: null,
        cutOff: false,
        stopped: false,
        model: null,
        output: base,
        ...noMap,
      });
      try {
        const result = await convert(
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
      source: initial.source ?? '',
      from: initial.from ?? 'javascript',
      to: initial.to ?? 'python',
      output: initial.output ?? '',
      status: 'idle',
      error: null,
      cutOff: false,
      stopped: false,
      model: null,
      fileName: null,
      fileSize: null,
      ...noMap,
      unavailable: false,
      noticeRequests: 0,
      setUnavailable: (unavailable) => set({ unavailable }),
      setSource: (source) =>
        set({ source, ...(get().status === 'error' ? { status: 'idle', error: null } : {}) }),
      setFrom: (from) => set({ from }),
      setTo: (to) => set({ to }),
      swap: () => {
        const { from, to, output, source, status } = get();
        if (status === 'converting' || from === NATURAL_LANGUAGE) return;
        set({
          from: to,
          to: from,
          source: output || source,
          output: output ? source : '',
          cutOff: false,
          stopped: false,
          model: null,
          ...noMap,
        });
      },
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
      openFile: async (file) => {
        if (get().status === 'converting') return;
        const opened = await readSourceFile(file);
        if (!opened.ok) {
          set({ status: 'error', error: opened.error });
          return;
        }
        set({
          source: opened.text,
          fileName: opened.name,
          fileSize: file.size,
          ...(opened.language ? { from: opened.language } : {}),
          output: '',
          status: 'idle',
          error: null,
          cutOff: false,
          stopped: false,
          model: null,
          ...noMap,
        });
      },
      forgetFile: () => set({ fileName: null, fileSize: null }),
      dispose: () => controller?.abort(),
    };
  });
}

export type ConverterStore = ReturnType<typeof createConverterStore>;

import type { ConvertFunction, DependencyMapFunction } from '../core/convert';
import type { Dependency } from '../core/dependencies';
import type { LanguageId, SourceId } from '../core/languages';

// The state the slices build and share: its own module, so that the slices need not import the
// store that assembles them (no import cycle, type-only ones included).
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

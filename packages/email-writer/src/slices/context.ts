import type { StoreApi } from 'zustand/vanilla';
import type { EmailWriterState } from './state';

export type SetEmail = StoreApi<EmailWriterState>['setState'];
export type GetEmail = StoreApi<EmailWriterState>['getState'];

/** What the slices share: the one request in flight, and the draft a refine started from. */
export interface EmailContext {
  /** Aborts the request in flight, if any, and returns the signal of the next one. */
  restart(): AbortSignal;
  /** Aborts the request in flight, if any. */
  abort(): void;
  /** The draft a refine in progress started from (restored if it is stopped). */
  refiningFrom: string;
}

export function createEmailContext(): EmailContext {
  let controller: AbortController | undefined;
  return {
    restart() {
      controller?.abort();
      controller = new AbortController();
      return controller.signal;
    },
    abort: () => controller?.abort(),
    refiningFrom: '',
  };
}

/** A generation or a refine is running (one request at a time). */
export const busy = (state: EmailWriterState) => state.loading || state.refining !== null;

/** What belongs to one draft only: a new or refined draft starts without it. */
export const FRESH_DRAFT = {
  subjects: null,
  subjectsFailed: false,
  checkedDraft: null,
  refineFailed: false,
} as const;

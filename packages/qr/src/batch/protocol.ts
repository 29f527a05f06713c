import type { BatchJob, BatchResult } from './make';

/** What the batch worker posts back: progress after each code, then the ZIP or an error. */
export type WorkerReply =
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'done'; result: BatchResult }
  | { kind: 'error'; message: string };

export type WorkerRequest = BatchJob;

import type { BatchFormat } from './draw';

/** The page asks a drawing worker for one code... */
export interface DrawRequest {
  id: number;
  data: string;
  format: BatchFormat;
}

/** ...and the worker answers with the file's bytes (null when they did not decode back) or an error. */
export type DrawReply = { id: number; bytes: Uint8Array | null } | { id: number; error: string };

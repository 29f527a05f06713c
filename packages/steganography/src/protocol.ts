import type { RowsJob } from './core/png-write';
/** Messages between the page and the steganography worker. */
export type WorkerRequest =
  | {
      id: number;
      kind: 'probe';
      image: Blob;
      /**
       * Start reading the image's pixels now, under this key, for the action that will use it
       * ('pixels': a carrier, every row; 'frame': an image to decode, the rows holding the data).
       */
      warm?: { key: string; read: 'pixels' | 'frame' };
    }
  | {
      id: number;
      kind: 'encode';
      image: Blob;
      /** The key the image was probed under: its pixels may be read already. */
      imageKey?: string;
      file: Blob;
      fileName: string;
      fileType: string;
      /** The file is a typed message (UTF-8 text). */
      message?: boolean;
      password?: string;
      /** The content's key at its measure: its body made then is used, the file is not read again. */
      contentKey?: string;
    }
  | { id: number; kind: 'decode'; image: Blob; imageKey?: string; password?: string }
  /** Size of the (compressed when smaller) format-2 payload, before encryption. */
  | {
      id: number;
      kind: 'measure';
      file: Blob;
      fileName: string;
      fileType: string;
      message?: boolean;
      /** Keep the body made for the encode that names this key (the page's `contentKey`). */
      contentKey?: string;
    }
  /** To the main worker: the port of its helper worker (compresses half of the PNG rows). */
  | { id: number; kind: 'use-helper'; port: MessagePort }
  /** To the helper worker: the port it serves compression requests on. */
  | { id: number; kind: 'serve-helper'; port: MessagePort };

/** Between the main worker and its helper. */
/** A later part's raw rows for the helper to filter and deflate (see `RowsJob`). */
export interface HelperRequest {
  id: number;
  job: RowsJob;
}
export type HelperReply =
  | { id: number; part: { pieces: Uint8Array[]; adler: number; length: number } }
  | { id: number; error: string };

export type WorkerResponse =
  | { id: number; kind: 'progress'; percent: number }
  /** `input`: the chosen file cannot be used (the visitor picks another); otherwise a failure. */
  | { id: number; kind: 'error'; message: string; input?: boolean }
  | { id: number; kind: 'probed'; width: number; height: number; preview?: Blob }
  | {
      id: number;
      kind: 'encoded';
      png: Blob;
      width: number;
      height: number;
      sha256: string;
    }
  /** Follows 'encoded': a small preview of the result (none where the platform cannot make one). */
  | { id: number; kind: 'preview'; preview?: Blob }
  /** Follows 'encoded': whether the data survived a JPEG re-encoding (null: could not test). */
  | { id: number; kind: 'survival'; survived: boolean | null }
  | { id: number; kind: 'measured'; bytes: number }
  | { id: number; kind: 'decoded'; name: string; type: string; bytes: Blob; message: boolean };

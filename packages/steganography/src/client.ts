import type { WorkerRequest, WorkerResponse } from './protocol';

/** What the page needs from the worker; tests pass an in-process implementation. */
export interface StegoClient {
  probe(image: Blob): Promise<ProbeResult>;
  encode(input: EncodeInput, onProgress: (percent: number) => void): Promise<EncodeOutcome>;
  decode(input: DecodeInput, onProgress: (percent: number) => void): Promise<DecodeOutcome>;
  dispose(): void;
}

export type ProbeResult =
  | { ok: true; width: number; height: number; preview?: Blob }
  | { ok: false; message: string };
export interface EncodeInput {
  image: Blob;
  file: Blob;
  fileName: string;
  fileType: string;
  password?: string;
}
export interface DecodeInput {
  image: Blob;
  password?: string;
}
export type EncodeOutcome =
  | { ok: true; png: Blob; width: number; height: number; sha256: string; preview?: Blob }
  | { ok: false; message: string };
export type DecodeOutcome =
  | { ok: true; name: string; type: string; bytes: Blob }
  | { ok: false; message: string };

type Pending = { resolve: (response: WorkerResponse) => void; onProgress?: (percent: number) => void };

/** The default worker. Bundlers (Vite, webpack 5, Rollup, esbuild with the pattern) emit it as a chunk. */
export function createDefaultWorker(): Worker {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'steganography' });
}

/** A StegoClient talking to a Web Worker (created lazily, once). */
export function createWorkerClient(createWorker: () => Worker = createDefaultWorker): StegoClient {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const ensure = () => {
    if (worker) return worker;
    const created = createWorker();
    created.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      const entry = pending.get(message.id);
      if (!entry) return;
      if (message.kind === 'progress') entry.onProgress?.(message.percent);
      else {
        pending.delete(message.id);
        entry.resolve(message);
      }
    };
    created.onerror = (event) => {
      event.preventDefault();
      for (const [id, entry] of pending)
        entry.resolve({ id, kind: 'error', message: event.message || 'worker' });
      pending.clear();
      created.terminate();
      worker = null;
    };
    worker = created;
    return created;
  };

  const send = (request: Omit<WorkerRequest, 'id'>, onProgress?: (percent: number) => void) =>
    new Promise<WorkerResponse>((resolve) => {
      const id = nextId++;
      pending.set(id, { resolve, onProgress });
      ensure().postMessage({ ...request, id } as WorkerRequest);
    });

  return {
    async probe(image) {
      const response = await send({ kind: 'probe', image });
      if (response.kind === 'probed') {
        return { ok: true, width: response.width, height: response.height, preview: response.preview };
      }
      return { ok: false, message: response.kind === 'error' ? response.message : 'réponse inattendue' };
    },
    async encode(input, onProgress) {
      const response = await send({ kind: 'encode', ...input }, onProgress);
      if (response.kind === 'encoded') {
        return {
          ok: true,
          png: response.png,
          width: response.width,
          height: response.height,
          sha256: response.sha256,
          preview: response.preview,
        };
      }
      return { ok: false, message: response.kind === 'error' ? response.message : 'réponse inattendue' };
    },
    async decode(input, onProgress) {
      const response = await send({ kind: 'decode', ...input }, onProgress);
      if (response.kind === 'decoded') {
        return {
          ok: true,
          name: response.name,
          type: response.type,
          bytes: response.bytes,
        };
      }
      return { ok: false, message: response.kind === 'error' ? response.message : 'réponse inattendue' };
    },
    dispose() {
      worker?.terminate();
      worker = null;
      for (const [id, entry] of pending) entry.resolve({ id, kind: 'error', message: 'annulé' });
      pending.clear();
    },
  };
}

/** An in-process client (no worker) built on the same logic: for tests, stories and non-browser hosts. */
export async function createInProcessClient(options: { iterations?: number } = {}): Promise<StegoClient> {
  const { handleRequest } = await import('./worker-logic');
  let nextId = 1;
  const run = (request: Omit<WorkerRequest, 'id'>, onProgress?: (percent: number) => void) =>
    new Promise<WorkerResponse>((resolve) => {
      const id = nextId++;
      void handleRequest(
        { ...request, id } as WorkerRequest,
        (message) => {
          if (message.kind === 'progress') onProgress?.(message.percent);
          else resolve(message);
        },
        options,
      );
    });
  const client: StegoClient = {
    async probe(image) {
      const response = await run({ kind: 'probe', image });
      return response.kind === 'probed'
        ? { ok: true, width: response.width, height: response.height, preview: response.preview }
        : { ok: false, message: response.kind === 'error' ? response.message : '' };
    },
    async encode(input, onProgress) {
      const response = await run({ kind: 'encode', ...input }, onProgress);
      return response.kind === 'encoded'
        ? {
            ok: true,
            png: response.png,
            width: response.width,
            height: response.height,
            sha256: response.sha256,
          }
        : { ok: false, message: response.kind === 'error' ? response.message : '' };
    },
    async decode(input, onProgress) {
      const response = await run({ kind: 'decode', ...input }, onProgress);
      return response.kind === 'decoded'
        ? {
            ok: true,
            name: response.name,
            type: response.type,
            bytes: response.bytes,
          }
        : { ok: false, message: response.kind === 'error' ? response.message : '' };
    },
    dispose() {},
  };
  return client;
}

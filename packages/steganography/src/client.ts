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
  | {
      ok: true;
      png: Blob;
      width: number;
      height: number;
      sha256: string;
      /** A small preview, made after the result (undefined where none can be made). */
      preview: Promise<Blob | undefined>;
    }
  | { ok: false; message: string };
export type DecodeOutcome =
  | { ok: true; name: string; type: string; bytes: Blob }
  | { ok: false; message: string };

type Pending = { resolve: (response: WorkerResponse) => void; onProgress?: (percent: number) => void };

/** The default worker. Bundlers (Vite, webpack 5, Rollup, esbuild with the pattern) emit it as a chunk. */
export function createDefaultWorker(): Worker {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'steganography' });
}

/** Promises for the previews that follow 'encoded' answers, by request id. */
function previewWaiters() {
  const waiting = new Map<number, (preview: Blob | undefined) => void>();
  return {
    expect(id: number): Promise<Blob | undefined> {
      return new Promise((resolve) => waiting.set(id, resolve));
    },
    settle(id: number, preview: Blob | undefined) {
      waiting.get(id)?.(preview);
      waiting.delete(id);
    },
    clear() {
      for (const resolve of waiting.values()) resolve(undefined);
      waiting.clear();
    },
  };
}

/**
 * A StegoClient talking to a Web Worker (created lazily, once). On a machine with two cores or
 * more a second worker from the same factory helps: it deflates half of the PNG rows while the
 * first deflates the other half (the parts travel as transferred buffers, not copies).
 */
export function createWorkerClient(createWorker: () => Worker = createDefaultWorker): StegoClient {
  let workers: Worker[] = [];
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const previews = previewWaiters();

  const stop = (reason: string) => {
    for (const created of workers) created.terminate();
    workers = [];
    for (const [id, entry] of pending) entry.resolve({ id, kind: 'error', message: reason });
    pending.clear();
    previews.clear();
  };

  const ensure = () => {
    if (workers[0]) return workers[0];
    const created = createWorker();
    created.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      if (message.kind === 'preview') {
        previews.settle(message.id, message.preview);
        return;
      }
      const entry = pending.get(message.id);
      if (!entry) return;
      if (message.kind === 'progress') entry.onProgress?.(message.percent);
      else {
        pending.delete(message.id);
        entry.resolve(message);
      }
    };
    const onError = (event: ErrorEvent) => {
      event.preventDefault();
      stop(event.message || 'worker');
    };
    created.onerror = onError;
    workers = [created];
    const cores = typeof navigator === 'undefined' ? 1 : (navigator.hardwareConcurrency ?? 1);
    if (cores >= 2 && typeof MessageChannel === 'function') {
      const helper = createWorker();
      helper.onerror = onError;
      const channel = new MessageChannel();
      created.postMessage({ id: 0, kind: 'use-helper', port: channel.port1 } satisfies WorkerRequest, [
        channel.port1,
      ]);
      helper.postMessage({ id: 0, kind: 'serve-helper', port: channel.port2 } satisfies WorkerRequest, [
        channel.port2,
      ]);
      workers.push(helper);
    }
    return created;
  };

  const send = (request: DistributiveOmit<WorkerRequest, 'id'>, onProgress?: (percent: number) => void) =>
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
      const id = nextId;
      const preview = previews.expect(id);
      const response = await send({ kind: 'encode', ...input }, onProgress);
      if (response.kind === 'encoded') {
        return {
          ok: true,
          png: response.png,
          width: response.width,
          height: response.height,
          sha256: response.sha256,
          preview,
        };
      }
      previews.settle(id, undefined);
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
      stop('annulé');
    },
  };
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** An in-process client (no worker) built on the same logic: for tests, stories and non-browser hosts. */
export async function createInProcessClient(options: { iterations?: number } = {}): Promise<StegoClient> {
  const { handleRequest } = await import('./worker-logic');
  let nextId = 1;
  const previews = previewWaiters();
  const run = (request: DistributiveOmit<WorkerRequest, 'id'>, onProgress?: (percent: number) => void) =>
    new Promise<WorkerResponse>((resolve) => {
      const id = nextId++;
      void handleRequest(
        { ...request, id } as WorkerRequest,
        (message) => {
          if (message.kind === 'progress') onProgress?.(message.percent);
          else if (message.kind === 'preview') previews.settle(message.id, message.preview);
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
      const id = nextId;
      const preview = previews.expect(id);
      const response = await run({ kind: 'encode', ...input }, onProgress);
      if (response.kind !== 'encoded') previews.settle(id, undefined);
      return response.kind === 'encoded'
        ? {
            ok: true,
            png: response.png,
            width: response.width,
            height: response.height,
            sha256: response.sha256,
            preview,
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
    dispose() {
      previews.clear();
    },
  };
  return client;
}

import type { WorkerRequest, WorkerResponse } from './protocol';

/** What the page needs from the worker; tests pass an in-process implementation. */
export interface StegoClient {
  /**
   * Size and preview of a chosen image. With `warm`, the worker also starts reading its pixels for
   * the action that will use it (`imageKey` of encode or decode).
   */
  probe(image: Blob, warm?: { key: string; read: 'pixels' | 'frame' }): Promise<ProbeResult>;
  /** Payload size (format 2, compressed when smaller, before encryption) of what would be hidden. */
  measure(input: MeasureInput): Promise<{ ok: true; bytes: number } | Failed>;
  encode(input: EncodeInput, onProgress: (percent: number) => void): Promise<EncodeOutcome>;
  decode(input: DecodeInput, onProgress: (percent: number) => void): Promise<DecodeOutcome>;
  dispose(): void;
}

/** A request that did not succeed; `input`: the chosen file cannot be used, rather than a failure. */
export interface Failed {
  ok: false;
  message: string;
  input?: boolean;
}

export type ProbeResult = { ok: true; width: number; height: number; preview?: Blob } | Failed;
export interface MeasureInput {
  file: Blob;
  fileName: string;
  fileType: string;
  /** The file is a typed message. */
  message?: boolean;
  /**
   * Identifies the content (name, type, size, date; or the text): a measure keeps the body it
   * made under it, and an encode with the same key uses that body instead of reading the file.
   */
  contentKey?: string;
}
export interface EncodeInput extends MeasureInput {
  image: Blob;
  /** The `warm.key` the image was probed under. */
  imageKey?: string;
  password?: string;
}
export interface DecodeInput {
  image: Blob;
  /** The `warm.key` the image was probed under. */
  imageKey?: string;
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
      /** Whether the data survived a JPEG re-encoding of the result (null: could not test). */
      survival: Promise<boolean | null>;
    }
  | Failed;
export type DecodeOutcome = { ok: true; name: string; type: string; bytes: Blob; message: boolean } | Failed;

/**
 * Web Locks name held (shared) while the worker works on a request, the encode's preview and JPEG
 * test included. The demos site registers its service worker only once no page has held it for a
 * few seconds (apps/site/public/boot.js): a first visit's precache of the whole site competed with
 * a 12 MP encode for the CPU. Another host may read it the same way; without Web Locks, nothing.
 */
const BUSY_LOCK = 'demos:busy';

/** Holds BUSY_LOCK until `work` settles (the work itself never waits for the lock). */
function holdBusy(work: Promise<unknown>): void {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return;
  locks.request(BUSY_LOCK, { mode: 'shared' }, () => work.catch(() => {})).catch(() => {});
}

type Pending = { resolve: (response: WorkerResponse) => void; onProgress?: (percent: number) => void };

/** The default worker. Bundlers (Vite, webpack 5, Rollup, esbuild with the pattern) emit it as a chunk. */
export function createDefaultWorker(): Worker {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'steganography' });
}

/** Promises for the answers that follow an 'encoded' one (preview, JPEG test), by request id. */
function followUps<T>(fallback: T) {
  const waiting = new Map<number, (value: T) => void>();
  return {
    expect(id: number): Promise<T> {
      return new Promise((resolve) => waiting.set(id, resolve));
    },
    settle(id: number, value: T) {
      waiting.get(id)?.(value);
      waiting.delete(id);
    },
    clear() {
      for (const resolve of waiting.values()) resolve(fallback);
      waiting.clear();
    },
  };
}

type FollowUps = {
  previews: ReturnType<typeof followUps<Blob | undefined>>;
  survivals: ReturnType<typeof followUps<boolean | null>>;
};

function createFollowUps(): FollowUps {
  return { previews: followUps<Blob | undefined>(undefined), survivals: followUps<boolean | null>(null) };
}

/** Routes a follow-up answer; false when the message is not one. */
function settleFollowUp(followUps: FollowUps, message: WorkerResponse): boolean {
  if (message.kind === 'preview') followUps.previews.settle(message.id, message.preview);
  else if (message.kind === 'survival') followUps.survivals.settle(message.id, message.survived);
  else return false;
  return true;
}

/** The client API over any transport that answers WorkerRequests with WorkerResponses. */
function clientOver(
  send: (
    request: DistributiveOmit<WorkerRequest, 'id'>,
    onProgress?: (percent: number) => void,
  ) => Promise<WorkerResponse>,
  peekId: () => number,
  follow: FollowUps,
  dispose: () => void,
): StegoClient {
  const failure = (response: WorkerResponse): Failed =>
    response.kind === 'error'
      ? { ok: false, message: response.message, input: response.input }
      : { ok: false, message: 'réponse inattendue' };
  return {
    async probe(image, warm) {
      const response = await send({ kind: 'probe', image, warm });
      if (response.kind === 'probed') {
        return { ok: true, width: response.width, height: response.height, preview: response.preview };
      }
      return failure(response);
    },
    async measure(input) {
      const response = await send({ kind: 'measure', ...input });
      return response.kind === 'measured' ? { ok: true, bytes: response.bytes } : failure(response);
    },
    async encode(input, onProgress) {
      const id = peekId();
      const preview = follow.previews.expect(id);
      const survival = follow.survivals.expect(id);
      holdBusy(survival);
      const response = await send({ kind: 'encode', ...input }, onProgress);
      if (response.kind === 'encoded') {
        return {
          ok: true,
          png: response.png,
          width: response.width,
          height: response.height,
          sha256: response.sha256,
          preview,
          survival,
        };
      }
      follow.previews.settle(id, undefined);
      follow.survivals.settle(id, null);
      return failure(response);
    },
    async decode(input, onProgress) {
      const response = await send({ kind: 'decode', ...input }, onProgress);
      if (response.kind === 'decoded') {
        return {
          ok: true,
          name: response.name,
          type: response.type,
          bytes: response.bytes,
          message: response.message,
        };
      }
      return failure(response);
    },
    dispose,
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
  const follow = createFollowUps();

  const stop = (reason: string) => {
    for (const created of workers) created.terminate();
    workers = [];
    for (const [id, entry] of pending) entry.resolve({ id, kind: 'error', message: reason });
    pending.clear();
    follow.previews.clear();
    follow.survivals.clear();
  };

  const ensure = () => {
    if (workers[0]) return workers[0];
    const created = createWorker();
    created.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      if (settleFollowUp(follow, message)) return;
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

  const send = (request: DistributiveOmit<WorkerRequest, 'id'>, onProgress?: (percent: number) => void) => {
    const id = nextId++;
    const answered = new Promise<WorkerResponse>((resolve) => {
      pending.set(id, { resolve, onProgress });
      ensure().postMessage({ ...request, id } as WorkerRequest);
    });
    // Work that goes on after the answer (a probe's read-ahead, well under a second even at
    // 12 MP) is covered by the quiet time the site waits for; the encode's follow-ups are held below.
    holdBusy(answered);
    return answered;
  };

  return clientOver(
    send,
    () => nextId,
    follow,
    () => stop('annulé'),
  );
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** An in-process client (no worker) built on the same logic: for tests, stories and non-browser hosts. */
export async function createInProcessClient(options: { iterations?: number } = {}): Promise<StegoClient> {
  const { handleRequest } = await import('./worker-logic');
  let nextId = 1;
  const follow = createFollowUps();
  const send = (request: DistributiveOmit<WorkerRequest, 'id'>, onProgress?: (percent: number) => void) =>
    new Promise<WorkerResponse>((resolve) => {
      const id = nextId++;
      void handleRequest(
        { ...request, id } as WorkerRequest,
        (message) => {
          if (settleFollowUp(follow, message)) return;
          if (message.kind === 'progress') onProgress?.(message.percent);
          else resolve(message);
        },
        options,
      );
    });
  return clientOver(
    send,
    () => nextId,
    follow,
    () => {
      follow.previews.clear();
      follow.survivals.clear();
    },
  );
}

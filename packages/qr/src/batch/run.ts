import { type BatchFormat, drawChecked } from './draw';
import { type BatchJob, type BatchResult, type Draw, makeBatch, type Progress } from './make';
import type { DrawReply, DrawRequest } from './protocol';

export interface RunningBatch {
  result: Promise<BatchResult | null>;
  cancel: () => void;
}

/**
 * One drawing worker per core the browser reports but one (the page zips and paints), at least one
 * and at most four. On this project's 2-core machine 1 worker made 1,000 PNGs in 6.1 s and 2 in
 * 6.6 s: the second only fought the page for the other core.
 */
const poolSize = () => Math.min(4, Math.max(1, (globalThis.navigator?.hardwareConcurrency || 1) - 1));

interface Waiting {
  data: string;
  format: BatchFormat;
  resolve: (bytes: Uint8Array | null) => void;
  reject: (error: Error) => void;
}

interface Drawer {
  worker: Worker;
  waiting: Map<number, Waiting>;
  /** It has answered at least once, so it did start. */
  heard: boolean;
}

/**
 * Workers (bundled by Vite from `new URL(…, import.meta.url)`) that draw and check codes; each code
 * goes to the one with the fewest waiting. Where no worker can be started (no Worker, a bundler
 * that left the worker file out, a CSP that forbids it), the page draws the codes itself.
 */
class DrawerPool {
  private drawers: Drawer[] = [];
  private nextId = 0;

  constructor(size: number) {
    for (let i = 0; i < size; i++) {
      try {
        const worker = new Worker(new URL('./batch.worker.ts', import.meta.url), {
          type: 'module',
          name: `qr-batch-${i + 1}`,
        });
        this.watch({ worker, waiting: new Map(), heard: false });
      } catch {
        break;
      }
    }
  }

  private watch(drawer: Drawer) {
    this.drawers.push(drawer);
    drawer.worker.addEventListener('message', (event: MessageEvent<DrawReply>) => {
      drawer.heard = true;
      const reply = event.data;
      const waiting = drawer.waiting.get(reply.id);
      if (!waiting) return;
      drawer.waiting.delete(reply.id);
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply.bytes);
    });
    drawer.worker.addEventListener('error', (event) => {
      drawer.worker.terminate();
      this.drawers = this.drawers.filter((other) => other !== drawer);
      const orphans = [...drawer.waiting.values()];
      drawer.waiting.clear();
      if (drawer.heard) {
        const error = new Error(event.message || 'The batch worker stopped.');
        for (const orphan of orphans) orphan.reject(error);
        return;
      }
      // This worker never started: its codes go to the others, or to the page when none is left.
      event.preventDefault();
      for (const orphan of orphans) this.draw(orphan.data, orphan.format).then(orphan.resolve, orphan.reject);
    });
  }

  draw: Draw = (data, format) => {
    const drawer = this.drawers.reduce<Drawer | undefined>(
      (best, next) => (!best || next.waiting.size < best.waiting.size ? next : best),
      undefined,
    );
    if (!drawer) return drawChecked(data, format);
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      drawer.waiting.set(id, { data, format, resolve, reject });
      drawer.worker.postMessage({ id, data, format } satisfies DrawRequest);
    });
  };

  /** Stops every worker; codes still waiting come back as null (the batch is being cancelled or is over). */
  close() {
    for (const drawer of this.drawers) {
      drawer.worker.terminate();
      for (const waiting of drawer.waiting.values()) waiting.resolve(null);
    }
    this.drawers = [];
  }
}

/**
 * Makes the batch: codes are drawn and checked in a pool of workers, and the page streams them
 * into the ZIP in row order, with progress and Cancel.
 */
export function runBatch(job: BatchJob, progress: Progress): RunningBatch {
  const pool = new DrawerPool(poolSize());
  let cancelled = false;
  // Cancel resolves the codes still waiting (as null), so the batch runs on to its next check:
  // no progress may be reported after it, or the page would show "making" again.
  const report: Progress = (done, total) => {
    if (!cancelled) progress(done, total);
  };
  const result = makeBatch(job, report, () => cancelled, pool.draw).finally(() => pool.close());
  return {
    result,
    cancel: () => {
      cancelled = true;
      pool.close();
    },
  };
}

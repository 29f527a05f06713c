import { type BatchJob, type BatchResult, makeBatch, type Progress } from './make';
import type { WorkerReply } from './protocol';

export interface RunningBatch {
  result: Promise<BatchResult | null>;
  cancel: () => void;
}

/** On the page's thread: each code awaits the browser's PNG encoder, so the progress bar paints and Cancel works. */
function onPage(job: BatchJob, progress: Progress): RunningBatch {
  let cancelled = false;
  const result = makeBatch(job, progress, () => cancelled);
  return {
    result,
    cancel: () => {
      cancelled = true;
    },
  };
}

/**
 * Makes the batch in a Web Worker (bundled by Vite from `new URL(…, import.meta.url)`). Where no
 * worker can be started (no Worker, a bundler that left the worker file out, a CSP that forbids it),
 * the same code runs on the page instead, with the same progress and Cancel.
 */
export function runBatch(job: BatchJob, progress: Progress): RunningBatch {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./batch.worker.ts', import.meta.url), { type: 'module', name: 'qr-batch' });
  } catch {
    return onPage(job, progress);
  }
  let settle: (value: BatchResult | null) => void = () => {};
  let fail: (error: Error) => void = () => {};
  let heard = false;
  let fallback: RunningBatch | null = null;
  const result = new Promise<BatchResult | null>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
    heard = true;
    const reply = event.data;
    if (reply.kind === 'progress') progress(reply.done, reply.total);
    else {
      worker.terminate();
      if (reply.kind === 'done') settle(reply.result);
      else fail(new Error(reply.message));
    }
  });
  worker.addEventListener('error', (event) => {
    worker.terminate();
    if (heard) return fail(new Error(event.message || 'The batch worker stopped.'));
    // The worker never started (its file was not bundled or may not run): make the batch here.
    event.preventDefault();
    fallback = onPage(job, progress);
    fallback.result.then(settle, fail);
  });
  worker.postMessage(job);
  return {
    result,
    cancel: () => {
      worker.terminate();
      fallback?.cancel();
      settle(null);
    },
  };
}

/// <reference lib="webworker" />
import { makeBatch } from './make';
import type { WorkerReply, WorkerRequest } from './protocol';

/** Makes one batch off the page's thread; the page cancels by terminating the worker. */
const post = (reply: WorkerReply, transfer: Transferable[] = []) =>
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(reply, transfer);

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  makeBatch(event.data, (done, total) => post({ kind: 'progress', done, total })).then(
    (result) => {
      if (result) post({ kind: 'done', result }, [result.zip.buffer]);
    },
    (error: unknown) =>
      post({ kind: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
});

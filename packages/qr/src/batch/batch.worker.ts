/// <reference lib="webworker" />
import { drawChecked } from './draw';
import type { DrawReply, DrawRequest } from './protocol';

/** Draws and checks codes off the page's thread, as many at once as the page asks for. */
const post = (reply: DrawReply, transfer: Transferable[] = []) =>
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(reply, transfer);

self.addEventListener('message', (event: MessageEvent<DrawRequest>) => {
  const { id, data, format } = event.data;
  drawChecked(data, format).then(
    (bytes) => post({ id, bytes }, bytes ? [bytes.buffer] : []),
    (error: unknown) => post({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});

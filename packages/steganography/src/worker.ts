/// <reference lib="webworker" />
import type { WorkerRequest } from './protocol';
import { compressWithHelper, handleRequest, serveCompression, type WorkerLogicOptions } from './worker-logic';

const scope = self as unknown as DedicatedWorkerGlobalScope;
let logic: WorkerLogicOptions = {};

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.kind === 'use-helper') {
    logic = { compressRows: compressWithHelper(request.port), parts: 2 };
    return;
  }
  if (request.kind === 'serve-helper') {
    serveCompression(request.port);
    return;
  }
  void handleRequest(request, (message, transfer) => scope.postMessage(message, transfer ?? []), logic);
};

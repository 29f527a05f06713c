/// <reference lib="webworker" />
import type { WorkerRequest } from './protocol';
import { handleRequest } from './worker-logic';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  void handleRequest(event.data, (message, transfer) => scope.postMessage(message, transfer ?? []));
};

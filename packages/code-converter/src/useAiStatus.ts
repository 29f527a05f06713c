import { useSyncExternalStore } from 'react';
import { AI_API_BASE, type AiStatus, aiStatusResource } from './core/aiStatus';
import type { ResourceState } from './core/cachedResource';

/** The server's AI status, from the shared cache (fresh 5 min, retried with backoff on failure). */
export function useAiStatus(apiBase = AI_API_BASE): ResourceState<AiStatus> {
  const resource = aiStatusResource(apiBase);
  return useSyncExternalStore(resource.subscribe, resource.getState, resource.getState);
}

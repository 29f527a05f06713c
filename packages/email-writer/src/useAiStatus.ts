import { AI_API_BASE, type AiStatus, aiStatusResource, type ResourceState } from '@tools/code-converter/core';
import { useSyncExternalStore } from 'react';

/** The server's AI status, from the cache shared with the code converter (fresh 5 min). */
export function useAiStatus(apiBase = AI_API_BASE, enabled = true): ResourceState<AiStatus> | undefined {
  const resource = aiStatusResource(apiBase);
  const state = useSyncExternalStore(
    enabled ? resource.subscribe : noSubscribe,
    resource.getState,
    resource.getState,
  );
  return enabled ? state : undefined;
}

const noSubscribe = () => () => {};

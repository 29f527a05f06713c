import { useSyncExternalStore } from 'react';
import { AI_API_BASE, type AiStatus, aiStatusResource } from './aiStatus';
import type { ResourceState } from './cachedResource';

const noSubscribe = () => () => {};

/**
 * The server's AI status from the cache every AI page shares (fresh 5 min, retried after 1 s,
 * doubling up to 30 s). `enabled: false` (a page given its own AI function) reads nothing and
 * returns undefined. The server snapshot is the pending state, so prerendered HTML never depends on it.
 */
export function useAiStatus(apiBase = AI_API_BASE, enabled = true): ResourceState<AiStatus> | undefined {
  const resource = aiStatusResource(apiBase);
  const state = useSyncExternalStore(
    enabled ? resource.subscribe : noSubscribe,
    resource.getState,
    resource.getState,
  );
  return enabled ? state : undefined;
}

import { type CachedResource, createCachedResource } from './cachedResource';

/** Where the pages find the proxy (apps/server mounts it here). */
export const AI_API_BASE = '/api/ai';

export interface AiStatus {
  /** Whether the server has an API key. */
  configured: boolean;
}

export async function fetchAiStatus(apiBase = AI_API_BASE, fetchImpl: typeof fetch = globalThis.fetch) {
  const response = await fetchImpl(`${apiBase}/status`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`AI status request failed with ${response.status}.`);
  const data = (await response.json()) as { configured?: unknown };
  if (typeof data.configured !== 'boolean') throw new Error('AI status answer is malformed.');
  return { configured: data.configured } satisfies AiStatus;
}

const shared = new Map<string, CachedResource<AiStatus>>();

/** One cached status per API base, shared by every page that reads it. */
export function aiStatusResource(apiBase = AI_API_BASE): CachedResource<AiStatus> {
  let resource = shared.get(apiBase);
  if (!resource) {
    resource = createCachedResource(() => fetchAiStatus(apiBase));
    shared.set(apiBase, resource);
  }
  return resource;
}

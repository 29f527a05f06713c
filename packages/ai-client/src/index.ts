export { AI_API_BASE, type AiStatus, aiStatusResource, fetchAiStatus } from './aiStatus';
export {
  AI_UNAVAILABLE_STATUS,
  AiRequestError,
  type AiStreamOptions,
  type AiStreamResult,
  isAiUnavailableError,
  postAiJson,
  readServerSentEvents,
  type ServerSentEvent,
  streamAiText,
} from './aiStream';
export {
  type CachedResource,
  createCachedResource,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  type ResourceClock,
  type ResourceState,
  retryDelay,
  STALE_TIME_MS,
} from './cachedResource';

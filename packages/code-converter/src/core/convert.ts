import {
  AI_API_BASE,
  type AiStreamOptions,
  type AiStreamResult,
  postAiJson,
  streamAiText,
} from '@demos/ai-client';
import {
  type Dependency,
  type DependencyRequest,
  ERROR_DEPENDENCIES_INVALID,
  readDependencyAnswer,
} from './dependencies';
import type { ConvertRequest } from './prompt';

/** Streams a conversion through the proxy (POST {apiBase}/convert). */
export type ConvertFunction = (request: ConvertRequest, options?: AiStreamOptions) => Promise<AiStreamResult>;

/** Asks for the dependency map of a converted source (POST {apiBase}/dependencies). */
export type DependencyMapFunction = (
  request: DependencyRequest,
  options?: { signal?: AbortSignal },
) => Promise<Dependency[]>;

export const createProxyConverter =
  (apiBase = AI_API_BASE): ConvertFunction =>
  (request, options) =>
    streamAiText(`${apiBase}/convert`, request, options);

export const createProxyDependencyMapper =
  (apiBase = AI_API_BASE): DependencyMapFunction =>
  async (request, options) => {
    const rows = readDependencyAnswer(await postAiJson(`${apiBase}/dependencies`, request, options));
    if (!rows) throw new Error(ERROR_DEPENDENCIES_INVALID);
    return rows;
  };

/** Whether the provider stopped because the answer hit max_tokens (the result is cut off). */
export const isCutOff = (stopReason: string | null) => stopReason === 'max_tokens';

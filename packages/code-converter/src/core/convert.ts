import { AI_API_BASE, type AiStreamOptions, type AiStreamResult, streamAiText } from '@demos/ai-client';
import type { ConvertRequest } from './prompt';

/** Streams a conversion through the proxy (POST {apiBase}/convert). */
export type ConvertFunction = (request: ConvertRequest, options?: AiStreamOptions) => Promise<AiStreamResult>;

export const createProxyConverter =
  (apiBase = AI_API_BASE): ConvertFunction =>
  (request, options) =>
    streamAiText(`${apiBase}/convert`, request, options);

/** Whether the provider stopped because the answer hit max_tokens (the result is cut off). */
export const isCutOff = (stopReason: string | null) => stopReason === 'max_tokens';

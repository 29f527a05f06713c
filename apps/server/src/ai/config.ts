import { CONVERT_MAX_TOKENS } from '@tools/code-converter/core';

/** The mid-tier model (spec §9); override with ANTHROPIC_CONVERT_MODEL / ANTHROPIC_EMAIL_MODEL. */
export const DEFAULT_MODEL = 'claude-sonnet-5-5';
export const DEFAULT_RATE_LIMIT = 10;
export const RATE_LIMIT_WINDOW_MS = 60_000;

export interface AiConfig {
  /** Absent when ANTHROPIC_API_KEY is unset or blank: the endpoints then answer 503. */
  apiKey?: string;
  baseURL?: string;
  convertModel: string;
  emailModel: string;
  maxTokens: number;
  /** AI requests allowed per client per minute. */
  rateLimit: number;
}

export function readAiConfig(env: NodeJS.ProcessEnv): AiConfig {
  const apiKey = env.ANTHROPIC_API_KEY?.trim() || undefined;
  const rateLimit = Number(env.AI_RATE_LIMIT ?? DEFAULT_RATE_LIMIT);
  if (!Number.isInteger(rateLimit) || rateLimit < 1) {
    throw new Error(
      `AI_RATE_LIMIT must be a whole number of requests per minute, got "${env.AI_RATE_LIMIT}".`,
    );
  }
  return {
    apiKey,
    baseURL: env.ANTHROPIC_BASE_URL?.trim() || undefined,
    convertModel: env.ANTHROPIC_CONVERT_MODEL?.trim() || DEFAULT_MODEL,
    emailModel: env.ANTHROPIC_EMAIL_MODEL?.trim() || DEFAULT_MODEL,
    maxTokens: CONVERT_MAX_TOKENS,
    rateLimit,
  };
}

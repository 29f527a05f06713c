import { CONVERT_MAX_TOKENS } from '@tools/code-converter/core';
import type { Context, Hono } from 'hono';
import type { ServerExtension } from '../app';
import { type BodyLimit, bodyLimitMiddleware } from '../bodyLimit';
import { clientAddressResolver } from '../clientAddress';
import type { AiSettings } from '../config';
import { createRateLimiter, type RateLimiter, type RateLimitOptions } from '../rateLimit';
import { type AiCalls, streamedAnswer, structuredAnswer } from './calls';
import { STREAMED, STRUCTURED } from './jobs';
import { type AiProvider, providerFromSettings } from './providers';

export { NOT_CONFIGURED_MESSAGE } from './calls';

export const RATE_LIMIT_WINDOW_MS = 60_000;

export interface AiExtensionOptions {
  /** Replaces the provider built from the settings. */
  provider?: AiProvider;
  now?: () => number;
  /** How a request is attributed to a client for rate limiting (TRUST_PROXY). */
  clientKey?: (c: Context) => string;
  /** Builds the limiter (the server shares it through PostgreSQL); in memory by default. */
  createLimiter?: (options: RateLimitOptions) => RateLimiter;
}

/** Largest request body: a 256 KB source plus a partial answer of the same size, JSON-escaped. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
export const AI_BODY_LIMIT: BodyLimit = {
  prefix: '/api/ai/',
  maxBytes: MAX_BODY_BYTES,
  tooLarge: { error: 'The request is too large.' },
};

/** The proxy's routes: its status, then each endpoint of jobs.ts. */
function mountAi(app: Hono, calls: AiCalls) {
  app.use('/api/ai/*', bodyLimitMiddleware(AI_BODY_LIMIT));
  app.get('/api/ai/status', (c) =>
    c.json({ configured: Boolean(calls.provider) }, 200, { 'Cache-Control': 'no-store' }),
  );
  for (const [path, parse] of Object.entries(STREAMED)) {
    app.post(path, (c) => streamedAnswer(calls, c, parse));
  }
  for (const [path, parse] of Object.entries(STRUCTURED)) {
    app.post(path, (c) => structuredAnswer(calls, c, parse));
  }
}

/**
 * The AI proxy: purpose-built endpoints (not an open relay) that validate structured input, build
 * the prompt with the packages' builders, call the configured provider (Anthropic, OpenAI or a
 * server speaking its API, Gemini) through its official SDK and stream the answer back as
 * server-sent events (protocol in @demos/ai-client's aiStream.ts).
 */
export function createAiExtension(settings: AiSettings, options: AiExtensionOptions = {}): ServerExtension {
  const limit = { max: settings.rateLimit, windowMs: RATE_LIMIT_WINDOW_MS };
  const { apiKey } = settings;
  const calls: AiCalls = {
    settings,
    provider: options.provider ?? providerFromSettings(settings),
    limiter: options.createLimiter?.(limit) ?? createRateLimiter({ ...limit, now: options.now }),
    clientKey: options.clientKey ?? clientAddressResolver(null),
    maxTokens: CONVERT_MAX_TOKENS,
    redact: (text) => (apiKey ? text.split(apiKey).join('[redacted]') : text),
  };
  return { name: 'ai', bodyLimits: [AI_BODY_LIMIT], mount: (app: Hono) => mountAi(app, calls) };
}

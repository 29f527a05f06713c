import Anthropic from '@anthropic-ai/sdk';
import { getConnInfo } from '@hono/node-server/conninfo';
import {
  buildConvertPrompt,
  createFenceStripper,
  ERROR_CONVERSION_FAILED,
  validateConvertRequest,
} from '@tools/code-converter/core';
import { buildEmailPrompt, EMAIL_ERROR_MESSAGE, validateEmailRequest } from '@tools/email-writer/core';
import type { Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ServerExtension } from '../app';
import { createRateLimiter } from '../rateLimit';
import { type AiConfig, RATE_LIMIT_WINDOW_MS, readAiConfig } from './config';

export const NOT_CONFIGURED_MESSAGE =
  'The AI service is not available: the API key must be configured on the server (ANTHROPIC_API_KEY).';

/** The slice of the SDK the proxy uses (tests may pass a client pointed at a fake). */
export type MessagesClient = Pick<Anthropic, 'messages'>;

export interface AiExtensionOptions {
  /** Replaces the SDK client built from the config. */
  client?: MessagesClient;
  now?: () => number;
  /** How a request is attributed to a client for rate limiting. */
  clientKey?: (c: Context) => string;
}

interface Job {
  kind: 'convert' | 'email';
  model: string;
  prompt: string;
  failureMessage: string;
  /** Post-processing of the streamed text (the converter strips code fences). */
  transform?: () => { push: (chunk: string) => string; end: () => string };
}

/**
 * The AI proxy: purpose-built endpoints (not an open relay) that validate structured input, build
 * the prompt with the packages' builders, call the Messages API with the official SDK and stream
 * the answer back as server-sent events (protocol in @demos/ai-client's aiStream.ts).
 */
export function createAiExtension(env: NodeJS.ProcessEnv, options: AiExtensionOptions = {}): ServerExtension {
  const config = readAiConfig(env);
  const client =
    options.client ??
    (config.apiKey
      ? // No automatic retries: a failed AI call is reported, the user decides to try again.
        new Anthropic({ apiKey: config.apiKey, baseURL: config.baseURL, maxRetries: 0, timeout: 120_000 })
      : undefined);
  const limiter = createRateLimiter({
    max: config.rateLimit,
    windowMs: RATE_LIMIT_WINDOW_MS,
    now: options.now,
  });
  const clientKey = options.clientKey ?? defaultClientKey(config);
  const redact = (text: string) => (config.apiKey ? text.split(config.apiKey).join('[redacted]') : text);

  const run = async (c: Context, parse: (body: unknown) => Job | { error: string }) => {
    if (!config.apiKey || !client) return c.json({ error: NOT_CONFIGURED_MESSAGE }, 503);
    const verdict = limiter.hit(clientKey(c));
    if (!verdict.allowed) {
      return c.json(
        {
          error: `Too many AI requests: at most ${config.rateLimit} per minute. Please wait ${verdict.retryAfterSeconds} s and try again.`,
        },
        429,
        { 'Retry-After': String(verdict.retryAfterSeconds) },
      );
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: 'The request body must be JSON.' }, 400);
    }
    const job = parse(body);
    if ('error' in job) return c.json({ error: job.error }, 400);

    const upstream = new AbortController();
    let stream: AsyncIterable<Anthropic.MessageStreamEvent>;
    try {
      stream = await client.messages.create(
        {
          model: job.model,
          max_tokens: config.maxTokens,
          messages: [{ role: 'user', content: job.prompt }],
          stream: true,
        },
        { signal: upstream.signal },
      );
    } catch (error) {
      console.error(`AI ${job.kind} request failed: ${redact(describe(error))}`);
      return c.json({ error: job.failureMessage }, 502);
    }

    return streamSSE(c, async (sse) => {
      sse.onAbort(() => upstream.abort());
      const transform = job.transform?.();
      let stopReason: string | null = null;
      try {
        for await (const event of stream) {
          if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') {
            const text = transform ? transform.push(event.delta.text) : event.delta.text;
            if (text) await sse.writeSSE({ event: 'text', data: JSON.stringify({ text }) });
          } else if (event.type === 'message_delta') {
            stopReason = event.delta.stop_reason ?? null;
          }
        }
      } catch (error) {
        if (upstream.signal.aborted) return;
        console.error(`AI ${job.kind} stream failed: ${redact(describe(error))}`);
        await sse.writeSSE({ event: 'error', data: JSON.stringify({ error: job.failureMessage }) });
        return;
      }
      const rest = transform?.end();
      if (rest) await sse.writeSSE({ event: 'text', data: JSON.stringify({ text: rest }) });
      await sse.writeSSE({ event: 'done', data: JSON.stringify({ stopReason }) });
    });
  };

  return {
    name: 'ai',
    mount(app: Hono) {
      app.get('/api/ai/status', (c) =>
        c.json({ configured: Boolean(config.apiKey) }, 200, { 'Cache-Control': 'no-store' }),
      );
      app.post('/api/ai/convert', (c) =>
        run(c, (body) => {
          const checked = validateConvertRequest(body);
          if (!checked.ok) return { error: checked.error };
          return {
            kind: 'convert',
            model: config.convertModel,
            prompt: buildConvertPrompt(checked.value),
            failureMessage: ERROR_CONVERSION_FAILED,
            transform: createFenceStripper,
          };
        }),
      );
      app.post('/api/ai/email', (c) =>
        run(c, (body) => {
          const checked = validateEmailRequest(body);
          if (!checked.ok) return { error: checked.error };
          return {
            kind: 'email',
            model: config.emailModel,
            prompt: buildEmailPrompt(checked.value),
            failureMessage: EMAIL_ERROR_MESSAGE,
          };
        }),
      );
    },
  };
}

function defaultClientKey(config: AiConfig) {
  return (c: Context): string => {
    if (config.trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown';
    }
  };
}

/** A log line for a provider failure: status and message, never request headers. */
function describe(error: unknown): string {
  if (error instanceof Anthropic.APIError)
    return `${error.status ?? 'no status'} ${error.name}: ${error.message}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

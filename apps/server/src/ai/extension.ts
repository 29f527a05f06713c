import Anthropic from '@anthropic-ai/sdk';
import {
  buildConvertPrompt,
  buildDependencyPrompt,
  createFenceStripper,
  DEPENDENCIES_MAX_TOKENS,
  ERROR_CONVERSION_FAILED,
  ERROR_DEPENDENCIES_CUT_OFF,
  ERROR_DEPENDENCIES_FAILED,
  parseDependencyMap,
  validateConvertRequest,
  validateDependencyRequest,
} from '@tools/code-converter/core';
import {
  buildEmailPrompt,
  buildRefinePrompt,
  buildSubjectsPrompt,
  EMAIL_ERROR_MESSAGE,
  ERROR_REFINE_FAILED,
  ERROR_SUBJECTS_FAILED,
  parseSubjects,
  SUBJECTS_MAX_TOKENS,
  validateEmailRequest,
  validateRefineRequest,
  validateSubjectsRequest,
} from '@tools/email-writer/core';
import type { Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ServerExtension } from '../app';
import { type BodyLimit, bodyLimitMiddleware } from '../bodyLimit';
import { clientAddressResolver } from '../clientAddress';
import { createRateLimiter, type RateLimiter, type RateLimitOptions } from '../rateLimit';
import { RATE_LIMIT_WINDOW_MS, readAiConfig } from './config';

export const NOT_CONFIGURED_MESSAGE =
  'The AI service is not available: the API key must be configured on the server (ANTHROPIC_API_KEY).';

/** The slice of the SDK the proxy uses (tests may pass a client pointed at a fake). */
export type MessagesClient = Pick<Anthropic, 'messages'>;

export interface AiExtensionOptions {
  /** Replaces the SDK client built from the config. */
  client?: MessagesClient;
  now?: () => number;
  /** How a request is attributed to a client for rate limiting (TRUST_PROXY). */
  clientKey?: (c: Context) => string;
  /** Builds the limiter (the server shares it through PostgreSQL); in memory by default. */
  createLimiter?: (options: RateLimitOptions) => RateLimiter;
}

interface Job {
  kind: 'convert' | 'email' | 'refine' | 'dependencies' | 'subjects';
  model: string;
  prompt: string;
  failureMessage: string;
  /** Post-processing of the streamed text (the converter strips code fences). */
  transform?: () => { push: (chunk: string) => string; end: () => string };
}

/** A structured (non-streamed) job: the whole answer is checked before the page sees it. */
interface StructuredJob extends Job {
  maxTokens: number;
  /** The message when the answer stopped at max_tokens (its JSON is then incomplete). */
  cutOffMessage: string;
  read: (text: string) => { ok: true; value: unknown } | { ok: false; error: string };
}

/** Largest request body: a 256 KB source plus a partial answer of the same size, JSON-escaped. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
export const AI_BODY_LIMIT: BodyLimit = {
  prefix: '/api/ai/',
  maxBytes: MAX_BODY_BYTES,
  tooLarge: { error: 'The request is too large.' },
};

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
  const limit = { max: config.rateLimit, windowMs: RATE_LIMIT_WINDOW_MS };
  const limiter = options.createLimiter?.(limit) ?? createRateLimiter({ ...limit, now: options.now });
  const clientKey = options.clientKey ?? clientAddressResolver(null);
  const redact = (text: string) => (config.apiKey ? text.split(config.apiKey).join('[redacted]') : text);

  /** The checks every AI call passes first: a key, the rate limit, a JSON body. */
  const admit = async (c: Context): Promise<{ body: unknown } | Response> => {
    if (!config.apiKey || !client) return c.json({ error: NOT_CONFIGURED_MESSAGE }, 503);
    const verdict = await limiter.hit(clientKey(c));
    if (!verdict.allowed) {
      return c.json(
        {
          error: `Too many AI requests: at most ${config.rateLimit} per minute. Please wait ${verdict.retryAfterSeconds} s and try again.`,
        },
        429,
        { 'Retry-After': String(verdict.retryAfterSeconds) },
      );
    }
    try {
      return { body: await c.req.json() };
    } catch {
      return c.json({ error: 'The request body must be JSON.' }, 400);
    }
  };

  const run = async (c: Context, parse: (body: unknown) => Job | { error: string }) => {
    const admitted = await admit(c);
    if (admitted instanceof Response) return admitted;
    const job = parse(admitted.body);
    if ('error' in job) return c.json({ error: job.error }, 400);
    if (!client) return c.json({ error: NOT_CONFIGURED_MESSAGE }, 503);

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
      let finished = false;
      try {
        for await (const event of stream) {
          if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') {
            const text = transform ? transform.push(event.delta.text) : event.delta.text;
            if (text) await sse.writeSSE({ event: 'text', data: JSON.stringify({ text }) });
          } else if (event.type === 'message_delta') {
            stopReason = event.delta.stop_reason ?? null;
          } else if (event.type === 'message_stop') {
            finished = true;
          }
        }
        // The provider's stream ended without its last event: the answer stopped midway.
        if (!finished) throw new Error('The provider stream ended before message_stop.');
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

  /** A structured answer: one non-streamed call, checked whole, answered as JSON. */
  const answer = async (c: Context, parse: (body: unknown) => StructuredJob | { error: string }) => {
    const admitted = await admit(c);
    if (admitted instanceof Response) return admitted;
    const job = parse(admitted.body);
    if ('error' in job) return c.json({ error: job.error }, 400);
    if (!client) return c.json({ error: NOT_CONFIGURED_MESSAGE }, 503);
    let message: Anthropic.Message;
    try {
      message = await client.messages.create(
        { model: job.model, max_tokens: job.maxTokens, messages: [{ role: 'user', content: job.prompt }] },
        { signal: c.req.raw.signal },
      );
    } catch (error) {
      console.error(`AI ${job.kind} request failed: ${redact(describe(error))}`);
      return c.json({ error: job.failureMessage }, 502);
    }
    if (message.stop_reason === 'max_tokens') {
      console.error(`AI ${job.kind} answer cut off at ${job.maxTokens} tokens.`);
      return c.json({ error: job.cutOffMessage }, 502);
    }
    const text = message.content.map((block) => (block.type === 'text' ? block.text : '')).join('');
    const read = job.read(text);
    if (!read.ok) {
      console.error(`AI ${job.kind} answer is not in the expected format.`);
      return c.json({ error: read.error }, 502);
    }
    return c.json(read.value as Record<string, unknown>, 200, { 'Cache-Control': 'no-store' });
  };

  return {
    name: 'ai',
    bodyLimits: [AI_BODY_LIMIT],
    mount(app: Hono) {
      app.use('/api/ai/*', bodyLimitMiddleware(AI_BODY_LIMIT));
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
      app.post('/api/ai/email/refine', (c) =>
        run(c, (body) => {
          const checked = validateRefineRequest(body);
          if (!checked.ok) return { error: checked.error };
          return {
            kind: 'refine',
            model: config.emailModel,
            prompt: buildRefinePrompt(checked.value),
            failureMessage: ERROR_REFINE_FAILED,
          };
        }),
      );
      app.post('/api/ai/email/subjects', (c) =>
        answer(c, (body) => {
          const checked = validateSubjectsRequest(body);
          if (!checked.ok) return { error: checked.error };
          return {
            kind: 'subjects',
            model: config.emailModel,
            prompt: buildSubjectsPrompt(checked.value),
            failureMessage: ERROR_SUBJECTS_FAILED,
            maxTokens: SUBJECTS_MAX_TOKENS,
            cutOffMessage: ERROR_SUBJECTS_FAILED,
            read: (text) => {
              const subjects = parseSubjects(text);
              return subjects.ok ? { ok: true, value: { subjects: subjects.value } } : subjects;
            },
          };
        }),
      );
      app.post('/api/ai/dependencies', (c) =>
        answer(c, (body) => {
          const checked = validateDependencyRequest(body);
          if (!checked.ok) return { error: checked.error };
          return {
            kind: 'dependencies',
            model: config.convertModel,
            prompt: buildDependencyPrompt(checked.value),
            failureMessage: ERROR_DEPENDENCIES_FAILED,
            maxTokens: DEPENDENCIES_MAX_TOKENS,
            cutOffMessage: ERROR_DEPENDENCIES_CUT_OFF,
            read: (text) => {
              const rows = parseDependencyMap(text);
              return rows.ok ? { ok: true, value: { dependencies: rows.value } } : rows;
            },
          };
        }),
      );
    },
  };
}

/** A log line for a provider failure: status and message, never request headers. */
function describe(error: unknown): string {
  if (error instanceof Anthropic.APIError)
    return `${error.status ?? 'no status'} ${error.name}: ${error.message}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AiSettings } from '../config';
import type { RateLimiter } from '../rateLimit';
import type { Job, Parse, StructuredJob } from './jobs';
import { type AiProvider, describeProviderError as describe, type ProviderEvent } from './providers';

export const NOT_CONFIGURED_MESSAGE =
  'The AI service is not available: the API key must be configured on the server (AI_PROVIDER and its key, e.g. ANTHROPIC_API_KEY).';

/** What every AI call needs: the settings, the provider, the limiter and the log's redaction. */
export interface AiCalls {
  settings: AiSettings;
  provider: AiProvider | undefined;
  limiter: RateLimiter;
  clientKey: (c: Context) => string;
  /** Tokens a streamed answer may take. */
  maxTokens: number;
  /** Removes the API key from a line before it is logged. */
  redact: (text: string) => string;
}

/**
 * The checks every AI call passes first: a key, the rate limit, a JSON body, then the endpoint's
 * own check of that body. Answers the refusal, or hands back the job and the client to run it.
 */
async function admit<J extends Job>(
  calls: AiCalls,
  c: Context,
  parse: Parse<J>,
): Promise<{ job: J; provider: AiProvider } | Response> {
  const { settings, provider, limiter, clientKey } = calls;
  if (!provider) return c.json({ error: NOT_CONFIGURED_MESSAGE }, 503);
  const verdict = await limiter.hit(clientKey(c));
  if (!verdict.allowed) {
    return c.json(
      {
        error: `Too many AI requests: at most ${settings.rateLimit} per minute. Please wait ${verdict.retryAfterSeconds} s and try again.`,
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
  const job = parse(body, settings);
  if ('error' in job) return c.json({ error: (job as { error: string }).error }, 400);
  return { job: job as J, provider };
}

/** Streams the provider's answer to the page as server-sent events (@demos/ai-client's protocol). */
export async function streamedAnswer(calls: AiCalls, c: Context, parse: Parse<Job>) {
  const admitted = await admit(calls, c, parse);
  if (admitted instanceof Response) return admitted;
  const { job, provider } = admitted;
  const upstream = new AbortController();
  // The visitor's connection closed (Stop, or the page left): the provider's request is closed at
  // once, not at the next piece the proxy fails to write.
  const visitor = c.req.raw.signal;
  visitor.addEventListener('abort', () => upstream.abort(), { once: true });
  let stream: AsyncIterable<ProviderEvent>;
  try {
    stream = await provider.stream(
      { model: job.model, prompt: job.prompt, maxTokens: calls.maxTokens },
      upstream.signal,
    );
  } catch (error) {
    console.error(`AI ${job.kind} request failed: ${calls.redact(describe(error))}`);
    return c.json({ error: job.failureMessage }, 502);
  }
  return streamSSE(c, async (sse) => {
    sse.onAbort(() => upstream.abort());
    const transform = job.transform?.();
    let model = job.model;
    let stopReason: string | null = null;
    try {
      for await (const event of stream) {
        if (event.type === 'model') model = event.model;
        else if (event.type === 'end') stopReason = event.stopReason;
        else {
          const text = transform ? transform.push(event.text) : event.text;
          if (text) await sse.writeSSE({ event: 'text', data: JSON.stringify({ text }) });
        }
      }
    } catch (error) {
      if (upstream.signal.aborted) return;
      console.error(`AI ${job.kind} stream failed: ${calls.redact(describe(error))}`);
      await sse.writeSSE({ event: 'error', data: JSON.stringify({ error: job.failureMessage }) });
      return;
    }
    const rest = transform?.end();
    if (rest) await sse.writeSSE({ event: 'text', data: JSON.stringify({ text: rest }) });
    await sse.writeSSE({ event: 'done', data: JSON.stringify({ stopReason, model }) });
  });
}

/** A structured answer: one non-streamed call, checked whole, answered as JSON. */
export async function structuredAnswer(calls: AiCalls, c: Context, parse: Parse<StructuredJob>) {
  const admitted = await admit(calls, c, parse);
  if (admitted instanceof Response) return admitted;
  const { job, provider } = admitted;
  let answer: Awaited<ReturnType<AiProvider['complete']>>;
  try {
    answer = await provider.complete(
      { model: job.model, prompt: job.prompt, maxTokens: job.maxTokens },
      c.req.raw.signal,
    );
  } catch (error) {
    console.error(`AI ${job.kind} request failed: ${calls.redact(describe(error))}`);
    return c.json({ error: job.failureMessage }, 502);
  }
  if (answer.cutOff) {
    console.error(`AI ${job.kind} answer cut off at ${job.maxTokens} tokens.`);
    return c.json({ error: job.cutOffMessage }, 502);
  }
  const read = job.read(answer.text);
  if (!read.ok) {
    console.error(`AI ${job.kind} answer is not in the expected format.`);
    return c.json({ error: read.error }, 502);
  }
  return c.json(read.value as Record<string, unknown>, 200, { 'Cache-Control': 'no-store' });
}

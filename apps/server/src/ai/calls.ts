import Anthropic from '@anthropic-ai/sdk';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AiSettings } from '../config';
import type { RateLimiter } from '../rateLimit';
import type { Job, Parse, StructuredJob } from './jobs';

export const NOT_CONFIGURED_MESSAGE =
  'The AI service is not available: the API key must be configured on the server (ANTHROPIC_API_KEY).';

/** The slice of the SDK the proxy uses (tests may pass a client pointed at a fake). */
export type MessagesClient = Pick<Anthropic, 'messages'>;

/** What every AI call needs: the settings, the provider's client, the limiter and the log's redaction. */
export interface AiCalls {
  settings: AiSettings;
  client: MessagesClient | undefined;
  limiter: RateLimiter;
  clientKey: (c: Context) => string;
  /** Tokens a streamed answer may take. */
  maxTokens: number;
  /** Removes the API key from a line before it is logged. */
  redact: (text: string) => string;
}

/** A log line for a provider failure: status and message, never request headers. */
function describe(error: unknown): string {
  if (error instanceof Anthropic.APIError)
    return `${error.status ?? 'no status'} ${error.name}: ${error.message}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * The checks every AI call passes first: a key, the rate limit, a JSON body, then the endpoint's
 * own check of that body. Answers the refusal, or hands back the job and the client to run it.
 */
async function admit<J extends Job>(
  calls: AiCalls,
  c: Context,
  parse: Parse<J>,
): Promise<{ job: J; client: MessagesClient } | Response> {
  const { settings, client, limiter, clientKey } = calls;
  if (!settings.apiKey || !client) return c.json({ error: NOT_CONFIGURED_MESSAGE }, 503);
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
  return { job: job as J, client };
}

/** Streams the provider's answer to the page as server-sent events (@demos/ai-client's protocol). */
export async function streamedAnswer(calls: AiCalls, c: Context, parse: Parse<Job>) {
  const admitted = await admit(calls, c, parse);
  if (admitted instanceof Response) return admitted;
  const { job, client } = admitted;
  const upstream = new AbortController();
  let stream: AsyncIterable<Anthropic.MessageStreamEvent>;
  try {
    stream = await client.messages.create(
      {
        model: job.model,
        max_tokens: calls.maxTokens,
        messages: [{ role: 'user', content: job.prompt }],
        stream: true,
      },
      { signal: upstream.signal },
    );
  } catch (error) {
    console.error(`AI ${job.kind} request failed: ${calls.redact(describe(error))}`);
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
      console.error(`AI ${job.kind} stream failed: ${calls.redact(describe(error))}`);
      await sse.writeSSE({ event: 'error', data: JSON.stringify({ error: job.failureMessage }) });
      return;
    }
    const rest = transform?.end();
    if (rest) await sse.writeSSE({ event: 'text', data: JSON.stringify({ text: rest }) });
    await sse.writeSSE({ event: 'done', data: JSON.stringify({ stopReason }) });
  });
}

/** A structured answer: one non-streamed call, checked whole, answered as JSON. */
export async function structuredAnswer(calls: AiCalls, c: Context, parse: Parse<StructuredJob>) {
  const admitted = await admit(calls, c, parse);
  if (admitted instanceof Response) return admitted;
  const { job, client } = admitted;
  let message: Anthropic.Message;
  try {
    message = await client.messages.create(
      { model: job.model, max_tokens: job.maxTokens, messages: [{ role: 'user', content: job.prompt }] },
      { signal: c.req.raw.signal },
    );
  } catch (error) {
    console.error(`AI ${job.kind} request failed: ${calls.redact(describe(error))}`);
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
}

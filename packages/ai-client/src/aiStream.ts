/**
 * The browser side of the AI proxy's streaming protocol (apps/server/src/ai). A successful call
 * answers `text/event-stream` with these events, each `data` being JSON:
 *   event: text   data: {"text":"…"}          a piece of the answer, in order
 *   event: done   data: {"stopReason":"…","model":"…"}
 *                                             the end; stopReason is the provider's (max_tokens = cut off),
 *                                             model the one that answered (as the provider names it)
 *   event: error  data: {"error":"…"}         the provider failed mid-answer
 * A refused call (validation 400, rate limit 429, no key 503, provider failure 502) answers JSON
 * `{ "error": "…" }` with that status instead.
 */
export interface AiStreamResult {
  text: string;
  stopReason: string | null;
  /** The model that answered, when the server names it. */
  model?: string;
}

export interface AiStreamOptions {
  onText?: (chunk: string, textSoFar: string) => void;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

export class AiRequestError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'AiRequestError';
    this.status = status;
  }
}

/** The status the proxy answers when the server has no API key. */
export const AI_UNAVAILABLE_STATUS = 503;

/**
 * Whether a failed call means the AI is not available on this server (no key), as opposed to a
 * failure worth retrying: the pages then show their one "unavailable" notice instead of an error.
 */
export function isAiUnavailableError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { status?: unknown }).status === AI_UNAVAILABLE_STATUS
  );
}

export async function streamAiText(
  url: string,
  body: unknown,
  { onText, signal, fetch: fetchImpl = globalThis.fetch }: AiStreamOptions = {},
): Promise<AiStreamResult> {
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new AiRequestError(await readError(response), response.status);
  if (!response.body) throw new AiRequestError('The answer had no body.', response.status);

  let text = '';
  let stopReason: string | null | undefined;
  let model: string | undefined;
  for await (const event of readServerSentEvents(response.body)) {
    const data = parseJson(event.data);
    if (event.event === 'text' && typeof data?.text === 'string') {
      text += data.text;
      onText?.(data.text, text);
    } else if (event.event === 'done') {
      stopReason = typeof data?.stopReason === 'string' ? data.stopReason : null;
      if (typeof data?.model === 'string' && data.model) model = data.model;
    } else if (event.event === 'error') {
      throw new AiRequestError(typeof data?.error === 'string' ? data.error : 'The AI service failed.', 502);
    }
  }
  if (stopReason === undefined) throw new AiRequestError('The answer was interrupted.', 502);
  return { text, stopReason, ...(model ? { model } : {}) };
}

/**
 * A non-streamed call of the proxy (structured answers: a dependency map, subject lines): POST JSON,
 * answer JSON. A refusal throws an `AiRequestError` with the server's message and status.
 */
export async function postAiJson<T = unknown>(
  url: string,
  body: unknown,
  { signal, fetch: fetchImpl = globalThis.fetch }: Omit<AiStreamOptions, 'onText'> = {},
): Promise<T> {
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new AiRequestError(await readError(response), response.status);
  try {
    return (await response.json()) as T;
  } catch {
    throw new AiRequestError('The AI service sent an answer that is not JSON.', 502);
  }
}

async function readError(response: Response): Promise<string> {
  try {
    const data = (await response.json()) as { error?: unknown };
    if (typeof data.error === 'string') return data.error;
  } catch {
    // Not JSON: fall through to the status line.
  }
  return `The AI service answered ${response.status}.`;
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export interface ServerSentEvent {
  event: string;
  data: string;
}

/** A minimal SSE reader (event + data fields; comments and ids ignored). */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let boundary = buffer.indexOf('\n\n');
      while (boundary >= 0) {
        const event = parseEvent(buffer.slice(0, boundary));
        buffer = buffer.slice(boundary + 2);
        if (event) yield event;
        boundary = buffer.indexOf('\n\n');
      }
    }
    const last = parseEvent(buffer);
    if (last) yield last;
  } finally {
    reader.releaseLock();
  }
}

function parseEvent(block: string): ServerSentEvent | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : undefined;
}

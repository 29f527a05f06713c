/** A failed call: network error, HTTP error or an unexpected answer. */
export class NotesApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The server's own sentence (without the function's name), when it sent one. */
  readonly serverMessage: string | undefined;
  /** How long the server asked to wait before trying again (its Retry-After), when it said. */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    message: string,
    status: number,
    code?: string,
    { serverMessage, retryAfterSeconds }: { serverMessage?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'NotesApiError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

interface RpcAnswer {
  data: unknown;
  /** `retry_after_seconds` is added by the client's fetch (retryAfter.ts) from Retry-After. */
  error: { message: string; code?: string; retry_after_seconds?: unknown } | null;
  status: number;
}

export function unwrap(answer: RpcAnswer, fn: string): unknown {
  if (answer.error) {
    const { message, code, retry_after_seconds: wait } = answer.error;
    throw new NotesApiError(`${fn} failed: ${message}`, answer.status, code, {
      serverMessage: message,
      ...(typeof wait === 'number' ? { retryAfterSeconds: wait } : {}),
    });
  }
  return answer.data;
}

/**
 * The statuses whose sentence the server writes for the visitor: too many calls from one address
 * (429), out of storage space (507), unavailable for a moment (503).
 */
const REFUSALS = new Set([429, 503, 507]);

/**
 * What to tell a person about a refusal by the notes server: its own sentence, with the wait it
 * asked for when the sentence does not already say it; null for any other failure.
 */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof NotesApiError) || !REFUSALS.has(error.status) || !error.serverMessage) return null;
  const sentence = error.serverMessage.trim();
  const wait = error.retryAfterSeconds;
  if (wait === undefined || /\btry again in\b/i.test(sentence)) return sentence;
  return `${sentence}${/[.!?]$/.test(sentence) ? '' : '.'} Try again in ${wait} s.`;
}

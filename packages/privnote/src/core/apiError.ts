/** A failed call: network error, HTTP error or an unexpected answer. */
export class NotesApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'NotesApiError';
    this.status = status;
    this.code = code;
  }
}

interface RpcAnswer {
  data: unknown;
  error: { message: string; code?: string } | null;
  status: number;
}

export function unwrap(answer: RpcAnswer, fn: string): unknown {
  if (answer.error) {
    throw new NotesApiError(`${fn} failed: ${answer.error.message}`, answer.status, answer.error.code);
  }
  return answer.data;
}

import { type PostgrestErrorBody, postgrestError, statusForSqlState } from './postgrest';

/** The SQLSTATE of a PostgreSQL error (pg and PGlite both set `code`), else undefined. */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Node's errors for a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What pg says, without a code, when a connection ends under it or cannot be had in time. */
const CONNECTION_LOST =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed/i;

/** Whether the connection itself failed or was cut (the database restarting, stopped, unreachable). */
export function isConnectionFailure(error: unknown): boolean {
  const state = sqlState(error);
  if (state) return state.startsWith('08') || ['57P01', '57P02', '57P03'].includes(state);
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  if (error instanceof AggregateError) return error.errors.some(isConnectionFailure);
  return error instanceof Error && CONNECTION_LOST.test(error.message);
}

/**
 * Whether a failure is the database being away for a moment (a restart, a failover, a full
 * connection slot table): the request may succeed if tried again in a few seconds, so it is a 503
 * with Retry-After, never a 500. 57P01/57P02: the server terminated the session (fast shutdown,
 * crash); 57P03: it is starting or stopping; class 08: the connection failed; 53300: too many
 * connections; 57014: our statement timeout; 25006: a read-only server (a standby after failover).
 */
export function isRetryable(error: unknown): boolean {
  const state = sqlState(error);
  return isConnectionFailure(error) || ['53300', '57014', '25006', '40001', '40P01'].includes(state ?? '');
}

/** Errors the notes functions raise on purpose, for the client: their text is written for it. */
const CLIENT_FACING = /^(22|PT|P0)/;

export const UNAVAILABLE_MESSAGE = 'The notes service is unavailable right now: try again in a few seconds.';
export const OUT_OF_SPACE_MESSAGE =
  'The notes service is out of storage space: new notes cannot be created for now. Existing notes can still be read.';
export const FILES_OUT_OF_SPACE_MESSAGE =
  'The notes service is short of storage space: files cannot be attached for now. Notes without files can still be created.';
const FAILED_MESSAGE = 'The notes service could not complete this request.';

export interface PublicError {
  status: number;
  body: PostgrestErrorBody;
  /** Seconds to wait before trying again (503). */
  retryAfter?: number;
}

/**
 * What a visitor is told about a database error. Only the functions' own messages (bad arguments,
 * a note too large) reach the client; everything else (a host, a role, a file name in a PostgreSQL
 * message) stays in the log, and the answer says what to do: try again later, or nothing.
 */
export function publicError(error: unknown): PublicError {
  const state = sqlState(error);
  if (isRetryable(error) || !state) {
    return { status: 503, body: postgrestError('PGRST000', UNAVAILABLE_MESSAGE), retryAfter: 5 };
  }
  if (state === '53100') return { status: 507, body: postgrestError(state, OUT_OF_SPACE_MESSAGE) };
  if (CLIENT_FACING.test(state)) {
    const { message, hint } = error as { message: string; hint?: string };
    return { status: statusForSqlState(state), body: postgrestError(state, message, null, hint ?? null) };
  }
  // A privilege, a missing object, a full disk, an internal error: the server's problem, not the
  // visitor's. 42501 is a 503 here, not PostgREST's 401: the server's role is misconfigured.
  const status = statusForSqlState(state);
  if (state === '42501' || status >= 500) {
    return { status: 503, body: postgrestError('PGRST000', UNAVAILABLE_MESSAGE), retryAfter: 30 };
  }
  return { status, body: postgrestError(state, FAILED_MESSAGE) };
}

/** One line for a connection failure: `AggregateError`s (several addresses) carry no message. */
export function describeDatabaseError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return [...new Set(error.errors.map((inner) => describeDatabaseError(inner)))].join('; ');
  }
  if (error instanceof Error) {
    const state = sqlState(error);
    const text = error.message || (error as Error & { code?: string }).code || error.name;
    return state && !text.includes(state) ? `${text} (${state})` : text;
  }
  return String(error);
}

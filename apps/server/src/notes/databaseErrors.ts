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

/**
 * PgBouncer's own errors: it sends most as 08P01 (some as 53300 or 57P01), and the message is what
 * tells them apart, so they are recognised by it whatever the code: the pool is full or waited too
 * long, the server connection broke or cannot be made, PgBouncer is restarting or reloading.
 */
const POOLER_UNAVAILABLE =
  /no more connections allowed|query_wait_timeout|server conn crashed|pgbouncer cannot connect to server|server_login_retry|server login has been failing|server_connect_timeout|query_timeout|idle_transaction_timeout|client_login_timeout|pooler is shutting down|server shutting down|database configuration changed|database removed/i;

/**
 * Session state a pooler in transaction mode mixed up: a prepared statement missing from, or
 * already in, the server session a call landed on (a statement another client named, another
 * instance's, or one from before a restart). The server names none, but a pooler's session can
 * still hold one another client left: the call may succeed on another session.
 */
const POOLER_SESSION_STATES = ['42P05', '26000'];

/** What the pipeline answers when the database is not keeping up: too many calls waiting. */
export class DatabaseBusyError extends Error {
  constructor() {
    super('Too many calls are waiting for the notes database.');
    this.name = 'DatabaseBusyError';
  }
}

/** What pg says when a call got no answer within its query_timeout (CALL_TIMEOUT_MS). */
const CALL_TIMED_OUT = /^Query read timeout$/;

/** Whether the connection itself failed or was cut (the database restarting, stopped, unreachable). */
export function isConnectionFailure(error: unknown): boolean {
  const state = sqlState(error);
  if (
    error instanceof Error &&
    (!state || /^(08|53|57)/.test(state)) &&
    POOLER_UNAVAILABLE.test(error.message)
  )
    return true;
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
 * connections; 57014: a statement timeout; 25006: a read-only server (a standby after failover);
 * 42P05/26000: a pooler's session state (POOLER_SESSION_STATES). Also the pipeline's own: too many
 * calls waiting, or a call not answered in time.
 */
export function isRetryable(error: unknown): boolean {
  const state = sqlState(error);
  if (error instanceof DatabaseBusyError) return true;
  if (error instanceof Error && !state && CALL_TIMED_OUT.test(error.message)) return true;
  return (
    isConnectionFailure(error) ||
    ['53300', '57014', '25006', '40001', '40P01', ...POOLER_SESSION_STATES].includes(state ?? '')
  );
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

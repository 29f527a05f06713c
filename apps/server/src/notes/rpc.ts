import { countBudgetRefusal } from '../metrics';
import type { RateLimiter } from '../rateLimit';
import type { LogLine } from '../throttledLog';
import { type CallLimit, type CallLimiters, callLimit, spaceFloor, tooManyMessage } from './callLimits';
import { type DatabaseConnection, DatabaseUnavailableError } from './connection';
import type { NotesDatabase } from './database';
import { describeDatabaseError, publicError } from './databaseErrors';
import { type CallValue, callStatement, FUNCTIONS, runLimitedCall } from './functions';
import { postgrestError } from './postgrest';

/** What a call is answered: a status, a JSON body, and how long to wait before trying again. */
export interface RpcAnswer {
  status: number;
  body: unknown;
  retryAfter?: number;
}

const answer = (status: number, body: unknown, retryAfter?: number): RpcAnswer =>
  retryAfter === undefined ? { status, body } : { status, body, retryAfter };

/** An allow-listed call's argument values, or PostgREST's answer to a bad call. */
function parseCall(name: string, text: string): { values: CallValue[] } | RpcAnswer {
  const fn = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
  if (!fn) {
    return answer(
      404,
      postgrestError('PGRST202', `Could not find the function public.${name} in the schema cache`),
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return answer(400, postgrestError('PGRST102', 'Empty or invalid json'));
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return answer(400, postgrestError('PGRST102', 'The arguments must be a JSON object'));
  }
  const params = Object.keys(fn.args);
  const given = Object.keys(body);
  if (given.length !== params.length || !params.every((param) => Object.hasOwn(body, param))) {
    return answer(
      404,
      postgrestError(
        'PGRST202',
        `Could not find the function public.${name}(${given.sort().join(', ')}) in the schema cache`,
        null,
        `Expected the arguments (${params.join(', ')}).`,
      ),
    );
  }
  const values: CallValue[] = [];
  for (const [param, type] of Object.entries(fn.args)) {
    const value = (body as Record<string, unknown>)[param];
    if (type === 'integer' && typeof value === 'number') {
      if (!Number.isSafeInteger(value)) {
        return answer(400, postgrestError('22023', `The argument ${param} must be an integer.`));
      }
    } else if (value !== null && typeof value !== 'string') {
      return answer(
        400,
        postgrestError(
          '22023',
          `The argument ${param} must be ${type === 'integer' ? 'an integer' : 'a string'}.`,
        ),
      );
    }
    values.push(value as CallValue);
  }
  return { values };
}

export interface RpcOptions {
  connection: Pick<DatabaseConnection, 'current' | 'invalidate'>;
  /**
   * Per client, for each kind of call (callLimits.ts): note creations, recipient links and chunk
   * calls (shared through PostgreSQL when `inDatabase` is set), and reads (in this process).
   */
  limiters: CallLimiters;
  /** Throttled: a database restart under load fails every call alike. */
  logFailure: LogLine;
}

/**
 * Answers one call to the notes API as PostgREST would (`POST /rest/v1/rpc/<name>` with a JSON
 * object of arguments), whatever the HTTP layer: Hono's route and the listener's direct path share
 * it. `client` is the key the rate limits count (clientAddress.ts).
 */
export function createRpc({ connection, limiters, logFailure }: RpcOptions) {
  const tooMany = (limit: CallLimit, seconds: number) => {
    countBudgetRefusal(`calls-${limit}`);
    return answer(429, postgrestError('PGRST429', tooManyMessage(limit, seconds)), seconds);
  };
  const failed = (name: string, error: unknown) => {
    const failure = publicError(error);
    if (failure.status >= 500) {
      connection.invalidate();
      logFailure(`Notes function ${name} failed: ${describeDatabaseError(error)}`);
    }
    return answer(failure.status, failure.body, failure.retryAfter);
  };

  /** A call whose hit is recorded in its own statement (one round trip, one commit). */
  const runCounted = async (
    database: NotesDatabase,
    name: string,
    client: string,
    values: CallValue[],
    kind: CallLimit,
    limit: NonNullable<RateLimiter['inDatabase']>,
  ) => {
    try {
      const row = await runLimitedCall(database, name, { ...limit, client }, values);
      if (!row.allowed) return tooMany(kind, Math.max(1, Math.ceil(Number(row.retry_after_seconds))));
      if (row.error_code) {
        const { error_code: code, error_message: message, error_detail: detail, error_hint: hint } = row;
        return failed(name, Object.assign(new Error(message ?? code), { code, detail, hint }));
      }
      return answer(200, row.result ?? null);
    } catch (error) {
      return failed(name, error);
    }
  };

  return async (name: string, text: string, client: string): Promise<RpcAnswer> => {
    const parsed = parseCall(name, text);
    if ('status' in parsed) return parsed;
    const { values } = parsed;
    let database: NotesDatabase;
    try {
      database = connection.current();
    } catch (error) {
      if (!(error instanceof DatabaseUnavailableError)) throw error;
      return answer(503, postgrestError('PGRST000', error.message), 5);
    }
    const kind = callLimit(name);
    const limiter = limiters[kind];
    // PGlite checks its free disk between the hit and the call: it keeps the two steps.
    if (limiter.inDatabase && !database.freeBytes)
      return runCounted(database, name, client, values, kind, limiter.inDatabase);
    const decision = await limiter.hit(client);
    if (!decision.allowed) return tooMany(kind, decision.retryAfterSeconds);
    // PGlite shares the server's disk: below a floor, refuse new notes and keep serving reads;
    // attachments stop at a higher floor, so that the last megabytes stay for text notes.
    const floor = spaceFloor(name);
    if (floor && database.freeBytes && (await database.freeBytes()) < floor.bytes) {
      if (floor.kind === 'notes') connection.invalidate();
      logFailure(
        `Notes: refusing new ${floor.kind}, less than ${floor.bytes / 1024 / 1024} MB free on the data disk.`,
      );
      countBudgetRefusal(`disk-${floor.kind}`);
      return answer(507, postgrestError('PGRST507', floor.message));
    }
    try {
      const { rows } = await database.run<{ result: unknown }>(callStatement(name), values);
      return answer(200, rows[0]?.result ?? null);
    } catch (error) {
      return failed(name, error);
    }
  };
}

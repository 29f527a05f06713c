// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DatabaseBusyError, isRetryable, publicError, UNAVAILABLE_MESSAGE } from './databaseErrors';

const pgError = (code: string, message: string, extra: Record<string, string> = {}) =>
  Object.assign(new Error(message), { code, ...extra });

describe('what a visitor is told about a database error', () => {
  it.each([
    [pgError('57P01', 'terminating connection due to administrator command')],
    [pgError('57P03', 'the database system is starting up')],
    [pgError('08006', 'connection failure')],
    [pgError('53300', 'sorry, too many clients already')],
    [pgError('25006', 'cannot execute INSERT in a read-only transaction')],
    [Object.assign(new Error('connect ECONNREFUSED 10.1.2.3:5432'), { code: 'ECONNREFUSED' })],
    [new Error('Connection terminated unexpectedly')],
    [new Error('timeout exceeded when trying to connect')],
    // A pooler in transaction mode handing a call a session with another client's statements.
    [pgError('42P05', 'prepared statement "notes_create_note" already exists')],
    [pgError('26000', 'prepared statement "notes_read_note" does not exist')],
    [pgError('08P01', 'protocol violation')],
    // PgBouncer's own errors (1.18's wording), whatever code it gives them.
    [pgError('08P01', 'no more connections allowed (max_client_conn)')],
    [pgError('53300', 'no more connections allowed (max_db_connections)')],
    [pgError('08P01', 'query_wait_timeout')],
    [pgError('08P01', 'server conn crashed?')],
    [pgError('08P01', 'pgbouncer cannot connect to server')],
    [pgError('08P01', 'server login has been failing, try again later (server_login_retry)')],
    [pgError('08P01', 'server_connect_timeout')],
    [pgError('08P01', 'client_login_timeout (server down)')],
    [pgError('57P01', 'pooler is shutting down')],
    [new Error('query_wait_timeout')],
    // The pipeline's own: too many calls waiting, or a call unanswered within its timeout.
    [new DatabaseBusyError()],
    [new Error('Query read timeout')],
  ])('%s: 503, try again (Retry-After), no detail', (error) => {
    expect(isRetryable(error)).toBe(true);
    const answer = publicError(error);
    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toBeGreaterThan(0);
    expect(answer.body).toEqual({
      code: 'PGRST000',
      message: UNAVAILABLE_MESSAGE,
      details: null,
      hint: null,
    });
  });

  it("does not take a function's own error for a pooler fault because of its words", () => {
    const refused = pgError('22023', 'query_wait_timeout is not an expiry: choose 1h, 1d or 7d.');
    expect(isRetryable(refused)).toBe(false);
    expect(publicError(refused).status).toBe(400);
  });

  it("passes on the functions' own messages, meant for the client", () => {
    expect(
      publicError(
        pgError('PT413', 'Note too large: the encrypted content exceeds 65536 bytes.', {
          hint: 'Shorten the message.',
        }),
      ),
    ).toEqual({
      status: 413,
      body: {
        code: 'PT413',
        message: 'Note too large: the encrypted content exceeds 65536 bytes.',
        details: null,
        hint: 'Shorten the message.',
      },
    });
    expect(publicError(pgError('22023', 'Unknown expiry: choose 1h, 1d or 7d.')).body.message).toBe(
      'Unknown expiry: choose 1h, 1d or 7d.',
    );
  });

  it.each([
    [pgError('42501', 'permission denied to set role "anon"'), 503],
    [pgError('53100', 'could not extend file "base/16384/16385": No space left on device'), 507],
    [pgError('XX000', 'could not open file "/var/lib/postgresql/15/main/base/1/2": I/O error'), 503],
    [pgError('42883', 'function public.create_note(text, text) does not exist'), 404],
    [
      pgError('23505', 'duplicate key value violates unique constraint "notes_pkey"', {
        detail: 'Key (id)=(…) already exists.',
      }),
      409,
    ],
  ])('%s: says what failed without names or paths', (error, status) => {
    const answer = publicError(error);
    expect(answer.status).toBe(status);
    const text = JSON.stringify(answer.body);
    for (const secret of ['anon', 'base/', '/var/lib', 'notes_pkey', 'public.create_note', 'Key (id)']) {
      expect(text).not.toContain(secret);
    }
  });
});

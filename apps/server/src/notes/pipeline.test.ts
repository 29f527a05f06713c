// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseBusyError, isRetryable } from './databaseErrors';
import { createPipeline } from './pipeline';
import { startTestPostgres, type TestPostgres } from './postgresHarness';

const ECHO = { text: 'select $1::int as n' };

describe('statements pipelined on a few connections', () => {
  let postgres: TestPostgres;
  const lines: string[] = [];
  let pipeline: ReturnType<typeof createPipeline>;
  beforeAll(async () => {
    postgres = await startTestPostgres();
    pipeline = createPipeline(postgres.url, { connections: 2, log: (line) => lines.push(line) });
  }, 60_000);
  afterAll(async () => {
    await pipeline?.close();
    await postgres?.stop();
  }, 60_000);

  it('answers each of many calls sent at once with its own result, or its own error', async () => {
    const values = Array.from({ length: 300 }, (_, i) => (i % 7 === 3 ? 'not a number' : String(i)));
    const answers = await Promise.allSettled(
      values.map((value) => pipeline.run<{ n: number }>(ECHO, [value])),
    );
    answers.forEach((answer, i) => {
      if (i % 7 === 3) expect(answer).toMatchObject({ status: 'rejected', reason: { code: '22P02' } });
      else expect(answer).toEqual({ status: 'fulfilled', value: { rows: [{ n: i }] } });
    });
    // Both connections carried calls, and no more were opened.
    const sessions = postgres.psql([
      '-Atc',
      "select count(*) from pg_stat_activity where backend_type = 'client backend'",
    ]);
    expect(Number(sessions) - 1).toBe(2);
  });

  it('fails the calls a lost connection held, then opens another for the next ones', async () => {
    const pending = Array.from({ length: 20 }, () =>
      pipeline.run(ECHO, ['1']).then(
        () => 'ok',
        (error) => error,
      ),
    );
    postgres.psql([
      '-c',
      'select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and backend_type = $$client backend$$',
    ]);
    const settled = await Promise.all(pending);
    for (const outcome of settled) if (outcome !== 'ok') expect(outcome).toBeInstanceOf(Error);
    // Whatever the terminated sessions held, the next calls are answered on new ones.
    for (let i = 0; i < 3; i++) {
      const again = await Promise.all(
        Array.from({ length: 10 }, () => pipeline.run<{ n: number }>(ECHO, ['5'])).map((call) =>
          call.catch(() => null),
        ),
      );
      if (again.every((answer) => answer?.rows[0]?.n === 5)) return;
    }
    throw new Error('the pipeline did not recover from its sessions being terminated');
  });

  it('leaves no prepared statement in the session (a pooler hands it to other clients)', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => pipeline.run(ECHO, [String(i)])));
    const { rows } = await pipeline.run<{ prepared: number }>(
      { text: 'select count(*)::int as prepared from pg_catalog.pg_prepared_statements' },
      [],
    );
    expect(rows).toEqual([{ prepared: 0 }]);
  });

  it('refuses calls beyond the cap of waiting calls at once, as retryable, and serves the others', async () => {
    const capped = createPipeline(postgres.url, { connections: 1, log: () => {}, maxWaiting: 5 });
    try {
      const answers = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) => capped.run<{ n: number }>(ECHO, [String(i)])),
      );
      expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual(Array(5).fill('fulfilled'));
      for (const answer of answers.slice(5)) {
        expect(answer).toMatchObject({ status: 'rejected', reason: expect.any(DatabaseBusyError) });
        expect(isRetryable((answer as PromiseRejectedResult).reason)).toBe(true);
      }
      // Once answered, the calls no longer count against the cap.
      expect((await capped.run<{ n: number }>(ECHO, ['9'])).rows).toEqual([{ n: 9 }]);
    } finally {
      await capped.close();
    }
  });

  it('fails a call not answered within the timeout as retryable, and the next calls are served', async () => {
    const timed = createPipeline(postgres.url, { connections: 1, log: () => {}, timeoutMs: 500 });
    try {
      const slow = timed.run({ text: 'select pg_catalog.pg_sleep(30)' }, []).then(
        () => null,
        (error: unknown) => error,
      );
      const failure = await slow;
      expect(failure).toBeInstanceOf(Error);
      expect(isRetryable(failure)).toBe(true);
      let answered = false;
      for (let i = 0; i < 5 && !answered; i++) {
        answered = await timed.run<{ n: number }>(ECHO, ['3']).then(
          ({ rows }) => rows[0]?.n === 3,
          () => false,
        );
      }
      expect(answered).toBe(true);
    } finally {
      await timed.close();
    }
  });
});

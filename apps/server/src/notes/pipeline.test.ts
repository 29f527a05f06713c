// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPipeline } from './pipeline';
import { startTestPostgres, type TestPostgres } from './postgresHarness';

const ECHO = { name: 'echo', text: 'select $1::int as n' };

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
});

// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../notes/postgresHarness';
import { eventually, noteArgs, runServer, type ServerProcess, startTwoProcesses } from './serverProcess';

/** The server processes the primary started (its children, from /proc). */
function children(pid: number): number[] {
  const list = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return list ? list.split(' ').map(Number) : [];
}

/** One request on a connection of its own (the primary hands each connection to the next process). */
function createOnNewConnection(url: string, client: string, i: number): Promise<number> {
  const body = JSON.stringify(noteArgs(`cluster ${i}`));
  return new Promise((done, fail) => {
    const req = request(
      `${url}/rest/v1/rpc/create_note`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client, connection: 'close' },
      },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

// Issue 34: one server process per core (WEB_CONCURRENCY), limits still exact across them.
describe('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  let cluster: Awaited<ReturnType<typeof startTwoProcesses>>;
  let server: ServerProcess;

  beforeAll(async () => {
    cluster = await startTwoProcesses({ TRUST_PROXY: '127.0.0.1', DRAIN_SECONDS: '1' });
    server = cluster.server;
  }, 120_000);

  afterAll(() => cluster?.stop(), 60_000);

  it('runs two server processes under the one started', () => {
    expect(children(server.child.pid as number)).toHaveLength(2);
  });

  it('counts one client across both: 20 of 30 creations, each on its own connection, at once', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => createOnNewConnection(server.url, '203.0.113.9', i)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  }, 60_000);

  it('replaces a process that dies, and keeps serving meanwhile', async () => {
    const before = children(server.child.pid as number);
    const [first] = before;
    process.kill(first as number, 'SIGKILL');
    await eventually('a replacement', async () => {
      const now = children(server.child.pid as number);
      return now.length === 2 && !now.includes(first as number);
    });
    expect(server.output()).toMatch(
      new RegExp(`Server process ${first} exited \\(SIGKILL\\): starting another\\.`),
    );
    // Started is not yet serving: the primary hands connections only to processes that listen, so
    // the answers below would all come from the survivor until the replacement says it listens.
    const [replacement] = children(server.child.pid as number).filter((pid) => !before.includes(pid));
    await eventually('the replacement listening', async () =>
      server.output().includes(`one of 2 server processes, pid ${replacement})`),
    );
    await eventually('/readyz on every connection', async () => {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => fetch(`${server.url}/readyz`, { headers: { connection: 'close' } })),
      );
      return answers.every((answer) => answer.status === 200);
    });
  }, 60_000);

  it('stops every process on SIGTERM, after their drain, and exits 0', async () => {
    const processes = children(server.child.pid as number);
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    for (const pid of processes) expect(existsSync(`/proc/${pid}`), `process ${pid}`).toBe(false);
    expect(server.output().match(/SIGTERM received: \/readyz answers 503/g)).toHaveLength(2);
  }, 60_000);
});

describe('WEB_CONCURRENCY=2 and a line that stops the server', () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startTestPostgres();
  }, 60_000);
  afterAll(() => postgres?.stop(), 60_000);

  /** Runs the server until it stops by itself (or kills it after 45 s); its exit and its stderr. */
  const runToEnd = async (env: Record<string, string>) => {
    const run = runServer({ SERVE_SITE: '0', WEB_CONCURRENCY: '2', ...env });
    const exit = await Promise.race([
      run.exited,
      new Promise<'still running'>((done) => setTimeout(() => done('still running'), 45_000)),
    ]);
    if (exit === 'still running') run.child.kill('SIGKILL');
    return { exit, errors: run.errors().trim().split('\n') };
  };

  it('refuses the embedded database with one line', async () => {
    expect(await runToEnd({})).toEqual({
      exit: 1,
      errors: [expect.stringMatching(/^Configuration error: WEB_CONCURRENCY=2 needs DATABASE_URL: /)],
    });
  }, 60_000);

  it('prints a missing privilege once, though both processes meet it, and stops both', async () => {
    postgres.psql(['-c', 'create role lonely login']);
    postgres.psql(['-c', 'create database lonely owner lonely']);
    postgres.psql(['-c', 'create role anon nologin noinherit; create role authenticated nologin noinherit']);
    expect(await runToEnd({ DATABASE_URL: postgres.urlFor('lonely', 'lonely') })).toEqual({
      exit: 1,
      errors: [expect.stringMatching(/^Configuration error: role "lonely" cannot act as "anon"/)],
    });
  }, 60_000);
});

// @vitest-environment node
import { connect, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../notes/postgresHarness';
import { eventually, newNote, noteArgs, rpc, type ServerProcess, startServer } from './serverProcess';

/**
 * A TCP proxy in front of PostgreSQL that reads the messages the server sends (the frontend side
 * of the protocol) and counts the round trips: each ends with a Sync (extended protocol) or is one
 * simple Query, after which the client waits for ReadyForQuery.
 */
async function roundTripCounter(target: number) {
  let roundTrips = 0;
  const server: Server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    let pending = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        // The startup packet has no type byte; every message after it has one.
        const header = started ? 5 : 4;
        if (pending.length < header) break;
        const length = pending.readInt32BE(started ? 1 : 0) + (started ? 1 : 0);
        if (pending.length < length) break;
        const type = started ? String.fromCharCode(pending[0] as number) : '';
        if (type === 'S' || type === 'Q') roundTrips++;
        started = true;
        pending = pending.subarray(length);
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    /** Round trips since the last call. */
    take() {
      const count = roundTrips;
      roundTrips = 0;
      return count;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

// Issue 34: each notes call is one round trip to PostgreSQL (one statement, its own transaction),
// a creation included, whose rate-limit hit is recorded in that same statement.
describe('the notes API on PostgreSQL, round trips per call', () => {
  let postgres: TestPostgres;
  let counter: Awaited<ReturnType<typeof roundTripCounter>>;
  let server: ServerProcess;
  const client = (n: number) => ({ 'x-forwarded-for': `192.0.2.${n}` });

  beforeAll(async () => {
    postgres = await startTestPostgres();
    counter = await roundTripCounter(postgres.port);
    server = await startServer({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${counter.port}/postgres`,
      SERVE_SITE: '0',
      TRUST_PROXY: '127.0.0.1',
    });
    await eventually('/readyz', async () => (await fetch(`${server.url}/readyz`)).status === 200);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await counter?.close();
    await postgres?.stop();
  }, 60_000);

  it('takes one round trip per call: note_exists, read_note, create_note and its limit', async () => {
    const note = newNote('counted');
    const calls: [string, unknown][] = [
      ['create_note', note.args],
      ['note_exists', { note_id: crypto.randomUUID() }],
      ['read_note', { note_id: crypto.randomUUID(), note_claim: note.claim }],
    ];
    // Once first, so that every pooled connection the next calls use has prepared its statements:
    // one at a time, they take the same connection.
    for (const [fn, args] of calls) expect((await rpc(server.url, fn, args, client(1))).status).toBe(200);
    counter.take();
    for (const [fn, args] of calls) {
      for (let i = 0; i < 5; i++) {
        const response = await rpc(server.url, fn, args, client(10 + i));
        expect(response.status, fn).toBe(200);
        await response.body?.cancel();
      }
      expect({ fn, roundTrips: counter.take() }).toEqual({ fn, roundTrips: 5 });
    }
  }, 60_000);

  it('counts a creation the database refuses, and refuses the 21st with 429 without creating it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const refused = await rpc(
        server.url,
        'create_note',
        { ...noteArgs('bad'), note_claim_hash: 'no' },
        client(99),
      );
      statuses.push(refused.status);
      await refused.body?.cancel();
    }
    expect(statuses).toEqual(Array(20).fill(400));
    const before = postgres.psql(['-Atc', 'select count(*) from public.notes']).trim();
    const limited = await rpc(server.url, 'create_note', noteArgs('one too many'), client(99));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: 'PGRST429' });
    expect(postgres.psql(['-Atc', 'select count(*) from public.notes']).trim()).toBe(before);
  }, 60_000);
});

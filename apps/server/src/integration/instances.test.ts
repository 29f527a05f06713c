// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../notes/database';
import { startTestPostgres, type TestPostgres } from '../notes/postgresHarness';
import { eventually, noteArgs, rpc, type ServerProcess, startServer, writeTestSite } from './serverProcess';

// Several instances behind a load balancer, on one PostgreSQL: the limits and the purge are shared.
describe('two server processes on one PostgreSQL', () => {
  let postgres: TestPostgres;
  let site: Awaited<ReturnType<typeof writeTestSite>>;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    postgres = await startTestPostgres();
    site = await writeTestSite();
    servers = await Promise.all(
      // TRUST_PROXY: each test names its own client in X-Forwarded-For.
      [1, 2].map(() =>
        startServer({ DATABASE_URL: postgres.url, SITE_DIR: site.dir, TRUST_PROXY: '127.0.0.1' }),
      ),
    );
    for (const server of servers) {
      await eventually('/readyz', async () => (await fetch(`${server.url}/readyz`)).status === 200);
    }
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await postgres?.stop();
    await site?.remove();
  }, 60_000);

  it('accepts exactly 20 of 25 notes from one address, alternating instances; 5 get 429 and Retry-After', async () => {
    const statuses: number[] = [];
    const retryAfter: (string | null)[] = [];
    for (let i = 0; i < 25; i++) {
      const server = servers[i % 2] as ServerProcess;
      const response = await rpc(server.url, 'create_note', noteArgs(`note ${i}`));
      statuses.push(response.status);
      if (response.status === 429) {
        retryAfter.push(response.headers.get('retry-after'));
        expect(await response.json()).toMatchObject({ message: expect.stringMatching(/^Too many notes/) });
      } else {
        await response.body?.cancel();
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    for (const value of retryAfter) {
      expect(Number(value)).toBeGreaterThanOrEqual(1);
      expect(Number(value)).toBeLessThanOrEqual(60);
    }
  }, 60_000);

  it('accepts exactly 20 of 40 creations sent at once from one address to both instances', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const server = servers[i % 2] as ServerProcess;
        const response = await rpc(server.url, 'create_note', noteArgs(`burst ${i}`), {
          'x-forwarded-for': '203.0.113.77',
        });
        await response.body?.cancel();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  }, 60_000);

  /** Sends `count` calls of `fn` from one address, alternating instances, 50 at a time; the statuses. */
  const flood = async (fn: string, args: Record<string, unknown>, count: number, client: string) => {
    const statuses: number[] = [];
    const messages = new Set<string>();
    for (let sent = 0; sent < count; sent += 50) {
      const batch = Array.from({ length: Math.min(50, count - sent) }, async (_, i) => {
        const server = servers[(sent + i) % 2] as ServerProcess;
        const response = await rpc(server.url, fn, args, { 'x-forwarded-for': client });
        if (response.status === 429) {
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
          messages.add(((await response.json()) as { message: string }).message.replace(/\d+ s\.$/, 'N s.'));
        } else {
          await response.body?.cancel();
        }
        return response.status;
      });
      statuses.push(...(await Promise.all(batch)));
    }
    return { refused: statuses.filter((status) => status === 429).length, messages: [...messages] };
  };

  it('counts chunk calls and recipient links per address across both instances', async () => {
    const chunks = await flood(
      'get_note_file_chunk',
      { note_bundle: crypto.randomUUID(), note_download_claim: 'a'.repeat(64), note_file: 0, note_chunk: 0 },
      1000,
      '203.0.113.80',
    );
    expect(chunks).toEqual({
      refused: 40,
      messages: ['Too many file uploads and downloads from this address: try again in N s.'],
    });
    const links = await flood(
      'add_note_recipient',
      {
        note_group: crypto.randomUUID(),
        note_content: 'x',
        note_claim_hash: 'b'.repeat(64),
        note_passphrase_claim_hash: null,
        note_status_claim: 'c'.repeat(64),
      },
      190,
      '203.0.113.81',
    );
    expect(links).toEqual({
      refused: 10,
      messages: ['Too many recipient links created from this address: try again in N s.'],
    });
  }, 120_000);

  it('ran the start-up purge once between them', async () => {
    const db = openPostgresDatabase(postgres.url);
    try {
      const { rows } = await db.query<{ runs: string }>(
        `select runs::text from server_meta.jobs where name = 'purge-expired-notes'`,
      );
      expect(rows).toEqual([{ runs: '1' }]);
    } finally {
      await db.close();
    }
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPgBouncer, type TestPgBouncer } from '../notes/pgbouncerHarness';
import { startTestPostgres, type TestPostgres } from '../notes/postgresHarness';
import { eventually, newNote, rpc, type ServerProcess, startServer, writeTestSite } from './serverProcess';

const CLIENTS = 40;
const LOAD_MS = 8_000;
const HARD_STOP_MS = 30_000;
/** Each client's calls are bounded whatever happens: the load cannot run away. */
const MAX_CALLS_PER_CLIENT = 2_000;

interface Acknowledged {
  id: string;
  claim: string;
  content: string;
  read: boolean;
}

// Two instances behind PgBouncer in transaction mode (Supabase's port 6543, most managed poolers):
// any call may land on any server connection, one another instance's session used a moment ago.
describe('two server processes behind PgBouncer (transaction mode)', () => {
  let postgres: TestPostgres;
  let bouncer: TestPgBouncer;
  let site: Awaited<ReturnType<typeof writeTestSite>>;
  // The instances a load balancer sends to; an instance being restarted is out of it.
  const live: (ServerProcess | null)[] = [null, null];
  const all: ServerProcess[] = [];

  const start = async () => {
    const server = await startServer({
      DATABASE_URL: bouncer.url,
      SITE_DIR: site.dir,
      TRUST_PROXY: '127.0.0.1',
    });
    all.push(server);
    await eventually('/readyz', async () => (await fetch(`${server.url}/readyz`)).status === 200);
    return server;
  };

  beforeAll(async () => {
    postgres = await startTestPostgres();
    // Fewer server connections than the two instances open: PgBouncer hands each call whichever is free.
    bouncer = await startTestPgBouncer(postgres, { poolSize: 4 });
    site = await writeTestSite();
    [live[0], live[1]] = await Promise.all([start(), start()]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(all.map((server) => server.stop()));
    await bouncer?.stop();
    await postgres?.stop();
    await site?.remove();
  }, 60_000);

  it('answers every call while 40 clients create and read notes and the instances restart in turn', async () => {
    const failures = new Map<string, number>();
    const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
    const notes: Acknowledged[] = [];
    let calls = 0;
    let turn = 0;
    const pick = () => {
      const up = live.filter((server): server is ServerProcess => server !== null);
      turn += 1;
      return up[turn % up.length] as ServerProcess;
    };
    // Every call from its own address, as many visitors behind the balancer: no rate limit refuses them.
    const call = async (fn: string, body: unknown) => {
      calls += 1;
      const address = `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`;
      try {
        const response = await rpc(pick().url, fn, body, { 'x-forwarded-for': address });
        const text = await response.text();
        if (response.status !== 200) fail(`${fn} ${response.status} ${text.slice(0, 120)}`);
        return response.status === 200 ? (JSON.parse(text) as unknown) : undefined;
      } catch (error) {
        fail(`${fn} ${(error as Error).message}`);
        return undefined;
      }
    };

    // At least LOAD_MS, and on until both restarts are done (a slow machine starts processes slowly),
    // so that each restart happens under load; never past HARD_STOP_MS.
    const started = Date.now();
    let restarting = true;
    const loading = () =>
      Date.now() - started < HARD_STOP_MS && (restarting || Date.now() - started < LOAD_MS);
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; i < MAX_CALLS_PER_CLIENT && loading(); i++) {
        const content = `note ${client}-${i}`;
        const { args, claim } = newNote(content);
        const id = await call('create_note', args);
        if (typeof id !== 'string') continue;
        const note: Acknowledged = { id, claim, content, read: false };
        notes.push(note);
        if (i % 2 === 1) continue;
        const read = await call('read_note', { note_id: id, note_claim: claim });
        note.read = read === content;
      }
    });

    // A rolling restart, as a deployment does it: out of the balancer, SIGTERM, a new process, back in.
    const restarts = (async () => {
      for (const index of [0, 1]) {
        await new Promise((next) => setTimeout(next, 1_500));
        const old = live[index] as ServerProcess;
        live[index] = null;
        // As a balancer's drain: the calls already sent there are on their way before the signal,
        // so none lands on a keep-alive connection the stopping server is closing.
        await new Promise((next) => setTimeout(next, 300));
        await old.stop();
        live[index] = await start();
      }
      restarting = false;
    })();

    await Promise.all([...clients, restarts]);
    // The notes left unread in the loop, read now: every acknowledged note must be there.
    const unread = notes.filter((acknowledged) => !acknowledged.read);
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let note = unread.pop(); note; note = unread.pop()) {
          const read = await call('read_note', { note_id: note.id, note_claim: note.claim });
          note.read = read === note.content;
        }
      }),
    );
    console.info(
      `pooler: ${calls} calls, ${notes.length} notes acknowledged, ${[...failures.values()].reduce((a, b) => a + b, 0)} failed: ${JSON.stringify(Object.fromEntries(failures))}`,
    );
    expect(Object.fromEntries(failures)).toEqual({});
    expect(notes.length).toBeGreaterThan(CLIENTS);
    expect(notes.filter((note) => !note.read)).toEqual([]);
  }, 90_000);
});

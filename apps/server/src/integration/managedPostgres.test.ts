// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../notes/postgresHarness';
import {
  eventually,
  newNote,
  rpc,
  runServer,
  type ServerProcess,
  startServer,
  writeTestSite,
} from './serverProcess';

// A PostgreSQL the way a managed service hands it out (RDS, Cloud SQL, Azure, Supabase's own
// role): an ordinary role that owns the notes database, without SUPERUSER, CREATEROLE or
// BYPASSRLS, plus the administrator's one-time apps/server/sql/roles.sql (docs/operations.md).

const ROLES_SQL = resolve(import.meta.dirname, '../../sql/roles.sql');

let postgres: TestPostgres;
let site: Awaited<ReturnType<typeof writeTestSite>>;
beforeAll(async () => {
  postgres = await startTestPostgres();
  site = await writeTestSite();
}, 60_000);
afterAll(async () => {
  await postgres?.stop();
  await site?.remove();
}, 60_000);

/** As the cluster's superuser (the administrator): a login role and, optionally, its database. */
function createRole(role: string, { ownsDatabase = true }: { ownsDatabase?: boolean } = {}) {
  postgres.psql(['-c', `create role ${role} login`]);
  postgres.psql(['-c', `create database ${role} owner ${ownsDatabase ? role : 'postgres'}`]);
}

const readyz = async (url: string) => {
  const response = await fetch(`${url}/readyz`);
  return { status: response.status, body: await response.text() };
};

/** The server must stop by itself: exit 1 and exactly one line, `Configuration error: …`. */
async function expectConfigurationError(env: Record<string, string>, message: RegExp) {
  const run = runServer({ SITE_DIR: site.dir, ...env });
  const exit = await Promise.race([
    run.exited,
    new Promise<'still running'>((done) => setTimeout(() => done('still running'), 45_000)),
  ]);
  if (exit === 'still running') run.child.kill('SIGKILL');
  expect(exit, `the server kept running:\n${run.output()}`).toBe(1);
  expect(run.errors().trim().split('\n')).toEqual([expect.stringMatching(message)]);
  expect(run.errors()).toMatch(/^Configuration error: /);
}

describe('a plain owner role with exactly the documented privileges', () => {
  let server: ServerProcess | undefined;
  afterAll(() => server?.stop(), 60_000);

  it('first says which script the administrator must run, then works once it has run', async () => {
    createRole('notes');
    const attributes = postgres.psql([
      '-At',
      '-c',
      `select rolsuper, rolcreaterole, rolbypassrls, rolcreatedb from pg_roles where rolname = 'notes'`,
    ]);
    expect(attributes.trim()).toBe('f|f|f|f');
    const env = { DATABASE_URL: postgres.urlFor('notes', 'notes') };
    // Before the administrator's script: the roles the migrations grant to do not exist.
    await expectConfigurationError(
      env,
      /^Configuration error: database role "anon" and "authenticated" do not exist and "notes" may not create roles: have an administrator run apps\/server\/sql\/roles\.sql once/,
    );

    postgres.psql(['-f', ROLES_SQL], { variables: { owner: 'notes' } });
    // Running it again changes nothing.
    postgres.psql(['-f', ROLES_SQL], { variables: { owner: 'notes' } });
    server = await startServer({ ...env, SITE_DIR: site.dir });
    await eventually('ready', async () => (await readyz(server?.url ?? '')).status === 200, 60_000);

    const note = newNote('on a managed PostgreSQL');
    const created = await rpc(server.url, 'create_note', note.args);
    expect(created.status).toBe(200);
    const id = (await created.json()) as string;
    expect(await (await rpc(server.url, 'note_exists', { note_id: id })).json()).toBe(true);
    const read = await rpc(server.url, 'read_note', { note_id: id, note_claim: note.claim });
    expect(await read.json()).toBe('on a managed PostgreSQL');
    const again = await rpc(server.url, 'read_note', { note_id: id, note_claim: note.claim });
    expect(await again.json()).toBeNull();

    const status = newNote('with a status link');
    const statusClaim = randomBytes(32);
    const withOptions = await rpc(server.url, 'create_note_with_options', {
      ...status.args,
      note_expiry: '1h',
      note_status_hash: createHash('sha256').update(statusClaim).digest('hex'),
      note_passphrase_claim_hash: null,
    });
    expect(withOptions.status).toBe(200);
    const statusId = (await withOptions.json()) as string;
    const before = await rpc(server.url, 'note_status', {
      note_id: statusId,
      note_status_claim: statusClaim.toString('hex'),
    });
    expect(await before.json()).toMatchObject({ state: 'unread' });
    // The owner created everything; anon still has no privilege on the table itself.
    const direct = postgres.psql(
      ['-At', '-c', `select has_table_privilege('anon', 'public.notes', 'select')`],
      { database: 'notes' },
    );
    expect(direct.trim()).toBe('f');
    expect(server.errors()).not.toMatch(/Configuration error/);
  }, 180_000);

  it('reads 503 on /readyz as soon as the API role loses its grant, and 200 once it is back', async () => {
    const url = server?.url ?? '';
    expect((await readyz(url)).status).toBe(200);
    postgres.psql(['-c', 'revoke anon from notes']);
    try {
      await eventually('/readyz to say 503', async () => (await readyz(url)).status === 503, 20_000);
      const note = newNote('refused');
      const refused = await rpc(url, 'create_note', note.args);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).not.toBeNull();
    } finally {
      postgres.psql(['-c', 'grant anon to notes']);
    }
    await eventually('/readyz to say 200 again', async () => (await readyz(url)).status === 200, 20_000);
  }, 60_000);
});

describe('a role missing one of the documented privileges stops the server with one line', () => {
  beforeAll(() => {
    // The administrator's script has run for another role: anon and authenticated exist.
    postgres.psql(['-c', 'create role someone_else nologin']);
    postgres.psql(['-f', ROLES_SQL], { variables: { owner: 'someone_else' } });
  });

  it('without GRANT anon TO the role', async () => {
    createRole('no_grant');
    await expectConfigurationError(
      { DATABASE_URL: postgres.urlFor('no_grant', 'no_grant') },
      /^Configuration error: role "no_grant" cannot act as "anon" \(the notes API runs each call as anon\): have an administrator run GRANT anon TO no_grant/,
    );
  }, 60_000);

  it('without owning the database (no CREATE on it)', async () => {
    createRole('not_owner', { ownsDatabase: false });
    postgres.psql(['-c', 'grant anon to not_owner']);
    await expectConfigurationError(
      { DATABASE_URL: postgres.urlFor('not_owner', 'not_owner') },
      /^Configuration error: role "not_owner" may not create schemas in database "not_owner" .*ALTER DATABASE not_owner OWNER TO not_owner/,
    );
  }, 60_000);

  it('without CREATE on schema public', async () => {
    createRole('no_public');
    postgres.psql(['-c', 'grant anon to no_public']);
    postgres.psql(['-c', 'alter schema public owner to postgres'], { database: 'no_public' });
    await expectConfigurationError(
      { DATABASE_URL: postgres.urlFor('no_public', 'no_public') },
      /^Configuration error: role "no_public" may not create objects in schema public of database "no_public": GRANT CREATE ON SCHEMA public TO no_public/,
    );
  }, 60_000);

  it('when the notes tables belong to another role', async () => {
    createRole('late_owner');
    postgres.psql(['-c', 'grant anon to late_owner']);
    // The notes were first set up by the superuser, then the database changed hands.
    const first = await startServer({
      DATABASE_URL: postgres.urlFor('postgres', 'late_owner'),
      SITE_DIR: site.dir,
    });
    await eventually('ready', async () => (await readyz(first.url)).status === 200, 60_000);
    await first.stop();
    await expectConfigurationError(
      { DATABASE_URL: postgres.urlFor('late_owner', 'late_owner') },
      /^Configuration error: the notes table belongs to role "postgres", not to "late_owner"/,
    );
    // docs/operations.md, "Moving to a plain owner role", run as written (for this role's name):
    // afterwards the plain role starts, serves, and remakes the server's own functions.
    const guide = readFileSync(resolve(import.meta.dirname, '../../../../docs/operations.md'), 'utf8');
    const steps = /### Moving to a plain owner role[\s\S]*?```sql\n([\s\S]*?)```/.exec(guide)?.[1] ?? '';
    expect(steps).toContain('alter table public.notes owner to notes;');
    postgres.psql(['-c', steps.replaceAll(' to notes', ' to late_owner')], { database: 'late_owner' });
    const moved = await startServer({
      DATABASE_URL: postgres.urlFor('late_owner', 'late_owner'),
      SITE_DIR: site.dir,
    });
    try {
      await eventually('ready', async () => (await readyz(moved.url)).status === 200, 60_000);
      const note = newNote('moved');
      const created = await rpc(moved.url, 'create_note', note.args);
      expect(created.status).toBe(200);
      const read = await rpc(moved.url, 'read_note', {
        note_id: await created.json(),
        note_claim: note.claim,
      });
      expect(await read.json()).toBe('moved');
    } finally {
      await moved.stop();
    }
  }, 120_000);
});

describe('a database that answers `select 1` but cannot store notes', () => {
  it('reads 503 on /readyz while PostgreSQL refuses writes, and 200 once it accepts them again', async () => {
    const server = await startServer({ DATABASE_URL: postgres.url, SITE_DIR: site.dir });
    try {
      await eventually('ready', async () => (await readyz(server.url)).status === 200, 60_000);
      // What a standby after a failover, or a disk-full guard, looks like: reads work, writes fail.
      postgres.psql(['-c', 'alter system set default_transaction_read_only = on']);
      postgres.psql(['-c', 'select pg_reload_conf()']);
      try {
        await eventually('/readyz to say 503', async () => (await readyz(server.url)).status === 503, 20_000);
        const body = (await readyz(server.url)).body;
        expect(JSON.parse(body)).toEqual({
          status: 'unavailable',
          reasons: { notes: expect.stringMatching(/^The notes database cannot store notes/) },
        });
        const refused = await rpc(server.url, 'create_note', newNote('read-only').args);
        expect(refused.status).toBe(503);
        expect(refused.headers.get('retry-after')).not.toBeNull();
      } finally {
        postgres.psql(['-c', 'alter system reset default_transaction_read_only']);
        postgres.psql(['-c', 'select pg_reload_conf()']);
      }
      await eventually('/readyz to say 200', async () => (await readyz(server.url)).status === 200, 20_000);
      expect((await rpc(server.url, 'create_note', newNote('writable again').args)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 120_000);
});

describe('PostgreSQL restarted under load', () => {
  it('answers 503 with Retry-After meanwhile, logs each failure once per interval, and serves again without a restart', async () => {
    const server = await startServer({
      DATABASE_URL: postgres.url,
      SITE_DIR: site.dir,
      // Each request below names its own client: the read limit is per client.
      TRUST_PROXY: '127.0.0.1',
    });
    try {
      await eventually('ready', async () => (await readyz(server.url)).status === 200, 60_000);
      const created = await rpc(server.url, 'create_note', newNote('survives the restart').args);
      const id = (await created.json()) as string;
      const statuses = new Map<number | string, number>();
      let without503RetryAfter = 0;
      let running = true;
      let sent = 0;
      const stream = async () => {
        while (running && server.child.exitCode === null) {
          const n = sent++;
          try {
            const response = await rpc(
              server.url,
              'note_exists',
              { note_id: id },
              { 'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n & 255}` },
            );
            await response.body?.cancel();
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            if (response.status === 503 && response.headers.get('retry-after') === null)
              without503RetryAfter++;
          } catch (error) {
            const key = (error as Error & { cause?: { code?: string } }).cause?.code ?? 'error';
            statuses.set(key, (statuses.get(key) ?? 0) + 1);
          }
        }
      };
      const streams = Array.from({ length: 8 }, stream);
      await eventually('load', async () => (statuses.get(200) ?? 0) > 200, 30_000);
      const linesBefore = server.output().split('\n').length;
      await postgres.restart();
      await eventually(
        'note_exists to answer 200 after the restart',
        async () => (await rpc(server.url, 'note_exists', { note_id: id })).status === 200,
        30_000,
      );
      const okBefore = statuses.get(200) ?? 0;
      await eventually(
        'more answers after the restart',
        async () => (statuses.get(200) ?? 0) > okBefore + 100,
      );
      running = false;
      await Promise.all(streams);

      expect(server.child.exitCode, server.output()).toBeNull();
      expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
      expect(without503RetryAfter).toBe(0);
      expect((await readyz(server.url)).status).toBe(200);
      const linesDuring = server.output().split('\n').length - linesBefore;
      // One line per kind of failure per 10 s, not one per request.
      expect(linesDuring, server.output()).toBeLessThan(30);
    } finally {
      await server.stop();
    }
  }, 180_000);
});

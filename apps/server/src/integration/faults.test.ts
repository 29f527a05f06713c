// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPGliteDatabase } from '../notes/database';
import { freePort, startTestPostgres, type TestPostgres } from '../notes/postgresHarness';
import { eventually, noteArgs, rpc, startServer, writeTestSite } from './serverProcess';

let site: Awaited<ReturnType<typeof writeTestSite>>;
beforeAll(async () => {
  site = await writeTestSite();
});
afterAll(() => site?.remove());

const readyz = async (url: string) => {
  const response = await fetch(`${url}/readyz`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('PostgreSQL going away under a running server', () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startTestPostgres();
  }, 60_000);
  afterAll(() => postgres?.stop(), 60_000);

  it('answers 503 with a reason while it is down, and serves notes again once it is back', async () => {
    const server = await startServer({ DATABASE_URL: postgres.url, SITE_DIR: site.dir });
    try {
      await eventually('ready', async () => (await readyz(server.url)).status === 200);
      const created = await rpc(server.url, 'create_note', noteArgs('before the outage'));
      expect(created.status).toBe(200);
      const id = (await created.json()) as string;

      postgres.pause();
      const down = await rpc(server.url, 'note_exists', { note_id: id });
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ code: 'PGRST000' });
      const health = await readyz(server.url);
      expect(health.status).toBe(503);
      expect(JSON.stringify(health.body)).toMatch(/notes database is unreachable/);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.url}/`)).status).toBe(200);

      postgres.resume();
      await eventually('ready again', async () => (await readyz(server.url)).status === 200);
      const back = await rpc(server.url, 'note_exists', { note_id: id });
      expect(back.status).toBe(200);
      expect(await back.json()).toBe(true);
      expect(server.child.exitCode).toBeNull();
    } finally {
      await server.stop();
    }
  }, 120_000);
});

describe('an unreachable DATABASE_URL at start', () => {
  it('starts anyway, serves the site, answers 503 with the reason, and connects once PostgreSQL is up', async () => {
    const port = await freePort();
    const server = await startServer({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
      SITE_DIR: site.dir,
    });
    let postgres: TestPostgres | undefined;
    try {
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      await eventually('a first failed attempt', async () => /ECONNREFUSED/.test(server.output()));
      const health = await readyz(server.url);
      expect(health.status).toBe(503);
      expect(JSON.stringify(health.body)).toMatch(/ECONNREFUSED/);
      const notes = await rpc(server.url, 'note_exists', { note_id: crypto.randomUUID() });
      expect(notes.status).toBe(503);
      expect(notes.headers.get('retry-after')).not.toBeNull();
      expect(server.output()).not.toMatch(/^\s+at /m);

      postgres = await startTestPostgres({ port });
      await eventually('ready after retries', async () => (await readyz(server.url)).status === 200, 90_000);
      const created = await rpc(server.url, 'create_note', noteArgs('after the retries'));
      expect(created.status).toBe(200);
    } finally {
      await server.stop();
      await postgres?.stop();
    }
  }, 180_000);
});

describe('SIGKILL while notes are being created (PGlite)', () => {
  it('loses no acknowledged note', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'notes-kill-'));
    try {
      const server = await startServer({
        NOTES_DATA_DIR: dataDir,
        SITE_DIR: site.dir,
        // Every request below names its own client, so the per-address limit does not interfere.
        TRUST_PROXY: '127.0.0.1',
      });
      await eventually('ready', async () => (await readyz(server.url)).status === 200, 90_000);
      const acknowledged: string[] = [];
      let sent = 0;
      let killed = false;
      const writer = async () => {
        while (!killed) {
          const n = sent++;
          try {
            const response = await rpc(server.url, 'create_note', noteArgs(`note ${n}`), {
              'x-forwarded-for': `10.1.${n >> 8}.${n & 255}`,
            });
            if (response.status === 200) acknowledged.push((await response.json()) as string);
            else await response.body?.cancel();
          } catch {
            // The connection died with the server: that note was never acknowledged.
          }
        }
      };
      const writers = Array.from({ length: 8 }, writer);
      await eventually('some notes written', async () => acknowledged.length >= 20, 90_000);
      server.child.kill('SIGKILL');
      killed = true;
      await Promise.all(writers);

      const database = await openPGliteDatabase(dataDir);
      try {
        const { rows } = await database.query<{ id: string }>(
          'select id::text from public.notes where id = any($1::uuid[])',
          [acknowledged],
        );
        expect(new Set(rows.map((row) => row.id))).toEqual(new Set(acknowledged));
      } finally {
        await database.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('a data folder PGlite cannot write', () => {
  it('keeps serving the site and answers the notes API and /readyz with 503 and the reason', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'notes-readonly-'));
    const dataDir = join(parent, 'notes');
    await mkdir(dataDir);
    await chmod(dataDir, 0o555);
    // Root ignores file modes: as root the server runs without that capability.
    const server = await startServer(
      { NOTES_DATA_DIR: dataDir, SITE_DIR: site.dir, HOME: parent },
      { withoutRootFileOverride: process.getuid?.() === 0 },
    );
    try {
      await eventually(
        'a failed attempt',
        async () => /notes database is unavailable/.test(server.output()),
        90_000,
      );
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      const health = await readyz(server.url);
      expect(health.status).toBe(503);
      expect(JSON.stringify(health.body)).toMatch(
        /notes-readonly-\w+\/notes \(NOTES_DATA_DIR\) cannot be written: permission denied/,
      );
      const notes = await rpc(server.url, 'create_note', noteArgs('nowhere to go'));
      expect(notes.status).toBe(503);
      expect(server.child.exitCode).toBeNull();
    } finally {
      await server.stop();
      await rm(parent, { recursive: true, force: true });
    }
  }, 180_000);
});

/** A small tmpfs stands in for a full disk; mounting one needs root (and a system that allows it). */
function canMountTmpfs(): boolean {
  if (process.getuid?.() !== 0) return false;
  const dir = mkdtempSync(join(tmpdir(), 'mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { stdio: 'ignore' });
    execFileSync('umount', [dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(!canMountTmpfs())('a full disk under the PGlite data folder', () => {
  it('says so in /readyz and the notes API (503), and keeps serving the site', async () => {
    const mountPoint = await mkdtemp(join(tmpdir(), 'notes-full-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', mountPoint]);
    try {
      const server = await startServer({ NOTES_DATA_DIR: join(mountPoint, 'notes'), SITE_DIR: site.dir });
      try {
        await eventually('a failed attempt', async () => /is full/.test(server.output()), 60_000);
        const health = await readyz(server.url);
        expect(health.status).toBe(503);
        expect(JSON.stringify(health.body)).toMatch(/notes data folder .* is full: \d+ MB free/);
        expect((await rpc(server.url, 'note_exists', { note_id: crypto.randomUUID() })).status).toBe(503);
        expect((await fetch(`${server.url}/`)).status).toBe(200);
        expect(server.child.exitCode).toBeNull();
      } finally {
        await server.stop();
      }
    } finally {
      execFileSync('umount', [mountPoint]);
      await rm(mountPoint, { recursive: true, force: true });
    }
  }, 120_000);
});

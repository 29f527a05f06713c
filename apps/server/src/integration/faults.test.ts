// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statfsSync, statSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPGliteDatabase } from '../notes/database';
import { freePort, startTestPostgres, type TestPostgres } from '../notes/postgresHarness';
import { eventually, newNote, noteArgs, rpc, startServer, writeTestSite } from './serverProcess';

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
      // The reason is in the log; the public answer names no host or port.
      expect(health.body).toEqual({
        status: 'unavailable',
        reasons: { notes: 'The notes database is unavailable (the server log says why).' },
      });
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
    // The attachments' folder goes beside the notes folder: both under one temporary parent.
    const dataRoot = await mkdtemp(join(tmpdir(), 'notes-kill-'));
    const dataDir = join(dataRoot, 'notes');
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
      await rm(dataRoot, { recursive: true, force: true });
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
      expect(server.output()).toMatch(
        /notes-readonly-\w+\/notes \(NOTES_DATA_DIR\) cannot be written: permission denied/,
      );
      expect(JSON.stringify(health.body)).not.toContain(parent);
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
        expect(server.output()).toMatch(/notes data folder .* is full: \d+ MB free/);
        expect(JSON.stringify(health.body)).not.toContain(mountPoint);
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

/** Fills a file system until `leaveBytes` are free (a real file, as another program's data would be). */
function fillUntilFree(mountPoint: string, file: string, leaveBytes: number) {
  const { bavail, bsize } = statfsSync(mountPoint);
  const extra = bavail * bsize - leaveBytes;
  const current = existsSync(file) ? statSync(file).size : 0;
  execFileSync('fallocate', ['-l', String(current + Math.max(0, extra)), file]);
}

describe.skipIf(!canMountTmpfs())('an existing PGlite database on a disk with little room', () => {
  it('opens it after a restart with under 64 MB free, takes text notes but no files there, and below 16 MB refuses new notes but keeps reading', async () => {
    const mountPoint = await mkdtemp(join(tmpdir(), 'notes-tight-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=128m', 'tmpfs', mountPoint]);
    const env = { NOTES_DATA_DIR: join(mountPoint, 'notes'), SITE_DIR: site.dir };
    const filler = join(mountPoint, 'other-data');
    try {
      const first = await startServer(env);
      const kept = newNote('written before the restart');
      const later = newNote('read once the disk is nearly full');
      const ids: string[] = [];
      try {
        await eventually('ready', async () => (await readyz(first.url)).status === 200, 90_000);
        for (const note of [kept, later]) {
          const created = await rpc(first.url, 'create_note', note.args);
          expect(created.status).toBe(200);
          ids.push((await created.json()) as string);
        }
      } finally {
        await first.stop();
      }

      // 40 MB free: too little for a new database, plenty for this one.
      fillUntilFree(mountPoint, filler, 40 * 1024 * 1024);
      const second = await startServer(env);
      try {
        await eventually(
          'ready after the restart',
          async () => (await readyz(second.url)).status === 200,
          60_000,
        );
        const read = await rpc(second.url, 'read_note', { note_id: ids[0], note_claim: kept.claim });
        expect(await read.json()).toBe('written before the restart');
        expect((await rpc(second.url, 'create_note', newNote('still room').args)).status).toBe(200);
        // Under the files' floor (64 MB) the last space is kept for text notes, and ready says so.
        const files = await rpc(second.url, 'create_note_files', {
          note_upload_hash: 'a'.repeat(64),
          note_download_hash: 'b'.repeat(64),
          note_file_count: 1,
        });
        expect(files.status).toBe(507);
        expect(await files.json()).toMatchObject({
          message: expect.stringMatching(
            /files cannot be attached for now\. Notes without files can still be created\./,
          ),
        });
        expect((await readyz(second.url)).status).toBe(200);

        // 8 MB free: new notes are refused with a clear answer, existing ones still read.
        fillUntilFree(mountPoint, filler, 8 * 1024 * 1024);
        const refused = await rpc(second.url, 'create_note', newNote('no room').args);
        expect(refused.status).toBe(507);
        expect(await refused.json()).toMatchObject({
          message: expect.stringMatching(
            /out of storage space: new notes cannot be created for now\. Existing notes can still be read\./,
          ),
        });
        const stillRead = await rpc(second.url, 'read_note', { note_id: ids[1], note_claim: later.claim });
        expect(await stillRead.json()).toBe('read once the disk is nearly full');
        const health = await readyz(second.url);
        expect(health.status).toBe(503);
        expect(health.body).toEqual({
          status: 'unavailable',
          reasons: { notes: 'The notes database is nearly out of disk space: new notes are refused.' },
        });
        expect(second.child.exitCode).toBeNull();
      } finally {
        await second.stop();
      }

      // Restarted with 8 MB free: it opens, reads, and refuses new notes.
      const third = await startServer(env);
      try {
        await eventually(
          'the notes API after a restart on a nearly full disk',
          async () => (await rpc(third.url, 'note_exists', { note_id: ids[0] })).status === 200,
          60_000,
        );
        expect((await readyz(third.url)).status).toBe(503);
        expect((await rpc(third.url, 'create_note', newNote('still no room').args)).status).toBe(507);
      } finally {
        await third.stop();
      }
    } finally {
      execFileSync('umount', [mountPoint]);
      await rm(mountPoint, { recursive: true, force: true });
    }
  }, 240_000);
});

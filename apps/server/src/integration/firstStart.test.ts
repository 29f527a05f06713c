// @vitest-environment node

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPGliteDatabase } from '../notes/database';
import { eventually, noteArgs, rpc, startServer, writeTestSite } from './serverProcess';

// The embedded database's first start creates the cluster in a child process (database.ts). A
// server stopped or killed during it must leave neither that child running nor a half-made cluster.

let site: Awaited<ReturnType<typeof writeTestSite>>;
let root: string;
beforeAll(async () => {
  site = await writeTestSite();
  root = await mkdtemp(join(tmpdir(), 'first-start-'));
});
afterAll(async () => {
  await site?.remove();
  if (root) await rm(root, { recursive: true, force: true });
});

/** Pids of processes whose command line names `text` (the initdb child's names the data folder). */
function processesNaming(text: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(text)) found.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return found;
}

const ready = async (url: string) => (await fetch(`${url}/readyz`)).status === 200;

async function expectWorkingStart(dataDir: string) {
  const server = await startServer({ SITE_DIR: site.dir, NOTES_DATA_DIR: dataDir });
  try {
    await eventually('the notes database to be ready', () => ready(server.url), 90_000);
    const created = await rpc(server.url, 'create_note', noteArgs('after an interrupted start'));
    expect(created.status).toBe(200);
  } finally {
    await server.stop();
  }
  expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
  expect(readdirSync(dataDir).filter((name) => name.startsWith('.initdb'))).toEqual([]);
}

describe.each(['SIGTERM', 'SIGKILL'] as const)(
  '%s while the embedded database is first created',
  (signal) => {
    it('leaves no child running and no cluster behind; the next start creates it whole', async () => {
      const dataDir = join(root, `notes-${signal}`);
      const server = await startServer({ SITE_DIR: site.dir, NOTES_DATA_DIR: dataDir });
      await eventually('the initdb child to start', async () => processesNaming(dataDir).length > 0, 30_000);
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(false);
      server.child.kill(signal);
      await new Promise((done) => server.child.once('exit', done));
      // SIGTERM: the server kills it on exit. SIGKILL: it sees its stdin close and exits by itself.
      await eventually('the initdb child to exit', async () => processesNaming(dataDir).length === 0, 30_000);
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(false);
      await expectWorkingStart(dataDir);
    }, 180_000);
  },
);

describe('a data folder left by an interrupted first start', () => {
  it('is cleared (staging folder, half-moved files) and the cluster created whole', async () => {
    const dataDir = join(root, 'half-moved');
    await mkdir(join(dataDir, '.initdb-4242', 'base'), { recursive: true });
    await mkdir(join(dataDir, 'base', '1'), { recursive: true });
    await writeFile(join(dataDir, 'base', '1', 'junk'), 'not a relation');
    await writeFile(join(dataDir, 'postgresql.conf'), '# half moved');
    await writeFile(join(dataDir, '.initdb-moving.json'), JSON.stringify(['base', 'postgresql.conf']));
    await expectWorkingStart(dataDir);
    expect(existsSync(join(dataDir, 'base', '1', 'junk'))).toBe(false);
  }, 120_000);

  it('is never written over when it holds other files: the reason names the folder', async () => {
    const dataDir = join(root, 'someone-elses');
    await mkdir(dataDir);
    await writeFile(join(dataDir, 'thesis.tex'), 'precious');
    await expect(openPGliteDatabase(dataDir)).rejects.toThrow(
      `The notes data folder ${dataDir} (NOTES_DATA_DIR) is not empty and holds no notes database`,
    );
    expect(readFileSync(join(dataDir, 'thesis.tex'), 'utf8')).toBe('precious');
    expect(readdirSync(dataDir)).toEqual(['thesis.tex']);
  });
});

describe('attachments on local disk beside the notes database', () => {
  it('a fresh start creates both folders and serves; a restart reopens them', async () => {
    const dataDir = join(root, 'fresh', 'notes');
    const filesDir = join(root, 'fresh', 'notes-files');
    const upload = 'a'.repeat(64);
    const env = { SITE_DIR: site.dir, NOTES_DATA_DIR: dataDir };
    let bundle: string;
    let laterTarget: { url: string; headers: Record<string, string> };
    const first = await startServer(env);
    try {
      await eventually('the notes database to be ready', () => ready(first.url), 90_000);
      expect((await rpc(first.url, 'create_note', noteArgs('first start'))).status).toBe(200);
      const created = await rpc(first.url, 'create_note_files', {
        note_upload_hash: createHash('sha256').update(Buffer.from(upload, 'hex')).digest('hex'),
        note_download_hash: 'b'.repeat(64),
        note_file_count: 2,
      });
      expect(created.status).toBe(200);
      bundle = (await created.json()) as string;
      const ask = async (file: number) => {
        const response = await rpc(first.url, 'note_file_upload_url', {
          note_bundle: bundle,
          note_upload_claim: upload,
          note_file: file,
          note_size: 1000 + 16,
        });
        expect(response.status).toBe(200);
        return (await response.json()) as { url: string; headers: Record<string, string> };
      };
      const now = await ask(0);
      laterTarget = await ask(1);
      const put = await fetch(new URL(now.url, first.url), {
        method: 'PUT',
        headers: now.headers,
        body: new Uint8Array(1016).fill(7),
      });
      expect(put.status).toBe(200);
    } finally {
      await first.stop();
    }
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(readdirSync(dataDir)).not.toContain('files');
    expect((await readFile(join(filesDir, bundle, '0'))).equals(Buffer.alloc(1016, 7))).toBe(true);
    const key = await readFile(join(filesDir, '.signing-key'));

    const second = await startServer(env);
    try {
      await eventually('the notes database to be ready again', () => ready(second.url), 90_000);
      expect((await rpc(second.url, 'create_note', noteArgs('second start'))).status).toBe(200);
      // Signed by the first process, accepted by the second: the same folder and key were reopened.
      const put = await fetch(new URL(laterTarget.url, second.url), {
        method: 'PUT',
        headers: laterTarget.headers,
        body: new Uint8Array(1016).fill(8),
      });
      expect(put.status).toBe(200);
    } finally {
      await second.stop();
    }
    expect((await readFile(join(filesDir, '.signing-key'))).equals(key)).toBe(true);
    expect(readdirSync(join(filesDir, bundle)).sort()).toEqual(['0', '1']);
  }, 240_000);
});

// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
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

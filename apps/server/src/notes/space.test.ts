// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNotesSettings } from '../config';
import { type NotesDatabase, openPGliteDatabase } from './database';
import { createNotesExtension, type NotesExtension } from './extension';
import { runMaintenanceIfDue } from './serverSchema';
import { serveNotes } from './testBackends';

const MB = 1024 * 1024;

/** Bytes of every file under `dir` (what `du` counts, give or take the blocks). */
async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

describe('space on PGlite', () => {
  let dataDir: string;
  let database: NotesDatabase;
  let extension: NotesExtension;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'privnote-space-'));
    database = await openPGliteDatabase(dataDir);
    extension = await createNotesExtension(readNotesSettings({ NOTES_DATA_DIR: dataDir }), { database });
  }, 120_000);
  afterAll(async () => {
    await extension?.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(`${dataDir}-files`, { recursive: true, force: true });
  }, 60_000);

  it('bounds the WAL (the settings take effect on the opened database)', async () => {
    const { rows } = await database.query<{ max: string; min: string; recycle: string }>(
      `select current_setting('max_wal_size') as max, current_setting('min_wal_size') as min,
         current_setting('wal_recycle') as recycle`,
    );
    expect(rows[0]).toEqual({ max: '48MB', min: '32MB', recycle: 'off' });
  });

  /** Notes of the largest size, as a visitor's ciphertext: incompressible, 64 KiB each. */
  const createNotes = async (count: number) => {
    const made: { id: string; claim: string }[] = [];
    for (let i = 0; i < count; i += 1) {
      const claim = randomBytes(32);
      const { rows } = await database.query<{ id: string }>('select public.create_note($1, $2) as id', [
        randomBytes(48 * 1024).toString('base64'),
        createHash('sha256').update(claim).digest('hex'),
      ]);
      made.push({ id: rows[0]?.id as string, claim: claim.toString('hex') });
    }
    return made;
  };

  it('gives the space of purged notes back', async () => {
    await database.query('checkpoint');
    const before = await folderBytes(dataDir);
    const notes = 768;
    await createNotes(notes);
    await database.query('checkpoint');
    const full = await folderBytes(dataDir);
    await database.query(
      `update public.notes set created_at = now() - interval '169 hours', expires_at = now() - interval '1 hour'`,
    );
    expect(await extension.purge()).toBe(notes);
    const after = await folderBytes(dataDir);
    console.info(
      `data folder: ${(before / MB).toFixed(1)} MB empty, ${(full / MB).toFixed(1)} MB with ${notes} notes, ${(after / MB).toFixed(1)} MB after the purge`,
    );
    expect(full - before).toBeGreaterThan(48 * MB);
    // What the notes took comes back, but for a few pages of free-space maps and one WAL segment.
    expect(after - before).toBeLessThan(8 * MB);

    // The hourly run does the same; notes read (their content cleared) leave dead rows as well.
    for (const { id, claim } of await createNotes(256)) {
      await database.query('select public.read_note($1::uuid, $2)', [id, claim]);
    }
    expect(await runMaintenanceIfDue(database, 0)).toBe(0);
    expect((await folderBytes(dataDir)) - before).toBeLessThan(8 * MB);
  }, 120_000);
});

describe('the space reserved for text notes', () => {
  it('refuses attachments first, keeps text notes and /readyz until the last floor', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'privnote-floor-'));
    const opened = await openPGliteDatabase(dataDir);
    let free = 40 * MB;
    const served = await serveNotes({ ...opened, freeBytes: async () => free });
    try {
      const note = () => served.rpc('create_note', { note_content: 'abc', note_claim_hash: 'b'.repeat(64) });
      const bundle = () =>
        served.rpc('create_note_files', {
          note_upload_hash: 'a'.repeat(64),
          note_download_hash: 'b'.repeat(64),
          note_file_count: 1,
        });
      const chunk = () =>
        served.rpc('put_note_file_chunk', {
          note_bundle: '6b0f0c6e-0d5e-4a8e-9a57-1f0b5f3f6a01',
          note_upload_claim: 'c'.repeat(64),
          note_file: 0,
          note_chunk: 0,
          note_data: 'AAAA',
        });
      expect((await note()).status).toBe(200);
      const refusedBundle = await bundle();
      expect(refusedBundle.status).toBe(507);
      expect(await refusedBundle.json()).toMatchObject({
        message:
          'The notes service is short of storage space: files cannot be attached for now. Notes without files can still be created.',
      });
      // Chunks into database rows are refused whatever the space (files go up as objects).
      expect((await chunk()).status).toBe(410);
      expect(await served.extension.readiness?.()).toEqual({ ready: true });

      free = 10 * MB;
      const refused = await note();
      expect(refused.status).toBe(507);
      expect(await refused.json()).toMatchObject({ message: expect.stringMatching(/out of storage space/) });
      expect(await served.extension.readiness?.()).toMatchObject({ ready: false });

      free = 100 * MB;
      expect((await bundle()).status).toBe(200);
    } finally {
      await served.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

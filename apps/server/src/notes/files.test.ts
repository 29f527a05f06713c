// @vitest-environment node
import { createHash } from 'node:crypto';
import {
  burnSecretNote,
  createSecretNote,
  deriveClaim,
  downloadFile,
  FILE_CHUNK_BYTES,
  FilesTooLargeError,
  NoteDecryptError,
  type NoteFilesApi,
  type NotesApi,
  openSecretNote,
  TooManyFilesError,
  uploadFiles,
} from '@demos/privnote/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotesExtension } from './extension';
import { type Backend, backends, filesContaining, type ServedNotes, serveNotes } from './testBackends';

const MARKER = 'FICHIER-SECRET-4242-ÉTÉ';

/** A file of `size` bytes that starts with a marker the database must never hold in clear. */
function fileOf(size: number, seed: number): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode(MARKER).subarray(0, size));
  for (let i = MARKER.length; i < size; i += 1) bytes[i] = (i * 31 + seed) & 0xff;
  return new Blob([bytes]);
}

const sha256 = async (blob: Blob) =>
  createHash('sha256')
    .update(new Uint8Array(await blob.arrayBuffer()))
    .digest('hex');

describe.each(backends)('note files on %s', (_name, open) => {
  let backend: Backend;
  let extension: NotesExtension;
  let api: NotesApi;
  let files: NoteFilesApi;

  let served: ServedNotes;

  beforeAll(async () => {
    backend = await open();
    served = await serveNotes(backend.database, { NOTES_MAX_BYTES: String(3 * 1024 * 1024) });
    ({ extension, api } = served);
    files = api.files as NoteFilesApi;
  }, 120_000);

  afterAll(async () => {
    await served?.close();
    await backend?.stop();
  }, 60_000);

  const rpc = (fn: string, body: unknown) => served.rpc(fn, body);
  const chunksOf = async (bundle: string) =>
    Number(
      (
        await backend.database.query<{ n: number }>(
          'select count(*)::int as n from public.note_file_chunks where bundle_id = $1',
          [bundle],
        )
      ).rows[0]?.n,
    );

  it('states the limits, NOTES_MAX_BYTES from the server settings', async () => {
    expect(await files.limits()).toEqual({ maxBytes: 3 * 1024 * 1024, maxFiles: 5 });
  });

  it('round-trips two files byte for byte; the database holds ciphertext only', async () => {
    const big = fileOf(FILE_CHUNK_BYTES * 20 + 123, 1);
    const small = fileOf(MARKER.length + 5, 2);
    const note = await createSecretNote(api, 'voir les pièces jointes', 'https://example.test', {
      files: [
        { name: 'rapport-été.pdf', type: 'application/pdf', data: big },
        { name: 'clé.txt', data: small },
      ],
    });
    const opened = await openSecretNote(api, note.id, note.key);
    expect(opened.text).toBe('voir les pièces jointes');
    expect(opened.files?.files.map(({ name, size }) => ({ name, size }))).toEqual([
      { name: 'rapport-été.pdf', size: big.size },
      { name: 'clé.txt', size: small.size },
    ]);
    const manifest = opened.files as NonNullable<typeof opened.files>;
    const first = await downloadFile(files, manifest, 0);
    expect(first.type).toBe('application/pdf');
    expect(await sha256(first)).toBe(await sha256(big));
    expect(await sha256(await downloadFile(files, manifest, 1))).toBe(await sha256(small));
    const { rows } = await backend.database.query<{ row: string }>(
      "select encode(data, 'escape') as row from public.note_file_chunks where bundle_id = $1",
      [manifest.bundle],
    );
    expect(rows.length).toBe(22);
    for (const { row } of rows) expect(row).not.toContain(MARKER);
    await backend.flush();
    expect(await filesContaining(backend.dataDir, Buffer.from(MARKER))).toEqual([]);
    expect(await filesContaining(backend.dataDir, Buffer.from('rapport-été'))).toEqual([]);
    // The reader's hour: the bundle goes within it, and the purge deletes it after.
    const { rows: lifetime } = await backend.database.query<{ left: number }>(
      'select extract(epoch from expires_at - now())::int as left from public.note_bundles where id = $1',
      [manifest.bundle],
    );
    expect(lifetime[0]?.left).toBeLessThanOrEqual(3600);
    await backend.database.query(
      "update public.note_bundles set expires_at = now() - interval '1 second' where id = $1",
      [manifest.bundle],
    );
    await expect(downloadFile(files, manifest, 1)).rejects.toBeInstanceOf(NoteDecryptError);
    await extension.purge();
    expect(await chunksOf(manifest.bundle)).toBe(0);
  }, 120_000);

  it('refuses a 6th file and more than NOTES_MAX_BYTES with clear errors, in the client and the server', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}`, data: fileOf(10, i) }));
    await expect(uploadFiles(files, six)).rejects.toBeInstanceOf(TooManyFilesError);
    const tooMany = await rpc('create_note_files', {
      note_upload_hash: 'a'.repeat(64),
      note_download_hash: 'b'.repeat(64),
      note_file_count: 6,
    });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      message: 'Too many files: a note attaches at most 5 files.',
    });
    const tooBig = [{ name: 'gros', data: fileOf(3 * 1024 * 1024 + 1, 3) }];
    await expect(uploadFiles(files, tooBig)).rejects.toBeInstanceOf(FilesTooLargeError);
    // A client that skips the check: the server stops the upload at the limit.
    const honest = await uploadFiles(files, [{ name: 'plein', data: fileOf(3 * 1024 * 1024, 4) }]);
    const over = await rpc('put_note_file_chunk', {
      note_bundle: honest.manifest.bundle,
      note_upload_claim: honest.uploadClaim,
      note_file: 0,
      note_chunk: 999,
      note_data: Buffer.alloc(17).toString('base64'),
    });
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({
      code: 'PT413',
      message: `Files too large: a note attaches at most ${3 * 1024 * 1024} bytes of files in all.`,
    });
    const wrongClaim = await rpc('put_note_file_chunk', {
      note_bundle: honest.manifest.bundle,
      note_upload_claim: 'c'.repeat(64),
      note_file: 0,
      note_chunk: 1000,
      note_data: Buffer.alloc(17).toString('base64'),
    });
    expect(wrongClaim.status).toBe(400);
  }, 120_000);

  it('gives the files to exactly one of 10 racing readers; the others get no way to them', async () => {
    const data = fileOf(FILE_CHUNK_BYTES + 7, 5);
    const note = await createSecretNote(api, 'une seule fois', 'https://example.test', {
      files: [{ name: 'a.bin', data }],
    });
    const claim = await deriveClaim(note.key);
    const results = await Promise.all(Array.from({ length: 10 }, () => api.readCounted(note.id, claim)));
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    const bundles = await backend.database.query<{ id: string }>(
      'select id from public.note_bundles where note_id = $1',
      [note.id],
    );
    const bundle = bundles.rows[0]?.id as string;
    // Without the read's content there is no download claim: a guess fetches nothing.
    expect(await files.getChunk(bundle, 'd'.repeat(64), 0, 0)).toBeNull();
    expect(await chunksOf(bundle)).toBe(2);
  });

  it('deletes the files with the note when the sender burns it, also racing readers', async () => {
    for (let round = 0; round < 4; round += 1) {
      const note = await createSecretNote(api, `brûler ${round}`, 'https://example.test', {
        files: [{ name: 'b.bin', data: fileOf(2000, round) }],
        recipients: 2,
      });
      const bundle = (
        await backend.database.query<{ id: string }>(
          'select id from public.note_bundles where note_id = $1',
          [note.id],
        )
      ).rows[0]?.id as string;
      expect(await chunksOf(bundle)).toBe(1);
      const claim = await deriveClaim(note.key);
      const [read] = await Promise.all([
        api.readCounted(note.id, claim),
        burnSecretNote(api, note.id, note.burnKey),
      ]);
      expect(await chunksOf(bundle)).toBe(0);
      if (read) expect(read.content.length).toBeGreaterThan(0);
    }
  }, 120_000);
});

// @vitest-environment node
import { createHash } from 'node:crypto';
import {
  burnSecretNote,
  ciphertextBytes,
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
import { registry } from '../metrics';
import type { NotesExtension } from './extension';
import { type Backend, backends, filesContaining, type ServedNotes, serveNotes } from './testBackends';
import { fileStores, type TestFileStore } from './testFileStores';

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

const combinations = backends.flatMap(([name, open]) =>
  fileStores.map(([storeName, startStore]) => [`${name}, files on ${storeName}`, open, startStore] as const),
);

describe.each(combinations)('note files on %s', (_name, open, startStore) => {
  let backend: Backend;
  let extension: NotesExtension;
  let api: NotesApi;
  let files: NoteFilesApi;
  let store: TestFileStore;
  let served: ServedNotes;

  beforeAll(async () => {
    backend = await open();
    store = await startStore();
    served = await serveNotes(
      backend.database,
      { NOTES_MAX_BYTES: String(3 * 1024 * 1024) },
      store.store ? { fileStore: store.store } : {},
    );
    ({ extension, api } = served);
    files = api.files as NoteFilesApi;
  }, 120_000);

  afterAll(async () => {
    await served?.close();
    await store?.stop();
    await backend?.stop();
  }, 60_000);

  const rpc = (fn: string, body: unknown) => served.rpc(fn, body);
  const objectsOf = async (bundle: string) =>
    (await extension.fileStore.list()).filter((object) => object.ref.bundle === bundle);
  const bundleOf = async (noteId: string) =>
    (
      await backend.database.query<{ id: string }>('select id from public.note_bundles where note_id = $1', [
        noteId,
      ])
    ).rows[0]?.id as string;

  it('states the limits, NOTES_MAX_BYTES from the server settings', async () => {
    expect(await files.limits()).toEqual({ maxBytes: 3 * 1024 * 1024, maxFiles: 5 });
  });

  it('round-trips two files byte for byte through the store; the database holds no file bytes', async () => {
    const big = fileOf(FILE_CHUNK_BYTES * 20 + 123, 1);
    const small = fileOf(MARKER.length + 5, 2);
    const progress: number[] = [];
    const note = await createSecretNote(api, 'voir les pièces jointes', 'https://example.test', {
      files: [
        { name: 'rapport-été.pdf', type: 'application/pdf', data: big },
        { name: 'clé.txt', data: small },
      ],
      onFilesProgress: (sent) => progress.push(sent),
    });
    expect(progress.at(-1)).toBe(big.size + small.size);
    const opened = await openSecretNote(api, note.id, note.key);
    expect(opened.text).toBe('voir les pièces jointes');
    const manifest = opened.files as NonNullable<typeof opened.files>;
    const first = await downloadFile(files, manifest, 0);
    expect(first.type).toBe('application/pdf');
    expect(await sha256(first)).toBe(await sha256(big));
    expect(await sha256(await downloadFile(files, manifest, 1))).toBe(await sha256(small));
    // Ciphertext counted in full, tags included, in the store; nothing of it in the database.
    expect((await objectsOf(manifest.bundle)).map((object) => object.size).sort((a, b) => a - b)).toEqual([
      ciphertextBytes(small.size),
      ciphertextBytes(big.size),
    ]);
    const { rows } = await backend.database.query<{ n: number }>(
      'select count(*)::int as n from public.note_file_chunks where bundle_id = $1',
      [manifest.bundle],
    );
    expect(rows[0]?.n).toBe(0);
    await backend.flush();
    expect(await filesContaining(backend.dataDir, Buffer.from(MARKER))).toEqual([]);
    expect(await filesContaining(backend.dataDir, Buffer.from('rapport-été'))).toEqual([]);
    // The reader's grace: 10 minutes, then the sweep deletes the objects.
    const { rows: lifetime } = await backend.database.query<{ left: number }>(
      'select extract(epoch from expires_at - now())::int as left from public.note_bundles where id = $1',
      [manifest.bundle],
    );
    expect(lifetime[0]?.left).toBeLessThanOrEqual(600);
    await backend.database.query(
      "update public.note_bundles set expires_at = now() - interval '1 second' where id = $1",
      [manifest.bundle],
    );
    await expect(downloadFile(files, manifest, 1)).rejects.toBeInstanceOf(NoteDecryptError);
    await extension.sweepFiles();
    expect(await objectsOf(manifest.bundle)).toEqual([]);
  }, 120_000);

  it('refuses a 6th file, more than NOTES_MAX_BYTES, chunks, and a body other than the signed size', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}`, data: fileOf(10, i) }));
    await expect(uploadFiles(files, six)).rejects.toBeInstanceOf(TooManyFilesError);
    const tooBig = [{ name: 'gros', data: fileOf(3 * 1024 * 1024 + 1, 3) }];
    await expect(uploadFiles(files, tooBig)).rejects.toBeInstanceOf(FilesTooLargeError);
    const upload = 'e'.repeat(64);
    const bundle = (await (
      await rpc('create_note_files', {
        note_upload_hash: createHash('sha256').update(Buffer.from(upload, 'hex')).digest('hex'),
        note_download_hash: 'b'.repeat(64),
        note_file_count: 2,
      })
    ).json()) as string;
    const ask = (file: number, size: number) =>
      rpc('note_file_upload_url', {
        note_bundle: bundle,
        note_upload_claim: upload,
        note_file: file,
        note_size: size,
      });
    // A client that skips the check: the server refuses the files' sum over the limit.
    expect((await ask(0, ciphertextBytes(2 * 1024 * 1024))).status).toBe(200);
    const over = await ask(1, ciphertextBytes(1024 * 1024 + 1));
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({
      message: `Files too large: a note attaches at most ${3 * 1024 * 1024} bytes of files in all.`,
    });
    expect((await ask(1, 32785)).status).toBe(400); // no plaintext encrypts to 32,785 bytes
    const chunk = await rpc('put_note_file_chunk', {
      note_bundle: bundle,
      note_upload_claim: upload,
      note_file: 0,
      note_chunk: 0,
      note_data: Buffer.alloc(16).toString('base64'),
    });
    expect(chunk.status).toBe(410);
    // The store holds the signed size to the byte: one more, or one less, is refused.
    const target = (await (await ask(1, 1000 + 16)).json()) as {
      url: string;
      headers: Record<string, string>;
    };
    const url = new URL(target.url, served.baseUrl).href;
    if (store.store) {
      // The signature covers Content-Length: the store (s3rver behind a SigV4 check) refuses another.
      expect(new URL(url).searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-length');
    }
    for (const size of [1017, 1015]) {
      const response = await fetch(url, {
        method: 'PUT',
        headers: target.headers,
        body: new Uint8Array(size),
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
    }
    expect((await objectsOf(bundle)).map((object) => object.ref.file)).not.toContain(1);
    const exact = await fetch(url, { method: 'PUT', headers: target.headers, body: new Uint8Array(1016) });
    expect(exact.status).toBe(200);
    expect((await objectsOf(bundle)).find((object) => object.ref.file === 1)?.size).toBe(1016);
  }, 120_000);

  it('gives the files to exactly one of 10 racing readers; the others get no way to them', async () => {
    const data = fileOf(FILE_CHUNK_BYTES + 7, 5);
    const note = await createSecretNote(api, 'une seule fois', 'https://example.test', {
      files: [{ name: 'a.bin', data }],
    });
    const claim = await deriveClaim(note.key);
    const results = await Promise.all(Array.from({ length: 10 }, () => api.readCounted(note.id, claim)));
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    const bundle = await bundleOf(note.id);
    // Without the read's content there is no download claim: a guess gets no link.
    expect(await files.downloadLinks?.(bundle, 'd'.repeat(64))).toBeNull();
    expect(await objectsOf(bundle)).toHaveLength(1);
  });

  it('deletes the files when the sender burns the note (racing readers) or wrong passphrases destroy it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const note = await createSecretNote(api, `brûler ${round}`, 'https://example.test', {
        files: [{ name: 'b.bin', data: fileOf(2000, round) }],
        recipients: 2,
      });
      const bundle = await bundleOf(note.id);
      expect(await objectsOf(bundle)).toHaveLength(1);
      const claim = await deriveClaim(note.key);
      const [read] = await Promise.all([
        api.readCounted(note.id, claim),
        burnSecretNote(api, note.id, note.burnKey),
      ]);
      if (read) expect(read.content.length).toBeGreaterThan(0);
      // Unreachable at once (no link is issued), gone from the store at the next sweep.
      await extension.sweepFiles();
      expect(await objectsOf(bundle)).toEqual([]);
    }
    const guarded = await createSecretNote(api, 'phrase', 'https://example.test', {
      files: [{ name: 'c.bin', data: fileOf(3000, 9) }],
      passphrase: 'la bonne',
    });
    const bundle = await bundleOf(guarded.id);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await openSecretNote(api, guarded.id, guarded.key, `mauvaise ${attempt}`).catch(() => undefined);
    }
    const left = await backend.database.query('select 1 from public.note_bundles where id = $1', [bundle]);
    expect(left.rows).toEqual([]);
    await extension.sweepFiles();
    expect(await objectsOf(bundle)).toEqual([]);
  }, 120_000);

  it('still reads files kept in database chunks by an older server', async () => {
    const download = 'f'.repeat(64);
    const hash = createHash('sha256').update(Buffer.from(download, 'hex')).digest('hex');
    const upload = '1'.repeat(64);
    const uploadHash = createHash('sha256').update(Buffer.from(upload, 'hex')).digest('hex');
    const { rows } = await backend.database.query<{ id: string }>(
      'select public.create_note_files($1, $2, 1) as id',
      [uploadHash, hash],
    );
    const bundle = rows[0]?.id as string;
    await backend.database.query('select public.put_note_file_chunk($1, $2, 0, 0, $3)', [
      bundle,
      upload,
      Buffer.alloc(40).toString('base64'),
    ]);
    await backend.database.query('update public.note_bundles set note_id = gen_random_uuid() where id = $1', [
      bundle,
    ]);
    expect(await files.downloadLinks?.(bundle, download)).toBeNull();
    expect(await files.getChunk(bundle, download, 0, 0)).toBe(Buffer.alloc(40).toString('base64'));
  });
});

describe('attachment byte budgets (PGlite, local disk)', () => {
  let backend: Backend;
  let served: ServedNotes;
  const BUDGET = 100_000;

  beforeAll(async () => {
    backend = await (backends[0] as (typeof backends)[number])[1]();
    served = await serveNotes(
      backend.database,
      { NOTES_FILES_BYTES_PER_HOUR: String(BUDGET), NOTES_FILES_STORE_BYTES: String(3 * BUDGET) },
      // The test names the client in X-Forwarded-For so that two clients share one socket peer.
      { clientKey: (peer, forwardedFor) => forwardedFor ?? peer ?? 'unknown' },
    );
  }, 120_000);

  afterAll(async () => {
    await served?.close();
    await backend?.stop();
  }, 60_000);

  const call = (client: string, fn: string, body: unknown) =>
    fetch(`${served.baseUrl}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    });
  const bundleFor = async (client: string, upload: string) =>
    (await (
      await call(client, 'create_note_files', {
        note_upload_hash: createHash('sha256').update(Buffer.from(upload, 'hex')).digest('hex'),
        note_download_hash: 'c'.repeat(64),
        note_file_count: 5,
      })
    ).json()) as string;
  const metric = async (name: string) =>
    ((await registry.getSingleMetric(name)?.get())?.values[0]?.value as number | undefined) ?? 0;
  const ask = (client: string, bundle: string, upload: string, file: number, size: number) =>
    call(client, 'note_file_upload_url', {
      note_bundle: bundle,
      note_upload_claim: upload,
      note_file: file,
      note_size: size,
    });

  it('refuses an address past its bytes per hour (429, Retry-After, a sentence); another address still uploads', async () => {
    const storedBefore = await metric('notes_attachment_bytes_stored_total');
    const refusedBefore = await metric('notes_attachment_bytes_refused_total');
    const upload = '1'.repeat(64);
    const bundle = await bundleFor('10.0.0.1', upload);
    expect((await ask('10.0.0.1', bundle, upload, 0, 60_000)).status).toBe(200);
    expect((await ask('10.0.0.1', bundle, upload, 1, BUDGET - 60_000)).status).toBe(200);
    // Even the smallest object (its 16-byte tag alone) counts: the budget is the declared ciphertext.
    const refused = await ask('10.0.0.1', bundle, upload, 2, 16);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Too many files sent from this address: at most .* of files per hour\. Try again in /,
    );
    const other = '2'.repeat(64);
    const otherBundle = await bundleFor('10.0.0.2', other);
    expect((await ask('10.0.0.2', otherBundle, other, 0, 60_000)).status).toBe(200);
    // The metrics an operator watches: each granted upload at its signed size, the refused one.
    expect(await metric('notes_attachment_bytes_stored_total')).toBe(storedBefore + BUDGET + 60_000);
    expect(await metric('notes_attachment_bytes_refused_total')).toBe(refusedBefore + 16);
    // Text notes keep working while attachments are refused.
    const note = await createSecretNote(served.api, 'du texte, pas de fichier', 'https://example.test', {});
    expect((await openSecretNote(served.api, note.id, note.key)).text).toBe('du texte, pas de fichier');
  });

  it('sweeps an upload never attached to a note: its bundle lives 15 minutes, then its object goes', async () => {
    const upload = '9'.repeat(64);
    const bundle = await bundleFor('10.0.2.1', upload);
    const target = (await (await ask('10.0.2.1', bundle, upload, 0, 1016)).json()) as {
      url: string;
      method: string;
      headers: Record<string, string>;
    };
    const put = await fetch(new URL(target.url, served.baseUrl), {
      method: target.method,
      headers: target.headers,
      body: new Uint8Array(1016),
    });
    expect(put.status).toBe(200);
    const objects = async () =>
      (await served.extension.fileStore.list()).filter((object) => object.ref.bundle === bundle);
    expect((await objects()).map((object) => object.size)).toEqual([1016]);
    const { rows } = await backend.database.query<{ life: number }>(
      'select extract(epoch from expires_at - created_at)::int as life from public.note_bundles where id = $1',
      [bundle],
    );
    expect(rows[0]?.life).toBeLessThanOrEqual(15 * 60);
    // The clock moved on instead of waiting 15 minutes: the bundle is past its expiry.
    await backend.database.query(
      "update public.note_bundles set expires_at = now() - interval '1 second' where id = $1",
      [bundle],
    );
    await served.extension.sweepFiles();
    expect(await objects()).toEqual([]);
  });

  it('refuses every address once the store holds NOTES_FILES_STORE_BYTES (507, Retry-After)', async () => {
    for (const [index, client] of ['10.0.1.1', '10.0.1.2', '10.0.1.3'].entries()) {
      const upload = String(index + 3).repeat(64);
      const bundle = await bundleFor(client, upload);
      const response = await ask(client, bundle, upload, 0, 60_000);
      if (response.status === 507) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(((await response.json()) as { message: string }).message).toMatch(/\.$/);
        // 160,000 reserved by the first test and 60,000 each here: the third passes 300,000.
        expect(index).toBe(2);
        return;
      }
      expect(response.status).toBe(200);
    }
    throw new Error('The store budget never refused an upload.');
  });
});

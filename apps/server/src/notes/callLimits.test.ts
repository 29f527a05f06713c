// @vitest-environment node
import { randomUUID } from 'node:crypto';
import {
  createSecretNote,
  downloadFile,
  FILE_CHUNK_BYTES,
  MAX_NOTE_RECIPIENTS,
  type NoteFilesApi,
  openSecretNote,
} from '@demos/privnote/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSharedRateLimiter } from '../sharedRateLimit';
import { CHUNK_CALL_LIMIT, RECIPIENT_LINK_LIMIT } from './callLimits';
import { type Backend, backends, type ServedNotes, serveNotes } from './testBackends';

const TEN_MB_CHUNKS = Math.ceil((10 * 1024 * 1024) / FILE_CHUNK_BYTES);

const chunkCall = (served: ServedNotes) =>
  served.rpc('get_note_file_chunk', {
    note_bundle: randomUUID(),
    note_download_claim: 'a'.repeat(64),
    note_file: 0,
    note_chunk: 0,
  });

const expectRefusal = async (response: Response, sentence: RegExp) => {
  expect(response.status).toBe(429);
  const wait = Number(response.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
  const body = (await response.json()) as { message: string };
  expect(body.message).toMatch(sentence);
  expect(body.message).toContain(`try again in ${wait} s.`);
};

describe.each(backends)('call limits on %s', (_name, open) => {
  let backend: Backend;
  let served: ServedNotes | undefined;
  beforeAll(async () => {
    backend = await open();
  }, 120_000);
  afterEach(async () => {
    // Closing the served API closes its database: each test gets it anew, with no hit counted.
    await served?.close();
    served = undefined;
    await backend.reopen();
    await backend.database.query('delete from server_meta.rate_limits');
  }, 60_000);
  afterAll(async () => {
    await backend?.stop();
  }, 60_000);

  /** Served with limits counted in the database, as several instances on PostgreSQL count them. */
  const serveShared = (limits: Parameters<typeof serveNotes>[2]) =>
    serveNotes(
      backend.database,
      { NOTES_MAX_BYTES: String(1024 * 1024) },
      {
        ...limits,
        createLimiter: (options, bucket) =>
          createSharedRateLimiter({ current: () => backend.database }, bucket, options),
      },
    );

  it('lets a note have every recipient the page offers, and refuses links past the limit', async () => {
    served = await serveShared({ linkRateLimit: { max: MAX_NOTE_RECIPIENTS - 1, windowMs: 60_000 } });
    const note = await createSecretNote(served.api, 'pour dix', 'https://example.test', {
      recipients: MAX_NOTE_RECIPIENTS,
    });
    expect(note.links).toHaveLength(MAX_NOTE_RECIPIENTS);
    const refused = await served.rpc('add_note_recipient', {
      note_group: note.id,
      note_content: 'x',
      note_claim_hash: 'b'.repeat(64),
      note_passphrase_claim_hash: null,
      note_status_claim: 'c'.repeat(64),
    });
    await expectRefusal(refused, /^Too many recipient links created from this address: /);
    // The links' limit is their own: notes are still created.
    await expect(createSecretNote(served.api, 'encore', 'https://example.test')).resolves.toMatchObject({
      links: [expect.anything()],
    });
  }, 60_000);

  it("counts chunk calls (old notes' chunks): a file stored as an object uses none, a flood is refused", async () => {
    const limit = 6;
    served = await serveShared({ chunkRateLimit: { max: limit, windowMs: 60_000 } });
    const data = new Blob([new Uint8Array(FILE_CHUNK_BYTES * 2 + 10).fill(7)]);
    const note = await createSecretNote(served.api, 'un fichier', 'https://example.test', {
      files: [{ name: 'a.bin', data }],
    });
    const opened = await openSecretNote(served.api, note.id, note.key);
    const manifest = opened.files as NonNullable<typeof opened.files>;
    const back = await downloadFile(served.api.files as NoteFilesApi, manifest, 0);
    expect(back.size).toBe(data.size);
    // The file went up and down by signed URL: the whole limit is left for chunk calls.
    for (let call = 0; call < limit; call++) expect((await chunkCall(served)).status).not.toBe(429);
    await expectRefusal(await chunkCall(served), /^Too many file uploads and downloads from this address: /);
    // Reads and creations have limits of their own.
    expect((await served.rpc('note_exists', { note_id: randomUUID() })).status).toBe(200);
    await expect(createSecretNote(served.api, 'sans fichier', 'https://example.test')).resolves.toBeTruthy();
  }, 60_000);

  it('by default lets one client upload and download a 10 MB file within a minute', async () => {
    served = await serveShared({ chunkRateLimit: CHUNK_CALL_LIMIT, linkRateLimit: RECIPIENT_LINK_LIMIT });
    const legit = 2 * TEN_MB_CHUNKS;
    let refused = 0;
    for (let sent = 0; sent < legit; sent += 40) {
      const batch = Array.from({ length: Math.min(40, legit - sent) }, () =>
        chunkCall(served as ServedNotes),
      );
      for (const response of await Promise.all(batch)) if (response.status === 429) refused += 1;
    }
    expect(refused).toBe(0);
    expect(CHUNK_CALL_LIMIT.max).toBeLessThan(1_000);
  }, 120_000);
});

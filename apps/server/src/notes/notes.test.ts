// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  burnRecipientLink,
  burnSecretNote,
  createNotesClient,
  createSecretNote,
  createSupabaseNotesApi,
  deriveBurnClaim,
  deriveClaim,
  deriveNoteSecrets,
  deriveStatusClaim,
  encryptNote,
  encryptWithSecrets,
  generateNoteKey,
  hashClaim,
  NoteNotFoundError,
  type NotesApi,
  openSecretNote,
  readNoteStatus,
  readSecretNote,
  WrongPassphraseError,
} from '@demos/privnote/core';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { notesDataDir, readNotesSettings } from '../config';
import { createNotesExtension, NOTES_BODY_LIMIT_BYTES, type NotesExtension } from './extension';
import { defaultMigrationsDir, runMigrations } from './migrations';
import { type Backend, backends, filesContaining, type ServedNotes, serveNotes } from './testBackends';

const PLAINTEXT = 'Le code du coffre est 4242-SECRET-ÉTÉ';

describe.each(backends)('notes API on %s', (_name, open) => {
  let backend: Backend;
  let extension: NotesExtension;
  let api: NotesApi;

  let served: ServedNotes;

  beforeAll(async () => {
    backend = await open();
    served = await serveNotes(backend.database);
    ({ extension, api } = served);
  }, 120_000);

  afterAll(async () => {
    await served?.close();
    await backend?.stop();
  }, 60_000);

  const rpc = (fn: string, body: unknown) => served.rpc(fn, body);
  const countNotes = async () =>
    Number(
      (await backend.database.query<{ n: number }>('select count(*)::int as n from public.notes')).rows[0]?.n,
    );

  it('runs each migration once', async () => {
    expect(await runMigrations(backend.database)).toEqual([]);
    const { rows } = await backend.database.query<{ name: string }>(
      'select name from privnote_meta.migrations',
    );
    expect(rows.map((row) => row.name).sort()).toEqual([
      '20261122000000_create_notes.sql',
      '20261123000000_expiry_passphrase_status.sql',
      '20261126000000_owner_policy.sql',
      '20261127000000_reads_and_burn.sql',
      '20261128000000_recipients.sql',
      '20261129000000_files.sql',
      '20261130000000_file_objects.sql',
    ]);
  });

  it('creates a note, reads it once, then finds nothing', async () => {
    const note = await createSecretNote(api, PLAINTEXT, 'https://example.test');
    expect(note.link).toBe(`https://example.test/privnote?id=${note.id}#${note.key}`);
    expect(await api.exists(note.id)).toBe(true);
    expect(await readSecretNote(api, note.id, note.key)).toBe(PLAINTEXT);
    expect(await api.exists(note.id)).toBe(false);
    await expect(readSecretNote(api, note.id, note.key)).rejects.toBeInstanceOf(NoteNotFoundError);
  });

  it('neither reads nor burns a note with a wrong claim', async () => {
    const note = await createSecretNote(api, 'claim me', 'https://example.test');
    await expect(readSecretNote(api, note.id, generateNoteKey())).rejects.toBeInstanceOf(NoteNotFoundError);
    expect(await api.exists(note.id)).toBe(true);
    expect(await readSecretNote(api, note.id, note.key)).toBe('claim me');
  });

  it('gives a note to exactly one of 50 concurrent readers', async () => {
    const note = await createSecretNote(api, 'only once', 'https://example.test');
    const claim = await deriveClaim(note.key);
    const results = await Promise.all(Array.from({ length: 50 }, () => api.read(note.id, claim)));
    expect(results.filter((content) => content !== null)).toHaveLength(1);
    expect(results.filter((content) => content === null)).toHaveLength(49);
  });

  it('leaves no ciphertext behind after the read', async () => {
    const key = generateNoteKey();
    const { content, claimHash } = await encryptNote('burn after reading', key);
    const id = await api.create(content, claimHash);
    expect(await api.read(id, await deriveClaim(key))).toBe(content);
    const { rows } = await backend.database.query<{ n: number }>(
      'select count(*)::int as n from public.notes where id = $1 or content = $2',
      [id, content],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('treats a note older than 7 days as gone, and the purge deletes it', async () => {
    const note = await createSecretNote(api, 'too old', 'https://example.test');
    await backend.database.query(
      `update public.notes set created_at = now() - interval '8 days', expires_at = now() - interval '1 day'
       where id = $1`,
      [note.id],
    );
    expect(await api.exists(note.id)).toBe(false);
    await expect(readSecretNote(api, note.id, note.key)).rejects.toBeInstanceOf(NoteNotFoundError);
    const still = await backend.database.query('select 1 from public.notes where id = $1', [note.id]);
    expect(still.rows).toHaveLength(1);
    expect(await extension.purge()).toBeGreaterThanOrEqual(1);
    const after = await backend.database.query('select 1 from public.notes where id = $1', [note.id]);
    expect(after.rows).toHaveLength(0);
  });

  it('denies the anon role any direct access to the table and the purge', async () => {
    await createSecretNote(api, 'private', 'https://example.test');
    for (const sql of [
      'select * from public.notes',
      "insert into public.notes (content, claim_hash) values ('x', '\\x00')",
      'update public.notes set viewed = true',
      'delete from public.notes',
      'select public.purge_expired_notes()',
    ]) {
      await expect(
        backend.database.transaction(async (tx) => {
          await tx.query('set local role anon');
          await tx.query(sql);
        }),
      ).rejects.toMatchObject({ code: '42501' });
    }
    const response = await rpc('purge_expired_notes', {});
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'PGRST202' });
  });

  it('never stores the plaintext, in the table or in the database files', async () => {
    const note = await createSecretNote(api, PLAINTEXT, 'https://example.test');
    const { rows } = await backend.database.query<{ row: string }>(
      'select row_to_json(n)::text as row from public.notes n',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { row } of rows) {
      expect(row).not.toContain(PLAINTEXT);
      expect(row).not.toContain(note.key);
    }
    await backend.flush();
    expect(await filesContaining(backend.dataDir, Buffer.from(PLAINTEXT))).toEqual([]);
    expect(await filesContaining(backend.dataDir, Buffer.from(note.key))).toEqual([]);
  });

  it('answers like PostgREST for unknown functions, bad arguments and bad JSON', async () => {
    const unknown = await rpc('pg_sleep', { seconds: 1 });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'PGRST202', details: null });
    const missing = await rpc('read_note', { note_id: crypto.randomUUID() });
    expect(missing.status).toBe(404);
    const badId = await rpc('note_exists', { note_id: 'not-a-uuid' });
    expect(badId.status).toBe(400);
    expect(await badId.json()).toMatchObject({ code: '22P02' });
    const badJson = await rpc('note_exists', '{');
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ code: 'PGRST102' });
    const badClaim = await rpc('create_note', { note_content: 'abc', note_claim_hash: 'nope' });
    expect(badClaim.status).toBe(400);
    const notFound = await rpc('read_note', { note_id: crypto.randomUUID(), note_claim: 'a'.repeat(64) });
    expect(notFound.status).toBe(200);
    expect(await notFound.json()).toBeNull();
  });

  const lifetimeHours = async (id: string) =>
    Number(
      (
        await backend.database.query<{ hours: number }>(
          'select extract(epoch from expires_at - created_at)::int / 3600 as hours from public.notes where id = $1',
          [id],
        )
      ).rows[0]?.hours,
    );

  it('stores the expiry the sender chose, computed by the database', async () => {
    for (const [expiry, hours] of [
      ['1h', 1],
      ['1d', 24],
      ['7d', 168],
    ] as const) {
      const note = await createSecretNote(api, `lives ${expiry}`, 'https://example.test', { expiry });
      expect(await lifetimeHours(note.id)).toBe(hours);
      const status = await readNoteStatus(api, note.id, note.statusKey);
      expect(status.state).toBe('unread');
      const left = Date.parse(status.expiresAt) - Date.now();
      expect(left).toBeGreaterThan((hours - 0.1) * 3_600_000);
      expect(left).toBeLessThanOrEqual(hours * 3_600_000);
    }
    // The default stays the spec's 7 days.
    const plain = await createSecretNote(api, 'default', 'https://example.test');
    expect(await lifetimeHours(plain.id)).toBe(168);
  });

  it('refuses an expiry that is not one of the choices, and any client timestamp', async () => {
    const before = await countNotes();
    const body = {
      note_content: 'abc',
      note_claim_hash: 'a'.repeat(64),
      note_status_hash: 'b'.repeat(64),
      note_passphrase_claim_hash: null,
    };
    for (const note_expiry of ['30d', '2026-12-31T00:00:00Z', '', null]) {
      const response = await rpc('create_note_with_options', { ...body, note_expiry });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: '22023',
        message: 'Unknown expiry: choose 1h, 1d or 7d.',
      });
    }
    const withTimestamp = await rpc('create_note_with_options', {
      ...body,
      note_expiry: '7d',
      note_expires_at: '2099-01-01T00:00:00Z',
    });
    expect(withTimestamp.status).toBe(404);
    expect(await withTimestamp.json()).toMatchObject({ code: 'PGRST202' });
    expect(await countNotes()).toBe(before);
    // Even the owner cannot store a lifetime that is not a choice: the check constraint.
    await expect(
      backend.database.query(
        `insert into public.notes (content, claim_hash, expires_at)
         values ('x', decode(repeat('ab', 32), 'hex'), now() + interval '30 days')`,
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('treats a 1-hour note as gone after its hour, in note_exists, note_info and read_note', async () => {
    const note = await createSecretNote(api, 'short-lived', 'https://example.test', { expiry: '1h' });
    expect(await api.exists(note.id)).toBe(true);
    await backend.database.query(
      `update public.notes set created_at = now() - interval '61 minutes', expires_at = now() - interval '1 minute'
       where id = $1`,
      [note.id],
    );
    expect(await api.exists(note.id)).toBe(false);
    expect(await api.info(note.id)).toBeNull();
    await expect(readSecretNote(api, note.id, note.key)).rejects.toBeInstanceOf(NoteNotFoundError);
    expect((await readNoteStatus(api, note.id, note.statusKey)).state).toBe('expired');
    expect(await extension.purge()).toBeGreaterThanOrEqual(1);
    await expect(readNoteStatus(api, note.id, note.statusKey)).rejects.toBeInstanceOf(NoteNotFoundError);
  });

  it('opens a passphrase note only with the passphrase; a wrong one counts and never burns it', async () => {
    const note = await createSecretNote(api, 'derrière la porte', 'https://example.test', {
      passphrase: 'sésame',
    });
    expect(await api.info(note.id)).toEqual({ passphrase: true, remaining: 5, readsLeft: 1 });
    // Without a passphrase, read_note does not give it up (and counts nothing).
    await expect(readSecretNote(api, note.id, note.key)).rejects.toBeInstanceOf(NoteNotFoundError);
    // Someone with only the id (a wrong link key) cannot try, and so cannot burn it.
    await expect(readSecretNote(api, note.id, generateNoteKey(), 'sésame')).rejects.toBeInstanceOf(
      NoteNotFoundError,
    );
    expect(await api.info(note.id)).toEqual({ passphrase: true, remaining: 5, readsLeft: 1 });
    const wrong = await readSecretNote(api, note.id, note.key, 'Sésame').catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(WrongPassphraseError);
    expect((wrong as WrongPassphraseError).remaining).toBe(4);
    expect(await api.info(note.id)).toEqual({ passphrase: true, remaining: 4, readsLeft: 1 });
    expect(await readSecretNote(api, note.id, note.key, 'sésame')).toBe('derrière la porte');
    expect(await api.info(note.id)).toBeNull();
    await expect(readSecretNote(api, note.id, note.key, 'sésame')).rejects.toBeInstanceOf(NoteNotFoundError);
  });

  it('counts at most 5 wrong passphrases in total under concurrency, then the database destroys the note', async () => {
    const note = await createSecretNote(api, 'five tries', 'https://example.test', { passphrase: 'right' });
    const wrong = await deriveNoteSecrets(note.key, 'wrong');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.readWithPassphrase(note.id, wrong.claim, wrong.passphraseClaim as string),
      ),
    );
    const counted = answers.filter((answer) => answer !== null);
    expect(counted).toHaveLength(5);
    expect(counted.map((answer) => (answer && 'remaining' in answer ? answer.remaining : -1)).sort()).toEqual(
      [0, 1, 2, 3, 4],
    );
    const { rows } = await backend.database.query<{ failed_attempts: number; content: string | null }>(
      'select failed_attempts, content, claim_hash, passphrase_claim_hash from public.notes where id = $1',
      [note.id],
    );
    expect(rows).toEqual([
      { failed_attempts: 5, content: null, claim_hash: null, passphrase_claim_hash: null },
    ]);
    // Destroyed: even the right passphrase finds nothing now, and the status says why.
    await expect(readSecretNote(api, note.id, note.key, 'right')).rejects.toBeInstanceOf(NoteNotFoundError);
    expect((await readNoteStatus(api, note.id, note.statusKey)).state).toBe('destroyed');
  });

  it('gives a passphrase note to exactly one of 20 concurrent right readers', async () => {
    const note = await createSecretNote(api, 'once', 'https://example.test', { passphrase: 'p' });
    const right = await deriveNoteSecrets(note.key, 'p');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.readWithPassphrase(note.id, right.claim, right.passphraseClaim as string),
      ),
    );
    expect(answers.filter((answer) => answer !== null && 'content' in answer)).toHaveLength(1);
    expect(answers.filter((answer) => answer === null)).toHaveLength(19);
  });

  it('shows the status link before and after the read, keeping no ciphertext, until the purge', async () => {
    const note = await createSecretNote(api, 'read receipt', 'https://example.test', { expiry: '1d' });
    expect(await readNoteStatus(api, note.id, note.statusKey)).toMatchObject({ state: 'unread' });
    // Only the status key's holder: the note key, or another key, sees nothing.
    await expect(readNoteStatus(api, note.id, note.key)).rejects.toBeInstanceOf(NoteNotFoundError);
    await expect(readNoteStatus(api, note.id, generateNoteKey())).rejects.toBeInstanceOf(NoteNotFoundError);
    const claim = await deriveClaim(note.key);
    const results = await Promise.all(Array.from({ length: 10 }, () => api.read(note.id, claim)));
    expect(results.filter((content) => content !== null)).toHaveLength(1);
    const status = await readNoteStatus(api, note.id, note.statusKey);
    expect(status.state).toBe('read');
    expect(status.state === 'read' && Math.abs(Date.parse(status.readAt) - Date.now())).toBeLessThan(60_000);
    const { rows } = await backend.database.query<Record<string, unknown>>(
      'select content, claim_hash, passphrase_claim_hash, viewed, status_hash is not null as has_status from public.notes where id = $1',
      [note.id],
    );
    expect(rows).toEqual([
      { content: null, claim_hash: null, passphrase_claim_hash: null, viewed: true, has_status: true },
    ]);
    expect(await api.exists(note.id)).toBe(false);
    await backend.database.query(
      `update public.notes set created_at = now() - interval '25 hours', expires_at = now() - interval '1 hour'
       where id = $1`,
      [note.id],
    );
    expect((await readNoteStatus(api, note.id, note.statusKey)).state).toBe('read');
    await extension.purge();
    expect(
      (await backend.database.query('select 1 from public.notes where id = $1', [note.id])).rows,
    ).toEqual([]);
    await expect(readNoteStatus(api, note.id, note.statusKey)).rejects.toBeInstanceOf(NoteNotFoundError);
  });

  it('validates the new functions’ arguments with clear errors', async () => {
    const base = {
      note_content: 'abc',
      note_claim_hash: 'a'.repeat(64),
      note_expiry: '1d',
      note_status_hash: 'b'.repeat(64),
      note_passphrase_claim_hash: null,
    };
    const noStatus = await rpc('create_note_with_options', { ...base, note_status_hash: null });
    expect(noStatus.status).toBe(400);
    expect(await noStatus.json()).toMatchObject({
      message: 'The status hash must be 64 lowercase hex digits.',
    });
    const badPassphrase = await rpc('create_note_with_options', { ...base, note_passphrase_claim_hash: 'x' });
    expect(badPassphrase.status).toBe(400);
    const tooBig = await rpc('create_note_with_options', { ...base, note_content: 'A'.repeat(65_537) });
    expect(tooBig.status).toBe(413);
    const badStatus = await rpc('note_status', { note_id: crypto.randomUUID(), note_status_claim: 'zz' });
    expect(await badStatus.json()).toBeNull();
    const badTry = await rpc('read_note_with_passphrase', {
      note_id: crypto.randomUUID(),
      note_claim: 'a'.repeat(64),
      note_passphrase_claim: 'not hex',
    });
    expect(badTry.status).toBe(200);
    expect(await badTry.json()).toBeNull();
  });

  it('gives a 3-read note to exactly 3 of 10 concurrent readers, each told which read it was', async () => {
    const note = await createSecretNote(api, 'trois lectures', 'https://example.test', { reads: 3 });
    expect(await api.info(note.id)).toMatchObject({ readsLeft: 3 });
    const claim = await deriveClaim(note.key);
    const results = await Promise.all(Array.from({ length: 10 }, () => api.readCounted(note.id, claim)));
    const winners = results.filter((result) => result !== null);
    expect(winners).toHaveLength(3);
    expect(winners.map((result) => result.read).sort()).toEqual([1, 2, 3]);
    expect(winners.every((result) => result.reads === 3)).toBe(true);
    expect(results.filter((result) => result === null)).toHaveLength(7);
    expect(await api.exists(note.id)).toBe(false);
    const status = await readNoteStatus(api, note.id, note.statusKey);
    expect(status).toMatchObject({ state: 'read', maxReads: 3 });
    expect(status.reads).toHaveLength(3);
    const { rows } = await backend.database.query<Record<string, unknown>>(
      'select content, claim_hash, read_count, max_reads from public.notes where id = $1',
      [note.id],
    );
    expect(rows).toEqual([{ content: null, claim_hash: null, read_count: 3, max_reads: 3 }]);
  });

  it('counts reads through every read function, with or without a passphrase', async () => {
    const plain = await createSecretNote(api, 'deux fois', 'https://example.test', { reads: 2 });
    // The v1 function keeps its contract (the ciphertext) and counts too.
    expect(await api.read(plain.id, await deriveClaim(plain.key))).not.toBeNull();
    expect(await openSecretNote(api, plain.id, plain.key)).toEqual({ text: 'deux fois', read: 2, reads: 2 });
    expect(await api.read(plain.id, await deriveClaim(plain.key))).toBeNull();

    const guarded = await createSecretNote(api, 'gardée', 'https://example.test', {
      reads: 3,
      passphrase: 'p',
    });
    const right = await deriveNoteSecrets(guarded.key, 'p');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        api.readWithPassphrase(guarded.id, right.claim, right.passphraseClaim as string),
      ),
    );
    const opened = answers.filter((answer) => answer !== null && 'content' in answer);
    expect(opened.map((answer) => ('read' in answer ? answer.read : 0)).sort()).toEqual([1, 2, 3]);
    expect(answers.filter((answer) => answer === null)).toHaveLength(5);
    expect((await readNoteStatus(api, guarded.id, guarded.statusKey)).state).toBe('read');
  }, 60_000);

  it('refuses a number of reads outside 1 to 10 and a malformed burn hash, storing nothing', async () => {
    const before = await countNotes();
    const body = {
      note_content: 'abc',
      note_claim_hash: 'a'.repeat(64),
      note_expiry: '1d',
      note_status_hash: 'b'.repeat(64),
      note_passphrase_claim_hash: null,
      note_max_reads: 2,
      note_burn_hash: 'c'.repeat(64),
    };
    for (const note_max_reads of [0, 11, -1, null]) {
      const response = await rpc('create_note_v3', { ...body, note_max_reads });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: '22023',
        message: 'The number of reads must be between 1 and 10.',
      });
    }
    const fraction = await rpc('create_note_v3', { ...body, note_max_reads: 1.5 });
    expect(fraction.status).toBe(400);
    expect(await fraction.json()).toMatchObject({
      message: 'The argument note_max_reads must be an integer.',
    });
    const word = await rpc('create_note_v3', { ...body, note_max_reads: 'deux' });
    expect(word.status).toBe(400);
    const badBurn = await rpc('create_note_v3', { ...body, note_burn_hash: 'zz' });
    expect(badBurn.status).toBe(400);
    expect(await badBurn.json()).toMatchObject({
      message: 'The burn hash must be 64 lowercase hex digits, or null.',
    });
    expect(await countNotes()).toBe(before);
    const ok = await rpc('create_note_v3', { ...body, note_max_reads: '10' });
    expect(ok.status).toBe(200);
    expect(await countNotes()).toBe(before + 1);
  });

  it('destroys a note through its burn link, which can read nothing; the status says when', async () => {
    const note = await createSecretNote(api, 'à détruire', 'https://example.test', { reads: 2 });
    // The burn key is not a note key: it reads nothing, and the note key burns nothing.
    expect(await api.readCounted(note.id, await deriveClaim(note.burnKey))).toBeNull();
    expect(await api.readCounted(note.id, await deriveBurnClaim(note.burnKey))).toBeNull();
    expect(await api.burn(note.id, await deriveBurnClaim(note.key))).toBeNull();
    expect(await api.burn(note.id, await deriveClaim(note.key))).toBeNull();
    expect(await api.exists(note.id)).toBe(true);
    expect(await openSecretNote(api, note.id, note.key)).toMatchObject({ read: 1, reads: 2 });
    const destroyedAt = await burnSecretNote(api, note.id, note.burnKey);
    expect(Math.abs(Date.parse(destroyedAt) - Date.now())).toBeLessThan(60_000);
    await expect(readSecretNote(api, note.id, note.key)).rejects.toBeInstanceOf(NoteNotFoundError);
    await expect(burnSecretNote(api, note.id, note.burnKey)).rejects.toBeInstanceOf(NoteNotFoundError);
    const status = await readNoteStatus(api, note.id, note.statusKey);
    expect(status).toMatchObject({ state: 'destroyed', destroyedAt, destroyedBy: 'sender', maxReads: 2 });
    expect(status.reads).toHaveLength(1);
    const { rows } = await backend.database.query<Record<string, unknown>>(
      'select content, claim_hash, passphrase_claim_hash, destroyed_by from public.notes where id = $1',
      [note.id],
    );
    expect(rows).toEqual([
      { content: null, claim_hash: null, passphrase_claim_hash: null, destroyed_by: 'sender' },
    ]);
    const badClaim = await rpc('burn_note', { note_id: note.id, note_burn_claim: 'not hex' });
    expect(badClaim.status).toBe(200);
    expect(await badClaim.json()).toBeNull();
  });

  it('lets exactly one of a burn and racing reads win, every time', async () => {
    const outcomes = { burned: 0, read: 0 };
    for (let round = 0; round < 22; round += 1) {
      const note = await createSecretNote(api, `course ${round}`, 'https://example.test');
      const claim = await deriveClaim(note.key);
      const burnClaim = await deriveBurnClaim(note.burnKey);
      // The burn is sent first, last, or between the reads, in turn.
      const position = round % 11;
      const calls = Array.from({ length: 11 }, (_, index) =>
        index === position ? api.burn(note.id, burnClaim) : api.readCounted(note.id, claim),
      );
      const answers = await Promise.all(calls);
      const burned = answers[position];
      const results = answers.filter((_, index) => index !== position);
      const readers = results.filter((result) => result !== null).length;
      expect(readers + (burned === null ? 0 : 1)).toBe(1);
      const status = await readNoteStatus(api, note.id, note.statusKey);
      expect(status.state).toBe(burned === null ? 'read' : 'destroyed');
      if (burned) outcomes.burned += 1;
      else outcomes.read += 1;
    }
    // The race's outcomes, for the record (which side wins depends on the scheduler).
    console.info(`burn against 10 readers, 22 rounds on ${backend.database.kind}:`, outcomes);
    // A 3-read note: the burn stops the reads that come after it, never more than 3 succeed.
    const note = await createSecretNote(api, 'trois ou moins', 'https://example.test', { reads: 3 });
    const claim = await deriveClaim(note.key);
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => api.readCounted(note.id, claim)),
      api.burn(note.id, await deriveBurnClaim(note.burnKey)),
      ...Array.from({ length: 6 }, () => api.readCounted(note.id, claim)),
    ]);
    const burned = results[4];
    const readers = results.filter((result, index) => index !== 4 && result !== null).length;
    expect(readers).toBeLessThanOrEqual(3);
    if (burned === null) expect(readers).toBe(3);
    const status = await readNoteStatus(api, note.id, note.statusKey);
    expect(status.reads).toHaveLength(readers);
    expect(status.state).toBe(burned === null ? 'read' : 'destroyed');
  }, 120_000);

  it('gives each recipient its own one-time link; the status lists each; burns per link and all', async () => {
    const note = await createSecretNote(api, PLAINTEXT, 'https://example.test', { recipients: 3 });
    expect(note.links.map((link) => link.id)).toEqual([note.id, expect.any(String), expect.any(String)]);
    expect(new Set(note.links.map((link) => link.key)).size).toBe(3);
    const [first, second, third] = note.links as [
      (typeof note.links)[0],
      (typeof note.links)[0],
      (typeof note.links)[0],
    ];
    // One link's key opens no other link.
    await expect(readSecretNote(api, third.id, first.key)).rejects.toBeInstanceOf(NoteNotFoundError);
    expect(await readSecretNote(api, second.id, second.key)).toBe(PLAINTEXT);
    await expect(readSecretNote(api, second.id, second.key)).rejects.toBeInstanceOf(NoteNotFoundError);
    expect(await readSecretNote(api, first.id, first.key)).toBe(PLAINTEXT);
    const status = await readNoteStatus(api, note.id, note.statusKey);
    expect(status).toMatchObject({ state: 'read' });
    expect(status.links?.map((link) => [link.link, link.state, link.reads?.length])).toEqual([
      [1, 'read', 1],
      [2, 'read', 1],
      [3, 'unread', 0],
    ]);
    // Only the sender's status link answers, and only at link 1's id.
    expect(await api.status(second.id, await deriveStatusClaim(note.statusKey))).toBeNull();
    // The status link destroys one live link; a read or destroyed one stays as it was.
    await expect(burnRecipientLink(api, note.id, 2, note.statusKey)).rejects.toBeInstanceOf(
      NoteNotFoundError,
    );
    await expect(burnRecipientLink(api, note.id, 3, note.burnKey)).rejects.toBeInstanceOf(NoteNotFoundError);
    const destroyedAt = await burnRecipientLink(api, note.id, 3, note.statusKey);
    await expect(readSecretNote(api, third.id, third.key)).rejects.toBeInstanceOf(NoteNotFoundError);
    const after = await readNoteStatus(api, note.id, note.statusKey);
    expect(after.links?.[2]).toMatchObject({
      link: 3,
      state: 'destroyed',
      destroyedAt,
      destroyedBy: 'sender',
    });
    // Nothing live is left for the burn link.
    await expect(burnSecretNote(api, note.id, note.burnKey)).rejects.toBeInstanceOf(NoteNotFoundError);

    // The burn link destroys every live link of its note at once.
    const all = await createSecretNote(api, 'pour tous', 'https://example.test', { recipients: 4, reads: 2 });
    expect(await openSecretNote(api, all.links[3]?.id as string, all.links[3]?.key as string)).toMatchObject({
      read: 1,
      reads: 2,
    });
    await burnSecretNote(api, all.id, all.burnKey);
    for (const link of all.links) {
      await expect(readSecretNote(api, link.id, link.key)).rejects.toBeInstanceOf(NoteNotFoundError);
    }
    const burned = await readNoteStatus(api, all.id, all.statusKey);
    expect(burned.links?.map((link) => [link.state, link.reads?.length])).toEqual([
      ['destroyed', 0],
      ['destroyed', 0],
      ['destroyed', 0],
      ['destroyed', 1],
    ]);
    const { rows } = await backend.database.query<{ n: number }>(
      'select count(*)::int as n from public.notes where group_id = $1 and content is not null',
      [all.id],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('adds recipients only for the sender, at most 10, with the first link’s expiry and rules', async () => {
    const note = await createSecretNote(api, 'dix', 'https://example.test', {
      recipients: 10,
      expiry: '1h',
      passphrase: 'sésame',
    });
    expect(note.links).toHaveLength(10);
    const statusClaim = await deriveStatusClaim(note.statusKey);
    const extra = await encryptWithSecrets('onze', await deriveNoteSecrets(generateNoteKey(), 'sésame'));
    await expect(api.addRecipient(note.id, extra, statusClaim)).rejects.toThrow(
      'A note has at most 10 recipients.',
    );
    const few = await createSecretNote(api, 'deux', 'https://example.test', { recipients: 2 });
    await expect(api.addRecipient(few.id, extra, await deriveClaim(few.key))).rejects.toThrow(
      'No note matches this group and status claim.',
    );
    // A link other than the first is not a group to add to.
    await expect(
      api.addRecipient(few.links[1]?.id as string, extra, await deriveStatusClaim(few.statusKey)),
    ).rejects.toThrow('No note matches this group and status claim.');
    const bad = await rpc('add_note_recipient', {
      note_group: few.id,
      note_content: extra.content,
      note_claim_hash: extra.claimHash,
      note_passphrase_claim_hash: null,
      note_status_claim: 'not hex',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'The status claim must be 64 lowercase hex digits.' });
    const { rows } = await backend.database.query<{ lifetime: string; links: number[] }>(
      `select max(expires_at - created_at)::text as lifetime,
         array_agg(recipient order by recipient)::int[] as links
       from public.notes where group_id = $1`,
      [note.id],
    );
    expect(rows[0]).toEqual({ lifetime: '01:00:00', links: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    // The passphrase holds on every link, and a wrong one counts on that link only.
    const tenth = note.links[9] as (typeof note.links)[0];
    await expect(readSecretNote(api, tenth.id, tenth.key, 'faux')).rejects.toBeInstanceOf(
      WrongPassphraseError,
    );
    expect(await api.info(tenth.id)).toMatchObject({ passphrase: true, remaining: 4 });
    expect(await api.info(note.links[8]?.id as string)).toMatchObject({ passphrase: true, remaining: 5 });
    expect(await readSecretNote(api, tenth.id, tenth.key, 'sésame')).toBe('dix');
  });

  it('gives each link to exactly one of 10 racing readers, and one of a link burn and its readers', async () => {
    const note = await createSecretNote(api, 'course par lien', 'https://example.test', { recipients: 3 });
    const perLink = await Promise.all(
      note.links.map(async (link) => {
        const claim = await deriveClaim(link.key);
        const answers = await Promise.all(Array.from({ length: 10 }, () => api.readCounted(link.id, claim)));
        return answers.filter((answer) => answer !== null).length;
      }),
    );
    expect(perLink).toEqual([1, 1, 1]);
    const outcomes = { burned: 0, read: 0 };
    for (let round = 0; round < 11; round += 1) {
      const group = await createSecretNote(api, `lien ${round}`, 'https://example.test', { recipients: 2 });
      const link = group.links[1] as (typeof group.links)[0];
      const claim = await deriveClaim(link.key);
      const statusClaim = await deriveStatusClaim(group.statusKey);
      const answers = await Promise.all(
        Array.from({ length: 11 }, (_, index) =>
          index === round ? api.burnLink(group.id, 2, statusClaim) : api.readCounted(link.id, claim),
        ),
      );
      const burned = answers[round];
      const readers = answers.filter((answer, index) => index !== round && answer !== null).length;
      expect(readers + (burned === null ? 0 : 1)).toBe(1);
      const status = await readNoteStatus(api, group.id, group.statusKey);
      expect(status.links?.map((entry) => entry.state)).toEqual(['unread', burned ? 'destroyed' : 'read']);
      if (burned) outcomes.burned += 1;
      else outcomes.read += 1;
    }
    console.info(`link burn against 10 readers, 11 rounds on ${backend.database.kind}:`, outcomes);
  }, 120_000);

  // Last: twice on a loaded machine, a request reusing the pooled socket that had carried the
  // refused 80 KiB upload failed with "other side closed" (undici); nothing runs after it here.
  it('refuses oversize content with a clear error and stores nothing', async () => {
    const before = await countNotes();
    const tooBig = await rpc('create_note', {
      note_content: 'A'.repeat(65_537),
      note_claim_hash: 'a'.repeat(64),
    });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({
      code: 'PT413',
      message: 'Note too large: the encrypted content exceeds 65536 bytes.',
    });
    const hugeBody = await rpc('create_note', {
      note_content: 'A'.repeat(NOTES_BODY_LIMIT_BYTES),
      note_claim_hash: 'a'.repeat(64),
    });
    expect(hugeBody.status).toBe(413);
    expect(await hugeBody.json()).toMatchObject({ code: 'PGRST413' });
    expect(await countNotes()).toBe(before);
    const exact = await rpc('create_note', {
      note_content: 'A'.repeat(65_536),
      note_claim_hash: 'a'.repeat(64),
    });
    expect(exact.status).toBe(200);
    expect(await countNotes()).toBe(before + 1);
  });
});

describe.each(backends)('migrating an existing notes database on %s', (_name, open) => {
  let backend: Backend;
  let oldMigrations: string;
  beforeAll(async () => {
    backend = await open();
    oldMigrations = await mkdtemp(join(tmpdir(), 'privnote-old-migrations-'));
    const first = '20261122000000_create_notes.sql';
    await writeFile(join(oldMigrations, first), await readFile(join(defaultMigrationsDir(), first)));
  }, 120_000);
  afterAll(async () => {
    await backend?.stop();
    if (oldMigrations) await rm(oldMigrations, { recursive: true, force: true });
  }, 60_000);

  it('upgrades in place: every existing note reads back with its 7-day expiry; nothing applies twice', async () => {
    expect(await runMigrations(backend.database, oldMigrations)).toEqual(['20261122000000_create_notes.sql']);
    // Notes written by today's page against today's schema.
    const notes: { id: string; key: string; text: string }[] = [];
    for (const text of ['première', 'deuxième 🔐', 'troisième\nligne']) {
      const key = generateNoteKey();
      const { content, claimHash } = await encryptNote(text, key);
      const { rows } = await backend.database.query<{ id: string }>(
        'select public.create_note($1, $2) as id',
        [content, claimHash],
      );
      notes.push({ id: rows[0]?.id as string, key, text });
    }
    const before = await backend.database.query<{ id: string; created_at: Date; expires_at: Date }>(
      'select id, created_at, expires_at from public.notes order by id',
    );

    // The server restarts on the new code: its start applies the new migration, once.
    const upgraded = await backend.reopen();
    const extension = await createNotesExtension(readNotesSettings({}), { database: upgraded });
    const { rows: applied } = await upgraded.query<{ name: string }>(
      'select name from privnote_meta.migrations order by name',
    );
    expect(applied.map((row) => row.name)).toEqual([
      '20261122000000_create_notes.sql',
      '20261123000000_expiry_passphrase_status.sql',
      '20261126000000_owner_policy.sql',
      '20261127000000_reads_and_burn.sql',
      '20261128000000_recipients.sql',
      '20261129000000_files.sql',
      '20261130000000_file_objects.sql',
    ]);
    const after = await upgraded.query<{ id: string; created_at: Date; expires_at: Date; hours: number }>(
      `select id, created_at, expires_at, extract(epoch from expires_at - created_at)::int / 3600 as hours
       from public.notes order by id`,
    );
    expect(after.rows.map(({ id, created_at, expires_at }) => ({ id, created_at, expires_at }))).toEqual(
      before.rows,
    );
    expect(after.rows.every((row) => row.hours === 168)).toBe(true);

    const api = createSupabaseNotesApi(
      createNotesClient(
        { url: 'http://notes.test', anonKey: 'test' },
        { realtime: { transport: WebSocket as never }, global: { fetch: appFetch(extension) } },
      ),
    );
    for (const note of notes) {
      expect(await api.info(note.id)).toEqual({ passphrase: false, remaining: 5, readsLeft: 1 });
      expect(await readSecretNote(api, note.id, note.key)).toBe(note.text);
      expect(await api.exists(note.id)).toBe(false);
    }
    // Old notes had no status link: reading them leaves nothing behind, as before.
    expect((await upgraded.query('select 1 from public.notes')).rows).toEqual([]);
    await extension.close();

    // A second start applies nothing.
    const again = await backend.reopen();
    expect(await runMigrations(again)).toEqual([]);
    const second = await createNotesExtension(readNotesSettings({}), { database: again });
    const { rows: still } = await again.query('select name from privnote_meta.migrations');
    expect(still).toHaveLength(7);
    await second.close();
  }, 120_000);
});

describe.each(backends)('upgrading notes of the second release on %s', (_name, open) => {
  let backend: Backend;
  let secondRelease: string;
  beforeAll(async () => {
    backend = await open();
    secondRelease = await mkdtemp(join(tmpdir(), 'privnote-v2-migrations-'));
    for (const name of (await readdir(defaultMigrationsDir())).filter((file) => file < '20261127')) {
      await writeFile(join(secondRelease, name), await readFile(join(defaultMigrationsDir(), name)));
    }
  }, 120_000);
  afterAll(async () => {
    await backend?.stop();
    if (secondRelease) await rm(secondRelease, { recursive: true, force: true });
  }, 60_000);

  it('keeps read, destroyed and unread notes with their status links, each read once', async () => {
    expect(await runMigrations(backend.database, secondRelease)).toHaveLength(3);
    const db = backend.database;
    /** A note as the second release's page made it: expiry, status link, optional passphrase. */
    const create = async (text: string, passphrase = '') => {
      const key = generateNoteKey();
      const statusKey = generateNoteKey();
      const secrets = await deriveNoteSecrets(key, passphrase);
      const { content, claimHash, passphraseClaimHash } = await encryptWithSecrets(text, secrets);
      const { rows } = await db.query<{ id: string }>(
        'select public.create_note_with_options($1, $2, $3, $4, $5) as id',
        [content, claimHash, '1d', await hashClaim(await deriveStatusClaim(statusKey)), passphraseClaimHash],
      );
      return { id: rows[0]?.id as string, key, statusKey, secrets, text };
    };
    const read = await create('lue avant');
    await db.query('select public.read_note($1, $2)', [read.id, read.secrets.claim]);
    const destroyed = await create('détruite avant', 'bonne');
    const wrong = await deriveNoteSecrets(destroyed.key, 'mauvaise');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await db.query('select public.read_note_with_passphrase($1, $2, $3)', [
        destroyed.id,
        wrong.claim,
        wrong.passphraseClaim,
      ]);
    }
    const unread = await create('pas encore lue');
    const guarded = await create('protégée', 'sésame');

    const upgraded = await backend.reopen();
    const extension = await createNotesExtension(readNotesSettings({}), { database: upgraded });
    try {
      const api = createSupabaseNotesApi(
        createNotesClient(
          { url: 'http://notes.test', anonKey: 'test' },
          { realtime: { transport: WebSocket as never }, global: { fetch: appFetch(extension) } },
        ),
      );
      const readStatus = await readNoteStatus(api, read.id, read.statusKey);
      expect(readStatus).toMatchObject({ state: 'read', maxReads: 1 });
      expect(readStatus.reads).toEqual([readStatus.state === 'read' && readStatus.readAt]);
      expect(await readNoteStatus(api, destroyed.id, destroyed.statusKey)).toMatchObject({
        state: 'destroyed',
        destroyedBy: 'passphrase',
        reads: [],
      });
      // A note of the second release has no burn link: no claim destroys it.
      expect(await api.burn(unread.id, await deriveBurnClaim(unread.key))).toBeNull();
      expect(await api.info(unread.id)).toEqual({ passphrase: false, remaining: 5, readsLeft: 1 });
      expect(await openSecretNote(api, unread.id, unread.key)).toEqual({
        text: 'pas encore lue',
        read: 1,
        reads: 1,
      });
      await expect(readSecretNote(api, unread.id, unread.key)).rejects.toBeInstanceOf(NoteNotFoundError);
      expect(await openSecretNote(api, guarded.id, guarded.key, 'sésame')).toEqual({
        text: 'protégée',
        read: 1,
        reads: 1,
      });
    } finally {
      await extension.close();
    }
  }, 120_000);
});

describe.each(backends)('upgrading notes of the third release on %s', (_name, open) => {
  let backend: Backend;
  let thirdRelease: string;
  beforeAll(async () => {
    backend = await open();
    thirdRelease = await mkdtemp(join(tmpdir(), 'privnote-v3-migrations-'));
    for (const name of (await readdir(defaultMigrationsDir())).filter((file) => file < '20261128')) {
      await writeFile(join(thirdRelease, name), await readFile(join(defaultMigrationsDir(), name)));
    }
  }, 120_000);
  afterAll(async () => {
    await backend?.stop();
    if (thirdRelease) await rm(thirdRelease, { recursive: true, force: true });
  }, 60_000);

  it('keeps its notes as single links, each read as before, and lets them gain recipients', async () => {
    expect(await runMigrations(backend.database, thirdRelease)).toHaveLength(4);
    const db = backend.database;
    /** A note as the third release's page made it (create_note_v3). */
    const create = async (text: string) => {
      const key = generateNoteKey();
      const statusKey = generateNoteKey();
      const { content, claimHash } = await encryptWithSecrets(text, await deriveNoteSecrets(key, ''));
      const { rows } = await db.query<{ id: string }>(
        'select public.create_note_v3($1, $2, $3, $4, null, 2, null) as id',
        [content, claimHash, '1d', await hashClaim(await deriveStatusClaim(statusKey))],
      );
      return { id: rows[0]?.id as string, key, statusKey };
    };
    const once = await create('lue une fois avant');
    await db.query('select public.read_note_counted($1, $2)', [once.id, await deriveClaim(once.key)]);
    const grown = await create('avec un second lien');

    const upgraded = await backend.reopen();
    const extension = await createNotesExtension(readNotesSettings({}), { database: upgraded });
    try {
      const api = createSupabaseNotesApi(
        createNotesClient(
          { url: 'http://notes.test', anonKey: 'test' },
          { realtime: { transport: WebSocket as never }, global: { fetch: appFetch(extension) } },
        ),
      );
      const status = await readNoteStatus(api, once.id, once.statusKey);
      expect(status).toMatchObject({ state: 'unread', maxReads: 2 });
      expect(status.links).toBeUndefined();
      expect(status.reads).toHaveLength(1);
      expect(await openSecretNote(api, once.id, once.key)).toMatchObject({ read: 2, reads: 2 });
      const key = generateNoteKey();
      const second = await encryptWithSecrets('avec un second lien', await deriveNoteSecrets(key, ''));
      const secondId = await api.addRecipient(grown.id, second, await deriveStatusClaim(grown.statusKey));
      expect(await readSecretNote(api, secondId, key)).toBe('avec un second lien');
      const grownStatus = await readNoteStatus(api, grown.id, grown.statusKey);
      expect(grownStatus.links?.map((link) => [link.link, link.state, link.reads?.length])).toEqual([
        [1, 'unread', 0],
        [2, 'unread', 1],
      ]);
    } finally {
      await extension.close();
    }
  }, 120_000);
});

describe('notes extension lifecycle (PGlite on disk)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'privnote-restart-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps notes across a restart and applies migrations once', async () => {
    const env = { NOTES_DATA_DIR: join(dataDir, 'notes') };
    const first = await createNotesExtension(readNotesSettings(env));
    const firstApi = createSupabaseNotesApi(
      createNotesClient(
        { url: 'http://notes.test', anonKey: 'test' },
        { realtime: { transport: WebSocket as never }, global: { fetch: appFetch(first) } },
      ),
    );
    const note = await createSecretNote(firstApi, 'survives a restart', 'http://notes.test');
    const readBefore = await createSecretNote(firstApi, 'read before the restart', 'http://notes.test', {
      passphrase: 'p',
    });
    expect(await readSecretNote(firstApi, readBefore.id, readBefore.key, 'p')).toBe(
      'read before the restart',
    );
    await first.close();

    const second = await createNotesExtension(readNotesSettings(env));
    const secondApi = createSupabaseNotesApi(
      createNotesClient(
        { url: 'http://notes.test', anonKey: 'test' },
        { realtime: { transport: WebSocket as never }, global: { fetch: appFetch(second) } },
      ),
    );
    // The status links work after a restart: one note read before it, one after.
    expect(await readNoteStatus(secondApi, note.id, note.statusKey)).toMatchObject({ state: 'unread' });
    expect(await readSecretNote(secondApi, note.id, note.key)).toBe('survives a restart');
    expect(await readNoteStatus(secondApi, note.id, note.statusKey)).toMatchObject({ state: 'read' });
    expect(await readNoteStatus(secondApi, readBefore.id, readBefore.statusKey)).toMatchObject({
      state: 'read',
    });
    const { rows } = await second.database.query('select name from privnote_meta.migrations');
    expect(rows).toHaveLength(7);
    await second.close();
  }, 60_000);

  it('rate-limits note creation per client with 429 and Retry-After', async () => {
    const extension = await createNotesExtension(
      readNotesSettings({ NOTES_DATA_DIR: join(dataDir, 'notes') }),
      { rateLimit: { max: 2, windowMs: 60_000 } },
    );
    try {
      const fetchApp = appFetch(extension);
      const create = () =>
        fetchApp('http://notes.test/rest/v1/rpc/create_note', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ note_content: 'abc', note_claim_hash: 'b'.repeat(64) }),
        });
      expect((await create()).status).toBe(200);
      expect((await create()).status).toBe(200);
      const limited = await create();
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toMatchObject({
        message: expect.stringMatching(/^Too many notes created/),
      });
      // Notes with options count against the same limit.
      const withOptions = await fetchApp('http://notes.test/rest/v1/rpc/create_note_with_options', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          note_content: 'abc',
          note_claim_hash: 'b'.repeat(64),
          note_expiry: '1h',
          note_status_hash: 'c'.repeat(64),
          note_passphrase_claim_hash: null,
        }),
      });
      expect(withOptions.status).toBe(429);
    } finally {
      await extension.close();
    }
  }, 60_000);

  it('defaults the data folder to .data/notes under the repo root', async () => {
    const nested = join(dataDir, 'repo', 'apps', 'server');
    await mkdir(nested, { recursive: true });
    await writeFile(join(dataDir, 'repo', 'pnpm-workspace.yaml'), 'packages: []\n');
    expect(notesDataDir({}, nested)).toBe(join(dataDir, 'repo', '.data', 'notes'));
    expect(notesDataDir({ NOTES_DATA_DIR: 'x/y' }, nested)).toBe(join(nested, 'x', 'y'));
  });
});

/** A fetch that goes straight to a Hono app holding only this extension (no socket). */
function appFetch(extension: NotesExtension): typeof fetch {
  const app = new Hono();
  extension.mount(app);
  return (input, init) =>
    Promise.resolve(app.request(input instanceof Request ? input : String(input), init));
}

import { Readable } from 'node:stream';
import type { Hono } from 'hono';
import type { BodyLimit } from '../bodyLimit';
import type { NotesSettings } from '../config';
import { countAttachmentBytes, countAttachmentBytesRefused, countBudgetRefusal } from '../metrics';
import type { LogLine } from '../throttledLog';
import type { DatabaseConnection } from './connection';
import type { NotesDatabase } from './database';
import { describeDatabaseError, publicError, UNAVAILABLE_MESSAGE } from './databaseErrors';
import {
  DISK_DOWNLOAD_PREFIX,
  DISK_UPLOAD_PREFIX,
  type DiskFileStore,
  DiskUploadError,
  type FileStore,
  nodeReadable,
  type ObjectRef,
} from './fileStore';
import { postgrestError } from './postgrest';
import type { RpcAnswer } from './rpc';

/** How long a signed upload stays usable; a late upload's object is swept too (keep_garbage). */
export const UPLOAD_URL_TTL_SECONDS = 300;
/** A download URL is used at once: a burned note's files must not stay reachable through one. */
export const DOWNLOAD_URL_TTL_SECONDS = 60;
/** How often the sweeper deletes dead and expired objects (one instance per interval). */
export const SWEEP_INTERVAL_MS = 60_000;
/** The budget's window: NOTES_FILES_BYTES_PER_HOUR counts the last hour. */
export const FILES_BUDGET_WINDOW_SECONDS = 3600;
/**
 * On local disk, uploads stop while less than this is free: text notes (and PGlite, which refuses
 * writes below 16 MB) keep their room whatever the attachments do.
 */
export const DISK_FREE_RESERVE_BYTES = 256 * 1024 * 1024;

const SWEEP_LOCK = 7_344_205;
const SWEEP_JOB = 'sweep-note-files';

/** The most ciphertext a note's files can take: the plaintext limit and a tag per 32 KiB chunk. */
export const maxCiphertextBytes = (maxPlaintext: number) =>
  maxPlaintext + 16 * Math.max(1, Math.ceil(maxPlaintext / 32768)) + 16 * 100;

/** The calls the server answers itself for files stored as objects (a hosted project has none). */
export const FILE_OBJECT_CALLS = new Set([
  'note_file_upload_url',
  'note_file_download_urls',
  'put_note_file_chunk',
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX64 = /^[0-9a-f]{64}$/;

const answer = (status: number, body: unknown, retryAfter?: number): RpcAnswer =>
  retryAfter === undefined ? { status, body } : { status, body, retryAfter };
const badRequest = (message: string) => answer(400, postgrestError('22023', message));

const mib = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
const wait = (seconds: number) =>
  seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;

export interface NoteFilesOptions {
  connection: Pick<DatabaseConnection, 'current' | 'invalidate'>;
  store: FileStore;
  settings: Pick<NotesSettings, 'filesBytesPerHour' | 'filesStoreBytes' | 'maxFileBytes'>;
  /** The budget's window (tests shorten it); an hour by default. */
  budgetWindowSeconds?: number;
  logFailure: LogLine;
}

/**
 * Attachments kept out of the database: the calls that authorise an upload (counted against the
 * client's and the store's byte budgets, in the database so every instance agrees) and issue
 * download URLs for a download claim, the disk store's own upload and download routes, and the
 * sweeper that deletes the objects of dead and expired bundles.
 */
export function createNoteFiles({
  connection,
  store,
  settings,
  budgetWindowSeconds = FILES_BUDGET_WINDOW_SECONDS,
  logFailure,
}: NoteFilesOptions) {
  const failed = (what: string, error: unknown) => {
    const failure = publicError(error);
    if (failure.status >= 500) {
      connection.invalidate();
      logFailure(`Notes files: ${what} failed: ${describeDatabaseError(error)}`);
    }
    return answer(failure.status, failure.body, failure.retryAfter);
  };
  const database = (): NotesDatabase | RpcAnswer => {
    try {
      return connection.current();
    } catch {
      return answer(503, postgrestError('PGRST000', UNAVAILABLE_MESSAGE), 5);
    }
  };
  const maxObject = maxCiphertextBytes(settings.maxFileBytes);
  const storeFullMessage =
    'The file store is full for now: files cannot be attached, but notes without files can still be sent. Try again later.';

  interface UploadRequest {
    bundle: string;
    claim: string;
    file: number;
    size: number;
    db: NotesDatabase;
  }

  /** An upload request's checked arguments and the database, or the answer refusing it. */
  async function checkUpload(args: Record<string, unknown>): Promise<{ request: UploadRequest } | RpcAnswer> {
    const { note_bundle: bundle, note_upload_claim: claim, note_file: file, note_size: size } = args;
    if (typeof bundle !== 'string' || !UUID.test(bundle)) return badRequest('The bundle must be a UUID.');
    if (typeof claim !== 'string' || !HEX64.test(claim))
      return badRequest('The upload claim must be 64 lowercase hex digits.');
    if (typeof file !== 'number' || !Number.isSafeInteger(file) || file < 0 || file > 99)
      return badRequest('The file number is out of range.');
    if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 16)
      return badRequest('The size must be the number of bytes of the encrypted file.');
    if (size > maxObject)
      return answer(
        413,
        postgrestError(
          'PT413',
          `Files too large: a note attaches at most ${settings.maxFileBytes} bytes of files in all.`,
        ),
      );
    const db = database();
    if ('status' in db) return db;
    if (store.freeBytes && (await store.freeBytes()) - size < DISK_FREE_RESERVE_BYTES) {
      logFailure('Notes files: refusing uploads, the data disk is nearly full.');
      countBudgetRefusal('attachment_disk_reserve');
      return answer(507, postgrestError('PGRST507', storeFullMessage), 60);
    }
    return { request: { bundle, claim, file, size, db } };
  }

  async function authorise(name: string, text: string, client: string): Promise<RpcAnswer> {
    let args: unknown;
    try {
      args = JSON.parse(text);
    } catch {
      return answer(400, postgrestError('PGRST102', 'Empty or invalid json'));
    }
    if (typeof args !== 'object' || args === null || Array.isArray(args))
      return answer(400, postgrestError('PGRST102', 'The arguments must be a JSON object'));
    const values = args as Record<string, unknown>;
    if (name === 'put_note_file_chunk') {
      // Chunks in database rows would bypass the byte budgets and fill the database's disk.
      return answer(
        410,
        postgrestError(
          'PGRST410',
          'This server stores files as whole encrypted objects, not chunks: reload the page (or update the command-line tool) and attach the files again.',
        ),
      );
    }
    if (name === 'note_file_download_urls') return downloadUrls(values);
    const checked = await checkUpload(values);
    if ('status' in checked) return checked;
    const { bundle, claim, file, size, db } = checked.request;
    let row: { status: string; retry_after_seconds: number } | undefined;
    try {
      ({
        rows: [row],
      } = await db.query<{ status: string; retry_after_seconds: number }>(
        'select * from public.reserve_note_file_object($1, $2, $3, $4, $5, $6, $7, $8)',
        [
          bundle,
          claim,
          file,
          size,
          client,
          settings.filesBytesPerHour,
          budgetWindowSeconds,
          settings.filesStoreBytes,
        ],
      ));
    } catch (error) {
      return failed('authorising an upload', error);
    }
    if (row?.status === 'client_budget') {
      countBudgetRefusal('attachment_bytes_per_address');
      countAttachmentBytesRefused(size);
      const seconds = Math.max(1, Number(row.retry_after_seconds));
      return answer(
        429,
        postgrestError(
          'PGRST429',
          `Too many files sent from this address: at most ${mib(settings.filesBytesPerHour)} of files per hour. Try again in ${wait(seconds)}.`,
        ),
        seconds,
      );
    }
    if (row?.status === 'store_full') {
      countBudgetRefusal('attachment_store_bytes');
      countAttachmentBytesRefused(size);
      return answer(507, postgrestError('PGRST507', storeFullMessage), 60);
    }
    if (row?.status !== 'ok') return failed('authorising an upload', new Error(`unexpected ${row?.status}`));
    // Counted when granted: the bytes go from the browser to the store, which the signature bounds to
    // this size, and they count against the budgets from now on, whether or not they arrive.
    countAttachmentBytes(size);
    return answer(200, await store.uploadTarget({ bundle, file }, size, UPLOAD_URL_TTL_SECONDS));
  }

  async function downloadUrls(args: Record<string, unknown>): Promise<RpcAnswer> {
    const { note_bundle: bundle, note_download_claim: claim } = args;
    if (typeof bundle !== 'string' || !UUID.test(bundle)) return badRequest('The bundle must be a UUID.');
    if (typeof claim !== 'string') return badRequest('The download claim must be a string.');
    const db = database();
    if ('status' in db) return db;
    try {
      const { rows } = await db.query<{ file_index: number; size: string | number }>(
        'select file_index, size from public.note_file_objects_for_download($1, $2)',
        [bundle, claim],
      );
      if (rows.length === 0) return answer(200, null);
      const urls = await Promise.all(
        rows.map(async (row) => ({
          file: row.file_index,
          size: Number(row.size),
          url: await store.downloadUrl({ bundle, file: row.file_index }, DOWNLOAD_URL_TTL_SECONDS),
        })),
      );
      return answer(200, urls);
    } catch (error) {
      return failed('issuing download links', error);
    }
  }

  /**
   * Deletes expired bundles and the objects of dead ones: once per interval across instances (a
   * transaction-scoped lock and the jobs table, so it works behind a transaction-mode pooler);
   * `force` skips the interval (tests). Resolves to the objects deleted, or null when skipped.
   */
  async function sweep(force = false): Promise<number | null> {
    const db = connection.current();
    const refs = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ locked: boolean }>(
        'select pg_catalog.pg_try_advisory_xact_lock($1) as locked',
        [SWEEP_LOCK],
      );
      if (!rows[0]?.locked) return null;
      await tx.query(
        `insert into server_meta.jobs (name, last_run) values ($1, '-infinity') on conflict (name) do nothing`,
        [SWEEP_JOB],
      );
      const claimed = await tx.query(
        `update server_meta.jobs set last_run = pg_catalog.now(), runs = runs + 1
         where name = $1 and ($2 or last_run <= pg_catalog.now() - $3::double precision * interval '1 millisecond')
         returning 1`,
        [SWEEP_JOB, force, SWEEP_INTERVAL_MS - 5_000],
      );
      if (claimed.rows.length === 0) return null;
      const swept = await tx.query<{ bundle_id: string; file_index: number }>(
        'select bundle_id, file_index from public.sweep_note_files($1, $2)',
        [budgetWindowSeconds, UPLOAD_URL_TTL_SECONDS + 60],
      );
      return swept.rows.map((row): ObjectRef => ({ bundle: row.bundle_id, file: row.file_index }));
    });
    if (refs === null) return null;
    if (refs.length > 0) await store.delete(refs);
    return refs.length;
  }

  function mountDisk(app: Hono, disk: DiskFileStore) {
    const refuse = (error: unknown) => {
      if (error instanceof DiskUploadError) return { status: error.status, message: error.message };
      throw error;
    };
    app.put(`${DISK_UPLOAD_PREFIX}:token`, async (c) => {
      const noStore = { 'Cache-Control': 'no-store' };
      let grant: ReturnType<DiskFileStore['verify']>;
      try {
        grant = disk.verify(c.req.param('token'), 'put');
      } catch (error) {
        const { status, message } = refuse(error);
        return c.json({ error: message }, status, noStore);
      }
      const declared = c.req.header('content-length');
      if (declared !== undefined && Number(declared) !== grant.size) {
        return c.json(
          { error: `The file must be exactly ${grant.size} bytes, as announced (got ${declared}).` },
          Number(declared) > grant.size ? 413 : 400,
          { ...noStore, Connection: 'close' },
        );
      }
      const body = c.req.raw.body;
      try {
        await disk.write(grant, body ? nodeReadable(body) : Readable.from([]));
      } catch (error) {
        const { status, message } = refuse(error);
        return c.json({ error: message }, status, { ...noStore, Connection: 'close' });
      }
      try {
        const { rows } = await connection
          .current()
          .query<{ stored: boolean }>('select public.note_file_object_stored($1, $2, $3) as stored', [
            grant.bundle,
            grant.file,
            grant.size,
          ]);
        if (rows[0]?.stored) return c.json({ size: grant.size }, 200, noStore);
      } catch (error) {
        logFailure(`Notes files: recording an upload failed: ${describeDatabaseError(error)}`);
      }
      // The bundle died while the bytes came in (or cannot be recorded): nothing may outlive it.
      await disk.delete([grant]);
      return c.json({ error: 'This upload is no longer open: attach the files again.' }, 404, noStore);
    });
    app.get(`${DISK_DOWNLOAD_PREFIX}:token`, async (c) => {
      const noStore = { 'Cache-Control': 'no-store' };
      let grant: ReturnType<DiskFileStore['verify']>;
      try {
        grant = disk.verify(c.req.param('token'), 'get');
      } catch (error) {
        const { status, message } = refuse(error);
        return c.json({ error: message }, status, noStore);
      }
      // A burn or a destruction after the link was issued ends it at once, sweep or not.
      const { rows } = await connection.current().query(
        `select 1 from public.note_bundles b join public.note_file_objects o on o.bundle_id = b.id
         where b.id = $1 and o.file_index = $2 and o.state = 'stored'
           and b.note_id is not null and b.expires_at > pg_catalog.now()`,
        [grant.bundle, grant.file],
      );
      const found = rows.length > 0 ? await disk.read(grant) : null;
      if (!found) return c.json({ error: 'These files are gone.' }, 404, noStore);
      return new Response(Readable.toWeb(found.stream) as ReadableStream, {
        status: 200,
        headers: {
          ...noStore,
          'Content-Type': 'application/octet-stream',
          'Content-Length': String(found.size),
        },
      });
    });
  }

  /** The disk store's uploads: each at most one note's worth of ciphertext, checked before reading. */
  const bodyLimits: BodyLimit[] =
    store.kind === 'disk'
      ? [
          {
            prefix: DISK_UPLOAD_PREFIX,
            maxBytes: maxObject,
            tooLarge: {
              error: `The file is too large: a note attaches at most ${settings.maxFileBytes} bytes of files.`,
            },
          },
        ]
      : [];

  return {
    call: authorise,
    sweep,
    bodyLimits,
    mount: (app: Hono) => {
      if (store.kind === 'disk') mountDisk(app, store as DiskFileStore);
    },
  };
}

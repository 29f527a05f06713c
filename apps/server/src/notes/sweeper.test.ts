// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ciphertextBytes } from '@demos/privnote/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDiskFileStore } from './fileStore';
import { SWEEP_INTERVAL_MS, UPLOAD_URL_TTL_SECONDS } from './noteFiles';
import { type Backend, backends, type ServedNotes, serveNotes } from './testBackends';

/** A client's bytes per hour and the store's bytes: one object of 30,016 fits each, not two. */
const CLIENT_BUDGET = 40_000;
const STORE_BUDGET = 50_000;
const OBJECT = ciphertextBytes(30_000);
const SMALL = ciphertextBytes(10_000);

// PGlite and PostgreSQL: the sweep takes a transaction-scoped lock and the jobs table on both.
describe.each(backends.slice(0, 2))('the sweeper of uploads never attached (%s)', (_name, open) => {
  let backend: Backend;
  let served: ServedNotes;
  let filesDir: string;

  beforeAll(async () => {
    backend = await open();
    // The sweeper's timer is the test's: only setInterval is faked (the HTTP stack, the database
    // drivers and fetch keep their real timers), installed before the extension starts it.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    filesDir = await mkdtemp(join(tmpdir(), 'privnote-sweep-'));
    served = await serveNotes(
      backend.database,
      { NOTES_FILES_BYTES_PER_HOUR: String(CLIENT_BUDGET), NOTES_FILES_STORE_BYTES: String(STORE_BUDGET) },
      {
        fileStore: await openDiskFileStore(filesDir),
        // Two clients on one socket peer: each names itself in X-Forwarded-For.
        clientKey: (peer, forwardedFor) => forwardedFor ?? peer ?? 'unknown',
      },
    );
  }, 120_000);

  afterAll(async () => {
    await served?.close();
    await backend?.stop();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
    vi.useRealTimers();
  }, 60_000);

  const query = async <T>(sql: string, params: unknown[] = []) =>
    (await backend.database.query<T>(sql, params)).rows;
  const call = (client: string, fn: string, body: unknown) =>
    fetch(`${served.baseUrl}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    });
  let claims = 0;
  /** An open bundle of one file for `client`, and the upload claim that authorises its upload. */
  const openBundle = async (client: string) => {
    claims += 1;
    const upload = claims.toString(16).padStart(64, '0');
    const response = await call(client, 'create_note_files', {
      note_upload_hash: createHash('sha256').update(Buffer.from(upload, 'hex')).digest('hex'),
      note_download_hash: 'd'.repeat(64),
      note_file_count: 1,
    });
    expect(response.status).toBe(200);
    return { bundle: (await response.json()) as string, upload };
  };
  const ask = (client: string, { bundle, upload }: { bundle: string; upload: string }, size: number) =>
    call(client, 'note_file_upload_url', {
      note_bundle: bundle,
      note_upload_claim: upload,
      note_file: 0,
      note_size: size,
    });
  const onDisk = async () =>
    (await readdir(filesDir, { recursive: true })).filter((path) => /^[0-9a-f-]{36}\/\d+$/.test(path));
  const sweepRuns = async () =>
    Number(
      (
        await query<{ runs: string | number }>(
          "select runs from server_meta.jobs where name = 'sweep-note-files'",
        )
      )[0]?.runs ?? 0,
    );

  /**
   * The database's clock moves `seconds` on: every time the sweep and the budgets compare with
   * now() (bundles, objects, garbage, grants, the sweep's last run) is moved back as much.
   */
  async function clockForward(seconds: number) {
    const back = `- ${seconds} * interval '1 second'`;
    await query(
      `update public.note_bundles set created_at = created_at ${back}, expires_at = expires_at ${back}`,
    );
    await query(`update public.note_file_objects set created_at = created_at ${back}`);
    await query(`update public.note_file_garbage set dead_at = dead_at ${back}`);
    await query(`update public.note_file_grants set granted_at = granted_at ${back}`);
    await query(`update server_meta.jobs set last_run = last_run ${back}`);
  }

  /** One tick of the sweeper's own timer, and the sweep it starts run to its end. */
  async function tick(until: () => Promise<void>) {
    const runs = await sweepRuns();
    await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MS);
    await vi.waitFor(async () => expect(await sweepRuns()).toBe(runs + 1), { timeout: 20_000, interval: 50 });
    await vi.waitFor(until, { timeout: 20_000, interval: 50 });
  }

  it('deletes the bytes and the rows within 15 minutes; the address gets its bytes back after its hour, the store once the late-upload grace ends', async () => {
    const first = await openBundle('10.0.0.1');
    const target = (await (await ask('10.0.0.1', first, OBJECT)).json()) as {
      url: string;
      method: string;
      headers: Record<string, string>;
    };
    const put = await fetch(new URL(target.url, served.baseUrl), {
      method: target.method,
      headers: target.headers,
      body: new Uint8Array(OBJECT),
    });
    expect(put.status).toBe(200);
    expect(await onDisk()).toEqual([`${first.bundle}/0`]);
    expect(
      await query('select state from public.note_file_objects where bundle_id = $1', [first.bundle]),
    ).toEqual([{ state: 'stored' }]);
    // Both budgets are spent: the address's (429) and the store's (507, for another address).
    expect((await ask('10.0.0.1', await openBundle('10.0.0.1'), SMALL)).status).toBe(429);
    expect((await ask('10.0.0.2', await openBundle('10.0.0.2'), OBJECT)).status).toBe(507);

    // 14 minutes on: the sweeper runs and leaves the upload (its bundle lives 15 minutes).
    await clockForward(14 * 60);
    await tick(async () => undefined);
    expect(await onDisk()).toEqual([`${first.bundle}/0`]);

    // 15 minutes and a second: the next run deletes the object, its bundle and its row.
    await clockForward(61);
    await tick(async () => expect(await onDisk()).toEqual([]));
    expect(await query('select 1 from public.note_bundles where id = $1', [first.bundle])).toEqual([]);
    expect(
      await query('select 1 from public.note_file_objects where bundle_id = $1', [first.bundle]),
    ).toEqual([]);
    expect(await readdir(filesDir)).not.toContain(first.bundle);
    // The grant still counts for the rest of the hour (letting an upload expire gives nothing
    // back), and the answer says when the hour ends.
    const refused = await ask('10.0.0.1', await openBundle('10.0.0.1'), SMALL);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeLessThanOrEqual(3600 - 15 * 60);
    expect(retryAfter).toBeGreaterThan(3600 - 16 * 60);
    // The store keeps counting the deleted object for the grace a late upload has to land in
    // (its upload URL lives UPLOAD_URL_TTL_SECONDS): still full for another address.
    expect((await ask('10.0.0.2', await openBundle('10.0.0.2'), OBJECT)).status).toBe(507);

    // Past the grace: the garbage row goes, and the store takes another address's upload.
    await clockForward(UPLOAD_URL_TTL_SECONDS + 61);
    await tick(async () =>
      expect(
        await query('select 1 from public.note_file_garbage where bundle_id = $1', [first.bundle]),
      ).toEqual([]),
    );
    expect((await ask('10.0.0.2', await openBundle('10.0.0.2'), OBJECT)).status).toBe(200);
    expect((await ask('10.0.0.1', await openBundle('10.0.0.1'), SMALL)).status).toBe(429);

    // Past the address's hour: the sweep forgets its grant, and it may upload again.
    await clockForward(3600 - 15 * 60 - UPLOAD_URL_TTL_SECONDS);
    await tick(async () =>
      expect(await query("select 1 from public.note_file_grants where client = '10.0.0.1'")).toEqual([]),
    );
    expect((await ask('10.0.0.1', await openBundle('10.0.0.1'), SMALL)).status).toBe(200);
  }, 120_000);
});

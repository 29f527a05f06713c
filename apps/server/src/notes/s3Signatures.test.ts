// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FileStore, openS3FileStore, type UploadTarget } from './fileStore';
import { fileStores, type TestFileStore } from './testFileStores';

/** The same presigned URL with its signature's last digit changed. */
function tampered(url: string): string {
  const changed = new URL(url);
  const signature = changed.searchParams.get('X-Amz-Signature') ?? '';
  changed.searchParams.set(
    'X-Amz-Signature',
    `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`,
  );
  return changed.href;
}

const put = (url: string, size: number, target: UploadTarget) =>
  fetch(url, { method: target.method, headers: target.headers, body: new Uint8Array(size) });

describe("SigV4 signatures on the tests' S3 store (s3rver 3.7.1 behind a signature check)", () => {
  let s3: TestFileStore;
  let store: FileStore;
  let unchecked: FileStore;

  beforeAll(async () => {
    const start = fileStores.find(([name]) => name.startsWith('S3'))?.[1];
    if (!start) throw new Error('The S3 test store is missing from fileStores.');
    s3 = await start();
    store = s3.store as FileStore;
    // The same bucket, straight to s3rver: what s3rver itself checks.
    unchecked = openS3FileStore({
      endpoint: s3.storeEndpoint as string,
      bucket: 'notes-test',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  }, 60_000);

  afterAll(async () => {
    await s3?.stop();
  });

  it('s3rver alone (allowMismatchedSignatures off, its default) stores a PUT whose signature was tampered with', async () => {
    const ref = { bundle: randomUUID(), file: 0 };
    const target = await unchecked.uploadTarget(ref, 1016, 60);
    expect((await put(tampered(target.url), 1016, target)).status).toBe(200);
    expect((await unchecked.list()).filter((object) => object.ref.bundle === ref.bundle)).toHaveLength(1);
    await unchecked.delete([ref]);
  });

  it('refuses through the real file store path a tampered, an expired or an other-sized upload, and a tampered download', async () => {
    const ref = { bundle: randomUUID(), file: 0 };
    const ours = async () => (await store.list()).filter((object) => object.ref.bundle === ref.bundle);
    const target = await store.uploadTarget(ref, 1016, 60);
    expect((await put(target.url, 1017, target)).status).toBe(403);
    expect((await put(target.url, 1015, target)).status).toBe(403);
    expect((await put(tampered(target.url), 1016, target)).status).toBe(403);
    // Signed ten minutes ago for five: expired, its signature otherwise right.
    vi.useFakeTimers({ toFake: ['Date'] });
    let late: UploadTarget;
    try {
      vi.setSystemTime(Date.now() - 10 * 60_000);
      late = await store.uploadTarget(ref, 1016, 300);
    } finally {
      vi.useRealTimers();
    }
    const expired = await put(late.url, 1016, late);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
    expect(await ours()).toEqual([]);
    expect(s3.refused?.get('SignatureDoesNotMatch')).toBe(3);
    expect(s3.refused?.get('AccessDenied')).toBe(1);

    // The signed size, as signed: stored; read back through a presigned GET, not through a tampered one.
    expect((await put(target.url, 1016, target)).status).toBe(200);
    expect((await ours()).map((object) => object.size)).toEqual([1016]);
    const download = await store.downloadUrl(ref, 60);
    expect((await fetch(tampered(download))).status).toBe(403);
    const read = await fetch(download);
    expect(read.status).toBe(200);
    expect((await read.arrayBuffer()).byteLength).toBe(1016);
    // The server's own calls (list, delete: signed in headers, not presigned) pass the same check.
    await store.delete([ref]);
    expect(await ours()).toEqual([]);
    expect(s3.refused?.get('SignatureDoesNotMatch')).toBe(4);
  });
});

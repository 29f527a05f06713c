import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, statfs, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../config';

/** One attached file's ciphertext: which bundle, which file of it. */
export interface ObjectRef {
  bundle: string;
  file: number;
}

/** What the browser does to upload one object: the request, whose size the signature binds. */
export interface UploadTarget {
  method: 'PUT';
  url: string;
  headers: Record<string, string>;
}

/**
 * Where attachment ciphertext lives, out of the database: local disk (the embedded default) or an
 * S3-compatible store. Neither relays bytes through a database row; S3 never through the server.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** A request that stores exactly `size` bytes as `ref`, valid `ttlSeconds`. */
  uploadTarget(ref: ObjectRef, size: number, ttlSeconds: number): Promise<UploadTarget>;
  /** A URL that reads `ref`, valid `ttlSeconds`. */
  downloadUrl(ref: ObjectRef, ttlSeconds: number): Promise<string>;
  /** Deletes the objects (a missing one is no error). */
  delete(refs: readonly ObjectRef[]): Promise<void>;
  /** Every object in the store (tests and the acceptance script). */
  list(): Promise<{ ref: ObjectRef; size: number }[]>;
  /** Bytes free where the objects are written, when the store shares the server's disk. */
  freeBytes?: () => Promise<number>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const KEY_PREFIX = 'note-files/';

/** The object's name in the store: `note-files/<bundle>/<file>`. */
export const objectKey = (ref: ObjectRef) => `${KEY_PREFIX}${ref.bundle}/${ref.file}`;

function refOfKey(key: string): ObjectRef | null {
  const [bundle, file] = key.slice(KEY_PREFIX.length).split('/');
  return key.startsWith(KEY_PREFIX) && bundle && UUID.test(bundle) && /^\d{1,3}$/.test(file ?? '')
    ? { bundle, file: Number(file) }
    : null;
}

// ---- Local disk ----

/** A signed disk request: which object, how many bytes exactly, until when, upload or download. */
interface DiskGrant extends ObjectRef {
  op: 'put' | 'get';
  size: number;
  /** Milliseconds since the epoch. */
  expires: number;
}

/** The routes the server answers for the disk store (extension.ts mounts them). */
export const DISK_UPLOAD_PREFIX = '/storage/v1/upload/';
export const DISK_DOWNLOAD_PREFIX = '/storage/v1/object/';

/** The upload was refused: the status and the sentence the client shows. */
export class DiskUploadError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 411 | 413,
    message: string,
  ) {
    super(message);
    this.name = 'DiskUploadError';
  }
}

export interface DiskFileStore extends FileStore {
  readonly kind: 'disk';
  /** Checks an upload token; the grant it carries, or a DiskUploadError. */
  verify(token: string, op: DiskGrant['op']): DiskGrant;
  /**
   * Streams a request body to the object, refusing it as soon as it passes `grant.size` and when
   * it ends short: the bytes go to a temporary file renamed into place only when whole, so nothing
   * half-written is ever read or left behind.
   */
  write(grant: DiskGrant, body: Readable): Promise<void>;
  /** The object's bytes, or null when it is not (or no longer) there. */
  read(grant: DiskGrant): Promise<{ size: number; stream: Readable } | null>;
}

/**
 * Files under `<root>/<bundle>/<file>` (NOTES_FILES_DIR, beside the notes database's folder), written by the server itself through an upload URL
 * it signs (an HMAC over bundle, file, exact size and expiry). The key lives beside the files (made
 * once, mode 0600), so every process on this machine signs alike.
 */
export async function openDiskFileStore(root: string): Promise<DiskFileStore> {
  const keyPath = join(root, '.signing-key');
  let secret: Buffer;
  try {
    await mkdir(root, { recursive: true });
    secret = await readFile(keyPath).catch(async () => {
      await writeFile(keyPath, randomBytes(32), { mode: 0o600, flag: 'wx' }).catch(() => undefined);
      return readFile(keyPath);
    });
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    throw new Error(
      `The attachments folder ${root} (NOTES_FILES_DIR) cannot be written: ${code === 'EROFS' ? 'read-only file system' : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (error as Error).message}.`,
    );
  }
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  const sign = (grant: DiskGrant) => {
    const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
    return `${payload}.${mac(payload)}`;
  };
  const pathOf = (ref: ObjectRef) => join(root, ref.bundle, String(ref.file));

  const verify = (token: string, op: DiskGrant['op']): DiskGrant => {
    const [payload = '', signature = ''] = token.split('.');
    const expected = Buffer.from(mac(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new DiskUploadError(403, 'This file link is not valid.');
    let grant: DiskGrant;
    try {
      grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as DiskGrant;
    } catch {
      throw new DiskUploadError(403, 'This file link is not valid.');
    }
    if (grant.op !== op || !UUID.test(grant.bundle) || !Number.isSafeInteger(grant.size))
      throw new DiskUploadError(403, 'This file link is not valid.');
    if (grant.expires < Date.now())
      throw new DiskUploadError(403, 'This file link has expired: start the upload or download again.');
    return grant;
  };

  return {
    kind: 'disk',
    async uploadTarget(ref, size, ttlSeconds) {
      const token = sign({ ...ref, op: 'put', size, expires: Date.now() + ttlSeconds * 1000 });
      return {
        method: 'PUT',
        url: `${DISK_UPLOAD_PREFIX}${token}`,
        headers: { 'content-type': 'application/octet-stream' },
      };
    },
    async downloadUrl(ref, ttlSeconds) {
      return `${DISK_DOWNLOAD_PREFIX}${sign({ ...ref, op: 'get', size: 0, expires: Date.now() + ttlSeconds * 1000 })}`;
    },
    verify,
    async write(grant, body) {
      const dir = join(root, grant.bundle);
      await mkdir(dir, { recursive: true });
      const temporary = join(dir, `.${grant.file}.${randomBytes(6).toString('hex')}.part`);
      let received = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          if (received > grant.size)
            done(new DiskUploadError(413, `The file is larger than the ${grant.size} bytes announced.`));
          else done(null, chunk);
        },
      });
      try {
        await pipeline(body, counter, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
        if (received !== grant.size)
          throw new DiskUploadError(400, `The upload ended after ${received} of ${grant.size} bytes.`);
        await rename(temporary, pathOf(grant));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async read(grant) {
      try {
        const path = pathOf(grant);
        const { size } = await stat(path);
        return { size, stream: createReadStream(path) };
      } catch {
        return null;
      }
    },
    async delete(refs) {
      const bundles = new Set<string>();
      for (const ref of refs) {
        await rm(pathOf(ref), { force: true });
        bundles.add(ref.bundle);
      }
      // A bundle's folder goes once empty (a temporary file of an upload still running keeps it).
      for (const bundle of bundles) {
        const dir = join(root, bundle);
        if ((await readdir(dir).catch(() => null))?.length === 0)
          await rm(dir, { recursive: true, force: true });
      }
    },
    async list() {
      const found: { ref: ObjectRef; size: number }[] = [];
      for (const bundle of await readdir(root)) {
        if (!UUID.test(bundle)) continue;
        for (const name of await readdir(join(root, bundle))) {
          if (!/^\d+$/.test(name)) continue;
          const ref = { bundle, file: Number(name) };
          found.push({ ref, size: (await stat(pathOf(ref))).size });
        }
      }
      return found;
    },
    async freeBytes() {
      const { bavail, bsize } = await statfs(root);
      return bavail * bsize;
    },
  };
}

// ---- S3-compatible object storage ----

/**
 * Objects in an S3 bucket. The browser PUTs each file's ciphertext straight to the store through
 * a presigned URL whose signature covers `Content-Length` (a body of any other size fails the
 * signature), and reads it back through a presigned GET; the server signs, it never relays bytes.
 * `publicEndpoint` is the address browsers reach the store at, when it differs from the server's.
 */
export function openS3FileStore(settings: S3Settings): FileStore {
  const base = {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // A presigned URL must not carry a checksum the browser cannot compute.
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
  };
  const client = new S3Client({ ...base, ...(settings.endpoint ? { endpoint: settings.endpoint } : {}) });
  const signer = settings.publicEndpoint
    ? new S3Client({ ...base, endpoint: settings.publicEndpoint })
    : client;
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async uploadTarget(ref, size, ttlSeconds) {
      const url = await getSignedUrl(
        signer,
        new PutObjectCommand({
          Bucket,
          Key: objectKey(ref),
          ContentLength: size,
          ContentType: 'application/octet-stream',
        }),
        {
          expiresIn: ttlSeconds,
          signableHeaders: new Set(['content-length', 'content-type']),
          unhoistableHeaders: new Set(['content-length', 'content-type']),
        },
      );
      return { method: 'PUT', url, headers: { 'content-type': 'application/octet-stream' } };
    },
    downloadUrl: (ref, ttlSeconds) =>
      getSignedUrl(signer, new GetObjectCommand({ Bucket, Key: objectKey(ref) }), { expiresIn: ttlSeconds }),
    async delete(refs) {
      for (let start = 0; start < refs.length; start += 1000) {
        const batch = refs.slice(start, start + 1000);
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((ref) => ({ Key: objectKey(ref) })), Quiet: true },
          }),
        );
      }
    },
    async list() {
      const found: { ref: ObjectRef; size: number }[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: KEY_PREFIX, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const ref = object.Key ? refOfKey(object.Key) : null;
          if (ref) found.push({ ref, size: object.Size ?? 0 });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },
  };
}

/** A disk store's body for a fetch Request (Hono hands the handler a web stream). */
export const nodeReadable = (body: ReadableStream<Uint8Array>) =>
  Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);

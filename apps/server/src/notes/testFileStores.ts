import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { type FileStore, openS3FileStore } from './fileStore';
import { startSignatureCheckingProxy } from './testS3Signatures';

/** A file store for the tests: none given (the server's disk store), or S3 spoken over HTTP. */
export interface TestFileStore {
  /** Given to the extension; undefined keeps the disk store under NOTES_DATA_DIR. */
  store?: FileStore;
  /** S3: requests the signature check refused, by S3 error code. */
  refused?: Map<string, number>;
  /** S3: s3rver's own address, behind the signature check. */
  storeEndpoint?: string;
  stop(): Promise<void>;
}

export const fileStores: [string, () => Promise<TestFileStore>][] = [
  ['local disk', async () => ({ stop: async () => undefined })],
  [
    'S3 (s3rver)',
    async () => {
      const directory = await mkdtemp(join(tmpdir(), 'privnote-s3-'));
      // allowMismatchedSignatures stays off, but s3rver 3.7 checks only V2 signatures, not the V4
      // ones the SDK makes: the proxy in front checks them, so that a body of another size than the
      // signed one, a tampered or an expired link is refused as by AWS S3 or MinIO.
      const server = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory,
        configureBuckets: [{ name: 'notes-test' }],
      });
      const { port } = await server.run();
      const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };
      const proxy = await startSignatureCheckingProxy({ storePort: port, ...credentials });
      const store = openS3FileStore({
        endpoint: proxy.endpoint,
        bucket: 'notes-test',
        forcePathStyle: true,
        ...credentials,
      });
      return {
        store,
        refused: proxy.refused,
        storeEndpoint: `http://127.0.0.1:${port}`,
        stop: async () => {
          await proxy.close();
          await server.close();
          await rm(directory, { recursive: true, force: true });
        },
      };
    },
  ],
];

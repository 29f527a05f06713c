import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { type FileStore, openS3FileStore } from './fileStore';

/** A file store for the tests: none given (the server's disk store), or S3 spoken over HTTP. */
export interface TestFileStore {
  /** Given to the extension; undefined keeps the disk store under NOTES_DATA_DIR. */
  store?: FileStore;
  stop(): Promise<void>;
}

export const fileStores: [string, () => Promise<TestFileStore>][] = [
  ['local disk', async () => ({ stop: async () => undefined })],
  [
    'S3 (s3rver)',
    async () => {
      const directory = await mkdtemp(join(tmpdir(), 'privnote-s3-'));
      // allowMismatchedSignatures stays off, but s3rver 3.7 checks only V2 signatures, not the V4 ones
      // presigned here: a size the signature does not match is not refused by this store.
      const server = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory,
        configureBuckets: [{ name: 'notes-test' }],
      });
      const { port } = await server.run();
      const store = openS3FileStore({
        endpoint: `http://127.0.0.1:${port}`,
        bucket: 'notes-test',
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      });
      return {
        store,
        stop: async () => {
          await server.close();
          await rm(directory, { recursive: true, force: true });
        },
      };
    },
  ],
];

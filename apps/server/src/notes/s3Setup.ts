import { PutBucketCorsCommand, PutBucketLifecycleConfigurationCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';

/**
 * Days an object may stay in the bucket whatever the sweeper does: the longest note lifetime
 * (7 days) and a day of margin, so a server down for a while still leaves no attachment forever.
 */
export const LIFECYCLE_DAYS = 8;

/**
 * Applies the bucket rules attachments need: a lifecycle rule deleting objects older than
 * LIFECYCLE_DAYS, and the CORS rule that lets the page at `origins` PUT ciphertext and GET it back
 * through presigned URLs (a browser refuses a cross-origin PUT the bucket does not allow).
 */
export async function applyS3BucketRules(settings: S3Settings, origins: string[]): Promise<void> {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  try {
    await client.send(
      new PutBucketLifecycleConfigurationCommand({
        Bucket: settings.bucket,
        LifecycleConfiguration: {
          Rules: [
            {
              ID: 'privnote-attachments-expire',
              Status: 'Enabled',
              Filter: { Prefix: '' },
              Expiration: { Days: LIFECYCLE_DAYS },
              AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
            },
          ],
        },
      }),
    );
    await client.send(
      new PutBucketCorsCommand({
        Bucket: settings.bucket,
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedOrigins: origins,
              AllowedMethods: ['PUT', 'GET'],
              AllowedHeaders: ['content-type', 'content-length'],
              MaxAgeSeconds: 3600,
            },
          ],
        },
      }),
    );
  } finally {
    client.destroy();
  }
}

import { ConfigError, readNotesSettings } from './config';
import { applyS3BucketRules, LIFECYCLE_DAYS } from './notes/s3Setup';

// `pnpm --filter @apps/server notes:s3-setup https://notes.example.com`: the NOTES_S3_* settings
// name the bucket, the arguments the page origins allowed to upload.
const origins = process.argv.slice(2);
try {
  const { s3 } = readNotesSettings(process.env);
  if (!s3) throw new ConfigError('NOTES_S3_BUCKET is not set: there is no bucket to set up.');
  if (
    origins.length === 0 ||
    origins.some((origin) => !URL.canParse(origin) || new URL(origin).origin !== origin)
  )
    throw new ConfigError('Give the page origins allowed to upload, such as https://notes.example.com.');
  await applyS3BucketRules(s3, origins);
  console.log(
    `Bucket ${s3.bucket}: objects expire after ${LIFECYCLE_DAYS} days; ${origins.join(', ')} may upload and download.`,
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}

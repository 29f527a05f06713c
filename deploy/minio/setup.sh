#!/bin/sh
# One-shot setup of the compose S3-compatible store (MinIO), run by the `minio-setup` service with
# MinIO's client `mc` before the servers start, and again at each `up` (every step is idempotent):
# the bucket, the lifecycle rule docs/operations.md asks for, and a user that may only read, write,
# list and delete in that bucket, so that the servers never hold MinIO's root key.
set -eu
mc alias set store http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD"
mc mb --ignore-existing "store/$NOTES_S3_BUCKET"
# Objects older than 8 days go whatever the sweeper did: the longest note lifetime (7 days) and a
# day of margin (LIFECYCLE_DAYS in apps/server/src/notes/s3Setup.ts). An import replaces the
# bucket's rules, so a second start does not add a second rule.
mc ilm rule import "store/$NOTES_S3_BUCKET" <<'JSON'
{
  "Rules": [
    {
      "ID": "privnote-attachments-expire",
      "Status": "Enabled",
      "Filter": { "Prefix": "" },
      "Expiration": { "Days": 8 },
      "AbortIncompleteMultipartUpload": { "DaysAfterInitiation": 1 }
    }
  ]
}
JSON
cat > /tmp/notes-files-policy.json <<JSON
{
  "Version": "2012-10-17",
  "Statement": [
    { "Effect": "Allow", "Action": ["s3:ListBucket"], "Resource": ["arn:aws:s3:::$NOTES_S3_BUCKET"] },
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"],
      "Resource": ["arn:aws:s3:::$NOTES_S3_BUCKET/*"]
    }
  ]
}
JSON
mc admin policy create store notes-files /tmp/notes-files-policy.json
mc admin user add store "$NOTES_S3_ACCESS_KEY_ID" "$NOTES_S3_SECRET_ACCESS_KEY"
if ! mc admin user info store "$NOTES_S3_ACCESS_KEY_ID" | grep -q 'notes-files'; then
  mc admin policy attach store notes-files --user "$NOTES_S3_ACCESS_KEY_ID"
fi

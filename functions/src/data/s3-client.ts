import { S3Client } from '@aws-sdk/client-s3';

/**
 * One S3 client per process. `S3_ENDPOINT` points it at s3rver locally (path-style, s3rver's fixed key pair);
 * in AWS it is unset and the function's role signs requests.
 */
function createClient(): S3Client {
  const endpoint = process.env.S3_ENDPOINT;
  return new S3Client(
    endpoint
      ? {
          endpoint,
          forcePathStyle: true,
          region: process.env.AWS_REGION ?? 'ca-central-1',
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        }
      : {},
  );
}

let client: S3Client | undefined;

export function s3(): S3Client {
  client ??= createClient();
  return client;
}

export function resetS3Client(): void {
  client = undefined;
}

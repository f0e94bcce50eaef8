import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';

/**
 * One S3 client per process. `S3_ENDPOINT` points it at s3rver locally (path-style, s3rver's fixed key pair);
 * in AWS it is unset and the function's role signs requests.
 *
 * The SDK is imported on first use, so the accessors are async: the leads group only touches the bucket for
 * application attachments, and loading `@aws-sdk/client-s3` at start would add its load time to every cold
 * start of that group. (The media group imports the SDK's commands at the top, so for it this import is
 * already done.)
 */
function connectionSettings(endpoint: string | undefined): S3ClientConfig {
  return endpoint
    ? {
        endpoint,
        forcePathStyle: true,
        region: process.env.AWS_REGION ?? 'ca-central-1',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }
    : {};
}

let client: S3Client | undefined;
let presigner: { endpoint: string | undefined; client: S3Client } | undefined;

/**
 * The client that signs browser upload and download addresses. The SDK's default checksum setting would
 * sign the CRC32 of an empty body into every presigned PUT, which S3 then refuses for any real file, so
 * this client only adds checksums where S3 requires them. Same connection settings as {@link s3}.
 */
export async function s3Presigner(): Promise<S3Client> {
  const endpoint = process.env.S3_ENDPOINT;
  if (!presigner || presigner.endpoint !== endpoint) {
    const { S3Client } = await import('@aws-sdk/client-s3');
    presigner = { endpoint, client: new S3Client({ ...connectionSettings(endpoint), requestChecksumCalculation: 'WHEN_REQUIRED' }) };
  }
  return presigner.client;
}

/** The client every S3 call of the functions goes through. */
export async function s3(): Promise<S3Client> {
  if (!client) {
    const { S3Client } = await import('@aws-sdk/client-s3');
    client ??= new S3Client(connectionSettings(process.env.S3_ENDPOINT));
  }
  return client;
}

/** Forgets the client, so the next {@link s3} call connects to the current `S3_ENDPOINT` (tests switch it). */
export function resetS3Client(): void {
  client = undefined;
}

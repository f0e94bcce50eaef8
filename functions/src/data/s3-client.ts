import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';

/**
 * One S3 client per process. `S3_ENDPOINT` points it at s3rver locally (path-style, s3rver's fixed key pair);
 * in AWS it is unset and the function's role signs requests.
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

function createClient(): S3Client {
  return new S3Client(connectionSettings(process.env.S3_ENDPOINT));
}

let client: S3Client | undefined;
let presigner: { endpoint: string | undefined; client: S3Client } | undefined;

/**
 * The client that signs browser upload and download addresses. The SDK's default checksum setting would
 * sign the CRC32 of an empty body into every presigned PUT, which S3 then refuses for any real file, so
 * this client only adds checksums where S3 requires them. Same connection settings as {@link s3}.
 */
export function s3Presigner(): S3Client {
  const endpoint = process.env.S3_ENDPOINT;
  if (!presigner || presigner.endpoint !== endpoint) {
    presigner = { endpoint, client: new S3Client({ ...connectionSettings(endpoint), requestChecksumCalculation: 'WHEN_REQUIRED' }) };
  }
  return presigner.client;
}

export function s3(): S3Client {
  client ??= createClient();
  return client;
}

export function resetS3Client(): void {
  client = undefined;
}

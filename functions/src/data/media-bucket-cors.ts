/**
 * The media bucket's CORS rule: browsers upload with presigned PUTs and read files straight from the
 * bucket, so only the site's origins may PUT/GET/HEAD, and the ETag is exposed for upload checks.
 * Read by the CDK data stack and by the local stack (s3rver), so both buckets answer alike.
 */
export interface MediaBucketCorsRule {
  allowedOrigins: string[];
  allowedMethods: Array<'GET' | 'PUT' | 'HEAD'>;
  allowedHeaders: string[];
  exposedHeaders: string[];
  maxAgeSeconds: number;
}

/** The rule for the given site origins (e.g. `https://deals.example.ca`, `http://127.0.0.1:5173`). */
export function mediaBucketCorsRule(allowedOrigins: readonly string[]): MediaBucketCorsRule {
  return {
    allowedOrigins: [...allowedOrigins],
    allowedMethods: ['PUT', 'GET', 'HEAD'],
    // Presigned PUTs carry Content-Type and the signed x-amz-* headers the SDK chose.
    allowedHeaders: ['*'],
    exposedHeaders: ['ETag'],
    maxAgeSeconds: 3000,
  };
}

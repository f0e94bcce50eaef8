import { randomUUID } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { Sha256 } from '../data/s3-signing.ts';
import type { PageInvalidator } from './page-invalidation.ts';

/**
 * CloudFront's CreateInvalidation, one signed `fetch` (AWS Signature V4 by `@smithy/signature-v4`, as the functions'
 * S3 client does): the SDK's CloudFront client would cost a write far more start-up than this one call needs. Loaded
 * on the first write that invalidates (page-invalidation.ts). Credentials are the Lambda runtime's, read at signing.
 */

/** CloudFront's API: global, signed for us-east-1, REST with XML bodies (API version 2020-05-31). */
const CLOUDFRONT_HOST = 'cloudfront.amazonaws.com';
const SIGNING_REGION = 'us-east-1';
const API_VERSION = '2020-05-31';
const XML_NAMESPACE = `http://cloudfront.amazonaws.com/doc/${API_VERSION}/`;

const ATTEMPTS = 3;
/** Each attempt's limit: a write's answer waits for this call, so it must not wait long (the s-maxage bound remains). */
const ATTEMPT_TIMEOUT_MS = 2_000;

/** CloudFront refused an invalidation; `code` is its error code (`AccessDenied`, `TooManyInvalidationsInProgress`...). */
export class CloudFrontInvalidationError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`CloudFront CreateInvalidation failed: ${status} ${code}`);
    this.name = 'CloudFrontInvalidationError';
  }
}

/** Access key, secret and (for a role's temporary keys) session token. */
export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface CloudFrontInvalidatorSettings {
  credentials?: () => AwsCredentials;
  /** The clock requests are signed with (tests fix it). */
  now?: () => Date;
  /** The transport (tests replace it). */
  fetch?: typeof fetch;
  /** A unique reference per request (tests fix it); CloudFront refuses a reused one with other paths. */
  callerReference?: () => string;
  /** Waits between attempts (tests skip them). */
  pause?: (attempt: number) => Promise<void>;
}

function credentialsFromEnv(): AwsCredentials {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = process.env;
  if (!accessKeyId || !secretAccessKey) throw new Error('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set');
  return { accessKeyId, secretAccessKey, sessionToken: sessionToken || undefined };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The `InvalidationBatch` document of a request. */
export function invalidationBatchXml(paths: readonly string[], callerReference: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<InvalidationBatch xmlns="${XML_NAMESPACE}">` +
    `<Paths><Quantity>${paths.length}</Quantity><Items>${paths.map((path) => `<Path>${escapeXml(path)}</Path>`).join('')}</Items></Paths>` +
    `<CallerReference>${escapeXml(callerReference)}</CallerReference>` +
    '</InvalidationBatch>'
  );
}

function errorCodeOf(body: string, status: number): string {
  return /<Code>([^<]*)<\/Code>/.exec(body)?.[1] ?? `Http${status}`;
}

/** Worth another attempt: CloudFront's own failures and throttling, not a refusal of the request itself. */
function isRetryable(status: number, code: string): boolean {
  return status >= 500 || status === 429 || code === 'Throttling' || code === 'ThrottlingException';
}

async function backOff(attempt: number): Promise<void> {
  // Exponential back-off with full jitter: up to 200 ms, then 400 ms.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * 2 ** attempt));
}

/** Invalidates paths of the distribution `distributionId`: one CreateInvalidation per call, retried on throttling. */
export function cloudFrontInvalidator(distributionId: string, settings: CloudFrontInvalidatorSettings = {}): PageInvalidator {
  const credentials = settings.credentials ?? credentialsFromEnv;
  const signer = new SignatureV4({
    service: 'cloudfront',
    region: SIGNING_REGION,
    credentials: async () => credentials(),
    sha256: Sha256,
  });
  const now = settings.now ?? (() => new Date());
  const transport = settings.fetch ?? ((input, init) => fetch(input, init));
  const reference = settings.callerReference ?? randomUUID;
  const pause = settings.pause ?? backOff;
  const path = `/${API_VERSION}/distribution/${encodeURIComponent(distributionId)}/invalidation`;

  return {
    async invalidate(paths) {
      if (paths.length === 0) return;
      // One reference for every attempt: a retried request CloudFront already took is not taken twice.
      const body = invalidationBatchXml(paths, reference());
      for (let attempt = 1; ; attempt += 1) {
        const signed = await signer.sign(
          {
            method: 'POST',
            protocol: 'https:',
            hostname: CLOUDFRONT_HOST,
            path,
            query: {},
            headers: { host: CLOUDFRONT_HOST, 'content-type': 'application/xml' },
            body,
          },
          { signingDate: now() },
        );
        const headers = Object.fromEntries(Object.entries(signed.headers).filter(([name]) => name !== 'host'));
        let response: Response;
        try {
          response = await transport(`https://${CLOUDFRONT_HOST}${path}`, {
            method: 'POST',
            headers,
            body,
            redirect: 'manual',
            signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
          });
        } catch (error) {
          if (attempt < ATTEMPTS) {
            await pause(attempt);
            continue;
          }
          throw error;
        }
        if (response.status === 201 || response.status === 200) return;
        const code = errorCodeOf(await response.text(), response.status);
        if (isRetryable(response.status, code) && attempt < ATTEMPTS) {
          await pause(attempt);
          continue;
        }
        throw new CloudFrontInvalidationError(response.status, code);
      }
    },
  };
}

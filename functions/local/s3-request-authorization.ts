// Erasable TypeScript only: the local bucket's process (s3rver-process.ts) runs it with Node's own type stripping.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { SignatureV4 } from '@smithy/signature-v4';
import { encodeS3Key, Sha256 } from '../src/data/s3-signing.ts';

/**
 * What the local bucket refuses, as S3 refuses it: s3rver accepts any SigV4 signature unchecked and any unsigned
 * request. Signatures are recomputed by `@smithy/signature-v4` from the request as received (the signed headers'
 * values, Content-Type and Content-Length included), with the stand-in's key pair and region.
 */

/** A request to the local bucket, as received. */
export interface BucketRequest {
  method: string;
  /** Path and query as sent, still percent-encoded. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The object's key as s3rver reads it (decoded); undefined for a bucket or service request. */
  objectKey: string | undefined;
}

/** Who may sign for the bucket, and what it serves without a signature. */
export interface BucketAccessPolicy {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /**
   * Key prefixes never read without a signature. In AWS the bucket serves nothing unsigned: CloudFront reads it (OAC)
   * for `/media/` and is denied these. Locally the site's `/media/` proxy and `MEDIA_PUBLIC_URL` read the bucket
   * directly, so an unsigned GET or HEAD of any other object is the distribution's read and is served.
   */
  privatePrefixes: readonly string[];
}

/** S3's refusal: HTTP status, error code and message, as its XML error document carries them. */
export interface BucketRefusal {
  status: 400 | 403;
  code: string;
  message: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const PAYLOAD_HASH_HEADER = 'x-amz-content-sha256';
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
/** S3's longest presigned lifetime: 7 days. */
const MAX_EXPIRES_SECONDS = 604_800;
/** S3 refuses a header-signed request whose time is further than this from its own. */
const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;

function refusal(status: BucketRefusal['status'], code: string, message: string): BucketRefusal {
  return { status, code, message };
}

const ACCESS_DENIED = refusal(403, 'AccessDenied', 'Access Denied');
const SIGNATURE_DOES_NOT_MATCH = refusal(
  403,
  'SignatureDoesNotMatch',
  'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
);

/** The query's parameters decoded (keys are case-sensitive, `+` is a plus as SigV4 clients encode a space as %20). */
function parseQuery(search: string): Record<string, string> | null {
  const query: Record<string, string> = {};
  try {
    for (const pair of search.split('&')) {
      if (pair === '') continue;
      const equals = pair.indexOf('=');
      const name = decodeURIComponent(equals === -1 ? pair : pair.slice(0, equals));
      query[name] = equals === -1 ? '' : decodeURIComponent(pair.slice(equals + 1));
    }
  } catch {
    return null;
  }
  return query;
}

/** The canonical path S3 signs: the path decoded, then each segment encoded once (so `(` and `%28` sign alike). */
function canonicalPath(path: string): string | null {
  try {
    return encodeS3Key(path.split('/').map(decodeURIComponent).join('/'));
  } catch {
    return null;
  }
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** `20261122T101112Z` → its date, or null when it is not SigV4's basic ISO 8601 form. */
function parseAmzDate(value: string | undefined): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) return null;
  const date = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

interface CredentialScope {
  accessKeyId: string;
  day: string;
  region: string;
  service: string;
  terminator: string;
}

function parseCredential(value: string | undefined): CredentialScope | null {
  const parts = (value ?? '').split('/');
  if (parts.length !== 5) return null;
  const [accessKeyId, day, region, service, terminator] = parts as [string, string, string, string, string];
  return { accessKeyId, day, region, service, terminator };
}

function sameSignature(expected: string | undefined, provided: string): boolean {
  if (expected === undefined || expected.length !== provided.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(provided));
}

/** Checks a request's signature, expiry and credential scope as S3 does; null when S3 would go on to serve it. */
export async function bucketRequestRefusal(request: BucketRequest, policy: BucketAccessPolicy, now: Date = new Date()): Promise<BucketRefusal | null> {
  // A CORS preflight carries no credentials: the bucket's CORS rule answers it (s3rver).
  if (request.method === 'OPTIONS') return null;
  const questionMark = request.url.indexOf('?');
  const rawPath = questionMark === -1 ? request.url : request.url.slice(0, questionMark);
  const query = parseQuery(questionMark === -1 ? '' : request.url.slice(questionMark + 1));
  const path = canonicalPath(rawPath);
  if (query === null || path === null) return refusal(400, 'InvalidURI', "Couldn't parse the specified URI.");

  const authorization = headerValue(request.headers, 'authorization');
  if ('X-Amz-Algorithm' in query) {
    if (authorization !== undefined) return refusal(400, 'InvalidArgument', 'Only one auth mechanism allowed.');
    return presignedRefusal(request, path, query, policy, now);
  }
  if (authorization !== undefined) return authorizationHeaderRefusal(request, path, query, authorization, policy, now);
  if ('Signature' in query || 'AWSAccessKeyId' in query) return V2_UNSUPPORTED;
  return unsignedRefusal(request, query, policy);
}

// Regions opened since 2014, ca-central-1 among them, accept Signature Version 4 only.
const V2_UNSUPPORTED = refusal(400, 'InvalidRequest', 'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.');

function unsignedRefusal(request: BucketRequest, query: Record<string, string>, policy: BucketAccessPolicy): BucketRefusal | null {
  const key = request.objectKey;
  const isObjectRead = (request.method === 'GET' || request.method === 'HEAD') && key !== undefined && Object.keys(query).length === 0;
  if (!isObjectRead || key.endsWith('/')) return ACCESS_DENIED;
  // s3rver keeps files on disk by key: a key with `.` or `..` segments is refused outright, as the site's proxy does.
  if (key.split(/[/\\]/).some((segment) => segment === '' || segment === '.' || segment === '..')) return ACCESS_DENIED;
  return policy.privatePrefixes.some((prefix) => key.startsWith(prefix)) ? ACCESS_DENIED : null;
}

/** The credential scope's refusal: another key pair, region, service or day than the request's. */
function scopeRefusal(scope: CredentialScope | null, date: Date, policy: BucketAccessPolicy, malformed: BucketRefusal): BucketRefusal | null {
  if (scope === null || scope.service !== 's3' || scope.terminator !== 'aws4_request') return malformed;
  if (scope.accessKeyId !== policy.accessKeyId) return refusal(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (scope.day !== date.toISOString().slice(0, 10).replaceAll('-', '')) return malformed;
  if (scope.region !== policy.region)
    return { ...malformed, message: `${malformed.message} The region '${scope.region}' is wrong; expecting '${policy.region}'.` };
  return null;
}

/** The values of the headers the client says it signed, or null when one of them was not sent. */
function signedHeaderValues(headers: IncomingHttpHeaders, names: readonly string[]): Record<string, string> | null {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = headerValue(headers, name);
    if (value === undefined) return null;
    values[name] = value;
  }
  return values;
}

function signerFor(policy: BucketAccessPolicy): SignatureV4 {
  // S3's rules: the path signed as sent (no second encoding); the payload hash is the request's own header.
  return new SignatureV4({
    service: 's3',
    region: policy.region,
    credentials: { accessKeyId: policy.accessKeyId, secretAccessKey: policy.secretAccessKey },
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: false,
  });
}

async function presignedRefusal(
  request: BucketRequest,
  path: string,
  query: Record<string, string>,
  policy: BucketAccessPolicy,
  now: Date,
): Promise<BucketRefusal | null> {
  const malformed = refusal(400, 'AuthorizationQueryParametersError', 'Error parsing the X-Amz-Credential parameter.');
  if (query['X-Amz-Algorithm'] !== ALGORITHM) return refusal(400, 'AuthorizationQueryParametersError', 'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256".');
  const date = parseAmzDate(query['X-Amz-Date']);
  const expires = Number(query['X-Amz-Expires']);
  const signature = query['X-Amz-Signature'];
  const signedNames = query['X-Amz-SignedHeaders']?.split(';') ?? [];
  if (date === null || !/^\d+$/.test(query['X-Amz-Expires'] ?? '') || !signature || !signedNames.includes('host')) {
    return refusal(
      400,
      'AuthorizationQueryParametersError',
      'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
    );
  }
  if (expires > MAX_EXPIRES_SECONDS)
    return refusal(
      400,
      'AuthorizationQueryParametersError',
      'X-Amz-Expires must be less than a week (in seconds); that is, the given X-Amz-Expires must be less than 604800 seconds.',
    );
  const scope = parseCredential(query['X-Amz-Credential']);
  const scopeProblem = scopeRefusal(scope, date, policy, malformed);
  if (scopeProblem) return scopeProblem;
  if (now.getTime() > date.getTime() + expires * 1000) return refusal(403, 'AccessDenied', 'Request has expired');

  const headers = signedHeaderValues(request.headers, signedNames);
  if (headers === null) return SIGNATURE_DOES_NOT_MATCH;
  // A presigned request's payload is unsigned; its hash stays out of the headers and the query unless the client put it there.
  const payloadHash = { [PAYLOAD_HASH_HEADER]: headers[PAYLOAD_HASH_HEADER] ?? query['X-Amz-Content-Sha256'] ?? UNSIGNED_PAYLOAD };
  const names = new Set([...signedNames, PAYLOAD_HASH_HEADER]);
  const expected = await signerFor(policy).presign(
    { method: request.method, protocol: 'http:', hostname: '', path, query, headers: { ...payloadHash, ...headers } },
    {
      signingDate: date,
      expiresIn: expires,
      signableHeaders: new Set(signedNames),
      unsignableHeaders: new Set([PAYLOAD_HASH_HEADER]),
      // Signed x-amz-* headers stay headers: only the client decides what goes in the query.
      unhoistableHeaders: names,
    },
  );
  return sameSignature(expected.query?.['X-Amz-Signature'] as string | undefined, signature) ? null : SIGNATURE_DOES_NOT_MATCH;
}

async function authorizationHeaderRefusal(
  request: BucketRequest,
  path: string,
  query: Record<string, string>,
  authorization: string,
  policy: BucketAccessPolicy,
  now: Date,
): Promise<BucketRefusal | null> {
  if (/^AWS /.test(authorization)) return V2_UNSUPPORTED;
  const malformed = refusal(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
  const parts = /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(authorization);
  if (!parts) return malformed;
  const [, credential, signedList, signature] = parts as unknown as [string, string, string, string];
  const payloadHash = headerValue(request.headers, PAYLOAD_HASH_HEADER);
  if (payloadHash === undefined) return refusal(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  const date = parseAmzDate(headerValue(request.headers, 'x-amz-date'));
  if (date === null) return refusal(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  const scopeProblem = scopeRefusal(parseCredential(credential), date, policy, malformed);
  if (scopeProblem) return scopeProblem;
  if (Math.abs(now.getTime() - date.getTime()) > MAX_CLOCK_SKEW_MS) {
    return refusal(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
  }

  const signedNames = signedList.split(';');
  const headers = signedHeaderValues(request.headers, signedNames);
  if (headers === null || !signedNames.includes('host')) return SIGNATURE_DOES_NOT_MATCH;
  const signed = await signerFor(policy).sign(
    { method: request.method, protocol: 'http:', hostname: '', path, query, headers: { [PAYLOAD_HASH_HEADER]: payloadHash, ...headers } },
    { signingDate: date, signableHeaders: new Set(signedNames), unsignableHeaders: new Set([PAYLOAD_HASH_HEADER]) },
  );
  const expected = /Signature=([0-9a-f]{64})$/.exec(String(signed.headers.authorization))?.[1];
  return sameSignature(expected, signature) ? null : SIGNATURE_DOES_NOT_MATCH;
}

import { SignatureV4 } from '@smithy/signature-v4';
import { encodeRfc3986, encodeS3Key, Sha256 } from './s3-signing.ts';
import { parseErrorDocument, parseListObjectsPage, type ListObjectsPage } from './s3-xml.ts';

/**
 * The functions' own S3 client: the six calls they make (list, head, put, copy, delete, presign), each one
 * `fetch` request signed with AWS Signature V4 by `@smithy/signature-v4`. `@aws-sdk/client-s3` cost more
 * than the whole start-time budget of the media group (docs/decisions/lazy-schemas.md, part 5).
 *
 * Addressing: in AWS, virtual-hosted style on the regional endpoint (`https://<bucket>.s3.<region>.amazonaws.com/<key>`),
 * the origin the site's Content-Security-Policy allows for uploads (the bucket's RegionalDomainName) and the
 * one the SDK used. Locally `S3_ENDPOINT` points at s3rver, path style (`<endpoint>/<bucket>/<key>`), with
 * s3rver's fixed key pair. Credentials in AWS are the Lambda runtime's (AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN), read at each signing.
 */

/** Access key, secret and (for a role's temporary keys) session token. */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** Where and as whom a client talks to S3. */
export interface S3ConnectionSettings {
  region: string;
  /** A path-style endpoint (s3rver); undefined means AWS's regional virtual-hosted endpoint. */
  endpoint?: string;
  credentials: () => S3Credentials;
  /** The clock requests are signed with (tests fix it). */
  now?: () => Date;
  /** The transport (tests replace it). */
  fetch?: typeof fetch;
}

/** Size, type and date of a stored object (HeadObject). */
export interface S3ObjectHead {
  size: number;
  contentType: string | undefined;
  lastModified: Date;
}

/** What ListObjectsV2 asks for. */
export interface ListObjectsInput {
  prefix: string;
  delimiter?: string;
  maxKeys?: number;
  continuationToken?: string;
}

/**
 * S3 refused a request. `code` is S3's error code (`NoSuchKey`, `AccessDenied`, `InvalidArgument`...; `NotFound`
 * for a 404 without a body, `Http<status>` when the answer named none). The message names the operation,
 * status and code only: S3's own message and document never leave this module.
 */
export class S3Error extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly code: string,
    readonly requestId: string | undefined,
  ) {
    super(`S3 ${operation} failed: ${status} ${code}`);
    this.name = 'S3Error';
  }
}

/** True for S3's answers meaning "no such object" (HeadObject's bare 404, NoSuchKey). */
export function isS3NotFound(error: unknown): boolean {
  return error instanceof S3Error && (error.status === 404 || error.code === 'NoSuchKey' || error.code === 'NotFound');
}

/** A request as the signer reads it. */
interface S3Request {
  method: 'GET' | 'HEAD' | 'PUT' | 'DELETE';
  protocol: string;
  hostname: string;
  port?: number;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

function queryString(query: Record<string, string>): string {
  const pairs = Object.keys(query)
    .sort()
    .map((name) => `${encodeRfc3986(name)}=${encodeRfc3986(query[name]!)}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function urlOf(request: S3Request): string {
  const port = request.port === undefined ? '' : `:${request.port}`;
  return `${request.protocol}//${request.hostname}${port}${request.path}${queryString(request.query)}`;
}

/** Payload hash of a presigned request: the browser's file is not known when signing. */
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
/** Attempts per request: S3 asks clients to retry 500 and 503 (SlowDown); every call here is idempotent. */
const ATTEMPTS = 3;

function isRetryable(status: number): boolean {
  return status === 500 || status === 503;
}

async function pause(attempt: number): Promise<void> {
  // Exponential back-off with full jitter, as the SDK's standard retry mode: up to 100 ms, then 200 ms.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * 2 ** attempt));
}

/** The S3 calls of the functions. */
export class S3Client {
  private readonly signer: SignatureV4;
  private readonly now: () => Date;
  private readonly transport: typeof fetch;

  constructor(private readonly settings: S3ConnectionSettings) {
    // S3 signs the path as sent (uriEscapePath false); the payload hash goes in x-amz-content-sha256 (applyChecksum).
    this.signer = new SignatureV4({
      service: 's3',
      region: settings.region,
      credentials: async () => settings.credentials(),
      sha256: Sha256,
      uriEscapePath: false,
      applyChecksum: true,
    });
    this.now = settings.now ?? (() => new Date());
    this.transport = settings.fetch ?? ((input, init) => fetch(input, init));
  }

  /** One page of the keys under `prefix` (ListObjectsV2), rolled up at `delimiter` when given. */
  async listObjectsV2(bucket: string, input: ListObjectsInput): Promise<ListObjectsPage> {
    const query: Record<string, string> = { 'list-type': '2', prefix: input.prefix };
    if (input.delimiter !== undefined) query.delimiter = input.delimiter;
    if (input.maxKeys !== undefined) query['max-keys'] = String(input.maxKeys);
    if (input.continuationToken !== undefined) query['continuation-token'] = input.continuationToken;
    const response = await this.send('ListObjectsV2', this.request('GET', bucket, undefined, { query }));
    return parseListObjectsPage(await response.text());
  }

  /** Size, content type and date of an object (HeadObject), or null when there is none. */
  async headObject(bucket: string, key: string): Promise<S3ObjectHead | null> {
    try {
      const response = await this.send('HeadObject', this.request('HEAD', bucket, key));
      const lastModified = new Date(response.headers.get('last-modified') ?? 0);
      return {
        size: Number(response.headers.get('content-length') ?? 0),
        contentType: response.headers.get('content-type') ?? undefined,
        lastModified: Number.isNaN(lastModified.getTime()) ? new Date(0) : lastModified,
      };
    } catch (error) {
      if (isS3NotFound(error)) return null;
      throw error;
    }
  }

  /** The bytes of an object (GetObject), or null when there is none. */
  async getObject(bucket: string, key: string): Promise<Uint8Array | null> {
    try {
      const response = await this.send('GetObject', this.request('GET', bucket, key));
      return new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      if (isS3NotFound(error)) return null;
      throw error;
    }
  }

  /** Stores `body` (empty by default) under `key` (PutObject), with the `Cache-Control` S3 answers it with when given. */
  async putObject(bucket: string, key: string, options: { body?: string | Uint8Array; contentType?: string; cacheControl?: string } = {}): Promise<void> {
    const body = options.body ?? '';
    const length = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
    const headers: Record<string, string> = {};
    // As the SDK does: a body's length is signed (fetch sends the same value); an empty body's is not.
    if (length > 0) headers['content-length'] = String(length);
    if (options.contentType !== undefined) headers['content-type'] = options.contentType;
    if (options.cacheControl !== undefined) headers['cache-control'] = options.cacheControl;
    await this.send('PutObject', this.request('PUT', bucket, key, { headers, body }));
  }

  /** Copies `sourceKey` to `key` in the same bucket with its content type and metadata (CopyObject, directive COPY). */
  async copyObject(bucket: string, sourceKey: string, key: string): Promise<void> {
    const headers = { 'x-amz-copy-source': `${bucket}/${encodeS3Key(sourceKey)}`, 'x-amz-metadata-directive': 'COPY' };
    const response = await this.send('CopyObject', this.request('PUT', bucket, key, { headers }));
    // CopyObject may fail after S3 has answered 200: the error then is the body.
    const failure = parseErrorDocument(await response.text());
    if (failure) throw new S3Error('CopyObject', response.status, failure.code, failure.requestId);
  }

  /** Deletes `key` (DeleteObject); deleting a missing key succeeds, as in S3. */
  async deleteObject(bucket: string, key: string): Promise<void> {
    await this.send('DeleteObject', this.request('DELETE', bucket, key));
  }

  /**
   * A presigned PUT that signs the content type and length with the host, so S3 refuses another type or size.
   * The browser must send exactly these two headers.
   */
  async presignPut(bucket: string, key: string, upload: { contentType: string; contentLength: number; expiresInSeconds: number }): Promise<string> {
    const headers = { 'content-type': upload.contentType, 'content-length': String(upload.contentLength) };
    return this.presign(this.request('PUT', bucket, key, { headers }), upload.expiresInSeconds);
  }

  /** A presigned GET; `responseContentDisposition` and `responseCacheControl` make S3 answer with those headers. */
  async presignGet(
    bucket: string,
    key: string,
    options: { expiresInSeconds: number; responseContentDisposition?: string; responseCacheControl?: string },
  ): Promise<string> {
    const query: Record<string, string> = {};
    if (options.responseCacheControl !== undefined) query['response-cache-control'] = options.responseCacheControl;
    if (options.responseContentDisposition !== undefined) query['response-content-disposition'] = options.responseContentDisposition;
    return this.presign(this.request('GET', bucket, key, { query }), options.expiresInSeconds);
  }

  private request(
    method: S3Request['method'],
    bucket: string,
    key: string | undefined,
    parts: { query?: Record<string, string>; headers?: Record<string, string>; body?: string | Uint8Array } = {},
  ): S3Request {
    const endpoint = this.settings.endpoint;
    const url = new URL(endpoint ?? `https://${bucket}.s3.${this.settings.region}.amazonaws.com`);
    const basePath = url.pathname.replace(/\/$/, '');
    const objectPath = key === undefined ? '' : `/${encodeS3Key(key)}`;
    const path = endpoint ? `${basePath}/${bucket}${objectPath || '/'}` : objectPath || '/';
    return {
      method,
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path,
      query: parts.query ?? {},
      headers: { host: url.host, ...parts.headers },
      body: parts.body,
    };
  }

  private async presign(request: S3Request, expiresInSeconds: number): Promise<string> {
    const unsigned = { ...request, headers: { ...request.headers, 'X-Amz-Content-Sha256': UNSIGNED_PAYLOAD } };
    const presigned = await this.signer.presign(unsigned, { expiresIn: expiresInSeconds, signingDate: this.now() });
    return urlOf(presigned as S3Request);
  }

  private async send(operation: string, request: S3Request): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      // Signed again for each attempt: the signature carries the time.
      const signed = (await this.signer.sign(request, { signingDate: this.now() })) as S3Request;
      // fetch sets Host and Content-Length itself, from the URL and body that were signed.
      const headers = Object.fromEntries(Object.entries(signed.headers).filter(([name]) => name !== 'host' && name !== 'content-length'));
      let response: Response;
      try {
        // Redirects are refused, not followed: the signature holds the host, and S3 redirects only a wrong region.
        // fetch sends any Uint8Array; the DOM's BodyInit type only names those backed by a plain ArrayBuffer.
        const body = signed.body as BodyInit | undefined;
        response = await this.transport(urlOf(signed), { method: signed.method, headers, body, redirect: 'manual' });
      } catch (error) {
        if (attempt < ATTEMPTS) {
          await pause(attempt);
          continue;
        }
        throw error;
      }
      if (response.status >= 200 && response.status < 300) return response;
      const body = request.method === 'HEAD' ? '' : await response.text();
      if (isRetryable(response.status) && attempt < ATTEMPTS) {
        await pause(attempt);
        continue;
      }
      const document = parseErrorDocument(body);
      const code = document?.code ?? (response.status === 404 ? 'NotFound' : `Http${response.status}`);
      throw new S3Error(operation, response.status, code, document?.requestId ?? response.headers.get('x-amz-request-id') ?? undefined);
    }
  }
}

/** `S3_ENDPOINT` and the region and credentials of the environment, read when a request is signed. */
function connectionSettingsFromEnv(): S3ConnectionSettings {
  const endpoint = process.env.S3_ENDPOINT || undefined;
  return {
    region: process.env.AWS_REGION ?? 'ca-central-1',
    endpoint,
    credentials: endpoint
      ? () => ({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' })
      : () => {
          const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = process.env;
          if (!accessKeyId || !secretAccessKey) throw new Error('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set');
          return { accessKeyId, secretAccessKey, sessionToken: sessionToken || undefined };
        },
  };
}

let client: S3Client | undefined;

/** The client every S3 call of the functions goes through, made on first use from the environment. */
export function s3(): S3Client {
  client ??= new S3Client(connectionSettingsFromEnv());
  return client;
}

/** Forgets the client, so the next {@link s3} call connects to the current `S3_ENDPOINT` (tests switch it). */
export function resetS3Client(): void {
  client = undefined;
}

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignatureV4 } from '@smithy/signature-v4';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client as SdkS3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { useLocalAws } from '../../local/use-local-aws.ts';
import type { LocalAws } from '../../local/local-aws.ts';
import { isS3NotFound, resetS3Client, S3Client, S3Error, s3, type S3ConnectionSettings } from './s3-client.ts';
import { encodeS3Key, Sha256 } from './s3-signing.ts';
import { S3AnswerUnreadable } from './s3-xml.ts';

const SIGNING_DATE = new Date('2026-11-22T10:11:12.000Z');
const REGION = 'ca-central-1';
const BUCKET = 'tdp-prod-mediabucket1a2b3c-x9y8z7';
const CREDENTIALS = {
  accessKeyId: 'ASIAEXAMPLEKEY123456',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'IQoJb3JpZ2luX2VjEXAMPLE/session+token=',
};
/** A key with everything SigV4 encodes: space, '#', '&', '+', parentheses, '!*\'', non-ASCII. */
const AWKWARD_KEY = "package-images/Tram 28 #Lisbon & Porto (1)+!*'~é.png";

describe('Sha256 and the signer on the AWS documentation vector', () => {
  /** The signer as the S3 API reference's examples sign: their key pair, us-east-1, S3's unescaped paths, our Sha256. */
  function documentationSigner(options: { applyChecksum?: boolean } = {}): SignatureV4 {
    return new SignatureV4({
      service: 's3',
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
      sha256: Sha256,
      uriEscapePath: false,
      ...options,
    });
  }

  // "Authenticating Requests: Using Query Parameters" (S3 API reference), example presigned GET of test.txt.
  it('signs the example presigned GET to the documented signature', async () => {
    const signer = documentationSigner({ applyChecksum: false });
    // The example signs the payload as UNSIGNED-PAYLOAD without putting X-Amz-Content-Sha256 in the address.
    const payload = { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' };
    const presigned = await signer.presign(
      {
        method: 'GET',
        protocol: 'https:',
        hostname: 'examplebucket.s3.amazonaws.com',
        path: '/test.txt',
        query: {},
        headers: { host: 'examplebucket.s3.amazonaws.com', ...payload },
      },
      {
        expiresIn: 86400,
        signingDate: new Date('2013-05-24T00:00:00Z'),
        unsignableHeaders: new Set(Object.keys(payload)),
        unhoistableHeaders: new Set(Object.keys(payload)),
      },
    );
    expect(presigned.query?.['X-Amz-Signature']).toBe('aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
  });

  // Same reference, "Authenticating Requests: Using the Authorization Header", example GET Object with a Range.
  it('signs the example GET with a Range header to the documented signature', async () => {
    const signer = documentationSigner();
    const signed = await signer.sign(
      {
        method: 'GET',
        protocol: 'https:',
        hostname: 'examplebucket.s3.amazonaws.com',
        path: '/test.txt',
        query: {},
        headers: { host: 'examplebucket.s3.amazonaws.com', range: 'bytes=0-9' },
      },
      { signingDate: new Date('2013-05-24T00:00:00Z') },
    );
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('hashes and keys HMACs with string, byte and ArrayBuffer secrets alike, and starts again after reset', async () => {
    const digests = await Promise.all(
      ['key', new TextEncoder().encode('key'), new TextEncoder().encode('key').buffer].map(async (secret) => {
        const hash = new Sha256(secret);
        hash.update(new TextEncoder().encode('ignored'));
        hash.reset();
        hash.update(new TextEncoder().encode('The quick brown fox jumps over the lazy dog'));
        return Buffer.from(await hash.digest()).toString('hex');
      }),
    );
    expect(new Set(digests)).toEqual(new Set(['f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8']));
    const plain = new Sha256();
    plain.update(new Uint8Array());
    expect(Buffer.from(await plain.digest()).toString('hex')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});

describe('encodeS3Key', () => {
  it('encodes each segment per SigV4 and keeps the slashes', () => {
    expect(encodeS3Key(AWKWARD_KEY)).toBe('package-images/Tram%2028%20%23Lisbon%20%26%20Porto%20%281%29%2B%21%2A%27~%C3%A9.png');
    expect(encodeS3Key('Documents/')).toBe('Documents/');
  });
});

/** What went on the wire: the address and the headers that matter to S3. */
interface WireRequest {
  method: string;
  origin: string;
  path: string;
  query: [string, string][];
  headers: Record<string, string>;
}

function sortedQuery(url: URL): [string, string][] {
  return [...url.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Headers the SDK adds for its own bookkeeping, not part of the S3 request. */
const SDK_BOOKKEEPING_HEADERS = ['amz-sdk-invocation-id', 'amz-sdk-request', 'x-amz-user-agent', 'user-agent'];

class CapturedRequest extends Error {
  constructor(readonly request: WireRequest) {
    super('captured');
  }
}

type SdkRequest = {
  method: string;
  protocol: string;
  hostname: string;
  port?: number;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
};

function wireOfSdk(request: SdkRequest): WireRequest {
  const url = new URL(`${request.protocol}//${request.hostname}${request.port ? `:${request.port}` : ''}${request.path}`);
  for (const [name, value] of Object.entries(request.query)) url.searchParams.append(name, value);
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value]));
  return { method: request.method, origin: url.origin, path: request.path, query: sortedQuery(url), headers };
}

/**
 * The SDK client as the functions configured it before (checksums only where required), with a transport that
 * records the request instead of sending it, and without the operation name (`x-id`) and SDK headers it adds.
 */
function sdkClient(endpoint: string | undefined): SdkS3Client {
  const client = new SdkS3Client({
    region: REGION,
    credentials: CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    // By default the SDK also asks S3 for checksums in a presigned GET's answer (x-amz-checksum-mode); the browser checks none.
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    requestHandler: {
      handle: async (request: SdkRequest) => {
        throw new CapturedRequest(wireOfSdk(request));
      },
    } as never,
    maxAttempts: 1,
  });
  type Next = (args: { request: unknown }) => Promise<unknown>;
  const dropOperationName = (next: Next) => async (args: { request: unknown }) => {
    delete (args.request as SdkRequest).query['x-id'];
    return next(args);
  };
  const dropSdkHeaders = (next: Next) => async (args: { request: unknown }) => {
    for (const name of SDK_BOOKKEEPING_HEADERS) delete (args.request as SdkRequest).headers[name];
    return next(args);
  };
  client.middlewareStack.add(dropOperationName as never, { step: 'build', priority: 'low', name: 'dropOperationName' });
  client.middlewareStack.addRelativeTo(dropSdkHeaders as never, { relation: 'before', toMiddleware: 'awsAuthMiddleware', name: 'dropSdkHeaders' });
  return client;
}

async function sentBySdk(client: SdkS3Client, command: object): Promise<WireRequest> {
  vi.useFakeTimers({ toFake: ['Date'], now: SIGNING_DATE });
  try {
    await client.send(command as never);
  } catch (error) {
    if (error instanceof CapturedRequest) return error.request;
    throw error;
  } finally {
    vi.useRealTimers();
  }
  throw new Error('the SDK sent nothing');
}

function ourClient(endpoint: string | undefined, answer: () => Response, sent: WireRequest[]): S3Client {
  const settings: S3ConnectionSettings = {
    region: REGION,
    endpoint,
    credentials: () => CREDENTIALS,
    now: () => SIGNING_DATE,
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([name, value]) => [name.toLowerCase(), value]));
      sent.push({ method: init?.method ?? 'GET', origin: url.origin, path: url.pathname, query: sortedQuery(url), headers });
      return answer();
    },
  };
  return new S3Client(settings);
}

const LISTING = '<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>';

describe.each([
  ['in AWS (virtual-hosted, regional endpoint)', undefined, `https://${BUCKET}.s3.${REGION}.amazonaws.com`],
  ['locally (path style on S3_ENDPOINT)', 'http://127.0.0.1:4569', 'http://127.0.0.1:4569'],
])('signs like @aws-sdk/client-s3 %s', (_, endpoint, origin) => {
  let sdk: SdkS3Client;
  beforeAll(() => {
    sdk = sdkClient(endpoint);
  });
  afterAll(() => sdk.destroy());

  /** Our request for `call`, with the headers fetch sets itself (host, content-length) left to compare apart. */
  async function ours(call: (client: S3Client) => Promise<unknown>, answer: () => Response = () => new Response('')): Promise<WireRequest> {
    const sent: WireRequest[] = [];
    await call(ourClient(endpoint, answer, sent));
    expect(sent).toHaveLength(1);
    return sent[0]!;
  }

  function expectSameRequest(mine: WireRequest, theirs: WireRequest): void {
    expect(mine.origin).toBe(origin);
    expect({ ...mine, headers: undefined }).toEqual({ ...theirs, headers: undefined });
    const { host: _host, 'content-length': _length, ...theirHeaders } = theirs.headers;
    expect(mine.headers).toEqual(theirHeaders);
    expect(mine.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=ASIAEXAMPLEKEY123456\/20261122\/ca-central-1\/s3\/aws4_request, SignedHeaders=(?:[a-z-]+;)*host;/,
    );
  }

  it('ListObjectsV2 with prefix, delimiter, page size and continuation token', async () => {
    const input = { prefix: 'package-images/Lisbon & Porto/', delimiter: '/', maxKeys: 1000, continuationToken: 'b2sgdG9rZW4+/=' };
    const mine = await ours(
      (client) => client.listObjectsV2(BUCKET, input),
      () => new Response(LISTING),
    );
    const theirs = await sentBySdk(
      sdk,
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: input.prefix, Delimiter: '/', MaxKeys: 1000, ContinuationToken: input.continuationToken }),
    );
    expectSameRequest(mine, theirs);
  });

  it('ListObjectsV2 without delimiter or token', async () => {
    const mine = await ours(
      (client) => client.listObjectsV2(BUCKET, { prefix: 'Documents/', maxKeys: 2 }),
      () => new Response(LISTING),
    );
    expectSameRequest(mine, await sentBySdk(sdk, new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'Documents/', MaxKeys: 2 })));
  });

  it('HeadObject of a key that needs encoding', async () => {
    const mine = await ours((client) => client.headObject(BUCKET, AWKWARD_KEY));
    expectSameRequest(mine, await sentBySdk(sdk, new HeadObjectCommand({ Bucket: BUCKET, Key: AWKWARD_KEY })));
  });

  it('PutObject of a folder marker with its content type', async () => {
    const mine = await ours((client) => client.putObject(BUCKET, 'package-images/Lisbon (old)/', { contentType: 'application/x-directory' }));
    const theirs = await sentBySdk(
      sdk,
      new PutObjectCommand({ Bucket: BUCKET, Key: 'package-images/Lisbon (old)/', Body: '', ContentType: 'application/x-directory' }),
    );
    expectSameRequest(mine, theirs);
  });

  it('PutObject of a body, its length and hash signed', async () => {
    const mine = await ours((client) => client.putObject(BUCKET, AWKWARD_KEY, { body: 'png bytes', contentType: 'image/png' }));
    const theirs = await sentBySdk(sdk, new PutObjectCommand({ Bucket: BUCKET, Key: AWKWARD_KEY, Body: 'png bytes', ContentType: 'image/png' }));
    expect(mine.headers.authorization).toContain('SignedHeaders=content-length;content-type;host;x-amz-content-sha256;');
    expectSameRequest(mine, theirs);
  });

  it('CopyObject with an encoded source and metadata directive COPY', async () => {
    const mine = await ours((client) => client.copyObject(BUCKET, AWKWARD_KEY, 'package-images/renamed é.png'));
    const theirs = await sentBySdk(
      sdk,
      new CopyObjectCommand({
        Bucket: BUCKET,
        Key: 'package-images/renamed é.png',
        CopySource: `${BUCKET}/${encodeS3Key(AWKWARD_KEY)}`,
        MetadataDirective: 'COPY',
      }),
    );
    expect(mine.headers['x-amz-copy-source']).toBe(`${BUCKET}/package-images/Tram%2028%20%23Lisbon%20%26%20Porto%20%281%29%2B%21%2A%27~%C3%A9.png`);
    expectSameRequest(mine, theirs);
  });

  it('DeleteObject', async () => {
    const mine = await ours(
      (client) => client.deleteObject(BUCKET, AWKWARD_KEY),
      () => new Response(null, { status: 204 }),
    );
    expectSameRequest(mine, await sentBySdk(sdk, new DeleteObjectCommand({ Bucket: BUCKET, Key: AWKWARD_KEY })));
  });

  it('a presigned PUT signing content type and length, to the same address as getSignedUrl', async () => {
    const mine = await ourClient(endpoint, () => new Response(''), []).presignPut(BUCKET, AWKWARD_KEY, {
      contentType: 'image/png',
      contentLength: 123_456,
      expiresInSeconds: 600,
    });
    const theirs = await getSignedUrl(sdk, new PutObjectCommand({ Bucket: BUCKET, Key: AWKWARD_KEY, ContentType: 'image/png', ContentLength: 123_456 }), {
      expiresIn: 600,
      signableHeaders: new Set(['content-type', 'content-length']),
      signingDate: SIGNING_DATE,
    });
    const [mineUrl, theirUrl] = [new URL(mine), new URL(theirs)];
    expect(mineUrl.origin + mineUrl.pathname).toBe(theirUrl.origin + theirUrl.pathname);
    expect(sortedQuery(mineUrl)).toEqual(sortedQuery(theirUrl));
    expect(mineUrl.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(mineUrl.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(mineUrl.searchParams.get('X-Amz-Security-Token')).toBe(CREDENTIALS.sessionToken);
  });

  it('a presigned GET answering with a Content-Disposition, to the same address as getSignedUrl', async () => {
    const disposition = 'attachment; filename="CV Ana (2026).pdf"';
    const mine = await ourClient(endpoint, () => new Response(''), []).presignGet(BUCKET, 'applications/2026-11/abc/CV Ana (2026).pdf', {
      expiresInSeconds: 300,
      responseContentDisposition: disposition,
    });
    const theirs = await getSignedUrl(
      sdk,
      new GetObjectCommand({ Bucket: BUCKET, Key: 'applications/2026-11/abc/CV Ana (2026).pdf', ResponseContentDisposition: disposition }),
      {
        expiresIn: 300,
        signingDate: SIGNING_DATE,
      },
    );
    const [mineUrl, theirUrl] = [new URL(mine), new URL(theirs)];
    expect(mineUrl.origin + mineUrl.pathname).toBe(theirUrl.origin + theirUrl.pathname);
    expect(sortedQuery(mineUrl)).toEqual(sortedQuery(theirUrl));
    expect(mineUrl.searchParams.get('response-content-disposition')).toBe(disposition);
  });
});

describe('S3 error answers', () => {
  function clientAnswering(...answers: Array<() => Response>): { client: S3Client; calls: () => number } {
    let calls = 0;
    const client = new S3Client({
      region: REGION,
      credentials: () => CREDENTIALS,
      fetch: async () => {
        const answer = answers[Math.min(calls, answers.length - 1)]!;
        calls += 1;
        return answer();
      },
    });
    return { client, calls: () => calls };
  }

  const errorXml = (code: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>Secret detail about key &lt;x&gt;</Message><RequestId>REQ123</RequestId></Error>`;

  it('answers null for HeadObject of a missing key (a bare 404)', async () => {
    const { client } = clientAnswering(() => new Response(null, { status: 404 }));
    expect(await client.headObject(BUCKET, 'package-images/none.png')).toBeNull();
  });

  it('reads size, type and date of HeadObject from the headers', async () => {
    const { client } = clientAnswering(
      () =>
        new Response(null, {
          status: 200,
          headers: { 'content-length': '2048', 'content-type': 'image/png', 'last-modified': 'Sun, 22 Nov 2026 10:00:00 GMT' },
        }),
    );
    expect(await client.headObject(BUCKET, 'a.png')).toEqual({ size: 2048, contentType: 'image/png', lastModified: new Date('2026-11-22T10:00:00Z') });
  });

  it('throws a typed error with code, status and request id, and no XML or S3 message', async () => {
    const { client } = clientAnswering(() => new Response(errorXml('NoSuchKey'), { status: 404 }));
    const error = await client.copyObject(BUCKET, 'gone.png', 'new.png').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(S3Error);
    expect(error).toMatchObject({ operation: 'CopyObject', status: 404, code: 'NoSuchKey', requestId: 'REQ123' });
    expect(isS3NotFound(error)).toBe(true);
    expect((error as Error).message).toBe('S3 CopyObject failed: 404 NoSuchKey');
  });

  it('maps a refused request without a body to Http<status>, and does not call it not found', async () => {
    const { client } = clientAnswering(() => new Response(null, { status: 403, headers: { 'x-amz-request-id': 'REQ9' } }));
    const error = await client.headObject(BUCKET, 'a.png').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 403, code: 'Http403', requestId: 'REQ9' });
    expect(isS3NotFound(error)).toBe(false);
  });

  it('gives the 400 of a continuation token S3 cannot read as a typed error', async () => {
    const { client } = clientAnswering(() => new Response(errorXml('InvalidArgument'), { status: 400 }));
    await expect(client.listObjectsV2(BUCKET, { prefix: 'a/', continuationToken: 'x' })).rejects.toMatchObject({ status: 400, code: 'InvalidArgument' });
  });

  it('throws when CopyObject answers 200 with an error document', async () => {
    const { client } = clientAnswering(() => new Response(errorXml('InternalError'), { status: 200 }));
    await expect(client.copyObject(BUCKET, 'a.png', 'b.png')).rejects.toMatchObject({ operation: 'CopyObject', code: 'InternalError' });
  });

  it('tries a 503 (SlowDown) again and succeeds', async () => {
    const { client, calls } = clientAnswering(
      () => new Response(errorXml('SlowDown'), { status: 503 }),
      () => new Response(null, { status: 204 }),
    );
    await client.deleteObject(BUCKET, 'a.png');
    expect(calls()).toBe(2);
  });

  it('gives up after three attempts on 500', async () => {
    const { client, calls } = clientAnswering(() => new Response(errorXml('InternalError'), { status: 500 }));
    await expect(client.deleteObject(BUCKET, 'a.png')).rejects.toMatchObject({ status: 500, code: 'InternalError' });
    expect(calls()).toBe(3);
  });

  it('does not follow a redirect (the signature names the host)', async () => {
    const { client, calls } = clientAnswering(() => new Response(errorXml('PermanentRedirect'), { status: 301 }));
    await expect(client.listObjectsV2(BUCKET, { prefix: '' })).rejects.toMatchObject({ status: 301, code: 'PermanentRedirect' });
    expect(calls()).toBe(1);
  });

  it('refuses a listing it cannot read', async () => {
    const { client } = clientAnswering(() => new Response('<html>proxy error</html>', { status: 200 }));
    await expect(client.listObjectsV2(BUCKET, { prefix: '' })).rejects.toBeInstanceOf(S3AnswerUnreadable);
  });

  it('refuses to sign without credentials in AWS', async () => {
    vi.stubEnv('S3_ENDPOINT', '');
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    try {
      resetS3Client();
      await expect(s3().presignGet(BUCKET, 'a.png', { expiresInSeconds: 60 })).rejects.toThrow(/AWS_ACCESS_KEY_ID/);
    } finally {
      vi.unstubAllEnvs();
      resetS3Client();
    }
  });
});

describe('against s3rver', () => {
  let aws: LocalAws;
  beforeAll(async () => {
    aws = await useLocalAws();
  });
  afterAll(() => aws?.stop());

  it('puts, heads, lists, copies and deletes keys that need encoding', async () => {
    const client = s3();
    // s3rver reads x-amz-copy-source with decodeURI, which leaves %23 (#), %26 (&) and %2B (+) encoded: S3 does not.
    const copiedKey = "package-images/Tram 28 (1)!*'~é.png";
    await client.putObject(aws.bucket, copiedKey, { body: 'png bytes', contentType: 'image/png' });
    await client.copyObject(aws.bucket, copiedKey, 'package-images/copy é.png');
    expect(await client.headObject(aws.bucket, 'package-images/copy é.png')).toMatchObject({ size: 9, contentType: 'image/png' });
    await client.deleteObject(aws.bucket, copiedKey);
    await client.deleteObject(aws.bucket, 'package-images/copy é.png');

    await client.putObject(aws.bucket, AWKWARD_KEY, { body: 'png bytes', contentType: 'image/png' });
    await client.putObject(aws.bucket, 'package-images/R&D <2026>/', { contentType: 'application/x-directory' });
    expect(await client.headObject(aws.bucket, AWKWARD_KEY)).toMatchObject({ size: 9, contentType: 'image/png' });

    const page = await client.listObjectsV2(aws.bucket, { prefix: 'package-images/', delimiter: '/', maxKeys: 1000 });
    expect(page.objects.map((object) => object.key)).toEqual([AWKWARD_KEY]);
    expect(page.commonPrefixes).toEqual(['package-images/R&D <2026>/']);
    expect(page.isTruncated).toBe(false);

    await client.deleteObject(aws.bucket, AWKWARD_KEY);
    expect(await client.headObject(aws.bucket, AWKWARD_KEY)).toBeNull();
  });

  it('uploads through a presigned PUT and reads back through a presigned GET', async () => {
    const body = new TextEncoder().encode('%PDF-1.4 résumé');
    const put = await s3().presignPut(aws.bucket, 'applications/2026-11/x/CV #1.pdf', {
      contentType: 'application/pdf',
      contentLength: body.length,
      expiresInSeconds: 600,
    });
    expect((await fetch(put, { method: 'PUT', headers: { 'Content-Type': 'application/pdf' }, body })).status).toBe(200);
    const get = await s3().presignGet(aws.bucket, 'applications/2026-11/x/CV #1.pdf', {
      expiresInSeconds: 60,
      responseContentDisposition: 'attachment; filename="CV #1.pdf"',
    });
    const response = await fetch(get);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="CV #1.pdf"');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(body);
  });

  it('maps s3rver’s NoSuchKey to a typed not-found error', async () => {
    const error = await s3()
      .copyObject(aws.bucket, 'package-images/never-there.png', 'package-images/copy.png')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(S3Error);
    expect(isS3NotFound(error)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteObjectCommand, S3Client as SdkS3Client } from '@aws-sdk/client-s3';
import { S3Client, S3Error, s3 } from '../src/data/s3-client.ts';
import { createLocalS3Client, LOCAL_REGION, S3RVER_CREDENTIALS, type LocalAws } from './local-aws.ts';
import { bucketRequestRefusal, type BucketAccessPolicy } from './s3-request-authorization.ts';
import { useLocalAws } from './use-local-aws.ts';

/** The S3 API reference's examples ("Authenticating Requests"): their key pair, bucket and day, signed by AWS, not by us. */
const DOCUMENTATION_POLICY: BucketAccessPolicy = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  privatePrefixes: [],
};
const DOCUMENTATION_HOST = 'examplebucket.s3.amazonaws.com';
const DOCUMENTATION_DAY = new Date('2013-05-24T00:00:00Z');
const DOCUMENTATION_PRESIGNED_GET =
  '/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
  '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
  '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404';

describe('bucketRequestRefusal on the S3 API reference’s signed examples', () => {
  const at = (minutes: number) => new Date(DOCUMENTATION_DAY.getTime() + minutes * 60_000);

  it('accepts the example presigned GET until it expires, then refuses it', async () => {
    const request = { method: 'GET', url: DOCUMENTATION_PRESIGNED_GET, headers: { host: DOCUMENTATION_HOST }, objectKey: 'test.txt' };
    expect(await bucketRequestRefusal(request, DOCUMENTATION_POLICY, at(60))).toBeNull();
    expect(await bucketRequestRefusal(request, DOCUMENTATION_POLICY, at(24 * 60 + 1))).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'Request has expired',
    });
  });

  it('refuses the example presigned GET used for another key, method or host', async () => {
    const base = { method: 'GET', url: DOCUMENTATION_PRESIGNED_GET, headers: { host: DOCUMENTATION_HOST }, objectKey: 'test.txt' };
    for (const request of [
      { ...base, url: base.url.replace('/test.txt', '/other.txt') },
      { ...base, method: 'PUT' },
      { ...base, headers: { host: 'otherbucket.s3.amazonaws.com' } },
    ]) {
      expect((await bucketRequestRefusal(request, DOCUMENTATION_POLICY, at(60)))?.code).toBe('SignatureDoesNotMatch');
    }
  });

  it('accepts the example GET signed in the Authorization header, and refuses it with another Range', async () => {
    const headers = {
      host: DOCUMENTATION_HOST,
      range: 'bytes=0-9',
      'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      'x-amz-date': '20130524T000000Z',
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    };
    const request = { method: 'GET', url: '/test.txt', headers, objectKey: 'test.txt' };
    expect(await bucketRequestRefusal(request, DOCUMENTATION_POLICY, at(5))).toBeNull();
    expect((await bucketRequestRefusal({ ...request, headers: { ...headers, range: 'bytes=0-99' } }, DOCUMENTATION_POLICY, at(5)))?.code).toBe(
      'SignatureDoesNotMatch',
    );
    expect((await bucketRequestRefusal(request, DOCUMENTATION_POLICY, at(16)))?.code).toBe('RequestTimeTooSkewed');
  });

  it('refuses another key pair, another region and Signature Version 2', async () => {
    const request = { method: 'GET', url: DOCUMENTATION_PRESIGNED_GET, headers: { host: DOCUMENTATION_HOST }, objectKey: 'test.txt' };
    expect((await bucketRequestRefusal(request, { ...DOCUMENTATION_POLICY, accessKeyId: 'AKIAOTHER' }, at(60)))?.code).toBe('InvalidAccessKeyId');
    expect(await bucketRequestRefusal(request, { ...DOCUMENTATION_POLICY, region: 'ca-central-1' }, at(60))).toMatchObject({
      status: 400,
      code: 'AuthorizationQueryParametersError',
    });
    const v2 = { ...request, url: '/test.txt?AWSAccessKeyId=AKIAIOSFODNN7EXAMPLE&Expires=1369353600&Signature=abc' };
    expect(await bucketRequestRefusal(v2, DOCUMENTATION_POLICY, at(60))).toMatchObject({ status: 400, code: 'InvalidRequest' });
  });
});

describe('the local bucket refuses what S3 refuses', () => {
  let aws: LocalAws;
  const body = new TextEncoder().encode('\xff\xd8\xff fake jpeg');
  beforeAll(async () => {
    aws = await useLocalAws();
  });
  afterAll(() => aws.stop());

  async function errorCode(response: Response): Promise<string | undefined> {
    return /<Code>([^<]+)<\/Code>/.exec(await response.text())?.[1];
  }

  function presignJpeg(key: string, client: S3Client = s3(), contentLength = body.length): Promise<string> {
    return client.presignPut(aws.bucket, key, { contentType: 'image/jpeg', contentLength, expiresInSeconds: 300 });
  }

  it('accepts a correctly signed presigned PUT and stores the file', async () => {
    const response = await fetch(await presignJpeg('package-images/signed.jpg'), { method: 'PUT', headers: { 'Content-Type': 'image/jpeg' }, body });
    expect(response.status).toBe(200);
    expect(await s3().headObject(aws.bucket, 'package-images/signed.jpg')).toMatchObject({ size: body.length, contentType: 'image/jpeg' });
  });

  it('refuses an unsigned PUT with AccessDenied, and stores nothing', async () => {
    const response = await fetch(`${aws.mediaBaseUrl}package-images/unsigned.jpg`, { method: 'PUT', headers: { 'Content-Type': 'image/jpeg' }, body });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toBe('application/xml');
    expect(await errorCode(response)).toBe('AccessDenied');
    expect(await s3().headObject(aws.bucket, 'package-images/unsigned.jpg')).toBeNull();
  });

  it('refuses a presigned PUT sent with another content type or length than signed', async () => {
    const url = await presignJpeg('package-images/typed.jpg');
    const html = await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'text/html' }, body });
    expect(html.status).toBe(403);
    expect(await errorCode(html)).toBe('SignatureDoesNotMatch');
    const longer = await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'image/jpeg' }, body: new Uint8Array([...body, 0]) });
    expect(longer.status).toBe(403);
    expect(await errorCode(longer)).toBe('SignatureDoesNotMatch');
    expect(await s3().headObject(aws.bucket, 'package-images/typed.jpg')).toBeNull();
  });

  it('refuses an expired presigned PUT with AccessDenied', async () => {
    const anHourAgo = new S3Client({
      region: LOCAL_REGION,
      endpoint: aws.s3Endpoint,
      credentials: () => ({ ...S3RVER_CREDENTIALS }),
      now: () => new Date(Date.now() - 3_600_000),
    });
    const response = await fetch(await presignJpeg('package-images/expired.jpg', anHourAgo), {
      method: 'PUT',
      headers: { 'Content-Type': 'image/jpeg' },
      body,
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<Code>AccessDenied</Code><Message>Request has expired</Message>');
  });

  it('refuses a presigned PUT moved to another key, or signed with another secret', async () => {
    const moved = (await presignJpeg('package-images/mine.jpg')).replace('package-images/mine.jpg', 'applications/2026-11/x/cv.pdf');
    expect(await errorCode(await fetch(moved, { method: 'PUT', headers: { 'Content-Type': 'image/jpeg' }, body }))).toBe('SignatureDoesNotMatch');
    const forger = new S3Client({
      region: LOCAL_REGION,
      endpoint: aws.s3Endpoint,
      credentials: () => ({ accessKeyId: S3RVER_CREDENTIALS.accessKeyId, secretAccessKey: 'guessed' }),
    });
    const forged = await fetch(await presignJpeg('package-images/forged.jpg', forger), { method: 'PUT', headers: { 'Content-Type': 'image/jpeg' }, body });
    expect(await errorCode(forged)).toBe('SignatureDoesNotMatch');
  });

  it('checks the signature of calls signed in the Authorization header (the functions’ and the SDK’s)', async () => {
    const forger = new S3Client({
      region: LOCAL_REGION,
      endpoint: aws.s3Endpoint,
      credentials: () => ({ accessKeyId: S3RVER_CREDENTIALS.accessKeyId, secretAccessKey: 'guessed' }),
    });
    const refused = await forger.putObject(aws.bucket, 'package-images/forged.txt', { body: 'x' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(S3Error);
    expect(refused).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    const otherRegion = new S3Client({ region: 'us-east-1', endpoint: aws.s3Endpoint, credentials: () => ({ ...S3RVER_CREDENTIALS }) });
    expect(await otherRegion.headObject(aws.bucket, 'package-images/signed.jpg').catch((error: unknown) => error)).toMatchObject({ status: 400 });

    const sdkForger = new SdkS3Client({
      endpoint: aws.s3Endpoint,
      forcePathStyle: true,
      region: LOCAL_REGION,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'guessed' },
    });
    await expect(sdkForger.send(new DeleteObjectCommand({ Bucket: aws.bucket, Key: 'package-images/signed.jpg' }))).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    sdkForger.destroy();
    const sdk = createLocalS3Client(aws.s3Endpoint);
    await sdk.send(new DeleteObjectCommand({ Bucket: aws.bucket, Key: 'package-images/signed.jpg' }));
    sdk.destroy();
    expect(await s3().headObject(aws.bucket, 'package-images/signed.jpg')).toBeNull();
  });

  it('serves unsigned reads of public media only: no applicants’ files, listings, deletes or dot segments', async () => {
    await s3().putObject(aws.bucket, 'applications/2026-11/abc/cv.pdf', { body: '%PDF', contentType: 'application/pdf' });
    await s3().putObject(aws.bucket, 'package-images/public.jpg', { body: 'jpeg', contentType: 'image/jpeg' });
    expect((await fetch(`${aws.mediaBaseUrl}package-images/public.jpg`)).status).toBe(200);
    for (const [method, path] of [
      ['GET', 'applications/2026-11/abc/cv.pdf'],
      ['HEAD', 'applications%2F2026-11%2Fabc%2Fcv.pdf'],
      ['GET', 'package-images/../applications/2026-11/abc/cv.pdf'],
      ['GET', '?list-type=2'],
      ['GET', 'package-images/'],
      ['GET', 'package-images/public.jpg?acl'],
      ['DELETE', 'package-images/public.jpg'],
    ] as const) {
      const response = await fetch(`${aws.mediaBaseUrl}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    const download = await s3().presignGet(aws.bucket, 'applications/2026-11/abc/cv.pdf', { expiresInSeconds: 60 });
    expect(await (await fetch(download)).text()).toBe('%PDF');
  });

  it('answers a browser’s refused upload with the CORS headers, and still answers its preflight', async () => {
    const origin = 'http://127.0.0.1:5173';
    const url = await presignJpeg('package-images/browser.jpg');
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(200);
    const refused = await fetch(url, { method: 'PUT', headers: { origin, 'Content-Type': 'image/png' }, body });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBe(origin);
  });
});

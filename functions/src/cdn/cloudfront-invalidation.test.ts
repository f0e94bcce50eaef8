import { afterEach, describe, expect, it } from 'vitest';
import { CloudFrontInvalidationError, cloudFrontInvalidator, invalidationBatchXml } from './cloudfront-invalidation.ts';
import { pageInvalidator, SITE_DISTRIBUTION_ENV } from './page-invalidation.ts';

interface Sent {
  url: string;
  init: RequestInit;
}

/** A fake CloudFront API that answers each request with the next status (and error code) of `answers`. */
function fakeCloudFront(answers: Array<number | [number, string]>) {
  const sent: Sent[] = [];
  const transport = (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    const next = answers.shift() ?? 201;
    const [status, code] = Array.isArray(next) ? next : [next, undefined];
    const body = code
      ? `<?xml version="1.0"?><ErrorResponse><Error><Type>Sender</Type><Code>${code}</Code><Message>no</Message></Error></ErrorResponse>`
      : '<Invalidation><Id>I1</Id></Invalidation>';
    return new Response(body, { status });
  }) as typeof fetch;
  return { sent, transport };
}

function invalidatorWith(transport: typeof fetch) {
  return cloudFrontInvalidator('E2EXAMPLE123', {
    fetch: transport,
    credentials: () => ({ accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', sessionToken: 'session-token' }),
    now: () => new Date('2026-11-25T12:00:00Z'),
    callerReference: () => 'ref-1',
    pause: async () => undefined,
  });
}

describe('CloudFront CreateInvalidation', () => {
  it('posts one signed InvalidationBatch for the paths to the distribution, signed for cloudfront in us-east-1', async () => {
    const { sent, transport } = fakeCloudFront([201]);
    await invalidatorWith(transport).invalidate(['/', '/deals*']);
    expect(sent).toHaveLength(1);
    const [{ url, init }] = sent;
    expect(url).toBe('https://cloudfront.amazonaws.com/2020-05-31/distribution/E2EXAMPLE123/invalidation');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(invalidationBatchXml(['/', '/deals*'], 'ref-1'));
    expect(init.body).toContain(
      '<Paths><Quantity>2</Quantity><Items><Path>/</Path><Path>/deals*</Path></Items></Paths><CallerReference>ref-1</CallerReference>',
    );
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20261125\/us-east-1\/cloudfront\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );
    expect(headers['x-amz-date']).toBe('20261125T120000Z');
    expect(headers['x-amz-security-token']).toBe('session-token');
    expect(headers['content-type']).toBe('application/xml');
  });

  it('asks again on throttling and on CloudFront failures, with the same caller reference', async () => {
    const { sent, transport } = fakeCloudFront([[400, 'Throttling'], 503, 201]);
    await invalidatorWith(transport).invalidate(['/']);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map(({ init }) => init.body)).size).toBe(1);
  });

  it('gives up on a refusal at once, naming CloudFront’s error code', async () => {
    const { sent, transport } = fakeCloudFront([[403, 'AccessDenied']]);
    const failure = invalidatorWith(transport).invalidate(['/']);
    await expect(failure).rejects.toBeInstanceOf(CloudFrontInvalidationError);
    await expect(failure).rejects.toThrow('CloudFront CreateInvalidation failed: 403 AccessDenied');
    expect(sent).toHaveLength(1);
  });

  it('gives up after three attempts', async () => {
    const { sent, transport } = fakeCloudFront([503, 503, 503]);
    await expect(invalidatorWith(transport).invalidate(['/'])).rejects.toThrow('503');
    expect(sent).toHaveLength(3);
  });

  it('sends nothing for no paths', async () => {
    const { sent, transport } = fakeCloudFront([]);
    await invalidatorWith(transport).invalidate([]);
    expect(sent).toEqual([]);
  });

  it('escapes the paths in the XML document', () => {
    expect(invalidationBatchXml(['/a&b<c>'], 'r')).toContain('<Path>/a&amp;b&lt;c&gt;</Path>');
  });
});

describe('the invalidator of a function', () => {
  const previous = process.env[SITE_DISTRIBUTION_ENV];

  afterEach(() => {
    if (previous === undefined) delete process.env[SITE_DISTRIBUTION_ENV];
    else process.env[SITE_DISTRIBUTION_ENV] = previous;
  });

  it('is CloudFront’s, loaded on first use, when the function is told its distribution; none otherwise', async () => {
    delete process.env[SITE_DISTRIBUTION_ENV];
    expect(await pageInvalidator()).toBeNull();
    process.env[SITE_DISTRIBUTION_ENV] = 'E2EXAMPLE123';
    const invalidator = await pageInvalidator();
    expect(invalidator).not.toBeNull();
    expect(typeof invalidator!.invalidate).toBe('function');
    expect(await pageInvalidator()).toBe(invalidator);
  });
});

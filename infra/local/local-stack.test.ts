import { createHash } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { createLocalDocumentClient, createLocalS3Client, LOCAL_MEDIA_BUCKET, LOCAL_TABLE_NAMES } from '@tdp/functions/local/local-aws';
import { parseRuntimeConfig } from '@tdp/shared/runtime-config';
import { SUBMISSIONS_PER_ADDRESS } from '@tdp/functions/domain/leads/lead-policy';
import { contactBody } from '../../functions/test/lead-form-fixtures.ts';
import { startLocalStack, type LocalStack } from './local-stack.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * One HTTP request sent from a chosen loopback address (any of 127.0.0.0/8 on Linux), so that a test can play
 * several visitors on one machine, as CloudFront sees several viewers.
 */
function requestFrom(localAddress: string, url: string, options: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method: options.method ?? 'GET', localAddress, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers } },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A GET of `path` sent exactly as written (`fetch` and `http.request(url)` resolve `..` before sending). */
function getRawPath(base: string, path: string): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: hostname, port, path, method: 'GET' }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The directives of a Content-Security-Policy, by name. */
function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

async function refused(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return false;
  } catch {
    return true;
  }
}

describe('startLocalStack with the API only', () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startLocalStack({ web: 'none', quiet: true });
  });
  afterAll(() => stack.stop());

  it('answers GET /health with 200 and the security headers on a free port', async () => {
    expect(stack.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${stack.apiUrl}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it('gives the functions the local environment', () => {
    expect(process.env).toMatchObject({
      STAGE: 'local',
      DATA_DIR: stack.dataDir,
      SITE_URL: stack.webUrl,
      MEDIA_PUBLIC_URL: stack.mediaBaseUrl,
      CONTENT_TABLE: LOCAL_TABLE_NAMES.content,
      DYNAMO_ENDPOINT: stack.dynamoEndpoint,
      S3_ENDPOINT: stack.s3Endpoint,
    });
    expect(stack.mediaBaseUrl.endsWith('/')).toBe(true);
  });

  it('serves the dev outbox', async () => {
    const response = await fetch(`${stack.apiUrl}/__dev/outbox`);
    expect(await response.json()).toEqual({ messages: [] });
  });
});

describe('stopping and restarting a local stack', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tdp-stack-test-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('stops every part cleanly, restores the environment and keeps the data for the next start', async () => {
    const stageBefore = process.env.STAGE;
    const first = await startLocalStack({ web: 'none', quiet: true, dataDir, env: { ACCESS_TOKEN_TTL_SECONDS: '60' } });
    expect(process.env.ACCESS_TOKEN_TTL_SECONDS).toBe('60');
    const doc = createLocalDocumentClient(first.dynamoEndpoint);
    await doc.send(new PutCommand({ TableName: LOCAL_TABLE_NAMES.content, Item: { PK: 'KEPT', SK: 'KEPT', value: 42 } }));
    doc.destroy();
    await first.stop();

    expect(await refused(`${first.apiUrl}/health`)).toBe(true);
    expect(await refused(first.dynamoEndpoint)).toBe(true);
    expect(await refused(first.s3Endpoint)).toBe(true);
    expect(process.env.STAGE).toBe(stageBefore);
    expect(process.env.ACCESS_TOKEN_TTL_SECONDS).toBeUndefined();

    const second = await startLocalStack({ web: 'none', quiet: true, dataDir });
    try {
      const doc2 = createLocalDocumentClient(second.dynamoEndpoint);
      const { Item } = await doc2.send(new GetCommand({ TableName: LOCAL_TABLE_NAMES.content, Key: { PK: 'KEPT', SK: 'KEPT' } }));
      doc2.destroy();
      expect(Item?.value).toBe(42);
    } finally {
      await second.stop();
    }
  });

  it('removes the temporary data folder it made when none was given', async () => {
    const stack = await startLocalStack({ web: 'none', quiet: true, seed: false });
    await stack.stop();
    await expect(stat(stack.dataDir)).rejects.toThrow(/ENOENT/);
  });
});

describe('startLocalStack with the Vite dev server', () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startLocalStack({ web: 'dev', quiet: true, seed: false });
  });
  afterAll(() => stack.stop());

  it('serves the runtime config pointing the SPA at its own origin for the API and the media files', async () => {
    const response = await fetch(`${stack.webUrl}/config.json`);
    expect(response.status).toBe(200);
    const config = parseRuntimeConfig(await response.json());
    expect(config).toMatchObject({ apiBaseUrl: '', cdnPrefix: '/media/', stage: 'local' });
  });

  it("serves a picture's variants under /media/_v/, made once from the original and kept in the bucket for a year", async () => {
    const s3 = createLocalS3Client(stack.s3Endpoint);
    try {
      const original = await sharp({ create: { width: 1200, height: 500, channels: 3, background: '#3a8' } })
        .jpeg()
        .toBuffer();
      await s3.send(new PutObjectCommand({ Bucket: LOCAL_MEDIA_BUCKET, Key: 'package-images/variant test.jpg', Body: original, ContentType: 'image/jpeg' }));
      const address = `${stack.webUrl}/media/_v/webp/480/package-images/variant%20test.jpg`;
      const first = await fetch(address);
      expect([first.status, first.headers.get('content-type'), first.headers.get('cache-control')]).toEqual([
        200,
        'image/webp',
        'public, max-age=31536000, immutable',
      ]);
      expect((await sharp(Buffer.from(await first.arrayBuffer())).metadata()).width).toBe(480);
      // Stored under its own address: the next request is the bucket's file.
      const stored = await s3.send(new GetObjectCommand({ Bucket: LOCAL_MEDIA_BUCKET, Key: '_v/webp/480/package-images/variant test.jpg' }));
      expect(stored.ContentType).toBe('image/webp');
      expect((await fetch(address)).status).toBe(200);
      // A size the layouts never ask for, and a missing original.
      expect((await fetch(`${stack.webUrl}/media/_v/webp/500/package-images/variant%20test.jpg`)).status).toBe(400);
      expect((await fetch(`${stack.webUrl}/media/_v/webp/480/package-images/none.jpg`)).status).toBe(404);
    } finally {
      s3.destroy();
    }
  });

  it('serves the media bucket’s files under /media/ on the site’s origin, as CloudFront does', async () => {
    const s3 = createLocalS3Client(stack.s3Endpoint);
    try {
      await s3.send(
        new PutObjectCommand({ Bucket: LOCAL_MEDIA_BUCKET, Key: 'package-images/same origin.txt', Body: 'through the site', ContentType: 'text/plain' }),
      );
    } finally {
      s3.destroy();
    }
    const file = await fetch(`${stack.webUrl}/media/package-images/same%20origin.txt`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('through the site');
    const missing = await fetch(`${stack.webUrl}/media/package-images/none.txt`);
    expect(missing.status).toBe(404);
  });

  it('answers the API’s paths on the site’s origin, as CloudFront does, and keeps the pages the SPA’s', async () => {
    const health = await fetch(`${stack.webUrl}/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    const six = await fetch(`${stack.webUrl}/packages/six`);
    expect(six.status).toBe(200);
    expect(six.headers.get('content-type')).toMatch(/application\/json/);
    const page = await fetch(`${stack.webUrl}/deals`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    // Compressed as CloudFront sends the rendered pages.
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await page.text()).toContain('</html>');
  });

  it('serves the dev outbox (every reset link) on the API port only, never on the site', async () => {
    const onSite = await fetch(`${stack.webUrl}/__dev/outbox`);
    expect(onSite.headers.get('content-type') ?? '').not.toMatch(/json/);
    expect(await onSite.text()).not.toContain('"messages"');
    const onApi = await fetch(`${stack.apiUrl}/__dev/outbox`);
    expect(await onApi.json()).toEqual({ messages: expect.any(Array) });
    // Nor through the API's prefix with dot segments, plain or encoded: the site decides on the normalised path.
    for (const path of [
      '/api/../__dev/outbox',
      '/api/%2e%2e/__dev/outbox',
      '/api/%2E%2E/__dev/outbox',
      '/packages/..%2f__dev/outbox',
      '/api/./../__dev/outbox',
    ]) {
      const traversal = await getRawPath(stack.webUrl, path);
      expect(traversal.text, path).not.toContain('"messages"');
    }
    // The SPA's outbox page reads the API port's address from the runtime config.
    const config = (await (await fetch(`${stack.webUrl}/config.json`)).json()) as { devApiUrl?: string };
    expect(config.devApiUrl).toBe(stack.apiUrl);
  });

  it("keys the API's per-address limits on each visitor of the site, and a direct caller on its own address whatever it writes", async () => {
    const form = '/api/leads/contact';
    // Through the site: one visitor's forged viewer address is replaced by the address the site saw.
    for (let i = 0; i < SUBMISSIONS_PER_ADDRESS; i += 1) {
      const answer = await requestFrom('127.0.0.11', `${stack.webUrl}${form}`, {
        method: 'POST',
        body: contactBody(),
        headers: { 'x-viewer-address': `203.0.113.${i + 1}`, 'cloudfront-viewer-address': `203.0.113.${i + 1}:443`, 'x-origin-verify': 'guess' },
      });
      expect(answer.status, answer.text).toBe(201);
    }
    expect((await requestFrom('127.0.0.11', `${stack.webUrl}${form}`, { method: 'POST', body: contactBody() })).status).toBe(429);
    // Another visitor of the site is not held back, though the site reaches the API from one address for both.
    expect((await requestFrom('127.0.0.12', `${stack.webUrl}${form}`, { method: 'POST', body: contactBody() })).status).toBe(201);
    // Straight to the API port: forged viewer headers are ignored, the caller is counted on its own address.
    for (let i = 0; i < SUBMISSIONS_PER_ADDRESS; i += 1) {
      const headers = { 'x-viewer-address': `198.51.100.${i + 1}`, 'cloudfront-viewer-address': `198.51.100.${i + 1}:443` };
      expect((await requestFrom('127.0.0.13', `${stack.apiUrl}${form}`, { method: 'POST', body: contactBody(), headers })).status).toBe(201);
    }
    const forged = await requestFrom('127.0.0.13', `${stack.apiUrl}${form}`, {
      method: 'POST',
      body: contactBody(),
      headers: { 'x-viewer-address': '198.51.100.99' },
    });
    expect(forged.status).toBe(429);
  });

  it('sends the CloudFront security headers on every answer of the site: pages, config, API and media', async () => {
    const s3 = createLocalS3Client(stack.s3Endpoint);
    try {
      await s3.send(new PutObjectCommand({ Bucket: LOCAL_MEDIA_BUCKET, Key: 'package-images/headers.txt', Body: 'x', ContentType: 'text/plain' }));
    } finally {
      s3.destroy();
    }
    const answers = await Promise.all(
      ['/deals', '/config.json', '/health', '/media/package-images/headers.txt', '/media/'].map((path) => fetch(`${stack.webUrl}${path}`)),
    );
    const [pagePolicy] = answers.map((answer) => answer.headers.get('content-security-policy'));
    expect(pagePolicy).toBeTruthy();
    for (const answer of answers) {
      expect(answer.headers.get('content-security-policy'), answer.url).toBe(pagePolicy);
      expect(answer.headers.get('strict-transport-security'), answer.url).toBe('max-age=63072000; includeSubDomains');
      expect(answer.headers.get('x-content-type-options'), answer.url).toBe('nosniff');
      expect(answer.headers.get('x-frame-options'), answer.url).toBe('DENY');
      expect(answer.headers.get('referrer-policy'), answer.url).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('permissions-policy'), answer.url).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    }
    const directives = directivesOf(pagePolicy!);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(pagePolicy).not.toMatch(/unsafe-eval/);
    expect(
      directives
        .get('script-src')!
        .filter((source) => source !== "'self'")
        .every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
    ).toBe(true);
  });

  it("lets the dev server's page run its inline scripts by hash and nothing else inline: no 'unsafe-inline' for scripts", async () => {
    const answer = await fetch(`${stack.webUrl}/deals`);
    const html = await answer.text();
    const scriptSources = directivesOf(answer.headers.get('content-security-policy')!).get('script-src')!;
    expect(scriptSources).not.toContain("'unsafe-inline'");
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/type="application\/json"/.test(attributes!),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , code] of inline) expect(scriptSources).toContain(`'sha256-${createHash('sha256').update(code!, 'utf8').digest('base64')}'`);
    // The dev server's module reloads come over its own websocket.
    const connect = directivesOf(answer.headers.get('content-security-policy')!).get('connect-src')!;
    expect(connect).toContain(`ws://${new URL(stack.webUrl).host}`);
  });

  it("refuses private files (applicants', agents' documents) and bucket listings under /media/, as CloudFront and the bucket policy do", async () => {
    const s3 = createLocalS3Client(stack.s3Endpoint);
    try {
      await s3.send(
        new PutObjectCommand({
          Bucket: LOCAL_MEDIA_BUCKET,
          Key: 'applications/2026-01/0123abcd/cv.pdf',
          Body: '%PDF-1.4 private',
          ContentType: 'application/pdf',
        }),
      );
      await s3.send(
        new PutObjectCommand({
          Bucket: LOCAL_MEDIA_BUCKET,
          Key: 'Documents/Forms/Pre-departure Checklist.pdf',
          Body: '%PDF-1.4 agents only',
          ContentType: 'application/pdf',
        }),
      );
      await s3.send(new PutObjectCommand({ Bucket: LOCAL_MEDIA_BUCKET, Key: 'package-images/listed.txt', Body: 'public', ContentType: 'text/plain' }));
    } finally {
      s3.destroy();
    }
    const refusedPaths = [
      '/media/',
      '/media/?list-type=2',
      '/media/?list-type=2&prefix=applications/',
      '/media/package-images/',
      '/media/applications/2026-01/0123abcd/cv.pdf',
      '/media/applications%2F2026-01%2F0123abcd%2Fcv.pdf',
      '/media/package-images/../applications/2026-01/0123abcd/cv.pdf',
      '/media/package-images/%2e%2e/applications/2026-01/0123abcd/cv.pdf',
      '/media/Documents/Forms/Pre-departure%20Checklist.pdf',
      '/media/%44ocuments/Forms/Pre-departure%20Checklist.pdf',
      '/media/Documents%2FForms%2FPre-departure%20Checklist.pdf',
      '/media/package-images/../Documents/Forms/Pre-departure%20Checklist.pdf',
      '/media/package-images/%2e%2e/Documents/Forms/Pre-departure%20Checklist.pdf',
      '/media/package-images/%2E%2E/%44ocuments/Forms/Pre-departure%20Checklist.pdf',
    ];
    for (const path of refusedPaths) {
      const answer = await requestFrom('127.0.0.1', `${stack.webUrl}${path}`);
      expect(answer.status, path).toBe(403);
      expect(answer.text, path).not.toMatch(/PDF-1\.4|ListBucketResult|<Key>/);
    }
    // Sent as written: the site normalises the path itself before deciding (clients above resolved `..` first).
    for (const path of [
      '/media/package-images/../Documents/Forms/Pre-departure%20Checklist.pdf',
      '/media/package-images/%2e%2e/%44ocuments/Forms/Pre-departure%20Checklist.pdf',
    ]) {
      const answer = await getRawPath(stack.webUrl, path);
      expect(answer.status, path).toBe(403);
      expect(answer.text, path).not.toMatch(/PDF-1\.4/);
    }
    for (const method of ['PUT', 'POST', 'DELETE', 'PATCH']) {
      expect((await fetch(`${stack.webUrl}/media/package-images/listed.txt`, { method, body: method === 'DELETE' ? undefined : 'x' })).status, method).toBe(
        403,
      );
    }
    // A query string is not passed on (CloudFront's media cache policy forwards none): the object, not a listing.
    const withQuery = await fetch(`${stack.webUrl}/media/package-images/listed.txt?list-type=2&acl`);
    expect(withQuery.status).toBe(200);
    expect(await withQuery.text()).toBe('public');
    expect((await fetch(`${stack.webUrl}/media/package-images/listed.txt`, { method: 'HEAD' })).status).toBe(200);
  });

  it('lets the SPA’s origin call the API', async () => {
    const response = await fetch(`${stack.apiUrl}/health`, { headers: { origin: stack.webUrl } });
    expect(response.headers.get('access-control-allow-origin')).toBe(stack.webUrl);
  });
});

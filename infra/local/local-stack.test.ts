import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { createLocalDocumentClient, createLocalS3Client, LOCAL_MEDIA_BUCKET, LOCAL_TABLE_NAMES } from '@tdp/functions/local/local-aws';
import { parseRuntimeConfig } from '@tdp/shared/runtime-config';
import { startLocalStack, type LocalStack } from './local-stack.ts';

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

  it('serves the media bucket’s files under /media/ on the site’s origin, as CloudFront does', async () => {
    const s3 = createLocalS3Client(stack.s3Endpoint);
    try {
      await s3.send(new PutObjectCommand({ Bucket: LOCAL_MEDIA_BUCKET, Key: 'package-images/same origin.txt', Body: 'through the site', ContentType: 'text/plain' }));
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
    const outbox = await fetch(`${stack.webUrl}/__dev/outbox`);
    expect(outbox.status).toBe(200);
    expect(outbox.headers.get('content-type')).toMatch(/application\/json/);
    const page = await fetch(`${stack.webUrl}/deals`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('lets the SPA’s origin call the API', async () => {
    const response = await fetch(`${stack.apiUrl}/health`, { headers: { origin: stack.webUrl } });
    expect(response.headers.get('access-control-allow-origin')).toBe(stack.webUrl);
  });
});

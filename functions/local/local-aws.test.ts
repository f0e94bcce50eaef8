import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { GetBucketCorsCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { TABLE_LIST } from '../src/data/table-definitions.ts';
import { dynamo } from '../src/data/dynamo-client.ts';
import { s3 } from '../src/data/s3-client.ts';
import { createLocalDocumentClient, createLocalS3Client, startLocalAws, type LocalAws } from './local-aws.ts';
import { useLocalAws } from './use-local-aws.ts';

async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the table');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('startLocalAws in memory', () => {
  let aws: LocalAws;
  beforeAll(async () => {
    aws = await useLocalAws();
  });
  afterAll(() => aws.stop());

  it('creates every table of the definitions with its keys and indexes, on demand billing', async () => {
    const client = new DynamoDBClient({ endpoint: aws.dynamoEndpoint, region: 'ca-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
    for (const definition of TABLE_LIST) {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: aws.tableNames[definition.name] }));
      expect(Table?.TableStatus).toBe('ACTIVE');
      expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
      expect(Table?.KeySchema).toEqual([
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ]);
      expect((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName).sort()).toEqual(
        definition.globalIndexes.map((index) => index.indexName).sort(),
      );
    }
    client.destroy();
  });

  it('points the functions’ own clients at the stand-ins through the environment', async () => {
    expect(process.env.CONTENT_TABLE).toBe(aws.tableNames.content);
    await dynamo().send(new PutCommand({ TableName: process.env.CONTENT_TABLE, Item: { PK: 'A', SK: 'B', n: 1 } }));
    const { Item } = await dynamo().send(new GetCommand({ TableName: process.env.CONTENT_TABLE, Key: { PK: 'A', SK: 'B' } }));
    expect(Item).toEqual({ PK: 'A', SK: 'B', n: 1 });

    await s3().putObject(process.env.MEDIA_BUCKET!, 'package-images/a.txt', { body: 'hello' });
    expect(await s3().headObject(process.env.MEDIA_BUCKET!, 'package-images/a.txt')).toMatchObject({ size: 5 });
    const response = await fetch(await s3().presignGet(process.env.MEDIA_BUCKET!, 'package-images/a.txt', { expiresInSeconds: 60 }));
    expect(await response.text()).toBe('hello');
  });

  it('serves the bucket’s public objects under mediaBaseUrl, and none of its private ones', async () => {
    await s3().putObject(aws.bucket, 'package-images/public.txt', { body: 'read me', contentType: 'text/plain' });
    const response = await fetch(`${aws.mediaBaseUrl}package-images/public.txt`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('read me');
    await s3().putObject(aws.bucket, 'Documents/Forms/agents-only.txt', { body: 'agents only', contentType: 'text/plain' });
    for (const path of ['Documents/Forms/agents-only.txt', '%44ocuments/Forms/agents-only.txt', 'Documents%2FForms%2Fagents-only.txt']) {
      expect((await fetch(`${aws.mediaBaseUrl}${path}`)).status, path).toBe(403);
    }
  });

  it('pages object listings (s3rver’s continuation tokens need the legacy OpenSSL provider)', async () => {
    await Promise.all(Array.from({ length: 5 }, (_, i) => s3().putObject(aws.bucket, `paged/${i}.txt`, { body: String(i) })));
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await s3().listObjectsV2(aws.bucket, { prefix: 'paged/', maxKeys: 2, continuationToken: token });
      keys.push(...page.objects.map((object) => object.key));
      token = page.nextContinuationToken;
    } while (token);
    expect(keys).toEqual(['paged/0.txt', 'paged/1.txt', 'paged/2.txt', 'paged/3.txt', 'paged/4.txt']);
  });

  it('gives the bucket the CORS rule of the AWS bucket: PUT/GET/HEAD from the site origins, ETag exposed', async () => {
    const bucket = createLocalS3Client(aws.s3Endpoint);
    const { CORSRules } = await bucket.send(new GetBucketCorsCommand({ Bucket: aws.bucket }));
    bucket.destroy();
    expect(CORSRules).toHaveLength(1);
    expect(CORSRules![0]).toMatchObject({
      AllowedOrigins: ['http://127.0.0.1:5173', 'http://localhost:5173'],
      AllowedMethods: ['PUT', 'GET', 'HEAD'],
      ExposeHeaders: ['ETag'],
    });
    const allowed = await fetch(`${aws.mediaBaseUrl}package-images/x.jpg`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(allowed.status).toBe(200);
    const refused = await fetch(`${aws.mediaBaseUrl}package-images/x.jpg`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'PUT' },
    });
    expect(refused.status).toBe(403);
  });
});

describe('startLocalAws on a data folder', () => {
  let dataDir: string;
  const running: LocalAws[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tdp-local-aws-test-'));
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((aws) => aws.stop()));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  async function start(options: { corsOrigins?: string[] } = {}): Promise<LocalAws> {
    const aws = await startLocalAws({ dataDir, ...options });
    running.push(aws);
    return aws;
  }

  it('keeps table items and bucket objects across a restart', async () => {
    const first = await start();
    const doc = createLocalDocumentClient(first.dynamoEndpoint);
    const bucket = createLocalS3Client(first.s3Endpoint);
    await doc.send(new PutCommand({ TableName: first.tableNames.leads, Item: { PK: 'QUOTE#1', SK: 'QUOTE', name: 'Kept' } }));
    await bucket.send(new PutObjectCommand({ Bucket: first.bucket, Key: 'suppliers/logo/kept.txt', Body: 'kept' }));
    doc.destroy();
    bucket.destroy();
    await running.pop()!.stop();

    const second = await start();
    const doc2 = createLocalDocumentClient(second.dynamoEndpoint);
    const bucket2 = createLocalS3Client(second.s3Endpoint);
    const { Item } = await doc2.send(new GetCommand({ TableName: second.tableNames.leads, Key: { PK: 'QUOTE#1', SK: 'QUOTE' } }));
    expect(Item?.name).toBe('Kept');
    const object = await bucket2.send(new GetObjectCommand({ Bucket: second.bucket, Key: 'suppliers/logo/kept.txt' }));
    expect(await object.Body?.transformToString()).toBe('kept');
    doc2.destroy();
    bucket2.destroy();
  });

  it('refuses a second start on a data folder that is in use, saying which process holds it', async () => {
    await start();
    await expect(startLocalAws({ dataDir })).rejects.toThrow(/in use by process \d+/);
  });

  it('rebuilds a table whose indexes no longer match the definitions, keeping its items', async () => {
    const first = await start();
    const client = new DynamoDBClient({ endpoint: first.dynamoEndpoint, region: 'ca-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
    // Simulate data made before an index was added to the definitions.
    await client.send(new DeleteTableCommand({ TableName: first.tableNames.content }));
    await until(async () => !(await client.send(new ListTablesCommand({}))).TableNames?.includes(first.tableNames.content));
    await client.send(
      new CreateTableCommand({
        TableName: first.tableNames.content,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'PK', AttributeType: 'S' },
          { AttributeName: 'SK', AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
      }),
    );
    await until(async () => (await client.send(new DescribeTableCommand({ TableName: first.tableNames.content }))).Table?.TableStatus === 'ACTIVE');
    const doc = createLocalDocumentClient(first.dynamoEndpoint);
    await doc.send(new PutCommand({ TableName: first.tableNames.content, Item: { PK: 'P#1', SK: 'P', GSI1PK: 'X', GSI1SK: '1' } }));
    client.destroy();
    doc.destroy();
    await running.pop()!.stop();

    const lines: string[] = [];
    const second = await startLocalAws({ dataDir, log: (line) => lines.push(line) });
    running.push(second);
    expect(lines).toEqual([`rebuilt table ${second.tableNames.content} for its new keys or indexes (1 items kept)`]);
    const doc2 = createLocalDocumentClient(second.dynamoEndpoint);
    const { Item } = await doc2.send(new GetCommand({ TableName: second.tableNames.content, Key: { PK: 'P#1', SK: 'P' } }));
    expect(Item?.GSI1PK).toBe('X');
    doc2.destroy();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { createLocalDocumentClient, createLocalS3Client, startLocalAws, type LocalAws } from '@tdp/functions/local/local-aws';
import { seedLocalStack, type SeedContext, type Seeder } from './seed-local-stack.ts';

describe('seedLocalStack', () => {
  let aws: LocalAws;
  let context: SeedContext;
  const lines: string[] = [];

  beforeAll(async () => {
    aws = await startLocalAws();
    context = {
      doc: createLocalDocumentClient(aws.dynamoEndpoint),
      s3: createLocalS3Client(aws.s3Endpoint),
      tableNames: aws.tableNames,
      bucket: aws.bucket,
      dataDir: '/unused',
      log: (line) => lines.push(line),
    };
  });
  afterAll(async () => {
    context.doc.destroy();
    context.s3.destroy();
    await aws.stop();
  });

  function countingSeeder(name: string, runs: string[]): Seeder {
    return {
      name,
      run: async (ctx) => {
        runs.push(name);
        await ctx.doc.send(new PutCommand({ TableName: ctx.tableNames.content, Item: { PK: `DATA#${name}`, SK: 'DATA' } }));
      },
    };
  }

  it('runs the seeders in order the first time and records each one', async () => {
    const runs: string[] = [];
    const ran = await seedLocalStack(context, [countingSeeder('accounts', runs), countingSeeder('catalogue', runs)]);
    expect(ran).toEqual(['accounts', 'catalogue']);
    expect(runs).toEqual(['accounts', 'catalogue']);
    const { Item } = await context.doc.send(new GetCommand({ TableName: aws.tableNames.content, Key: { PK: 'SEED', SK: 'SEEDER#catalogue' } }));
    expect(Item?.seededAt).toEqual(expect.any(String));
    expect(lines.some((line) => /^seeded accounts in \d+ ms$/.test(line))).toBe(true);
  });

  it('does not seed again on later starts, but runs a seeder added since', async () => {
    const runs: string[] = [];
    const ran = await seedLocalStack(context, [countingSeeder('accounts', runs), countingSeeder('catalogue', runs), countingSeeder('leads', runs)]);
    expect(ran).toEqual(['leads']);
    expect(runs).toEqual(['leads']);
  });

  it('runs a seeder that failed again next time, and stops before the ones after it', async () => {
    const runs: string[] = [];
    const failing: Seeder = {
      name: 'flaky',
      run: async () => {
        throw new Error('disk full');
      },
    };
    await expect(seedLocalStack(context, [failing, countingSeeder('after-flaky', runs)])).rejects.toThrow('disk full');
    expect(runs).toEqual([]);
    const ran = await seedLocalStack(context, [countingSeeder('flaky', runs), countingSeeder('after-flaky', runs)]);
    expect(ran).toEqual(['flaky', 'after-flaky']);
  });
});

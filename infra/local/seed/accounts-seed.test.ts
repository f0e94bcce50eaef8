import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { login } from '@tdp/functions/domain/auth/login';
import { getAdminProfile } from '@tdp/functions/domain/auth/get-admin-profile';
import { createLocalDocumentClient, createLocalS3Client, type LocalAws } from '@tdp/functions/local/local-aws';
import { useLocalAws } from '@tdp/functions/local/use-local-aws';
import { seedAccounts } from './accounts-seed.ts';
import type { SeedContext } from './seed-local-stack.ts';

describe('seedAccounts', () => {
  let aws: LocalAws;
  let context: SeedContext;
  let dataDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    aws = await useLocalAws();
    dataDir = mkdtempSync(join(tmpdir(), 'tdp-accounts-seed-'));
    process.env.DATA_DIR = dataDir;
    context = {
      doc: createLocalDocumentClient(aws.dynamoEndpoint),
      s3: createLocalS3Client(aws.s3Endpoint),
      tableNames: aws.tableNames,
      bucket: aws.bucket,
      dataDir,
      log: (line) => lines.push(line),
    };
  });
  afterAll(async () => {
    context.doc.destroy();
    context.s3.destroy();
    await aws.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the local admin and agent, who can sign in on their own paths', async () => {
    await seedAccounts(context);
    expect(lines).toEqual(['created the local admin account "admin"', 'created the local agent account "agent"']);
    const admin = await login({ role: 'admin', username: 'admin', password: 'admin-dev-password', sourceIp: '127.0.0.1' });
    expect(admin.response).toMatchObject({ role: 'admin', redirectUrl: '/admin-dashboard' });
    const agent = await login({ role: 'agent', username: 'agent', password: 'agent-dev-password', sourceIp: '127.0.0.1' });
    expect(agent.response).toMatchObject({ role: 'agent', redirectUrl: '/agent-dashboard' });
    expect(await getAdminProfile('admin')).toEqual({ name: 'Alex Morgan', username: 'admin', position: 'Operations Manager', profile_picture: null });
  });

  it('leaves existing accounts alone when run again', async () => {
    lines.length = 0;
    await seedAccounts(context);
    expect(lines).toEqual([]);
  });
});

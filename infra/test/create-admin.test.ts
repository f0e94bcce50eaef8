import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { useLocalAws } from '@tdp/functions/local/use-local-aws';
import type { LocalAws } from '@tdp/functions/local/local-aws';
import { findUserByUsername } from '@tdp/functions/data/user-repository';
import { checkResetKey } from '@tdp/functions/domain/auth/check-reset-key';
import { resetPassword } from '@tdp/functions/domain/auth/reset-password';
import { login } from '@tdp/functions/domain/auth/login';
import { createAdmin, parseCreateAdminArguments } from '../scripts/create-admin.ts';

const SITE_URL = 'https://d111111abcdef8.cloudfront.net';

describe('npm run create-admin', () => {
  let aws: LocalAws;
  let dataDir: string;
  const saved = { SITE_URL: process.env.SITE_URL, DATA_DIR: process.env.DATA_DIR };
  const cloudFormation = mockClient(CloudFormationClient);

  beforeAll(async () => {
    aws = await useLocalAws();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'tdp-create-admin-'));
    // Signing a session's token needs a key: the local key store lives in DATA_DIR.
    process.env.DATA_DIR = dataDir;
    cloudFormation.on(DescribeStacksCommand, { StackName: 'dev-Data' }).resolves({
      Stacks: [
        {
          StackName: 'dev-Data',
          CreationTime: new Date(),
          StackStatus: 'CREATE_COMPLETE',
          Outputs: [{ OutputKey: 'IdentityTableName', OutputValue: aws.tableNames.identity }],
        },
      ],
    });
    cloudFormation.on(DescribeStacksCommand, { StackName: 'dev-Web' }).resolves({
      Stacks: [{ StackName: 'dev-Web', CreationTime: new Date(), StackStatus: 'CREATE_COMPLETE', Outputs: [{ OutputKey: 'SiteUrl', OutputValue: SITE_URL }] }],
    });
  });

  afterAll(async () => {
    cloudFormation.restore();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await aws?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates an admin without a password and an invitation link through which they choose one and sign in', async () => {
    const request = parseCreateAdminArguments(['--stage', 'dev', '--username', 'jordan.admin', '--name', 'Jordan Admin', '--email', 'jordan@example.com']);
    const created = await createAdmin(request, new CloudFormationClient({ region: 'ca-central-1' }));

    expect(created.user).toMatchObject({ username: 'jordan.admin', role: 'admin', status: 'active', hasPassword: false, position: 'Administrator' });
    expect(created.invitationLink).toMatch(new RegExp(`^${SITE_URL}/resetpassword/[A-Za-z0-9_-]{43,}$`));
    const key = created.invitationLink.split('/').pop()!;
    await expect(checkResetKey(key)).resolves.toHaveProperty('expiresAt');

    await resetPassword(key, 'a-long-new-admin-password');
    const { response } = await login({ role: 'admin', username: 'jordan.admin', password: 'a-long-new-admin-password', sourceIp: '192.0.2.10' });
    expect(response.redirectUrl).toBe('/admin-dashboard');
    expect((await findUserByUsername('jordan.admin'))?.hasPassword).toBe(true);
  });

  it('refuses a username that is taken', async () => {
    const request = parseCreateAdminArguments(['--stage', 'dev', '--username', 'Jordan.Admin', '--name', 'Someone Else', '--email', 'else@example.com']);
    await expect(createAdmin(request, new CloudFormationClient({ region: 'ca-central-1' }))).rejects.toThrow('This username is already taken.');
  });

  it('names every missing or wrong option and shows the usage', () => {
    expect(() => parseCreateAdminArguments(['--stage', 'dev', '--username', 'x', '--email', 'not-an-address'])).toThrow(
      /--username .*; --name is required; --email .*\nUsage: npm run create-admin -- --stage <name>/,
    );
  });

  it('says which stack it could not read when the stage is not deployed', async () => {
    cloudFormation.on(DescribeStacksCommand, { StackName: 'prod-Data' }).rejects(new Error('Stack with id prod-Data does not exist'));
    const request = parseCreateAdminArguments(['--stage', 'prod', '--username', 'first.admin', '--name', 'First Admin', '--email', 'first@example.com']);
    await expect(createAdmin(request, new CloudFormationClient({ region: 'ca-central-1' }))).rejects.toThrow(/Cannot read stack prod-Data/);
  });
});

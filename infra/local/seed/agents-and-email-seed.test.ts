import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TYPE_NAMES } from '@tdp/shared/schemas/email-template';
import { findAgentProfile } from '@tdp/functions/data/agent-profile-repository';
import { readAgentDirectory } from '@tdp/functions/domain/agents/read-agent-directory';
import { listEmailTemplates, listEmailTypes } from '@tdp/functions/domain/email/manage-email-templates';
import { createLocalDocumentClient, createLocalS3Client, type LocalAws } from '@tdp/functions/local/local-aws';
import { useLocalAws } from '@tdp/functions/local/use-local-aws';
import { LOCAL_ACCOUNTS } from './accounts-seed.ts';
import { LOCAL_AGENT_USERNAME, seedAgentProfiles, seedAgents } from './agents-seed.ts';
import { seedEmail } from './email-seed.ts';
import type { SeedContext } from './seed-local-stack.ts';

let aws: LocalAws;
let context: SeedContext;

beforeAll(async () => {
  aws = await useLocalAws();
  context = {
    doc: createLocalDocumentClient(aws.dynamoEndpoint),
    s3: createLocalS3Client(aws.s3Endpoint),
    tableNames: aws.tableNames,
    bucket: aws.bucket,
    dataDir: '/unused',
    log: () => undefined,
  };
});
afterAll(async () => {
  context.doc.destroy();
  context.s3.destroy();
  await aws.stop();
});

describe('seedAgents', () => {
  it('fills the directory with about two dozen active agents across several provinces and languages', async () => {
    await seedAgents(context);
    const directory = await readAgentDirectory();
    expect(directory.length).toBeGreaterThanOrEqual(24);
    expect(new Set(directory.map((agent) => agent.province)).size).toBeGreaterThanOrEqual(6);
    const languages = new Set(directory.flatMap((agent) => agent.languages));
    for (const language of ['english', 'french', 'punjabi', 'mandarin', 'cantonese', 'tagalog', 'spanish', 'hindi', 'korean'])
      expect(languages).toContain(language);
    expect(seedAgentProfiles().some(({ profile }) => profile.status === 'inactive')).toBe(true);
    expect(directory.every((agent) => agent.status === 'active')).toBe(true);
  });

  it('links one profile to the local agent login', async () => {
    const account = LOCAL_ACCOUNTS.find((candidate) => candidate.username === LOCAL_AGENT_USERNAME)!;
    const linked = await findAgentProfile('jordan-lee');
    expect(linked).toMatchObject({ username: LOCAL_AGENT_USERNAME, name: account.name, email: account.email });
  });

  it('can run again without failing or duplicating', async () => {
    const before = (await readAgentDirectory()).length;
    await seedAgents(context);
    expect(await readAgentDirectory()).toHaveLength(before);
  });
});

describe('seedEmail', () => {
  it('saves every built-in template and points every type at it', async () => {
    await seedEmail(context);
    await seedEmail(context);
    const templates = await listEmailTemplates();
    expect(templates.map((template) => [template.id, template.version])).toEqual(EMAIL_TYPE_NAMES.map((type) => [type, 1]));
    const types = await listEmailTypes();
    expect(types.every((type) => type.version === 1 && type.templateId === type.type && type.recipients.length === 0)).toBe(true);
  });
});

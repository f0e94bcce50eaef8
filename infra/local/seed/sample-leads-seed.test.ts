import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readLeadReport } from '@tdp/functions/domain/leads/lead-reports';
import { createLocalDocumentClient, createLocalS3Client, type LocalAws } from '@tdp/functions/local/local-aws';
import { useLocalAws } from '@tdp/functions/local/use-local-aws';
import { seedAgentProfiles, seedAgents } from './agents-seed.ts';
import { SAMPLE_LEADS_SWITCH, seedSampleLeads } from './sample-leads-seed.ts';
import type { SeedContext } from './seed-local-stack.ts';

let aws: LocalAws;
let context: SeedContext;
const now = new Date('2026-11-18T20:00:00Z');

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
  // The agents' profiles, as the stack seeds them first: the report names each agent from its profile.
  await seedAgents(context);
  vi.stubEnv(SAMPLE_LEADS_SWITCH, '1');
  await seedSampleLeads(context, now);
}, 600_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  context.doc.destroy();
  context.s3.destroy();
  await aws.stop();
});

describe('seedSampleLeads', () => {
  it('gives every active agent of the seed, Jordan Lee included, leads of which some are booked and some not', async () => {
    const report = await readLeadReport({ weeks: 16 }, now);
    expect(report.totals.leads).toBeGreaterThan(200);
    const active = seedAgentProfiles().filter(({ profile }) => profile.status === 'active');
    expect(active.map(({ profile }) => profile.name)).toContain('Jordan Lee');
    for (const { profile } of active) {
      const row = report.byAgent.find((candidate) => candidate.agent === profile.slug);
      expect(row, profile.slug).toBeDefined();
      expect(row!.booked, profile.slug).toBeGreaterThan(0);
      expect(row!.booked, profile.slug).toBeLessThan(row!.leads);
    }
    // The desk keeps some unassigned leads too.
    expect(report.byAgent.find((row) => row.agent === 'unassigned')?.leads ?? 0).toBeGreaterThan(0);
  });
});

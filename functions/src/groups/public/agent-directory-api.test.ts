import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { agentProfileSchema } from '@tdp/shared/schemas/agent-profile';
import { addAgent, call, startLeadsTestBackend, type LeadsTestBackend } from '../../../test/leads-api-client.ts';

let backend: LeadsTestBackend;

beforeAll(async () => {
  backend = await startLeadsTestBackend();
  await addAgent({ slug: 'wei-chen', name: 'Wei Chen', email: 'wei.chen@agents.tbbtravel.ca' }, 'agent');
  await addAgent();
  await addAgent({ slug: 'amelie-roy', name: 'Amélie Roy', province: 'QC', city: 'Montréal', languages: ['french', 'english'] });
  await addAgent({ slug: 'retired-agent', name: 'Retired Agent', status: 'inactive' });
});
afterAll(() => backend.stop());

describe('GET /api/all-agents', () => {
  it('lists the active agents by name, with their public profile only', async () => {
    const answer = await call('listAgents');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((agent: { slug: string }) => agent.slug)).toEqual(['amelie-roy', 'harpreet-gill', 'wei-chen']);
    for (const agent of answer.body.data) {
      expect(z.strictObject(agentProfileSchema.unwrap().shape).safeParse(agent).success).toBe(true);
      expect(agent).not.toHaveProperty('username');
      expect(agent).not.toHaveProperty('version');
    }
  });
});

describe('GET /api/agents/{slug}', () => {
  it("answers an active agent's profile", async () => {
    const answer = await call('getAgent', { params: { slug: 'harpreet-gill' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      slug: 'harpreet-gill',
      name: 'Harpreet Gill',
      photo: null,
      languages: ['english', 'punjabi', 'hindi'],
      status: 'active',
    });
  });

  it('answers 404 for an inactive or unknown agent, and 400 for a malformed slug', async () => {
    expect((await call('getAgent', { params: { slug: 'retired-agent' } })).status).toBe(404);
    expect((await call('getAgent', { params: { slug: 'nobody' } })).status).toBe(404);
    const malformed = await call('getAgent', { params: { slug: 'Wei_Chen' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toHaveProperty(['params.slug']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequestInputSchema } from '@tdp/shared/schemas/lead-forms';
import { findLeadIdByReference } from '../../data/lead-repository.ts';
import { submitQuoteRequest } from '../../domain/leads/submit-lead.ts';
import { addTwoSignedInAgents, call, freshAddress, startLeadsTestBackend, type LeadsTestBackend } from '../../../test/leads-api-client.ts';
import { quoteBody } from '../../../test/lead-form-fixtures.ts';

let backend: LeadsTestBackend;
let agentA: string;
let agentB: string;

beforeAll(async () => {
  backend = await startLeadsTestBackend();
  ({ agentA, agentB } = await addTwoSignedInAgents(backend));
});
afterAll(() => backend.stop());

async function counts() {
  const answer = await call('getAdminWorkCounts', { token: backend.adminToken });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function submitLead(): Promise<string> {
  const receipt = await submitQuoteRequest(quoteRequestInputSchema.parse(quoteBody()), { sourceIp: freshAddress() });
  return (await findLeadIdByReference(receipt.reference))!;
}

function pageChange(version: number, bio: string) {
  return { version, photo: null, bio, specialties: ['europe'], languages: ['english'], city: 'Surrey', province: 'BC', phone: '604-555-0181' };
}

describe('GET /api/admin/work-counts', () => {
  it('is for admins only', async () => {
    expect((await call('getAdminWorkCounts', {})).status).toBe(401);
    expect((await call('getAdminWorkCounts', { token: agentA })).status).toBe(403);
  });

  it('counts the leads still new, following their status', async () => {
    expect(await counts()).toEqual({ newLeads: 0, pendingProfileChanges: 0 });
    const first = await submitLead();
    await submitLead();
    await submitLead();
    expect((await counts()).newLeads).toBe(3);
    const contacted = await call('updateLead', { params: { id: first }, body: { version: 1, status: 'contacted' }, token: backend.adminToken });
    expect(contacted.status).toBe(200);
    expect((await counts()).newLeads).toBe(2);
  });

  it("counts the agents' page changes waiting for approval, one per agent, until decided", async () => {
    expect((await call('updateOwnAgentProfile', { body: pageChange(1, 'First draft.'), token: agentA })).status).toBe(200);
    // A second save replaces the agent's waiting change: still one to decide.
    expect((await call('updateOwnAgentProfile', { body: pageChange(2, 'Second draft.'), token: agentA })).status).toBe(200);
    expect((await call('updateOwnAgentProfile', { body: pageChange(1, 'Wei’s draft.'), token: agentB })).status).toBe(200);
    expect((await counts()).pendingProfileChanges).toBe(2);
    const decided = await call('decideProfileChange', {
      params: { slug: 'harpreet-gill' },
      body: { version: 3, decision: 'approve' },
      token: backend.adminToken,
    });
    expect(decided.status).toBe(200);
    expect(await counts()).toEqual({ newLeads: 2, pendingProfileChanges: 1 });
  });
});

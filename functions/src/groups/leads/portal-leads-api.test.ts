import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequestInputSchema } from '@tdp/shared/schemas/lead-forms';
import { findLeadIdByReference } from '../../data/lead-repository.ts';
import { submitQuoteRequest } from '../../domain/leads/submit-lead.ts';
import { addTwoSignedInAgents, call, freshAddress, startLeadsTestBackend, type LeadsTestBackend } from '../../../test/leads-api-client.ts';
import { quoteBody } from '../../../test/lead-form-fixtures.ts';

let backend: LeadsTestBackend;
/** Agent A (`harpreet-gill`, login `pat.agent`) and agent B (`wei-chen`, login `wei.agent`). */
let agentA: string;
let agentB: string;
/** Lead ids: A1 and A2 assigned to agent A, B1 to agent B, U to nobody. */
const ids: Record<string, string> = {};

async function submit(name: string, at: string, overrides: Record<string, unknown> = {}): Promise<void> {
  const receipt = await submitQuoteRequest(quoteRequestInputSchema.parse(quoteBody(overrides)), { sourceIp: freshAddress(), now: new Date(at) });
  ids[name] = (await findLeadIdByReference(receipt.reference))!;
}

beforeAll(async () => {
  backend = await startLeadsTestBackend();
  ({ agentA, agentB } = await addTwoSignedInAgents(backend));
  await submit('A1', '2026-01-05T18:00:00.000Z', { agent: 'harpreet-gill', packageUrl: 'lisbon-and-porto', departureCity: 'Vancouver' });
  await submit('B1', '2026-01-06T18:00:00.000Z', { agent: 'wei-chen' });
  await submit('A2', '2026-01-07T18:00:00.000Z', { preferredAgent: 'harpreet-gill' });
  await submit('U', '2026-01-08T18:00:00.000Z');
});
afterAll(() => backend.stop());

describe('access to the portal lead routes (anonymous, agent A, agent B, admin)', () => {
  it('GET /api/portal/leads: 401 anonymous, 403 admin, each agent only their own', async () => {
    expect((await call('listPortalLeads', {})).status).toBe(401);
    expect((await call('listPortalLeads', { token: backend.adminToken })).status).toBe(403);
    const listA = await call('listPortalLeads', { token: agentA });
    expect(listA.status).toBe(200);
    expect(listA.body.leads.map((lead: { id: string }) => lead.id)).toEqual([ids.A2, ids.A1]);
    const listB = await call('listPortalLeads', { token: agentB });
    expect(listB.body.leads.map((lead: { id: string }) => lead.id)).toEqual([ids.B1]);
  });

  it("GET /api/portal/leads/{id}: 401 anonymous, 403 admin, 200 for the agent's own lead, 404 for another agent's or nobody's", async () => {
    expect((await call('getPortalLead', { params: { id: ids.A1! } })).status).toBe(401);
    expect((await call('getPortalLead', { params: { id: ids.A1! }, token: backend.adminToken })).status).toBe(403);
    const own = await call('getPortalLead', { params: { id: ids.A1! }, token: agentA });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      id: ids.A1,
      status: 'new',
      version: 1,
      packageUrl: 'lisbon-and-porto',
      email: expect.stringContaining('@example.com'),
      request: expect.objectContaining({ departureCity: 'Vancouver' }),
      notes: [],
      // The history opens with the arrival's assignment, made by the platform (the agency, to the agent).
      activity: [expect.objectContaining({ by: 'Agency staff', role: 'system', change: 'assignment', from: null, to: 'Harpreet Gill', reason: 'share link' })],
      assignment: expect.objectContaining({ method: 'share-link', reason: 'share link' }),
    });
    expect(own.body.data).not.toHaveProperty('sends');
    expect(own.body.data).not.toHaveProperty('form');
    const others = await call('getPortalLead', { params: { id: ids.B1! }, token: agentA });
    expect(others.status).toBe(404);
    expect(JSON.stringify(others.body)).not.toContain(ids.B1);
    expect((await call('getPortalLead', { params: { id: ids.U! }, token: agentA })).status).toBe(404);
    expect((await call('getPortalLead', { params: { id: ids.A1! }, token: agentB })).status).toBe(404);
  });

  it("PATCH /api/portal/leads/{id}: 401 anonymous, 403 admin, 404 on another agent's lead (which stays unchanged)", async () => {
    const body = { version: 1, status: 'contacted' };
    expect((await call('updatePortalLead', { params: { id: ids.B1! }, body })).status).toBe(401);
    expect((await call('updatePortalLead', { params: { id: ids.B1! }, body, token: backend.adminToken })).status).toBe(403);
    expect((await call('updatePortalLead', { params: { id: ids.B1! }, body, token: agentA })).status).toBe(404);
    // Even a stale version of someone else's lead is a 404, not a 409 that would confirm it exists.
    expect((await call('updatePortalLead', { params: { id: ids.B1! }, body: { version: 7, note: 'x' }, token: agentA })).status).toBe(404);
    const untouched = await call('getLead', { params: { id: ids.B1! }, token: backend.adminToken });
    expect(untouched.body.data).toMatchObject({
      status: 'new',
      version: 1,
      notes: [],
      activity: [expect.objectContaining({ change: 'assignment', to: 'wei-chen' })],
    });
  });
});

describe('an agent follows up their own lead', () => {
  it('changes the status and adds a note at the version loaded; 409 when stale; the admin sees who did what', async () => {
    const changed = await call('updatePortalLead', {
      params: { id: ids.A2! },
      body: { version: 1, status: 'contacted', note: 'Called, sending options.' },
      token: agentA,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ status: 'contacted', version: 2 });
    // The agent reads their own note under their name.
    expect(changed.body.data.notes).toEqual([{ at: expect.any(String), by: 'Harpreet Gill', role: 'agent', text: 'Called, sending options.' }]);

    const stale = await call('updatePortalLead', { params: { id: ids.A2! }, body: { version: 1, status: 'contacted' }, token: agentA });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'CONFLICT', fields: { version: 'is out of date' } });

    const admin = await call('getLead', { params: { id: ids.A2! }, token: backend.adminToken });
    expect(admin.body.data.activity).toEqual([
      { at: expect.any(String), by: 'routing', role: 'system', change: 'assignment', from: null, to: 'harpreet-gill', reason: 'asked for by name' },
      { at: expect.any(String), by: 'pat.agent', role: 'agent', byName: 'Harpreet Gill', change: 'status', from: 'new', to: 'contacted' },
      { at: expect.any(String), by: 'pat.agent', role: 'agent', byName: 'Harpreet Gill', change: 'note', from: null, to: null },
    ]);
    // The admins read the agent's note as shared (agents' notes always are), with the agent's username.
    expect(admin.body.data.notes).toEqual([{ at: expect.any(String), by: 'pat.agent', role: 'agent', visibility: 'shared', text: 'Called, sending options.' }]);
    expect(admin.body.data.updatedBy).toBe('pat.agent');

    const filtered = await call('listPortalLeads', { query: { status: 'contacted' }, token: agentA });
    expect(filtered.body.leads.map((lead: { id: string }) => lead.id)).toEqual([ids.A2]);
  });

  it("reads the admins' shared notes under the staff's display name, never their internal notes or a username", async () => {
    const lead = await call('getLead', { params: { id: ids.A1! }, token: backend.adminToken });
    const internal = await call('updateLead', {
      params: { id: ids.A1! },
      body: { version: lead.body.data.version, note: 'INTERNAL: margin is thin, push the upgrade.' },
      token: backend.adminToken,
    });
    expect(internal.status).toBe(200);
    const shared = await call('updateLead', {
      params: { id: ids.A1! },
      body: { version: internal.body.data.version, status: 'contacted', note: 'Client prefers a call after 6 p.m.', noteVisibility: 'shared' },
      token: backend.adminToken,
    });
    expect(shared.status).toBe(200);
    expect(shared.body.data.notes.map((note: { visibility: string }) => note.visibility)).toEqual(['internal', 'shared']);

    const agentView = await call('getPortalLead', { params: { id: ids.A1! }, token: agentA });
    expect(agentView.status).toBe(200);
    expect(agentView.body.data.notes).toEqual([{ at: expect.any(String), by: 'Agency staff', role: 'admin', text: 'Client prefers a call after 6 p.m.' }]);
    // The history keeps the status change and the shared note, by the staff's display name; the internal note's entry is not there.
    expect(agentView.body.data.activity).toEqual([
      { at: expect.any(String), by: 'Agency staff', role: 'system', change: 'assignment', from: null, to: 'Harpreet Gill', reason: 'share link' },
      { at: expect.any(String), by: 'Agency staff', role: 'admin', change: 'status', from: 'new', to: 'contacted' },
      { at: expect.any(String), by: 'Agency staff', role: 'admin', change: 'note', from: null, to: null },
    ]);
    const text = JSON.stringify(agentView.body);
    expect(text).not.toContain('alex.admin');
    expect(text).not.toContain('INTERNAL');
  });

  it('refuses a note visibility outside the two kinds, naming the field', async () => {
    const lead = await call('getLead', { params: { id: ids.U! }, token: backend.adminToken });
    const bad = await call('updateLead', {
      params: { id: ids.U! },
      body: { version: lead.body.data.version, note: 'x', noteVisibility: 'public' },
      token: backend.adminToken,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ noteVisibility: expect.stringContaining('internal, shared') });
  });

  it('refuses a status outside the list, naming the field, an empty change, and a reassignment', async () => {
    const bad = await call('updatePortalLead', { params: { id: ids.A1! }, body: { version: 1, status: 'closed' }, token: agentA });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('status');
    expect((await call('updatePortalLead', { params: { id: ids.A1! }, body: { version: 1 }, token: agentA })).status).toBe(400);
    const reassign = await call('updatePortalLead', { params: { id: ids.A1! }, body: { version: 1, assignedAgent: 'wei-chen' }, token: agentA });
    expect(reassign.status).toBe(400);
    expect((await call('listPortalLeads', { query: { status: 'closed' }, token: agentA })).status).toBe(400);
  });

  it('pages with a cursor', async () => {
    const first = await call('listPortalLeads', { query: { limit: '1' }, token: agentA });
    expect(first.body.leads).toHaveLength(1);
    const second = await call('listPortalLeads', { query: { limit: '1', cursor: first.body.nextCursor }, token: agentA });
    expect(second.body.leads.map((lead: { id: string }) => lead.id)).toEqual([ids.A1]);
    expect(second.body.nextCursor).toBeNull();
  });
});

describe('assignment by an admin', () => {
  it('mails the newly assigned agent a link to the lead in the portal, records it, and shows it in their list', async () => {
    const before = backend.outbox().length;
    const assigned = await call('updateLead', { params: { id: ids.U! }, body: { version: 1, assignedAgent: 'wei-chen' }, token: backend.adminToken });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.activity).toEqual([
      { at: expect.any(String), by: 'routing', role: 'system', change: 'assignment', from: null, to: null, reason: 'no agent takes routed leads' },
      { at: expect.any(String), by: 'alex.admin', role: 'admin', change: 'assignment', from: null, to: 'wei-chen', reason: 'assigned by an admin' },
    ]);
    // The answer shows the mail queued; the mail queue sends it a moment later.
    expect(assigned.body.data.sends).toContainEqual(
      expect.objectContaining({ type: 'lead-assigned-agent', to: 'wei.chen@agents.tbbtravel.ca', status: 'queued' }),
    );
    const reread = await call('getLead', { params: { id: ids.U! }, token: backend.adminToken });
    expect(reread.body.data.sends).toContainEqual(expect.objectContaining({ type: 'lead-assigned-agent', to: 'wei.chen@agents.tbbtravel.ca', status: 'sent' }));
    const mails = backend.outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0])).toContain(`/agent-dashboard/MyLeads/${ids.U}`);
    // How to reach the customer, in words, with the address that fits it (they asked for a call: the phone).
    expect(JSON.stringify(mails[0])).toContain('reach out by phone call: 604-555-0147');
    expect((await call('getPortalLead', { params: { id: ids.U! }, token: agentB })).status).toBe(200);

    // A change that keeps the same agent sends nothing more.
    await call('updateLead', { params: { id: ids.U! }, body: { version: 2, assignedAgent: 'wei-chen', status: 'contacted' }, token: backend.adminToken });
    expect(backend.outbox().length).toBe(before + 1);
  });
});

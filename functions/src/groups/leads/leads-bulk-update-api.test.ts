import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequestInputSchema } from '@tdp/shared/schemas/lead-forms';
import { findLead, findLeadIdByReference } from '../../data/lead-repository.ts';
import { submitQuoteRequest } from '../../domain/leads/submit-lead.ts';
import { addAgent, call, freshAddress, startLeadsTestBackend, type LeadsTestBackend } from '../../../test/leads-api-client.ts';
import { quoteBody } from '../../../test/lead-form-fixtures.ts';

let backend: LeadsTestBackend;
const ids: string[] = [];

beforeAll(async () => {
  backend = await startLeadsTestBackend();
  await addAgent();
  await addAgent({ slug: 'retired-agent', name: 'Retired Agent', email: 'retired@agents.tbbtravel.ca', status: 'inactive' });
  for (const [index, firstName] of ['Ama', 'Bea', 'Cy'].entries()) {
    const receipt = await submitQuoteRequest(quoteRequestInputSchema.parse(quoteBody({ firstName })), {
      sourceIp: freshAddress(),
      now: new Date(Date.UTC(2026, 1, 1 + index, 18)),
    });
    ids.push((await findLeadIdByReference(receipt.reference))!);
  }
});
afterAll(() => backend.stop());

function bulk(body: unknown) {
  return call('bulkUpdateLeads', { body, token: backend.adminToken });
}

describe('POST /api/admin/leads/bulk-update', () => {
  it('assigns several leads at once, each at its loaded version; a lead changed since is reported and left as it is', async () => {
    const loaded = ids.map((id) => ({ id, version: 1 }));
    // Someone else changes the second lead after the admin loaded the inbox.
    const other = await call('updateLead', { params: { id: ids[1]! }, body: { version: 1, status: 'contacted' }, token: backend.adminToken });
    expect(other.status).toBe(200);
    const mailsBefore = backend.outbox().filter((message) => message.type === 'lead-assigned-agent').length;

    const answer = await bulk({ leads: loaded, assignedAgent: 'harpreet-gill' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.updated.map((lead: { id: string }) => lead.id)).toEqual([ids[0], ids[2]]);
    expect(
      answer.body.data.updated.every((lead: { assignedAgent: string; version: number }) => lead.assignedAgent === 'harpreet-gill' && lead.version === 2),
    ).toBe(true);
    expect(answer.body.data.skipped).toEqual([
      { id: ids[1], reason: 'changed', message: 'This lead changed since you loaded it. Reload to see the latest version.' },
    ]);

    // The stale lead keeps the other admin's change and nobody is assigned to it.
    expect(await findLead(ids[1]!)).toMatchObject({ status: 'contacted', assignedAgent: null, version: 2 });
    // Each newly assigned lead is recorded and mailed as a single assignment would be.
    const first = (await findLead(ids[0]!))!;
    expect(first.activity).toEqual([
      expect.objectContaining({ change: 'assignment', from: null, to: null, by: 'routing', reason: 'no agent takes routed leads' }),
      expect.objectContaining({ change: 'assignment', from: null, to: 'harpreet-gill', by: 'alex.admin', reason: 'assigned by an admin' }),
    ]);
    const mails = backend.outbox().filter((message) => message.type === 'lead-assigned-agent');
    expect(mails.length - mailsBefore).toBe(2);
  });

  it('changes the status of several leads, and reports a lead that is gone', async () => {
    const current = await Promise.all(ids.map(async (id) => ({ id, version: (await findLead(id))!.version })));
    const gone = { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV', version: 1 };
    const answer = await bulk({ leads: [...current, gone], status: 'archived' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.updated.map((lead: { status: string }) => lead.status)).toEqual(['archived', 'archived', 'archived']);
    expect(answer.body.data.skipped).toEqual([{ id: gone.id, reason: 'missing', message: 'There is no such lead.' }]);
  });

  it('refuses, before changing anything, an agent who is not active, no change, and a lead named twice', async () => {
    const current = await Promise.all(ids.map(async (id) => ({ id, version: (await findLead(id))!.version })));
    const inactive = await bulk({ leads: current, assignedAgent: 'retired-agent' });
    expect(inactive.status).toBe(400);
    expect(inactive.body.error.fields.assignedAgent).toBe('is not an active agent');
    for (const id of ids) expect((await findLead(id))!.version).toBe(current.find((lead) => lead.id === id)!.version);

    const nothing = await bulk({ leads: current });
    expect(nothing.status).toBe(400);
    expect(nothing.body.error.fields.status).toBe('must change the status or the assigned agent');
    const twice = await bulk({ leads: [current[0], current[0]], status: 'new' });
    expect(twice.status).toBe(400);
    expect(twice.body.error.fields['leads.1.id']).toBe('is listed twice');
  });
});

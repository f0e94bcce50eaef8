import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentApplicationInputSchema, contactMessageInputSchema, quoteRequestInputSchema } from '@tdp/shared/schemas/lead-forms';
import { findLeadIdByReference } from '../../data/lead-repository.ts';
import { claimLeadReference, submitAgentApplication, submitContactMessage, submitQuoteRequest } from '../../domain/leads/submit-lead.ts';
import { addAgent, call, freshAddress, startLeadsTestBackend, type LeadsTestBackend } from '../../../test/leads-api-client.ts';
import { applicationBody, contactBody, disneyQuoteBody, groupQuoteBody, quoteBody } from '../../../test/lead-form-fixtures.ts';

let backend: LeadsTestBackend;
/** Lead ids by letter, A oldest to G newest. */
const ids: Record<string, string> = {};
/** Their short references (`TBB-7K4F-29`), by letter. */
const references: Record<string, string> = {};

async function submitAt(letter: string, at: string, kind: 'contact' | 'general' | 'group' | 'disney' | 'application', overrides: Record<string, unknown> = {}) {
  const context = { sourceIp: freshAddress(), now: new Date(at) };
  let receipt;
  if (kind === 'contact') receipt = await submitContactMessage(contactMessageInputSchema.parse(contactBody(overrides)), context);
  else if (kind === 'application') receipt = await submitAgentApplication(agentApplicationInputSchema.parse(applicationBody(overrides)), context);
  else {
    const body = kind === 'group' ? groupQuoteBody(overrides) : kind === 'disney' ? disneyQuoteBody(overrides) : quoteBody(overrides);
    receipt = await submitQuoteRequest(quoteRequestInputSchema.parse(body), context);
  }
  references[letter] = receipt.reference;
  ids[letter] = (await findLeadIdByReference(receipt.reference))!;
}

beforeAll(async () => {
  backend = await startLeadsTestBackend();
  await addAgent();
  await addAgent({ slug: 'wei-chen', name: 'Wei Chen', email: 'wei.chen@agents.tbbtravel.ca' });
  await addAgent({ slug: 'retired-agent', name: 'Retired Agent', email: 'retired@agents.tbbtravel.ca', status: 'inactive' });
  await submitAt('A', '2026-01-05T18:00:00.000Z', 'contact');
  await submitAt('B', '2026-01-06T18:00:00.000Z', 'general');
  await submitAt('C', '2026-01-07T18:00:00.000Z', 'group', { agent: 'harpreet-gill' });
  // 23:30 on January 7 in Vancouver, already January 8 in UTC.
  await submitAt('D', '2026-01-08T07:30:00.000Z', 'application');
  await submitAt('E', '2026-01-09T18:00:00.000Z', 'contact', { agent: 'harpreet-gill' });
  await submitAt('F', '2026-01-10T18:00:00.000Z', 'disney');
  await submitAt('G', '2026-01-12T18:00:00.000Z', 'application');
});
afterAll(() => backend.stop());

function list(query: Record<string, string> = {}) {
  return call('listLeads', { query, token: backend.adminToken });
}

async function listedLetters(query: Record<string, string> = {}): Promise<string> {
  const answer = await list(query);
  expect(answer.status).toBe(200);
  const letterOf = new Map(Object.entries(ids).map(([letter, id]) => [id, letter]));
  return answer.body.leads.map((lead: { id: string }) => letterOf.get(lead.id) ?? '?').join('');
}

describe('GET /api/admin/leads', () => {
  it('lists every lead newest first, as summaries', async () => {
    expect(await listedLetters()).toBe('GFEDCBA');
    const { body } = await list({ limit: '1' });
    expect(body.leads[0]).toEqual({
      id: ids.G,
      reference: references.G,
      type: 'application',
      kind: 'application',
      language: 'en',
      status: 'new',
      createdAt: '2026-01-12T18:00:00.000Z',
      firstName: 'Marco',
      lastName: 'Reyes',
      email: expect.stringContaining('@example.com'),
      phone: '+1 403 555 0199',
      headline: 'Calgary, AB',
      attributedAgent: null,
      assignedAgent: null,
      source: '/agents/AgentPageMain',
      packageUrl: null,
      failedSends: 0,
      version: 1,
    });
  });

  it('finds a lead by its short reference, however it is typed, and nothing for an unknown one', async () => {
    const typed = references.C!.toLowerCase().replace(/-/g, ' ').replace(/^tbb /, '');
    const found = await list({ reference: typed });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ leads: [expect.objectContaining({ id: ids.C, reference: references.C })], nextCursor: null });
    expect((await list({ reference: references.C!, type: 'application' })).body.leads).toEqual([]);
    const unknown = references.C === 'TBB-0000-00' ? 'TBB-0000-01' : 'TBB-0000-00';
    expect((await list({ reference: unknown })).body.leads).toEqual([]);
    expect((await list({ reference: 'TBB-UUUU-UU' })).status).toBe(400);
  });

  it('claims each short reference for one lead only, drawing again on a collision', async () => {
    const draws = [references.A!, references.B!, 'TBB-ZZZZ-ZY'];
    expect(await claimLeadReference('01KZZZZZZZZZZZZZZZZZZZZZZZ', '2026-02-01T00:00:00.000Z', () => draws.shift()!)).toBe('TBB-ZZZZ-ZY');
    expect(await findLeadIdByReference(references.A!)).toBe(ids.A);
    await expect(claimLeadReference('01KZZZZZZZZZZZZZZZZZZZZZZY', '2026-02-01T00:00:00.000Z', () => references.A!)).rejects.toThrow(/no free lead reference/);
  });

  it('pages with a cursor without skipping or repeating a lead', async () => {
    const first = await list({ limit: '3' });
    expect(first.body.leads).toHaveLength(3);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await list({ limit: '3', cursor: first.body.nextCursor });
    const third = await list({ limit: '3', cursor: second.body.nextCursor });
    expect(third.body.nextCursor).toBeNull();
    const pages = [first, second, third].flatMap((page) => page.body.leads.map((lead: { id: string }) => lead.id));
    expect(pages).toEqual(['G', 'F', 'E', 'D', 'C', 'B', 'A'].map((letter) => ids[letter]));
  });

  it('filters by type and by form kind', async () => {
    expect(await listedLetters({ type: 'quote' })).toBe('FCB');
    expect(await listedLetters({ type: 'application' })).toBe('GD');
    expect(await listedLetters({ kind: 'group' })).toBe('C');
  });

  it('filters by agent, and lists the unassigned leads', async () => {
    expect(await listedLetters({ agent: 'harpreet-gill' })).toBe('EC');
    expect(await listedLetters({ agent: 'unassigned' })).toBe('GFDBA');
    expect(await listedLetters({ agent: 'harpreet-gill', type: 'contact' })).toBe('E');
  });

  it('filters by days at the agency (Pacific time), both ends included', async () => {
    expect(await listedLetters({ from: '2026-01-07', to: '2026-01-07' })).toBe('DC');
    expect(await listedLetters({ from: '2026-01-09' })).toBe('GFE');
    expect(await listedLetters({ to: '2026-01-06' })).toBe('BA');
    expect(await listedLetters({ from: '2026-01-06', to: '2026-01-10', type: 'contact' })).toBe('E');
  });

  it('answers 400 for a cursor it did not issue and for a range that ends before it starts', async () => {
    const forged = await list({ cursor: Buffer.from('not a sort key').toString('base64url') });
    expect(forged.status).toBe(400);
    expect(forged.body.error.fields).toHaveProperty(['query.cursor']);
    const backwards = await list({ from: '2026-01-09', to: '2026-01-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields).toHaveProperty(['query.to']);
    const unknownStatus = await list({ status: 'pending' });
    expect(unknownStatus.body.error.fields).toHaveProperty(['query.status']);
  });

  it('is for admins only', async () => {
    expect((await call('listLeads', {})).status).toBe(401);
    expect((await call('listLeads', { token: backend.agentToken })).status).toBe(403);
    expect((await call('getLead', { params: { id: ids.A! }, token: backend.agentToken })).status).toBe(403);
    expect((await call('updateLead', { params: { id: ids.A! }, body: { version: 1, status: 'contacted' }, token: backend.agentToken })).status).toBe(403);
    expect((await call('exportLeads', { token: backend.agentToken })).status).toBe(403);
  });
});

describe('GET and PATCH /api/admin/leads/{id}', () => {
  it('answers 404 for an unknown lead and 400 for a malformed id', async () => {
    expect((await call('getLead', { params: { id: '01JD8X3V5W9K2M4N6P8Q0R2S4T' }, token: backend.adminToken })).status).toBe(404);
    expect((await call('getLead', { params: { id: 'lead-1' }, token: backend.adminToken })).status).toBe(400);
  });

  it('changes the status at the version loaded, and answers 409 to a stale version', async () => {
    const changed = await call('updateLead', { params: { id: ids.C! }, body: { version: 1, status: 'contacted' }, token: backend.adminToken });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ status: 'contacted', version: 2, updatedBy: 'alex.admin' });

    const stale = await call('updateLead', { params: { id: ids.C! }, body: { version: 1, status: 'contacted' }, token: backend.adminToken });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'CONFLICT', fields: { version: 'is out of date' } });
    expect((await call('getLead', { params: { id: ids.C! }, token: backend.adminToken })).body.data.status).toBe('contacted');

    expect(await listedLetters({ status: 'contacted' })).toBe('C');
    expect(await listedLetters({ status: 'new' })).toBe('GFEDBA');
    expect(await listedLetters({ status: 'contacted', agent: 'harpreet-gill' })).toBe('C');
  });

  it('assigns an agent and adds notes, which the agent filter and the detail reflect', async () => {
    const assigned = await call('updateLead', {
      params: { id: ids.B! },
      body: { version: 1, assignedAgent: 'wei-chen', note: 'Called back, wants Porto first.' },
      token: backend.adminToken,
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data).toMatchObject({ assignedAgent: 'wei-chen', attributedAgent: null, version: 2 });
    expect(assigned.body.data.notes).toEqual([
      { at: expect.any(String), by: 'alex.admin', role: 'admin', visibility: 'internal', text: 'Called back, wants Porto first.' },
    ]);
    expect(await listedLetters({ agent: 'wei-chen' })).toBe('B');
    expect(await listedLetters({ agent: 'unassigned' })).toBe('GFDA');

    const second = await call('updateLead', {
      params: { id: ids.B! },
      body: { version: 2, note: 'Quote sent.', assignedAgent: null },
      token: backend.adminToken,
    });
    expect(second.body.data.notes.map((note: { text: string }) => note.text)).toEqual(['Called back, wants Porto first.', 'Quote sent.']);
    expect(second.body.data.assignedAgent).toBeNull();
    expect(await listedLetters({ agent: 'unassigned' })).toBe('GFDBA');
  });

  it('refuses an agent who is not active, an empty change and an unknown lead', async () => {
    const inactive = await call('updateLead', { params: { id: ids.A! }, body: { version: 1, assignedAgent: 'retired-agent' }, token: backend.adminToken });
    expect(inactive.status).toBe(400);
    expect(inactive.body.error.fields).toEqual({ assignedAgent: 'is not an active agent' });
    const nothing = await call('updateLead', { params: { id: ids.A! }, body: { version: 1 }, token: backend.adminToken });
    expect(nothing.status).toBe(400);
    const badStatus = await call('updateLead', { params: { id: ids.A! }, body: { version: 1, status: 'closed' }, token: backend.adminToken });
    expect(badStatus.body.error.fields).toHaveProperty('status');
    const missing = await call('updateLead', {
      params: { id: '01JD8X3V5W9K2M4N6P8Q0R2S4T' },
      body: { version: 1, status: 'contacted' },
      token: backend.adminToken,
    });
    expect(missing.status).toBe(404);
  });
});

describe('GET /api/admin/leads/export', () => {
  it('answers the filtered leads as a CSV document', async () => {
    const answer = await call('exportLeads', { query: { type: 'quote' }, token: backend.adminToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      contentType: 'text/csv; charset=utf-8',
      rowCount: 3,
      truncated: false,
      fileName: expect.stringMatching(/^leads-\d{4}-\d{2}-\d{2}\.csv$/),
    });
    const lines = (answer.body.csv as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Reference,Received \(America\/Vancouver time\),Type,Form,Status,First name,Last name,E-mail,Phone,Language,/);
    expect(lines[0]).toMatch(/,Attributed agent,Assigned agent,Follow-up notes,/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([references.F, references.C, references.B]);
    // Times at the agency (C arrived at 18:00 UTC, 10:00 in Vancouver), agents by name, the staff's notes kept.
    expect(lines[2]).toContain(',2026-01-07 10:00,');
    expect(lines[2]).toContain(',Harpreet Gill,Harpreet Gill,');
    expect(lines[2]).toContain(',English,');
    expect(answer.body.csv).not.toContain('harpreet-gill');
    expect(answer.body.csv).toMatch(
      /"\d{4}-\d{2}-\d{2} \d{2}:\d{2} alex\.admin \(internal\): Called back, wants Porto first\.\n\d{4}-\d{2}-\d{2} \d{2}:\d{2} alex\.admin \(internal\): Quote sent\."/,
    );
    expect(lines[3]).toContain('"We would like a hotel near the old town.\nOne child is vegetarian."');
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    await submitAt('H', '2026-02-01T18:00:00.000Z', 'contact', { firstName: '=HYPERLINK("https://evil.example","x")', subject: '+cmd' });
    const answer = await call('exportLeads', { query: { from: '2026-02-01' }, token: backend.adminToken });
    expect(answer.body.rowCount).toBe(1);
    expect(answer.body.csv).toContain(`"'=HYPERLINK(""https://evil.example"",""x"")"`);
    expect(answer.body.csv).toContain(",'+cmd,");
  });
});

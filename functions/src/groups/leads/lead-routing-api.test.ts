import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessageInputSchema, quoteRequestInputSchema } from '@tdp/shared/schemas/lead-forms';
import { insertContinent } from '../../data/continent-repository.ts';
import { findLead, findLeadIdByReference } from '../../data/lead-repository.ts';
import { submitContactMessage, submitQuoteRequest } from '../../domain/leads/submit-lead.ts';
import { deliverQueuedMail } from '../../../local/local-mail-queue.ts';
import { addAgent, call, freshAddress, startLeadsTestBackend, type LeadsTestBackend } from '../../../test/leads-api-client.ts';
import { contactBody, quoteBody } from '../../../test/lead-form-fixtures.ts';

let backend: LeadsTestBackend;

const HOURS = {
  monday: { open: '09:00', close: '17:00' },
  tuesday: { open: '09:00', close: '17:00' },
  wednesday: { open: '09:00', close: '17:00' },
  thursday: { open: '09:00', close: '17:00' },
  friday: { open: '09:00', close: '17:00' },
  saturday: { open: '09:00', close: '17:00' },
  sunday: null,
};

function settingsBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    version: 0,
    agents: [
      { slug: 'harpreet-gill', receivesLeads: true, destinationIds: ['continent-2'], maxOpenLeads: null, awayFrom: null, awayUntil: null },
      { slug: 'chloe-gagnon', receivesLeads: true, destinationIds: [], maxOpenLeads: null, awayFrom: null, awayUntil: null },
      { slug: 'wei-chen', receivesLeads: false, destinationIds: [], maxOpenLeads: null, awayFrom: null, awayUntil: null },
    ],
    desk: [{ name: 'Alex Admin', email: 'alex.admin@tbbtravel.ca' }],
    businessHours: HOURS,
    holidays: [{ date: '2027-07-01', name: 'Canada Day' }],
    firstContactHours: 2,
    reassignAfterDeadline: false,
    ...overrides,
  };
}

async function leadOf(reference: string) {
  return (await findLead((await findLeadIdByReference(reference))!))!;
}

beforeAll(async () => {
  backend = await startLeadsTestBackend();
  const audit = { version: 1, createdAt: '2026-01-01T00:00:00.000Z', createdBy: 'seed', updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: 'seed' };
  await insertContinent({
    continent_id: 2,
    continent_name: 'Europe',
    countries: [{ id: 12, name: 'Portugal', cities: [{ id: 40, name: 'Lisbon' }] }],
    ...audit,
  });
  await addAgent({}, 'pat.agent');
  await addAgent({
    slug: 'chloe-gagnon',
    name: 'Chloé Gagnon',
    email: 'chloe@agents.tbbtravel.ca',
    languages: ['english', 'french'],
    specialties: [],
    province: 'QC',
  });
  await addAgent({ slug: 'wei-chen', name: 'Wei Chen', email: 'wei.chen@agents.tbbtravel.ca', languages: ['english', 'french'] });
});
afterAll(() => backend.stop());

describe('GET and PUT /api/admin/lead-routing', () => {
  it('answers the defaults before any save: the call centre’s hours, BC holidays, 2 business hours, nobody routed', async () => {
    expect((await call('getLeadRouting', { token: backend.agentToken })).status).toBe(403);
    const answer = await call('getLeadRouting', { token: backend.adminToken });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ version: 0, agents: [], desk: [], firstContactHours: 2, reassignAfterDeadline: false, businessHours: HOURS });
    expect(answer.body.data.holidays).toContainEqual(expect.objectContaining({ name: 'Canada Day' }));
  });

  it('refuses bad rules with a 400 naming the field, never a 500', async () => {
    const unknownAgent = await call('updateLeadRouting', {
      token: backend.adminToken,
      body: settingsBody({
        agents: [{ slug: 'nobody-here', receivesLeads: true, destinationIds: ['country-999'], maxOpenLeads: null, awayFrom: null, awayUntil: null }],
      }),
    });
    expect(unknownAgent.status).toBe(400);
    expect(unknownAgent.body.error.fields).toEqual({
      'agents.0.slug': 'is not a connected agent',
      'agents.0.destinationIds.0': 'is not a destination of the catalogue',
    });
    const badShape = await call('updateLeadRouting', {
      token: backend.adminToken,
      body: settingsBody({
        firstContactHours: 0,
        desk: [],
        agents: [{ slug: 'harpreet-gill', receivesLeads: true, destinationIds: [], maxOpenLeads: 0, awayFrom: '2027-03-10', awayUntil: '2027-03-01' }],
        businessHours: { ...HOURS, monday: { open: '17:00', close: '09:00' } },
      }),
    });
    expect(badShape.status).toBe(400);
    expect(badShape.body.error.fields).toMatchObject({
      firstContactHours: 'must be at least 0.25 (15 minutes)',
      desk: 'must name at least one admin',
      'agents.0.maxOpenLeads': 'must be at least 1',
      'agents.0.awayUntil': 'must be on or after awayFrom',
      'businessHours.monday.close': 'must close after it opens',
    });
  });

  it('saves at the version loaded and answers 409 to a stale version', async () => {
    const saved = await call('updateLeadRouting', { token: backend.adminToken, body: settingsBody() });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ version: 1, updatedBy: 'alex.admin' });
    const stale = await call('updateLeadRouting', { token: backend.adminToken, body: settingsBody() });
    expect(stale.status).toBe(409);
    expect(stale.body.error.fields).toEqual({ version: 'is out of date' });
  });
});

describe('assignment on arrival', () => {
  it('gives a share-link lead to its agent at once, with the reason, even at 4:55 p.m. on a Friday', async () => {
    // 4:55 p.m. Pacific on Friday 12 March 2027 (UTC-7: BC keeps daylight time all year from November 2026).
    const friday = new Date('2027-03-12T23:55:00.000Z');
    const receipt = await submitQuoteRequest(quoteRequestInputSchema.parse(quoteBody({ agent: 'wei-chen' })), { sourceIp: freshAddress(), now: friday });
    const lead = await leadOf(receipt.reference);
    expect(lead.assignedAgent).toBe('wei-chen');
    expect(lead.assignment).toEqual({ agent: 'wei-chen', method: 'share-link', reason: 'share link', at: friday.toISOString() });
    expect(lead.activity).toEqual([
      { at: friday.toISOString(), by: 'routing', role: 'system', change: 'assignment', from: null, to: 'wei-chen', reason: 'share link' },
    ]);
    // Queued with the lead, sent by the mail queue (delivered here as the local stack's poller would).
    await deliverQueuedMail();
    expect(
      backend
        .outbox()
        .filter((mail) => mail.type === 'lead-received-agent')
        .map((mail) => mail.to),
    ).toContain('wei.chen@agents.tbbtravel.ca');
  });

  it('routes a lead nobody brought by the rules: a Europe request goes to the Europe specialist', async () => {
    const receipt = await submitQuoteRequest(quoteRequestInputSchema.parse(quoteBody({ destinationIds: ['city-40'] })), {
      sourceIp: freshAddress(),
      now: new Date('2027-03-15T17:00:00.000Z'),
    });
    const lead = await leadOf(receipt.reference);
    expect(lead.assignedAgent).toBe('harpreet-gill');
    expect(lead.assignment).toMatchObject({ method: 'rules', reason: 'Europe specialist, the only agent who fits' });
  });

  it('routes a message sent from a French page to the agent who speaks French', async () => {
    const receipt = await submitContactMessage(contactMessageInputSchema.parse(contactBody({ source: '/fr/contact-us' })), {
      sourceIp: freshAddress(),
      now: new Date('2027-03-15T17:05:00.000Z'),
    });
    const lead = await leadOf(receipt.reference);
    expect(lead.assignedAgent).toBe('chloe-gagnon');
    expect(lead.assignment?.reason).toBe('speaks French, the only agent who fits');
  });

  it('sends a lead to the desk when nobody available fits, and records why', async () => {
    const receipt = await submitQuoteRequest(quoteRequestInputSchema.parse(quoteBody({ preferredLanguage: 'korean', destinationIds: [] })), {
      sourceIp: freshAddress(),
      now: new Date('2027-03-15T17:10:00.000Z'),
    });
    const lead = await leadOf(receipt.reference);
    expect(lead.assignedAgent).toBeNull();
    expect(lead.assignment).toMatchObject({ agent: null, method: 'desk', reason: 'no available agent speaks Korean' });
  });

  it('routes a quote from the French site to the agent who lists French, unless the form asks for another language', async () => {
    const french = await submitQuoteRequest(quoteRequestInputSchema.parse(quoteBody({ language: 'fr', destinationIds: [] })), {
      sourceIp: freshAddress(),
      now: new Date('2027-03-15T17:07:00.000Z'),
    });
    expect((await leadOf(french.reference)).assignment).toMatchObject({ agent: 'chloe-gagnon', reason: 'speaks French, the only agent who fits' });
    // The same request from the English site is anyone's: the round-robin among the two who take leads.
    const english = await submitQuoteRequest(quoteRequestInputSchema.parse(quoteBody({ destinationIds: [] })), {
      sourceIp: freshAddress(),
      now: new Date('2027-03-15T17:08:00.000Z'),
    });
    expect((await leadOf(english.reference)).assignment?.reason).toMatch(/round-robin among 2/);
    // A visitor of the French site who asks to be served in Korean is served in Korean: nobody speaks it, the desk.
    const korean = await submitQuoteRequest(quoteRequestInputSchema.parse(quoteBody({ language: 'fr', preferredLanguage: 'korean', destinationIds: [] })), {
      sourceIp: freshAddress(),
      now: new Date('2027-03-15T17:09:00.000Z'),
    });
    expect((await leadOf(korean.reference)).assignment).toMatchObject({ agent: null, reason: 'no available agent speaks Korean' });
  });

  it('refuses an unknown language or province with a 400 naming the field', async () => {
    const answer = await call('submitQuoteRequest', { body: quoteBody({ preferredLanguage: 'klingon', province: 'XX' }) });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toMatchObject({
      preferredLanguage: 'is not a language we list',
      province: 'must be a Canadian province or territory code, e.g. BC',
    });
  });
});

describe('reassignment and hand-back, recorded for the timeline', () => {
  it('records an admin’s reassignment with its reason, and an agent’s hand-back to the desk with theirs', async () => {
    // Nobody speaks Korean: the desk holds it until an admin chooses.
    const receipt = await submitQuoteRequest(quoteRequestInputSchema.parse(quoteBody({ preferredLanguage: 'korean', destinationIds: [] })), {
      sourceIp: freshAddress(),
    });
    const id = (await findLeadIdByReference(receipt.reference))!;
    const before = await findLead(id);
    const reassigned = await call('updateLead', {
      params: { id },
      token: backend.adminToken,
      body: { version: before!.version, assignedAgent: 'harpreet-gill', assignmentReason: 'knows the family' },
    });
    expect(reassigned.status).toBe(200);
    expect(reassigned.body.data.assignment).toMatchObject({ agent: 'harpreet-gill', method: 'admin', reason: 'knows the family' });
    expect(reassigned.body.data.activity.at(-1)).toMatchObject({
      by: 'alex.admin',
      role: 'admin',
      change: 'assignment',
      to: 'harpreet-gill',
      reason: 'knows the family',
    });

    const mine = await call('getPortalLead', { params: { id }, token: backend.agentToken });
    expect(mine.body.data.assignment).toMatchObject({ method: 'admin', reason: 'knows the family' });

    const tooShort = await call('handBackPortalLead', {
      params: { id },
      token: backend.agentToken,
      body: { version: reassigned.body.data.version, reason: '' },
    });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.error.fields).toEqual({ reason: 'must say why, in a few words' });
    const stale = await call('handBackPortalLead', { params: { id }, token: backend.agentToken, body: { version: 1, reason: 'Away for two weeks' } });
    expect(stale.status).toBe(409);
    const handedBack = await call('handBackPortalLead', {
      params: { id },
      token: backend.agentToken,
      body: { version: reassigned.body.data.version, reason: 'Away for two weeks' },
    });
    expect(handedBack.status).toBe(204);

    const after = (await call('getLead', { params: { id }, token: backend.adminToken })).body.data;
    expect(after.assignedAgent).toBeNull();
    expect(after.assignment).toMatchObject({ agent: null, method: 'hand-back', reason: 'handed back: Away for two weeks' });
    expect(after.activity.at(-1)).toMatchObject({
      by: 'pat.agent',
      role: 'agent',
      change: 'assignment',
      from: 'harpreet-gill',
      to: null,
      reason: 'handed back: Away for two weeks',
    });
    expect((await call('getPortalLead', { params: { id }, token: backend.agentToken })).status).toBe(404);
  });
});

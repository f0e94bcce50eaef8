import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { agentApplicationInputSchema, contactMessageInputSchema, quoteRequestInputSchema } from '@tdp/shared/schemas/lead-forms';
import { dynamo } from '../../data/dynamo-client.ts';
import { findLead, findLeadIdByReference } from '../../data/lead-repository.ts';
import { reportItemKey } from '../../data/lead-report-repository.ts';
import { leadsTable } from '../../data/leads-table.ts';
import { reportCountsOf } from '../../domain/leads/lead-report-counts.ts';
import { updateLead } from '../../domain/leads/manage-leads.ts';
import { rebuildReportCounters } from '../../domain/leads/rebuild-report-counters.ts';
import { submitAgentApplication, submitContactMessage, submitQuoteRequest } from '../../domain/leads/submit-lead.ts';
import { addTwoSignedInAgents, call, freshAddress, startLeadsTestBackend, type LeadsTestBackend } from '../../../test/leads-api-client.ts';
import { applicationBody, contactBody, quoteBody } from '../../../test/lead-form-fixtures.ts';

/**
 * The report figures against a set of leads with known answers (docs/decisions/lead-reports.md): two agency weeks,
 * Monday 2 and Monday 9 March 2026, leads from each source, contacted, booked, lost, reassigned and corrected. The
 * changes go through the same code as the API's, at fixed instants.
 */

let backend: LeadsTestBackend;
let agentA: string;
const ids: Record<string, string> = {};
const PERIOD = { from: '2026-03-02', to: '2026-03-15' };
const A = 'harpreet-gill';
const B = 'wei-chen';

async function quote(name: string, at: string, overrides: Record<string, unknown>): Promise<void> {
  const receipt = await submitQuoteRequest(quoteRequestInputSchema.parse(quoteBody(overrides)), { sourceIp: freshAddress(), now: new Date(at) });
  ids[name] = (await findLeadIdByReference(receipt.reference))!;
}

/** An admin's change to a lead at a fixed instant, at its current version. */
async function change(name: string, at: string, input: Record<string, unknown>): Promise<void> {
  const lead = (await findLead(ids[name]!))!;
  await updateLead(lead.id, { version: lead.version, ...input } as never, { username: 'alex.admin', now: at });
}

const minutesAfter = (at: string, minutes: number) => new Date(Date.parse(at) + minutes * 60_000).toISOString();

beforeAll(async () => {
  backend = await startLeadsTestBackend();
  ({ agentA } = await addTwoSignedInAgents(backend));
  // L1: agent A's share link, Portugal; contacted after 10 minutes, booked for $5,000.50.
  const l1 = '2026-03-02T18:00:00.000Z';
  await quote('L1', l1, { agent: A });
  await change('L1', minutesAfter(l1, 10), { status: 'contacted' });
  await change('L1', '2026-03-05T18:00:00.000Z', { status: 'booked', booking: { value: 5000.5, departureDate: '2027-02-14', adults: 2, children: 0 } });
  // L2: a newsletter campaign, no package; the desk's, given to agent B, who calls after 90 minutes; lost.
  const l2 = '2026-03-03T18:00:00.000Z';
  await quote('L2', l2, {
    packageUrl: undefined,
    destinationIds: [],
    visit: { first: { landingPage: '/deals', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring' } },
  });
  await change('L2', minutesAfter(l2, 20), { assignedAgent: B });
  await change('L2', minutesAfter(l2, 90), { status: 'contacted' });
  await change('L2', '2026-03-06T18:00:00.000Z', { status: 'lost', loss: { reason: 'price' } });
  // L3: from Google, Portugal, the desk's; never contacted.
  await quote('L3', '2026-03-04T18:00:00.000Z', { visit: { first: { landingPage: '/', referrer: 'https://www.google.com/' } } });
  // L4: direct, an Alaska cruise; the desk calls after 3 days (late), books $2,000, then corrects it to lost.
  const l4 = '2026-03-09T18:00:00.000Z';
  await quote('L4', l4, { packageUrl: 'alaska-cruise', destinationIds: ['country-3'] });
  await change('L4', minutesAfter(l4, 3 * 1440), { status: 'contacted' });
  await change('L4', '2026-03-12T19:00:00.000Z', { status: 'booked', booking: { value: 2000, departureDate: '2027-06-01', adults: 2, children: 0 } });
  await change('L4', '2026-03-13T18:00:00.000Z', { status: 'lost', loss: { reason: 'changed-plans' } });
  // L5: agent B's share link, Alaska; B calls after 5 minutes, books $3,000; then an admin gives it to agent A.
  const l5 = '2026-03-10T18:00:00.000Z';
  await quote('L5', l5, { agent: B, packageUrl: 'alaska-cruise', destinationIds: ['country-3', 'city-7'] });
  await change('L5', minutesAfter(l5, 5), { status: 'contacted' });
  await change('L5', '2026-03-11T18:00:00.000Z', { status: 'booked', booking: { value: 3000, departureDate: '2027-06-01', adults: 2, children: 1 } });
  await change('L5', '2026-03-12T18:00:00.000Z', { assignedAgent: A });
  // L6: an application, never counted. L7: a contact message from Bing, the desk's.
  const l6 = await submitAgentApplication(agentApplicationInputSchema.parse(applicationBody()), {
    sourceIp: freshAddress(),
    now: new Date('2026-03-11T18:00:00.000Z'),
  });
  ids.L6 = (await findLeadIdByReference(l6.reference))!;
  const l7 = await submitContactMessage(
    contactMessageInputSchema.parse(contactBody({ visit: { first: { landingPage: '/contact-us', referrer: 'https://www.bing.com/search' } } })),
    {
      sourceIp: freshAddress(),
      now: new Date('2026-03-12T18:00:00.000Z'),
    },
  );
  ids.L7 = (await findLeadIdByReference(l7.reference))!;
});
afterAll(() => backend.stop());

function report(query: Record<string, string>, token = backend.adminToken) {
  return call('getLeadReport', { query: { ...PERIOD, ...query }, token });
}

describe('the agency report, against leads with known answers', () => {
  it('counts leads per week by source, conversion and first contact per agent, and booked value per month', async () => {
    const answer = await report({});
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.period).toEqual({ from: '2026-03-02', to: '2026-03-15', weeks: ['2026-03-02', '2026-03-09'], months: ['2026-03'] });
    expect(data.leadsByWeek).toEqual([
      { week: '2026-03-02', bySource: { 'share-link': 1, campaign: 1, search: 1, direct: 0 }, total: 3 },
      { week: '2026-03-09', bySource: { 'share-link': 1, campaign: 0, search: 1, direct: 1 }, total: 3 },
    ]);
    expect(data.byAgent).toEqual([
      { agent: 'unassigned', name: 'Agency desk', leads: 3, booked: 0, firstContact: { contacted: 1, onTime: 0, medianMinutes: 4320, p90Minutes: 4320 } },
      { agent: A, name: 'Harpreet Gill', leads: 2, booked: 2, firstContact: { contacted: 1, onTime: 1, medianMinutes: 10, p90Minutes: 10 } },
      { agent: B, name: 'Wei Chen', leads: 1, booked: 0, firstContact: { contacted: 2, onTime: 2, medianMinutes: 5, p90Minutes: 90 } },
    ]);
    expect(data.totals).toEqual({ leads: 6, booked: 2, bookedValue: 8000.5, firstContact: { contacted: 4, onTime: 3, medianMinutes: 10, p90Minutes: 4320 } });
    expect(data.byPackage).toEqual([
      { packageUrl: 'alaska-cruise', title: 'alaska-cruise', leads: 2, booked: 1 },
      { packageUrl: 'portugal-coast-and-wine', title: 'portugal-coast-and-wine', leads: 2, booked: 1 },
    ]);
    expect(data.byDestination).toEqual([
      { destinationId: 'country-12', name: 'country-12', leads: 2, booked: 1 },
      { destinationId: 'country-3', name: 'country-3', leads: 2, booked: 1 },
      { destinationId: 'city-7', name: 'city-7', leads: 1, booked: 1 },
    ]);
    expect(data.bookedValueByMonth).toEqual([{ month: '2026-03', bookings: 2, value: 8000.5 }]);
  });

  it('narrows every figure to one agent, the desk, or one source', async () => {
    const agent = (await report({ agent: A })).body.data;
    expect(agent.leadsByWeek.map((week: { total: number }) => week.total)).toEqual([1, 1]);
    expect(agent.byAgent).toHaveLength(1);
    expect(agent.totals).toEqual({ leads: 2, booked: 2, bookedValue: 8000.5, firstContact: { contacted: 1, onTime: 1, medianMinutes: 10, p90Minutes: 10 } });
    expect(agent.byPackage.map((row: { packageUrl: string; booked: number }) => [row.packageUrl, row.booked])).toEqual([
      ['alaska-cruise', 1],
      ['portugal-coast-and-wine', 1],
    ]);
    const desk = (await report({ agent: 'unassigned' })).body.data;
    expect(desk.totals).toMatchObject({ leads: 3, booked: 0, bookedValue: 0 });
    expect(desk.byAgent.map((row: { agent: string }) => row.agent)).toEqual(['unassigned']);
    const search = (await report({ source: 'search' })).body.data;
    expect(search.leadsByWeek.map((week: { bySource: Record<string, number> }) => week.bySource)).toEqual([
      { 'share-link': 0, campaign: 0, search: 1, direct: 0 },
      { 'share-link': 0, campaign: 0, search: 1, direct: 0 },
    ]);
    expect(search.totals).toMatchObject({ leads: 2, booked: 0, bookedValue: 0 });
  });

  it('keeps the counters equal to what every stored lead counts, after reassignments and a booking lost', async () => {
    const expected = new Map<string, number>();
    for (const id of Object.values(ids)) {
      for (const count of reportCountsOf((await findLead(id))!)) {
        const key = reportItemKey(count.item);
        const name = `${key.PK}/${key.SK}/${count.attribute}`;
        expected.set(name, (expected.get(name) ?? 0) + count.amount);
      }
    }
    const stored = new Map<string, number>();
    for (const partition of ['REPORT_WEEK#2026-03-02', 'REPORT_WEEK#2026-03-09', 'REPORT_MONTH#2026-03']) {
      const { Items } = await dynamo().send(
        new QueryCommand({ TableName: leadsTable(), KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': partition } }),
      );
      for (const item of Items ?? []) {
        for (const [name, value] of Object.entries(item)) if (typeof value === 'number' && value !== 0) stored.set(`${item.PK}/${item.SK}/${name}`, value);
      }
    }
    expect(stored).toEqual(expected);
    // What the lost booking and the reassignment took away is zero, not left behind.
    expect(stored.has('REPORT_WEEK#2026-03-09/AGENT#wei-chen/booked|share-link')).toBe(false);
    expect(stored.get('REPORT_WEEK#2026-03-09/AGENT#harpreet-gill/booked|share-link')).toBe(1);
    expect(stored.get('REPORT_WEEK#2026-03-09/AGENT#wei-chen/contacted|share-link')).toBe(1);
  });
});

describe('an agent’s own figures', () => {
  it('answers the signed-in agent their own figures from the same counters', async () => {
    const answer = await call('getOwnLeadReport', { query: PERIOD, token: agentA });
    expect(answer.status).toBe(200);
    expect(answer.body.data.totals).toEqual({
      leads: 2,
      booked: 2,
      bookedValue: 8000.5,
      firstContact: { contacted: 1, onTime: 1, medianMinutes: 10, p90Minutes: 10 },
    });
    expect(answer.body.data.leadsByWeek.map((week: { bySource: Record<string, number> }) => week.bySource['share-link'])).toEqual([1, 1]);
    expect(answer.body.data.bookedValueByMonth).toEqual([{ month: '2026-03', bookings: 2, value: 8000.5 }]);
  });
});

describe('who may read the figures, and what they may ask', () => {
  it('gives the agency report to admins only and the own figures to agents only', async () => {
    expect((await report({}, agentA)).status).toBe(403);
    expect((await report({}, '')).status).toBe(401);
    expect((await call('getOwnLeadReport', { query: PERIOD, token: backend.adminToken })).status).toBe(403);
    expect((await call('getOwnLeadReport', { query: PERIOD })).status).toBe(401);
  });

  it('refuses a malformed period, agent or source with a 400 naming the field', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ weeks: '0' }, 'query.weeks'],
      [{ weeks: 'twelve' }, 'query.weeks'],
      [{ weeks: '105' }, 'query.weeks'],
      [{ from: '2026-03-20', to: '2026-03-02' }, 'query.to'],
      [{ from: '2026-02-30', to: '2026-03-02' }, 'query.from'],
      [{ from: '2024-01-01', to: '2026-03-02' }, 'query.to'],
      [{ agent: 'Not A Slug' }, 'query.agent'],
      [{ source: 'radio' }, 'query.source'],
      [{ colour: 'blue' }, 'query.colour'],
    ];
    for (const [query, field] of cases) {
      const answer = await call('getLeadReport', { query: { ...PERIOD, ...query }, token: backend.adminToken });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(Object.keys(answer.body.error.fields), JSON.stringify(query)).toContain(field);
    }
    const both = await call('getLeadReport', { query: { weeks: '4', from: '2026-03-02', to: '2026-03-15' }, token: backend.adminToken });
    expect(both.body.error.fields).toEqual({ 'query.weeks': 'goes without from and to' });
    const half = await call('getOwnLeadReport', { query: { from: '2026-03-02' }, token: agentA });
    expect(half.body.error.fields).toEqual({ 'query.to': 'is required with from' });
  });
});

describe('rebuilding the counters from the stored leads', () => {
  const NOW = new Date('2026-03-20T18:00:00.000Z');

  it('finds nothing to change when the writes kept them, and puts back counters lost or left over', async () => {
    const before = await report({});
    expect(before.status).toBe(200);
    expect(await rebuildReportCounters({ apply: false, now: NOW })).toMatchObject({ leads: 7, changed: 0, removed: 0, applied: false });

    // A counter lost (agent A's first week) and one no lead counts in (a former agent's).
    const lost = reportItemKey({ kind: 'agent-week', week: '2026-03-02', agent: A });
    await dynamo().send(new DeleteCommand({ TableName: leadsTable(), Key: lost }));
    const stray = reportItemKey({ kind: 'agent-week', week: '2026-03-09', agent: 'former-agent' });
    await dynamo().send(new PutCommand({ TableName: leadsTable(), Item: { ...stray, entity: 'report-counters', 'leads|direct': 5 } }));
    expect((await report({})).body).not.toEqual(before.body);

    // A dry run reports and writes nothing.
    expect(await rebuildReportCounters({ apply: false, now: NOW })).toMatchObject({ changed: 1, removed: 1, applied: false });
    expect((await report({})).body).not.toEqual(before.body);

    expect(await rebuildReportCounters({ apply: true, now: NOW })).toMatchObject({ leads: 7, changed: 1, removed: 1, applied: true });
    expect((await report({})).body).toEqual(before.body);
    expect(await rebuildReportCounters({ apply: true, now: NOW })).toMatchObject({ changed: 0, removed: 0 });
  });
});

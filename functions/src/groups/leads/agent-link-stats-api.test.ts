import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAgent, addTwoSignedInAgents, call, freshAddress, startLeadsTestBackend, type LeadsTestBackend } from '../../../test/leads-api-client.ts';
import { contactBody, quoteBody } from '../../../test/lead-form-fixtures.ts';
import { agencyMonth, monthsBack } from '../../domain/leads/agent-link-stats.ts';
import { LINK_VISITS_PER_ADDRESS } from '../../domain/leads/lead-policy.ts';

let backend: LeadsTestBackend;
/** Agent A (`harpreet-gill`, login `pat.agent`) and agent B (`wei-chen`, login `wei.agent`). */
let agentA: string;
let agentB: string;
const month = agencyMonth(new Date());

beforeAll(async () => {
  backend = await startLeadsTestBackend();
  ({ agentA, agentB } = await addTwoSignedInAgents(backend));
  await addAgent({ slug: 'old-agent', name: 'Old Agent', email: 'old@agents.tbbtravel.ca', status: 'inactive' });
});
afterAll(() => backend.stop());

describe('months', () => {
  it('walks back across a year', () => {
    expect(monthsBack('2027-02', 4)).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
  });

  it('is the agency month (Pacific time), not the UTC one', () => {
    // 1 March 2027 at 06:00 UTC is still 28 February in Vancouver.
    expect(agencyMonth(new Date('2027-03-01T06:00:00Z'))).toBe('2027-02');
    expect(agencyMonth(new Date('2027-03-01T09:00:00Z'))).toBe('2027-03');
  });
});

describe('access to the link-count routes (anonymous, agent A, agent B, admin)', () => {
  it('the visit is public; the own counts are for agents; the month view is for admins', async () => {
    expect((await call('recordAgentLinkVisit', { body: { agent: 'wei-chen' } })).status).toBe(204);
    expect((await call('getOwnAgentLinkStats', {})).status).toBe(401);
    expect((await call('getOwnAgentLinkStats', { token: backend.adminToken })).status).toBe(403);
    expect((await call('listAgentLinkStats', {})).status).toBe(401);
    for (const token of [agentA, agentB]) expect((await call('listAgentLinkStats', { token })).status).toBe(403);
    expect((await call('listAgentLinkStats', { token: backend.adminToken })).status).toBe(200);
  });
});

describe("an agent's link counts", () => {
  it('counts visits and attributed leads per agent; each agent reads only their own', async () => {
    const before = (await call('getOwnAgentLinkStats', { token: agentA })).body.data.months[0];
    for (let visit = 0; visit < 3; visit += 1) expect((await call('recordAgentLinkVisit', { body: { agent: 'harpreet-gill' } })).status).toBe(204);
    expect((await call('submitQuoteRequest', { body: quoteBody({ agent: 'harpreet-gill' }) })).status).toBe(201);
    expect((await call('submitContactMessage', { body: contactBody({ agent: 'harpreet-gill' }) })).status).toBe(201);
    // A lead without an attribution counts for nobody.
    expect((await call('submitQuoteRequest', { body: quoteBody() })).status).toBe(201);

    const a = await call('getOwnAgentLinkStats', { token: agentA });
    expect(a.status).toBe(200);
    expect(a.body.data.months).toHaveLength(6);
    expect(a.body.data.months.map((row: { month: string }) => row.month)).toEqual(monthsBack(month, 6));
    expect(a.body.data.months[0]).toEqual({ month, visits: before.visits + 3, leads: before.leads + 2 });
    expect(a.body.data.months[5]).toMatchObject({ visits: 0, leads: 0 });

    const b = await call('getOwnAgentLinkStats', { token: agentB });
    expect(b.body.data.months[0]).toEqual({ month, visits: 1, leads: 0 });
  });

  it('does not count an unknown or inactive agent, and answers the same', async () => {
    for (const agent of ['no-such-agent', 'old-agent']) expect((await call('recordAgentLinkVisit', { body: { agent } })).status).toBe(204);
    const listed = (await call('listAgentLinkStats', { token: backend.adminToken })).body.data;
    expect(listed.agents.map((row: { slug: string }) => row.slug)).not.toContain('no-such-agent');
    expect(listed.agents.map((row: { slug: string }) => row.slug)).not.toContain('old-agent');
  });

  it('shows admins every agent of a month, most visits first, with names', async () => {
    const listed = await call('listAgentLinkStats', { token: backend.adminToken });
    expect(listed.body.data.month).toBe(month);
    expect(listed.body.data.agents).toEqual([
      { slug: 'harpreet-gill', name: 'Harpreet Gill', visits: 3, leads: 2 },
      { slug: 'wei-chen', name: 'Wei Chen', visits: 1, leads: 0 },
    ]);
    const empty = await call('listAgentLinkStats', { query: { month: '2020-01' }, token: backend.adminToken });
    expect(empty.body.data).toEqual({ month: '2020-01', agents: [] });
    const bad = await call('listAgentLinkStats', { query: { month: '2027-13' }, token: backend.adminToken });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['query.month']).toBe('must be a month as YYYY-MM');
  });

  it('refuses a malformed body naming the field, and stores nothing of the visitor', async () => {
    const missing = await call('recordAgentLinkVisit', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toHaveProperty('agent');
    const extra = await call('recordAgentLinkVisit', { body: { agent: 'wei-chen', page: '/deals/x' } });
    expect(extra.status).toBe(400);
    expect(extra.body.error.fields).toHaveProperty('page');
  });

  it(`stops counting one address past ${LINK_VISITS_PER_ADDRESS} visits an hour (429)`, async () => {
    const sourceIp = freshAddress();
    for (let visit = 0; visit < LINK_VISITS_PER_ADDRESS; visit += 1)
      expect((await call('recordAgentLinkVisit', { body: { agent: 'wei-chen' }, sourceIp })).status).toBe(204);
    const refused = await call('recordAgentLinkVisit', { body: { agent: 'wei-chen' }, sourceIp });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after'] ?? refused.headers['Retry-After']).toBeDefined();
    const b = await call('getOwnAgentLinkStats', { token: agentB });
    expect(b.body.data.months[0].visits).toBe(1 + LINK_VISITS_PER_ADDRESS);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PORTAL_VISIT_GAP_MINUTES } from '@tdp/shared/schemas/portal-visit';
import { issueAccessToken } from '../../auth/access-token.ts';
import { addAgent, call, startLeadsTestBackend, type LeadsTestBackend } from '../../../test/leads-api-client.ts';
import { recordPortalVisit } from '../../domain/portal/whats-new.ts';

let backend: LeadsTestBackend;
let agentA: string;
const MINUTE = 60_000;

const NEWSLETTER = {
  title: 'December news',
  issueDate: '2026-12-01',
  summary: 'Holiday hours',
  body: '<p>The office closes on December 25.</p>',
  attachments: [],
  published: true,
};
const SUPPLIER = {
  name: 'Sunwing Vacations',
  categories: ['VacationPackages'],
  summary: 'Sun packages from Canadian gateways',
  logo: null,
  website: 'https://www.sunwing.ca',
  agentPortal: null,
  contacts: [],
  bookingNotes: '<p>Book through the agent portal.</p>',
  commissionNotes: '',
  documents: [],
  active: true,
};

beforeAll(async () => {
  backend = await startLeadsTestBackend();
  agentA = backend.agentToken;
  await addAgent({}, 'pat.agent');
});
afterAll(() => backend.stop());

describe('POST /api/portal/visits', () => {
  it('is for agents: 401 anonymous, 403 admin', async () => {
    expect((await call('recordPortalVisit', {})).status).toBe(401);
    expect((await call('recordPortalVisit', { token: backend.adminToken })).status).toBe(403);
  });

  it('tells an agent what was added or changed since their previous visit, newest first, and nothing they cannot open', async () => {
    const token = (await issueAccessToken({ sub: 'agent-news', role: 'agent', username: 'news.agent' })).token;
    const draft = await call('createNewsletter', { body: { ...NEWSLETTER, title: 'Draft issue', published: false }, token: backend.adminToken });
    expect(draft.status).toBe(201);
    const first = await call('recordPortalVisit', { token });
    expect(first.status).toBe(200);
    expect(first.body.data.previousVisitAt).toBeNull();
    // Nothing published yet: the unpublished issue is not news for agents.
    expect(first.body.data.items).toEqual([]);

    expect((await call('createNewsletter', { body: NEWSLETTER, token: backend.adminToken })).status).toBe(201);
    expect((await call('createSupplier', { body: SUPPLIER, token: backend.adminToken })).status).toBe(201);
    expect((await call('createSupplier', { body: { ...SUPPLIER, name: 'Hidden Tours', active: false }, token: backend.adminToken })).status).toBe(201);
    const page = await call('updatePortalPage', {
      params: { slug: 'MarketingTips' },
      body: { version: 0, intro: '<p>Tips for the season.</p>', sections: [] },
      token: backend.adminToken,
    });
    expect(page.status).toBe(200);

    // The same visit (within the gap) on the first visit: the last 30 days, so the new items show.
    const again = await call('recordPortalVisit', { token });
    expect(again.body.data.items.map((item: { kind: string; title: string; added: boolean }) => [item.kind, item.title, item.added])).toEqual([
      ['page', 'Marketing Tips', true],
      ['supplier', 'Sunwing Vacations', true],
      ['newsletter', 'December news', true],
    ]);
    expect(again.body.data.more).toBe(0);
  });

  it('starts a new visit after the gap: only what changed since the last time the home was seen', async () => {
    const caller = { sub: 'agent-gap', role: 'agent' as const, username: 'gap.agent' };
    const start = new Date(Date.now() + 60 * MINUTE);
    const first = await recordPortalVisit(caller, start);
    expect(first.previousVisitAt).toBeNull();
    const withinGap = await recordPortalVisit(caller, new Date(start.getTime() + (PORTAL_VISIT_GAP_MINUTES - 1) * MINUTE));
    expect(withinGap.previousVisitAt).toBeNull();
    const lastSeen = new Date(start.getTime() + (PORTAL_VISIT_GAP_MINUTES - 1) * MINUTE).toISOString();
    const nextDay = await recordPortalVisit(caller, new Date(start.getTime() + 24 * 60 * MINUTE));
    expect(nextDay.previousVisitAt).toBe(lastSeen);
    expect(nextDay.since).toBe(lastSeen);
    // Everything above was saved before `start`: nothing is new since.
    expect(nextDay.items).toEqual([]);
    // Coming back to the home during that visit keeps the same news window.
    const sameVisit = await recordPortalVisit(caller, new Date(start.getTime() + (24 * 60 + 5) * MINUTE));
    expect(sameVisit.previousVisitAt).toBe(lastSeen);
  });

  it('lists what was saved at the same moment (an import, the seed) by its own date, newest first, not by title', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // One moment for all three saves (the tokens stay valid: the clock is frozen at the real time).
      vi.setSystemTime(new Date());
      for (const [title, issueDate] of [
        ['April news', '2027-04-01'],
        ['May news', '2027-05-01'],
        ['March news', '2027-03-01'],
      ] as const) {
        expect((await call('createNewsletter', { body: { ...NEWSLETTER, title, issueDate }, token: backend.adminToken })).status).toBe(201);
      }
      const token = (await issueAccessToken({ sub: 'agent-months', role: 'agent', username: 'months.agent' })).token;
      const visit = await call('recordPortalVisit', { token });
      const titles = visit.body.data.items.map((item: { title: string }) => item.title).filter((title: string) => title.endsWith(' news'));
      expect(titles.slice(0, 3)).toEqual(['May news', 'April news', 'March news']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('records visits per login', async () => {
    const mine = await call('recordPortalVisit', { token: agentA });
    expect(mine.body.data.previousVisitAt).toBeNull();
  });
});

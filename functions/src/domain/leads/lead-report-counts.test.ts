import { describe, expect, it } from 'vitest';
import type { LeadActivity } from '@tdp/shared/schemas/lead-records';
import {
  agencyWeekOf,
  DESK,
  FIRST_CONTACT_STEPS,
  firstContactOf,
  firstContactStep,
  reportCountChanges,
  reportCountsOf,
  reportSourceOf,
  type ReportedLead,
} from './lead-report-counts.ts';

const CREATED = '2026-03-02T18:00:00.000Z';

function lead(changes: Partial<ReportedLead> = {}): ReportedLead {
  return {
    type: 'quote',
    status: 'new',
    createdAt: CREATED,
    attributedAgent: null,
    assignedAgent: 'wei-chen',
    packageUrl: 'portugal-coast-and-wine',
    form: { destinationIds: ['country-12', 'city-40', 'country-12', 'not-an-id'] },
    activity: [{ at: CREATED, by: 'routing', role: 'system', change: 'assignment', from: null, to: 'wei-chen', reason: 'round-robin' }],
    firstContact: { startedAt: CREATED, remindAt: '2026-03-02T19:00:00.000Z', dueAt: '2026-03-02T20:00:00.000Z' },
    ...changes,
  };
}

const status = (at: string, from: string, to: string, extra: Partial<LeadActivity> = {}): LeadActivity => ({
  at,
  by: 'alex.admin',
  role: 'admin',
  change: 'status',
  from,
  to,
  ...extra,
});
const assignment = (at: string, from: string | null, to: string | null): LeadActivity => ({
  at,
  by: 'alex.admin',
  role: 'admin',
  change: 'assignment',
  from,
  to,
  reason: 'assigned by an admin',
});

/** The counters as a plain map `{item as JSON}|{attribute}` → amount. */
function counters(...leads: ReportedLead[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const one of leads)
    for (const count of reportCountsOf(one))
      totals.set(`${JSON.stringify(count.item)}|${count.attribute}`, (totals.get(`${JSON.stringify(count.item)}|${count.attribute}`) ?? 0) + count.amount);
  return totals;
}

/** Applies the changes of a write to counters, dropping zeros. */
function applied(start: Map<string, number>, before: ReportedLead | null, after: ReportedLead | null): Map<string, number> {
  const next = new Map(start);
  for (const change of reportCountChanges(before, after)) {
    for (const [attribute, amount] of Object.entries(change.adds)) {
      const key = `${JSON.stringify(change.item)}|${attribute}`;
      const value = (next.get(key) ?? 0) + amount;
      if (value === 0) next.delete(key);
      else next.set(key, value);
    }
  }
  return next;
}

describe('where a lead came from, for the figures', () => {
  it('is a share link whenever an agent’s page or link brought it, whatever the visit says', () => {
    expect(reportSourceOf({ attributedAgent: 'jordan-lee', visit: { first: { landingPage: '/', utmSource: 'newsletter' } } })).toBe('share-link');
  });

  it('is a campaign when either touch carried utm_*, before a search engine referrer', () => {
    expect(
      reportSourceOf({
        attributedAgent: null,
        visit: { first: { landingPage: '/', referrer: 'https://www.google.com/' }, last: { landingPage: '/deals', utmCampaign: 'spring' } },
      }),
    ).toBe('campaign');
    expect(reportSourceOf({ attributedAgent: null, visit: { first: { landingPage: '/', utmContent: 'banner' } } })).toBe('campaign');
  });

  it('is search when a search engine referred the visit, direct for any other site, no referrer or no visit', () => {
    for (const referrer of [
      'https://www.google.com/',
      'https://www.google.co.uk/search',
      'https://www.bing.com/search',
      'https://duckduckgo.com/',
      'https://search.yahoo.com/',
    ]) {
      expect(reportSourceOf({ attributedAgent: null, visit: { first: { landingPage: '/', referrer } } }), referrer).toBe('search');
    }
    expect(reportSourceOf({ attributedAgent: null, visit: { first: { landingPage: '/', referrer: 'https://notgoogle.com/' } } })).toBe('direct');
    expect(reportSourceOf({ attributedAgent: null, visit: { first: { landingPage: '/', referrer: 'https://blog.example.org/google.com' } } })).toBe('direct');
    expect(reportSourceOf({ attributedAgent: null, visit: { first: { landingPage: '/deals' } } })).toBe('direct');
    expect(reportSourceOf({ attributedAgent: null })).toBe('direct');
  });
});

describe('the counted week, first contact and its step', () => {
  it('counts a lead in the agency week (Monday, Pacific time) it arrived', () => {
    expect(agencyWeekOf('2026-03-02T18:00:00.000Z')).toBe('2026-03-02');
    // Sunday 23:30 in Vancouver (UTC-7 since 8 March 2026) is Monday 06:30 UTC: still the week before.
    expect(agencyWeekOf('2026-03-09T06:30:00.000Z')).toBe('2026-03-02');
    expect(agencyWeekOf('2026-03-09T07:30:00.000Z')).toBe('2026-03-09');
  });

  it('finds the first change of status from new and who held the lead then, replaying the assignments', () => {
    const activity = [
      { at: CREATED, by: 'routing', role: 'system', change: 'assignment', from: null, to: null, reason: 'agency desk' },
      assignment('2026-03-02T18:20:00.000Z', null, 'wei-chen'),
      status('2026-03-02T19:30:00.000Z', 'new', 'contacted'),
      assignment('2026-03-03T18:00:00.000Z', 'wei-chen', 'harpreet-gill'),
      status('2026-03-04T18:00:00.000Z', 'contacted', 'new'),
      status('2026-03-05T18:00:00.000Z', 'new', 'contacted'),
    ] as LeadActivity[];
    expect(firstContactOf({ assignedAgent: 'harpreet-gill', activity })).toEqual({ at: '2026-03-02T19:30:00.000Z', holder: 'wei-chen' });
    expect(firstContactOf({ assignedAgent: null, activity: [status('2026-03-02T19:30:00.000Z', 'new', 'archived')] })).toEqual({
      at: '2026-03-02T19:30:00.000Z',
      holder: DESK,
    });
    expect(firstContactOf({ assignedAgent: 'wei-chen', activity: [] })).toBeNull();
  });

  it('puts a first contact in 5-minute steps to 2 hours, 15 to 8 hours, hourly to 2 days, daily to 14, then one last step', () => {
    const minute = 60_000;
    expect(FIRST_CONTACT_STEPS[firstContactStep(0)]).toBe(5);
    expect(FIRST_CONTACT_STEPS[firstContactStep(5 * minute)]).toBe(5);
    expect(FIRST_CONTACT_STEPS[firstContactStep(5 * minute + 1)]).toBe(10);
    expect(FIRST_CONTACT_STEPS[firstContactStep(121 * minute)]).toBe(135);
    expect(FIRST_CONTACT_STEPS[firstContactStep(481 * minute)]).toBe(540);
    expect(FIRST_CONTACT_STEPS[firstContactStep(2881 * minute)]).toBe(4320);
    expect(FIRST_CONTACT_STEPS[firstContactStep(400 * 1440 * minute)]).toBe(129600);
  });
});

describe('what a lead adds to the counters', () => {
  it('counts a new lead in its holder’s week by source, and in its package’s and each named destination’s week', () => {
    expect(counters(lead())).toEqual(
      new Map([
        ['{"kind":"agent-week","week":"2026-03-02","agent":"wei-chen"}|leads|direct', 1],
        ['{"kind":"package-week","week":"2026-03-02","packageUrl":"portugal-coast-and-wine"}|leads|wei-chen|direct', 1],
        ['{"kind":"destination-week","week":"2026-03-02","destinationId":"country-12"}|leads|wei-chen|direct', 1],
        ['{"kind":"destination-week","week":"2026-03-02","destinationId":"city-40"}|leads|wei-chen|direct', 1],
      ]),
    );
  });

  it('counts nothing of an agent application', () => {
    expect(reportCountsOf(lead({ type: 'application' }))).toEqual([]);
  });

  it('counts a first contact with its step and whether it met the deadline, and a booking with its value in its month', () => {
    const booked = lead({
      status: 'booked',
      booking: { value: 5000.5, departureDate: '2027-02-14', adults: 2, children: 0 },
      activity: [...lead().activity!, status('2026-03-02T18:10:00.000Z', 'new', 'contacted'), status('2026-04-01T18:00:00.000Z', 'contacted', 'booked')],
    });
    const totals = counters(booked);
    const week = '{"kind":"agent-week","week":"2026-03-02","agent":"wei-chen"}';
    expect(totals.get(`${week}|contacted|direct`)).toBe(1);
    expect(totals.get(`${week}|t1|direct`)).toBe(1);
    expect(totals.get(`${week}|onTime|direct`)).toBe(1);
    expect(totals.get(`${week}|booked|direct`)).toBe(1);
    expect(totals.get('{"kind":"agent-month","month":"2026-04","agent":"wei-chen"}|bookings|direct')).toBe(1);
    expect(totals.get('{"kind":"agent-month","month":"2026-04","agent":"wei-chen"}|cents|direct')).toBe(500050);
    expect(totals.get('{"kind":"package-week","week":"2026-03-02","packageUrl":"portugal-coast-and-wine"}|booked|wei-chen|direct')).toBe(1);
  });
});

describe('keeping the counters right as a lead changes', () => {
  const contacted = lead({ status: 'contacted', activity: [...lead().activity!, status('2026-03-02T18:10:00.000Z', 'new', 'contacted')] });
  const booked = {
    ...contacted,
    status: 'booked' as const,
    booking: { value: 2000, departureDate: '2027-02-14', adults: 2, children: 0 },
    activity: [...contacted.activity!, status('2026-03-04T18:00:00.000Z', 'contacted', 'booked')],
  };

  it('leaves the counters as the sum of every lead’s counts after each change, through a reassignment and a booking lost', () => {
    const other = lead({ assignedAgent: null, attributedAgent: null, packageUrl: null, form: {} });
    let state = counters(lead(), other);
    state = applied(state, lead(), contacted);
    expect(state).toEqual(counters(contacted, other));
    state = applied(state, contacted, booked);
    expect(state).toEqual(counters(booked, other));
    const reassigned = {
      ...booked,
      assignedAgent: 'harpreet-gill',
      activity: [...booked.activity!, assignment('2026-03-05T18:00:00.000Z', 'wei-chen', 'harpreet-gill')],
    };
    state = applied(state, booked, reassigned);
    expect(state).toEqual(counters(reassigned, other));
    // The booking moved to the new holder; the first contact stays with who made it.
    expect(state.get('{"kind":"agent-month","month":"2026-03","agent":"harpreet-gill"}|cents|direct')).toBe(200000);
    expect(state.has('{"kind":"agent-month","month":"2026-03","agent":"wei-chen"}|cents|direct')).toBe(false);
    expect(state.get('{"kind":"agent-week","week":"2026-03-02","agent":"wei-chen"}|contacted|direct')).toBe(1);
    expect(state.get('{"kind":"agent-week","week":"2026-03-02","agent":"harpreet-gill"}|leads|direct')).toBe(1);
    const lost = {
      ...reassigned,
      status: 'lost' as const,
      booking: undefined,
      activity: [...reassigned.activity!, status('2026-03-06T18:00:00.000Z', 'booked', 'lost')],
    };
    state = applied(state, reassigned, lost);
    expect(state).toEqual(counters(lost, other));
    expect([...state.keys()].some((key) => key.includes('agent-month') || key.includes('|booked|'))).toBe(false);
  });

  it('moves only the value when a booking is corrected, keeping the month it was booked in', () => {
    const corrected = {
      ...booked,
      booking: { ...booked.booking, value: 2500.25 },
      activity: [...booked.activity!, status('2026-05-01T18:00:00.000Z', 'booked', 'booked')],
    };
    expect(reportCountChanges(booked, corrected)).toEqual([
      { item: { kind: 'agent-month', month: '2026-03', agent: 'wei-chen' }, adds: { 'cents|direct': 50025 } },
    ]);
  });

  it('changes nothing for a note or a status within the pipeline that no figure counts', () => {
    const proposal = {
      ...contacted,
      status: 'proposal-sent' as const,
      activity: [...contacted.activity!, status('2026-03-03T18:00:00.000Z', 'contacted', 'proposal-sent')],
    };
    expect(reportCountChanges(contacted, proposal)).toEqual([]);
  });
});

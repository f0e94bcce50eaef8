import { describe, expect, it } from 'vitest';
import type { AgentRoutingRule } from '@tdp/shared/schemas/lead-routing';
import { chooseAgent, type LeadNeeds, type RoutingCandidate } from './lead-routing.ts';

const TODAY = '2027-03-12';
const names = { destination: (id: string) => ({ 'continent-2': 'Europe', 'country-12': 'Portugal', 'continent-5': 'Asia' })[id] ?? id };

function rule(slug: string, overrides: Partial<AgentRoutingRule> = {}): AgentRoutingRule {
  return { slug, receivesLeads: true, destinationIds: [], maxOpenLeads: null, awayFrom: null, awayUntil: null, ...overrides };
}

function agent(slug: string, overrides: Partial<Omit<RoutingCandidate, 'rule'>> & { rule?: Partial<AgentRoutingRule> } = {}): RoutingCandidate {
  const { rule: ruleOverrides, ...rest } = overrides;
  return { slug, specialties: [], languages: ['english'], province: 'BC', openLeads: 0, lastRoutedAt: null, ...rest, rule: rule(slug, ruleOverrides) };
}

const anyLead: LeadNeeds = { language: null, specialties: [], destinationIds: [], province: null };

describe('chooseAgent: each rule', () => {
  it('sends a lead to the desk when no agent takes routed leads, saying so', () => {
    expect(chooseAgent(anyLead, [], TODAY, names)).toEqual({ agent: null, reason: 'no agent takes routed leads' });
    expect(chooseAgent(anyLead, [agent('ann', { rule: { receivesLeads: false } })], TODAY, names)).toEqual({
      agent: null,
      reason: 'no agent available (away, at their cap or not taking leads)',
    });
  });

  it('requires the language asked for: a French speaker gets it, and nobody speaking it sends it to the desk', () => {
    const french = { ...anyLead, language: 'french' as const };
    const candidates = [agent('ann'), agent('chloe-gagnon', { languages: ['english', 'french'] })];
    expect(chooseAgent(french, candidates, TODAY, names)).toEqual({ agent: 'chloe-gagnon', reason: 'speaks French, the only agent who fits' });
    expect(chooseAgent(french, [agent('ann')], TODAY, names)).toEqual({ agent: null, reason: 'no available agent speaks French' });
  });

  it('prefers an agent whose destinations cover the request, naming the destination', () => {
    const portugal = { ...anyLead, destinationIds: ['country-12', 'continent-2'] };
    const candidates = [agent('ann'), agent('bea', { rule: { destinationIds: ['continent-2'] } })];
    expect(chooseAgent(portugal, candidates, TODAY, names)).toEqual({ agent: 'bea', reason: 'Europe specialist, the only agent who fits' });
  });

  it('prefers an agent with a matching specialty when no destination matches', () => {
    const disney = { ...anyLead, specialties: ['disney' as const] };
    const candidates = [agent('ann'), agent('dee', { specialties: ['disney', 'family-travel'] })];
    expect(chooseAgent(disney, candidates, TODAY, names)).toEqual({ agent: 'dee', reason: 'disney specialist, the only agent who fits' });
  });

  it('falls back to everyone available when no agent matches the request (the preference never empties the field)', () => {
    const asia = { ...anyLead, destinationIds: ['continent-5'] };
    expect(chooseAgent(asia, [agent('ann'), agent('bea')], TODAY, names)).toEqual({ agent: 'ann', reason: 'round-robin among 2' });
  });

  it('narrows to the person’s province when someone is there, and ignores it otherwise', () => {
    const ontario = { ...anyLead, province: 'ON' as const };
    expect(chooseAgent(ontario, [agent('ann'), agent('oli', { province: 'ON' })], TODAY, names)).toEqual({
      agent: 'oli',
      reason: 'in ON, the only agent who fits',
    });
    expect(chooseAgent(ontario, [agent('ann')], TODAY, names)).toEqual({ agent: 'ann', reason: 'the only agent who fits' });
  });

  it('applies the rules in order and says each: language, then speciality, then province, then turns', () => {
    const lead: LeadNeeds = { language: 'french', specialties: [], destinationIds: ['country-12', 'continent-2'], province: 'QC' };
    const candidates = [
      agent('a', { languages: ['french'], rule: { destinationIds: ['continent-2'] }, province: 'QC', lastRoutedAt: '2027-03-01T10:00:00.000Z' }),
      agent('b', { languages: ['french'], rule: { destinationIds: ['continent-2'] }, province: 'QC', lastRoutedAt: '2027-03-02T10:00:00.000Z' }),
      agent('c', { languages: ['french'], rule: { destinationIds: ['continent-2'] }, province: 'BC' }),
      agent('d', { languages: ['french'], province: 'QC' }),
      agent('e', { rule: { destinationIds: ['continent-2'] }, province: 'QC' }),
    ];
    expect(chooseAgent(lead, candidates, TODAY, names)).toEqual({ agent: 'a', reason: 'speaks French, Europe specialist, in QC, round-robin among 2' });
  });
});

describe('chooseAgent: caps and away periods', () => {
  it('passes an agent by at their cap of open leads, and takes them again under it', () => {
    const capped = agent('ann', { openLeads: 3, rule: { maxOpenLeads: 3 } });
    expect(chooseAgent(anyLead, [capped, agent('bea', { lastRoutedAt: '2027-03-12T18:00:00.000Z' })], TODAY, names).agent).toBe('bea');
    expect(chooseAgent(anyLead, [{ ...capped, openLeads: 2 }, agent('bea', { lastRoutedAt: '2027-03-12T18:00:00.000Z' })], TODAY, names).agent).toBe('ann');
    expect(chooseAgent(anyLead, [capped], TODAY, names).agent).toBeNull();
  });

  it('passes an agent by from the first to the last day of their away period, both included', () => {
    const away = agent('ann', { rule: { awayFrom: '2027-03-10', awayUntil: '2027-03-12' } });
    const other = agent('bea', { lastRoutedAt: '2027-03-12T18:00:00.000Z' });
    expect(chooseAgent(anyLead, [away, other], '2027-03-09', names).agent).toBe('ann');
    expect(chooseAgent(anyLead, [away, other], '2027-03-10', names).agent).toBe('bea');
    expect(chooseAgent(anyLead, [away, other], '2027-03-12', names).agent).toBe('bea');
    expect(chooseAgent(anyLead, [away, other], '2027-03-13', names).agent).toBe('ann');
  });
});

describe('chooseAgent: round-robin', () => {
  it('is fair over 1,000 leads: four agents who fit get 250 each, in turn', () => {
    const candidates = ['ann', 'bea', 'cal', 'dee'].map((slug) => agent(slug));
    const counts = new Map<string, number>();
    let clock = Date.parse('2027-03-12T16:00:00.000Z');
    const sequence: string[] = [];
    for (let lead = 0; lead < 1000; lead += 1) {
      const decision = chooseAgent(anyLead, candidates, TODAY, names);
      expect(decision.reason).toBe('round-robin among 4');
      const chosen = candidates.find((candidate) => candidate.slug === decision.agent)!;
      clock += 1000;
      chosen.lastRoutedAt = new Date(clock).toISOString();
      counts.set(chosen.slug, (counts.get(chosen.slug) ?? 0) + 1);
      sequence.push(chosen.slug);
    }
    expect(Object.fromEntries(counts)).toEqual({ ann: 250, bea: 250, cal: 250, dee: 250 });
    // Nobody gets a second lead before everyone had one: every window of four holds each agent once.
    for (let start = 0; start < 1000; start += 4) expect(new Set(sequence.slice(start, start + 4)).size).toBe(4);
  });

  it('stays fair when an agent joins late: the newcomer (never served) goes first, then the turns resume', () => {
    const candidates = [agent('ann', { lastRoutedAt: '2027-03-12T16:00:01.000Z' }), agent('bea', { lastRoutedAt: '2027-03-12T16:00:02.000Z' })];
    candidates.push(agent('zed'));
    expect(chooseAgent(anyLead, candidates, TODAY, names).agent).toBe('zed');
  });

  it('breaks ties the same way every time: same last turn, then fewer open leads, then the slug', () => {
    const at = '2027-03-12T16:00:00.000Z';
    expect(chooseAgent(anyLead, [agent('bea', { lastRoutedAt: at }), agent('ann', { lastRoutedAt: at })], TODAY, names).agent).toBe('ann');
    expect(chooseAgent(anyLead, [agent('ann', { lastRoutedAt: at, openLeads: 4 }), agent('bea', { lastRoutedAt: at, openLeads: 1 })], TODAY, names).agent).toBe(
      'bea',
    );
    expect(chooseAgent(anyLead, [agent('cal'), agent('bea'), agent('ann')], TODAY, names).agent).toBe('ann');
  });
});

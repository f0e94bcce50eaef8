import { randomBytes } from 'node:crypto';
import type { VisitSource } from '@tdp/shared/schemas/lead-forms';
import type { LeadStatus } from '@tdp/shared/schemas/lead-records';
import { findLead, putNewLead, reserveLeadReference, type Lead } from '@tdp/functions/data/lead-repository';
import { applyLeadFollowUp } from '@tdp/functions/domain/leads/lead-follow-up';
import { startFirstContactClock } from '@tdp/functions/domain/leads/first-contact';
import { defaultLeadRoutingSettings } from '@tdp/functions/domain/leads/lead-routing-settings';
import { newLeadId } from '@tdp/functions/domain/leads/lead-id';
import { newLeadReference } from '@tdp/functions/domain/leads/lead-reference';
import { buildSeedReferenceData, SEED_PACKAGE_COUNT } from './catalogue-seed.ts';
import { generatePackages } from './package-generator.ts';
import { seedAgentProfiles } from './agents-seed.ts';
import type { SeedContext } from './seed-local-stack.ts';

/**
 * Sample leads for the local stack, so the admin's Reports screen and the agents' portal home show figures on
 * `npm start` (issue #30, item 5): about 300 quote requests and messages over the last 16 weeks, from share links,
 * campaigns, search engines and direct visits, held by the seed's agents and the desk, contacted after minutes or days,
 * some booked (with a value), some lost, a few reassigned or corrected from booked to lost. Every active agent of the
 * seed holds some (in turn), and each agent's quotes go through one mix of outcomes, {@link AGENT_QUOTE_OUTCOMES}, the
 * first of them booked: every agent's portal home shows bookings, Jordan Lee's (the demo account) included. Written through the same
 * repository and follow-up code as real leads, so their report counters are kept the same way. No mail is sent and no
 * first-contact step is filed (they are history). Only when `SEED_SAMPLE_LEADS=1` (`npm start` sets it; test stacks
 * seed no leads unless they ask).
 */

/** The environment switch of this seed. */
export const SAMPLE_LEADS_SWITCH = 'SEED_SAMPLE_LEADS';

const WEEKS = 16;
const FIRST_NAMES = [
  'Priya',
  'Daniel',
  'Amélie',
  'Wei',
  'Fatima',
  'Liam',
  'Sofia',
  'Noah',
  'Mei',
  'Arjun',
  'Chloé',
  'Oliver',
  'Aisha',
  'Lucas',
  'Hana',
  'Mateo',
];
const LAST_NAMES = ['Sandhu', 'Tremblay', 'Chen', 'Nguyen', 'MacDonald', 'Singh', 'Roy', 'Wong', 'Martin', 'Gagnon', 'Patel', 'Kim', 'Bouchard', 'Li'];
const CAMPAIGNS: ReadonlyArray<Pick<NonNullable<VisitSource['first']>, 'utmSource' | 'utmMedium' | 'utmCampaign'>> = [
  { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'winter-sun-2027' },
  { utmSource: 'facebook', utmMedium: 'paid-social', utmCampaign: 'river-cruise-spring' },
  { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'caribbean-deals' },
];
const SEARCH_REFERRERS = ['https://www.google.com/', 'https://www.google.ca/', 'https://www.bing.com/search', 'https://duckduckgo.com/'];
const OTHER_REFERRERS = ['https://www.travelforum.example/threads/portugal', 'https://blog.example.org/best-cruises'];

/**
 * What becomes of an agent's quote requests, in turn: their first is booked (early in the 16 weeks, so it has time to
 * get there), then a mix where about a third book. A lead too recent for its outcome stays where the time allowed.
 */
const AGENT_QUOTE_OUTCOMES = ['booked', 'contacted', 'lost', 'proposal-sent', 'booked', 'new', 'lost', 'booked', 'proposal-sent', 'booked-then-lost'] as const;
type QuoteOutcome = (typeof AGENT_QUOTE_OUTCOMES)[number];

/** A small deterministic random source (mulberry32), so every machine seeds the same mix. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (share: number) => next() < share,
  };
}

/** Minutes until first contact: mostly within the hour, a tail over days. */
function minutesToContact(random: ReturnType<typeof randomSource>): number {
  const roll = random.next();
  if (roll < 0.45) return 3 + Math.floor(random.next() * 50);
  if (roll < 0.75) return 60 + Math.floor(random.next() * 240);
  if (roll < 0.92) return 300 + Math.floor(random.next() * 1200);
  return 1500 + Math.floor(random.next() * 4000);
}

/** Stores the sample leads and walks each along its pipeline at its own past instants. */
export async function seedSampleLeads(context: SeedContext, now: Date = new Date()): Promise<void> {
  if (process.env[SAMPLE_LEADS_SWITCH] !== '1') return;
  const random = randomSource(30_005);
  const agents = seedAgentProfiles()
    .filter(({ profile }) => profile.status === 'active')
    .map(({ profile }) => ({ slug: profile.slug, name: profile.name }));
  const packages = generatePackages(SEED_PACKAGE_COUNT, buildSeedReferenceData().generatorInput)
    .filter((pkg) => pkg.destinationIds.length > 0)
    .slice(0, 24);
  const startedAt = Date.now();
  let stored = 0;
  // Leads are written oldest first; each agent is given leads in turn and each agent's quotes take its next outcome.
  const plan = { nextAgent: 0, quotesOf: new Map<string, number>() };
  for (let weekBack = WEEKS - 1; weekBack >= 0; weekBack -= 1) {
    // More leads in recent weeks, as a growing agency would see.
    const count = 12 + Math.floor(random.next() * 8) + Math.floor((WEEKS - weekBack) * 0.8);
    for (let index = 0; index < count; index += 1) {
      const createdMs = now.getTime() - weekBack * 7 * 86_400_000 - Math.floor(random.next() * 7 * 86_400_000);
      if (createdMs > now.getTime() - 3_600_000) continue;
      await seedOneLead(random, createdMs, agents, packages, now, plan);
      stored += 1;
    }
  }
  context.log(`sample leads: ${stored} leads over ${WEEKS} weeks (${Date.now() - startedAt} ms)`);
}

async function seedOneLead(
  random: ReturnType<typeof randomSource>,
  createdMs: number,
  agents: ReadonlyArray<{ slug: string; name: string }>,
  packages: ReadonlyArray<{ package_url: string; title: string; destinationIds: readonly string[] }>,
  now: Date,
  plan: { nextAgent: number; quotesOf: Map<string, number> },
): Promise<void> {
  const createdAt = new Date(createdMs).toISOString();
  const roll = random.next();
  // The agents in turn: each holds about as many leads as the others.
  const agent = agents[plan.nextAgent++ % agents.length]!;
  const source = roll < 0.3 ? 'share-link' : roll < 0.5 ? 'campaign' : roll < 0.75 ? 'search' : 'direct';
  const landing = random.chance(0.6) ? random.pick(packages) : null;
  const visit: VisitSource | undefined =
    source === 'campaign'
      ? { first: { landingPage: landing ? `/deals/${landing.package_url}` : '/deals', ...random.pick(CAMPAIGNS) } }
      : source === 'search'
        ? { first: { landingPage: landing ? `/deals/${landing.package_url}` : '/', referrer: random.pick(SEARCH_REFERRERS) } }
        : source === 'direct' && random.chance(0.5)
          ? { first: { landingPage: '/deals', ...(random.chance(0.4) ? { referrer: random.pick(OTHER_REFERRERS) } : {}) } }
          : undefined;
  const holder = source === 'share-link' || random.chance(0.8) ? agent : null;
  const type = random.chance(0.85) ? 'quote' : 'contact';
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const settings = defaultLeadRoutingSettings(new Date(createdMs));
  const form: Record<string, unknown> =
    type === 'quote'
      ? {
          kind: 'general',
          destinations: landing?.title ?? 'Somewhere warm',
          destinationIds: landing ? landing.destinationIds.slice(0, 2) : [],
          preferredContact: 'phone',
          consentToContact: true,
        }
      : { subject: 'Question about a trip', message: 'Could someone call me about a family trip?', consentToContact: true };
  const id = newLeadId(createdMs);
  // Claimed as a real lead's is, so the inbox finds a sample lead by its reference.
  let reference = newLeadReference(randomBytes(4));
  while (!(await reserveLeadReference(reference, id, createdAt))) reference = newLeadReference(randomBytes(4));
  const lead: Lead = {
    id,
    reference,
    type,
    kind: type === 'quote' ? 'general' : 'contact',
    // One sample lead in five came from the French site (drawn from the time, so the other draws stay as they were).
    language: createdMs % 5 === 0 ? 'fr' : 'en',
    status: 'new',
    createdAt,
    updatedAt: createdAt,
    updatedBy: 'website',
    version: 1,
    firstName,
    lastName,
    email: `${firstName}.${lastName}.${createdMs % 100000}@example.com`
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, ''),
    phone: '604-555-0100',
    headline: type === 'quote' ? (landing?.title ?? 'Somewhere warm') : 'Question about a trip',
    attributedAgent: source === 'share-link' ? agent.slug : null,
    assignedAgent: holder?.slug ?? null,
    source: landing ? `/deals/${landing.package_url}` : '/request-a-quote',
    packageUrl: type === 'quote' ? (landing?.package_url ?? null) : null,
    marketingOptIn: false,
    form,
    notes: [],
    activity: [
      {
        at: createdAt,
        by: 'routing',
        role: 'system',
        change: 'assignment',
        from: null,
        to: holder?.slug ?? null,
        reason: source === 'share-link' ? 'share link' : holder ? 'routing rules' : 'agency desk',
      },
    ],
    sends: [],
    firstContact: startFirstContactClock(new Date(createdMs), settings),
    ...(visit ? { visit } : {}),
  };
  await putNewLead(lead);

  // Its pipeline, each step at its own instant (never in the future).
  let at = createdMs;
  const step = async (minutes: number, change: (current: Lead) => Parameters<typeof applyLeadFollowUp>[2]) => {
    at += minutes * 60_000;
    if (at > now.getTime()) return false;
    const current = (await findLead(lead.id))!;
    const editor = current.assignedAgent
      ? {
          username: current.assignedAgent,
          role: 'agent' as const,
          name: agents.find((a) => a.slug === current.assignedAgent)?.name,
          now: new Date(at).toISOString(),
        }
      : { username: 'admin', role: 'admin' as const, now: new Date(at).toISOString() };
    await applyLeadFollowUp(current, current.version, change(current), editor);
    return true;
  };
  const planned = type === 'quote' && holder ? nextOutcome(plan.quotesOf, holder.slug) : null;
  if (planned) {
    await walkOutcome(random, planned, step, now);
    return;
  }
  if (random.chance(0.06)) {
    // Reassigned by an admin before anyone called.
    const other = random.pick(agents);
    if (!(await step(20, () => ({ assignedAgent: other.slug, assignmentReason: 'better fit for this trip' })))) return;
  }
  if (!random.chance(0.82)) return;
  if (!(await step(minutesToContact(random), () => ({ status: 'contacted' as LeadStatus })))) return;
  if (type === 'contact') {
    if (random.chance(0.5)) await step(600, () => ({ status: 'archived' as LeadStatus }));
    return;
  }
  const outcome = random.next();
  if (outcome < 0.25) {
    await step(1440 * (1 + Math.floor(random.next() * 4)), () => ({
      status: 'lost' as LeadStatus,
      loss: { reason: random.pick(['price', 'booked-elsewhere', 'no-response', 'changed-plans'] as const) },
    }));
    return;
  }
  if (outcome < 0.7) return;
  if (!(await step(1440 * (1 + Math.floor(random.next() * 3)), () => ({ status: 'proposal-sent' as LeadStatus })))) return;
  if (!random.chance(0.65)) return;
  const value = Math.round((1800 + random.next() * 14000) * 100) / 100;
  const booking = {
    value,
    departureDate: new Date(now.getTime() + 90 * 86_400_000).toISOString().slice(0, 10),
    adults: 2,
    children: random.chance(0.3) ? 1 : 0,
  };
  if (!(await step(1440 * (1 + Math.floor(random.next() * 5)), () => ({ status: 'booked' as LeadStatus, booking })))) return;
  // Now and then a booking falls through and is corrected to lost.
  if (random.chance(0.08)) await step(2880, () => ({ status: 'lost' as LeadStatus, loss: { reason: 'changed-plans' as const } }));
}

/** The agent's next quote outcome, in {@link AGENT_QUOTE_OUTCOMES} order. */
function nextOutcome(quotesOf: Map<string, number>, slug: string): QuoteOutcome {
  const count = quotesOf.get(slug) ?? 0;
  quotesOf.set(slug, count + 1);
  return AGENT_QUOTE_OUTCOMES[count % AGENT_QUOTE_OUTCOMES.length]!;
}

type Step = (minutes: number, change: (current: Lead) => Parameters<typeof applyLeadFollowUp>[2]) => Promise<boolean>;

/** Walks an agent's quote to its planned outcome, each step after a plausible while (stopping at now). */
async function walkOutcome(random: ReturnType<typeof randomSource>, outcome: QuoteOutcome, step: Step, now: Date): Promise<void> {
  if (outcome === 'new') return;
  if (!(await step(minutesToContact(random), () => ({ status: 'contacted' as LeadStatus })))) return;
  if (outcome === 'contacted') return;
  if (outcome === 'lost') {
    await step(1440 * (1 + Math.floor(random.next() * 4)), () => ({
      status: 'lost' as LeadStatus,
      loss: { reason: random.pick(['price', 'booked-elsewhere', 'no-response', 'changed-plans'] as const) },
    }));
    return;
  }
  if (!(await step(1440 * (1 + Math.floor(random.next() * 3)), () => ({ status: 'proposal-sent' as LeadStatus })))) return;
  if (outcome === 'proposal-sent') return;
  const value = Math.round((1800 + random.next() * 14000) * 100) / 100;
  const booking = {
    value,
    departureDate: new Date(now.getTime() + 90 * 86_400_000).toISOString().slice(0, 10),
    adults: 2,
    children: random.chance(0.3) ? 1 : 0,
  };
  if (!(await step(1440 * (1 + Math.floor(random.next() * 5)), () => ({ status: 'booked' as LeadStatus, booking })))) return;
  // A booking that fell through, corrected to lost.
  if (outcome === 'booked-then-lost') await step(2880, () => ({ status: 'lost' as LeadStatus, loss: { reason: 'changed-plans' as const } }));
}

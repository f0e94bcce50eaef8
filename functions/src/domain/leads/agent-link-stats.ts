import { shiftMonth } from '@tdp/shared/departures/calendar-date';
import type { AgentLinkMonth, AgentLinkStatsMonth, AgentLinkVisitInput, OwnAgentLinkStats } from '@tdp/shared/schemas/agent-link-stats';
import { countAgentLink, listAgentLinkMonth, readAgentLinkMonths } from '../../data/agent-link-stats-repository.ts';
import { findAgentProfile, listAgentProfiles } from '../../data/agent-profile-repository.ts';
import { countFormSubmission } from '../../data/lead-rate-limit-repository.ts';
import type { Caller } from '../../http/http-types.ts';
import { profileOfCaller } from '../agents/caller-profile.ts';
import { agencyToday } from '../deals/agency-calendar.ts';
import { NotFound, TooManyRequests } from '../domain-errors.ts';
import { LINK_VISIT_RATE_SCOPE, LINK_VISITS_PER_ADDRESS, SUBMISSION_WINDOW_MS, TOO_MANY_LINK_VISITS_MESSAGE } from './lead-policy.ts';

/**
 * Each connected agent's link counts: visits that arrived through `?agent={slug}` and the leads attributed to the
 * agent, per agency month. Counters only; the visitor's address is used for the rate limit alone (stored hashed, as
 * the forms' limits are, in an item that expires with its window).
 */

/** How many months an agent sees: the agency's current one and the five before it. */
export const OWN_LINK_MONTHS = 6;

/** The agency's calendar month `YYYY-MM` of `now`. */
export function agencyMonth(now: Date): string {
  return agencyToday(now).slice(0, 7);
}

/** `month` and the `count - 1` months before it, newest first. */
export function monthsBack(month: string, count: number): string[] {
  return Array.from({ length: count }, (_, back) => shiftMonth(month, -back));
}

/**
 * Counts one visit through an agent's link. An unknown or inactive slug (an old link, a typo) is not counted and the
 * answer is the same, so the route tells nobody which agents exist. 429 past {@link LINK_VISITS_PER_ADDRESS} an hour.
 */
export async function recordAgentLinkVisit(input: AgentLinkVisitInput, context: { sourceIp: string; now?: Date }): Promise<void> {
  const now = context.now ?? new Date();
  const window = await countFormSubmission(LINK_VISIT_RATE_SCOPE, context.sourceIp || 'unknown', now.getTime(), SUBMISSION_WINDOW_MS);
  if (window.count > LINK_VISITS_PER_ADDRESS) throw new TooManyRequests(TOO_MANY_LINK_VISITS_MESSAGE, (window.endsAt - now.getTime()) / 1000);
  const profile = await findAgentProfile(input.agent);
  if (!profile || profile.status !== 'active') return;
  await countAgentLink(profile.slug, agencyMonth(now), 'visits');
}

/** Counts a lead attributed to `slug` (an active agent's, checked by the caller) in the month it arrived. */
export function countAgentLinkLead(slug: string, now: Date): Promise<void> {
  return countAgentLink(slug, agencyMonth(now), 'leads');
}

/** The signed-in agent's last {@link OWN_LINK_MONTHS} months, newest first, a month without counts as zeros. */
export async function readOwnAgentLinkStats(caller: Caller, now: Date = new Date()): Promise<OwnAgentLinkStats> {
  const profile = await profileOfCaller(caller);
  if (!profile) throw new NotFound('No agent page is linked to your account yet. Ask the agency team to set it up.');
  const months = monthsBack(agencyMonth(now), OWN_LINK_MONTHS);
  const stored = new Map((await readAgentLinkMonths(profile.slug, months)).map((row) => [row.month, row]));
  return {
    months: months.map((month): AgentLinkMonth => ({ month, visits: stored.get(month)?.visits ?? 0, leads: stored.get(month)?.leads ?? 0 })),
  };
}

/** Every agent with a visit or a lead in `month` (the agency's current month by default): most visits, then leads, first. */
export async function listAgentLinkStats(month: string | undefined, now: Date = new Date()): Promise<AgentLinkStatsMonth> {
  const shown = month ?? agencyMonth(now);
  const [rows, profiles] = await Promise.all([listAgentLinkMonth(shown), listAgentProfiles()]);
  const names = new Map(profiles.map((profile) => [profile.slug, profile.name]));
  const agents = rows
    .map((row) => ({ slug: row.slug, name: names.get(row.slug) ?? row.slug, visits: row.visits, leads: row.leads }))
    .sort((a, b) => b.visits - a.visits || b.leads - a.leads || a.name.localeCompare(b.name, 'en-CA'));
  return { month: shown, agents };
}

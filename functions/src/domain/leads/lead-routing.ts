import type { AgentLanguage, AgentSpecialty, CanadianProvince } from '@tdp/shared/schemas/agent-profile';
import type { AgentRoutingRule } from '@tdp/shared/schemas/lead-routing';

/**
 * The routing rules as one pure decision (docs/decisions/lead-routing.md): which agent who fits a lead gets it, and
 * why in words. No I/O: the caller gathers the lead's needs and each agent's facts (profile, rule, open leads, last
 * routed lead) and records the answer. The share link comes before any of this (route-lead.ts).
 */

/** What a lead asks for that routing can match. */
export interface LeadNeeds {
  /** A language other than English the person wrote in or asked for; null: any agent speaks English. */
  language: AgentLanguage | null;
  /** Specialties the request implies (a Disney form, a cruise style, a wedding group). */
  specialties: readonly AgentSpecialty[];
  /** The catalogue destinations asked for, each with the places that contain it (`city-5`, `country-12`, `continent-3`). */
  destinationIds: readonly string[];
  /** The person's province, when the form gave it. */
  province: CanadianProvince | null;
}

/** One agent as routing sees them. */
export interface RoutingCandidate {
  slug: string;
  specialties: readonly AgentSpecialty[];
  languages: readonly AgentLanguage[];
  province: CanadianProvince | null;
  rule: AgentRoutingRule;
  /** Leads the agent holds in status new or contacted. */
  openLeads: number;
  /** When routing last gave the agent a lead (round-robin); null: never. */
  lastRoutedAt: string | null;
}

/** Names for the reason's words. */
export interface RoutingNames {
  destination: (id: string) => string;
}

/** Routing's answer: an agent and why, or the desk and why. */
export type RoutingDecision = { agent: string; reason: string } | { agent: null; reason: string };

function languageName(language: string): string {
  return language.charAt(0).toUpperCase() + language.slice(1);
}

function specialtyName(specialty: AgentSpecialty): string {
  return specialty.replaceAll('-', ' ');
}

/** Whether the agent is away on the agency day `today`. */
export function isAway(rule: Pick<AgentRoutingRule, 'awayFrom' | 'awayUntil'>, today: string): boolean {
  return rule.awayFrom !== null && rule.awayUntil !== null && rule.awayFrom <= today && today <= rule.awayUntil;
}

/** Whether the agent can take one more routed lead today: takes leads, not away, under their cap. */
export function isAvailable(candidate: RoutingCandidate, today: string): boolean {
  const { rule } = candidate;
  return rule.receivesLeads && !isAway(rule, today) && (rule.maxOpenLeads === null || candidate.openLeads < rule.maxOpenLeads);
}

/** The agent's own destination that covers one the lead asked for, if any. */
function matchedDestination(candidate: RoutingCandidate, needs: LeadNeeds): string | undefined {
  return candidate.rule.destinationIds.find((id) => needs.destinationIds.includes(id));
}

function matchedSpecialty(candidate: RoutingCandidate, needs: LeadNeeds): AgentSpecialty | undefined {
  return candidate.specialties.find((specialty) => needs.specialties.includes(specialty));
}

/**
 * Round-robin order: whoever routing served longest ago (never first), then fewer open leads, then the slug, so a tie
 * always breaks the same way.
 */
export function compareForRoundRobin(a: RoutingCandidate, b: RoutingCandidate): number {
  const last = (a.lastRoutedAt ?? '') < (b.lastRoutedAt ?? '') ? -1 : (a.lastRoutedAt ?? '') > (b.lastRoutedAt ?? '') ? 1 : 0;
  if (last !== 0) return last;
  if (a.openLeads !== b.openLeads) return a.openLeads - b.openLeads;
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

/**
 * The rule that holds: among the agents available today (taking leads, not away, under their cap),
 * 1. a language other than English is a must: nobody available speaks it, the desk takes the lead;
 * 2. the agents whose destinations or specialties match the request, when there are any;
 * 3. of those, the agents in the person's province, when there are any;
 * 4. round-robin among who is left. Nobody available at all: the desk.
 */
export function chooseAgent(needs: LeadNeeds, candidates: readonly RoutingCandidate[], today: string, names: RoutingNames): RoutingDecision {
  let fit = candidates.filter((candidate) => isAvailable(candidate, today));
  if (fit.length === 0)
    return { agent: null, reason: candidates.length === 0 ? 'no agent takes routed leads' : 'no agent available (away, at their cap or not taking leads)' };

  const reasons: Array<(chosen: RoutingCandidate) => string> = [];
  const language = needs.language;
  if (language !== null) {
    fit = fit.filter((candidate) => candidate.languages.includes(language));
    if (fit.length === 0) return { agent: null, reason: `no available agent speaks ${languageName(language)}` };
    reasons.push(() => `speaks ${languageName(language)}`);
  }

  const experts = fit.filter((candidate) => matchedDestination(candidate, needs) !== undefined || matchedSpecialty(candidate, needs) !== undefined);
  if (experts.length > 0) {
    fit = experts;
    reasons.push((chosen) => {
      const destination = matchedDestination(chosen, needs);
      return `${destination !== undefined ? names.destination(destination) : specialtyName(matchedSpecialty(chosen, needs)!)} specialist`;
    });
  }

  const province = needs.province;
  if (province !== null) {
    const local = fit.filter((candidate) => candidate.province === province);
    if (local.length > 0) {
      fit = local;
      reasons.push(() => `in ${province}`);
    }
  }

  const chosen = [...fit].sort(compareForRoundRobin)[0]!;
  reasons.push(() => (fit.length > 1 ? `round-robin among ${fit.length}` : 'the only agent who fits'));
  return { agent: chosen.slug, reason: reasons.map((reason) => reason(chosen)).join(', ') };
}

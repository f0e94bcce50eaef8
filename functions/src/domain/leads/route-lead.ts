import { AGENCY_TIME_ZONE, TRAVEL_STYLE_IDS } from '@tdp/shared/constants';
import { destinationNameOf, formatDestinationId, parseDestinationId } from '@tdp/shared/catalogue/destination-ids';
import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';
import { AGENT_LANGUAGES, CANADIAN_PROVINCES, type AgentLanguage, type AgentSpecialty, type CanadianProvince } from '@tdp/shared/schemas/agent-profile';
import type { Continent } from '@tdp/shared/schemas/destination';
import type { LeadRoutingSettings } from '@tdp/shared/schemas/lead-routing';
import { listAgentProfiles, type StoredAgentProfile } from '../../data/agent-profile-repository.ts';
import { listContinents } from '../../data/continent-repository.ts';
import type { Lead } from '../../data/lead-repository.ts';
import { claimRoutingTurn, countOpenLeadsOfAgent, listRoutingMarks } from '../../data/lead-routing-repository.ts';
import { chooseAgent, isAway, type LeadNeeds, type RoutingCandidate } from './lead-routing.ts';
import { readLeadRoutingSettings } from './lead-routing-settings.ts';

/**
 * Routing a lead by the admin's rules (docs/decisions/lead-routing.md): gathers what the lead asks for and each agent's
 * facts, lets {@link chooseAgent} decide, and takes the chosen agent's round-robin turn.
 */

/** Specialties a travel style implies. */
const STYLE_SPECIALTIES: Readonly<Record<number, AgentSpecialty>> = {
  [TRAVEL_STYLE_IDS.cruises]: 'ocean-cruises',
  [TRAVEL_STYLE_IDS.riverCruise]: 'river-cruises',
  [TRAVEL_STYLE_IDS.disney]: 'disney',
};

/** A catalogue destination with the places that contain it (`city-5` → its country and continent). */
function withContainingPlaces(id: string, continents: readonly Continent[]): string[] {
  const parsed = parseDestinationId(id);
  if (!parsed) return [];
  for (const continent of continents) {
    const continentId = formatDestinationId('continent', continent.continent_id);
    if (parsed.kind === 'continent' && continent.continent_id === parsed.id) return [id];
    for (const country of continent.countries) {
      const countryId = formatDestinationId('country', country.id);
      if (parsed.kind === 'country' && country.id === parsed.id) return [id, continentId];
      if (parsed.kind === 'city' && country.cities.some((city) => city.id === parsed.id)) return [id, countryId, continentId];
    }
  }
  return [id];
}

function isLanguage(value: unknown): value is AgentLanguage {
  return typeof value === 'string' && (AGENT_LANGUAGES as readonly string[]).includes(value);
}

function isProvince(value: unknown): value is CanadianProvince {
  return typeof value === 'string' && (CANADIAN_PROVINCES as readonly string[]).includes(value);
}

/** What routing reads of a lead: its form, kind and page, and the language of that page (absent: English). */
export type RoutedLeadFacts = Pick<Lead, 'kind' | 'form' | 'source'> & Partial<Pick<Lead, 'language'>>;

/**
 * The language a lead asks to be served in (docs/decisions/lead-routing.md, rule 1): the one the person chose in the
 * form (`preferredLanguage`; `language` on quotes stored before the page's language had that name), else French for a
 * lead from the French site (its `language`, or its page under `/fr/` on leads stored before), else none.
 */
export function languageAskedFor(lead: RoutedLeadFacts): AgentLanguage | null {
  const { form } = lead;
  if (isLanguage(form.preferredLanguage)) return form.preferredLanguage;
  if (isLanguage(form.language)) return form.language;
  if (lead.language === 'fr' || (lead.source !== null && /^\/fr(\/|$)/i.test(lead.source))) return 'french';
  return null;
}

/**
 * What a lead asks for, as routing matches it: the language asked for ({@link languageAskedFor}; English asks for
 * nothing, every agent speaks it), the specialties its form and styles imply, its catalogue destinations with the
 * places containing them, and the person's province.
 */
export function leadNeedsOf(lead: RoutedLeadFacts, continents: readonly Continent[]): LeadNeeds {
  const { form } = lead;
  const asked = languageAskedFor(lead);
  const specialties = new Set<AgentSpecialty>();
  if (lead.kind === 'disney') specialties.add('disney');
  if (lead.kind === 'group') specialties.add('group-travel');
  if (form.groupType === 'destination-wedding') specialties.add('destination-weddings');
  for (const styleId of (form.travelStyleIds as number[] | undefined) ?? []) {
    const specialty = STYLE_SPECIALTIES[styleId];
    if (specialty) specialties.add(specialty);
  }
  const destinationIds = [...new Set(((form.destinationIds as string[] | undefined) ?? []).flatMap((id) => withContainingPlaces(id, continents)))];
  return {
    language: asked === 'english' ? null : asked,
    specialties: [...specialties],
    destinationIds,
    province: isProvince(form.province) ? form.province : null,
  };
}

/** Routing's answer with the chosen agent's profile (null: the desk). */
export interface RoutedLead {
  agent: StoredAgentProfile | null;
  reason: string;
}

/** Times routing decides again when another lead took the chosen agent's turn between the read and the claim. */
const TURN_ATTEMPTS = 4;

/**
 * Routes a lead by the rules in force: the agent who fits (their turn taken) or the desk, and why. `exclude` leaves
 * agents out (the agent who let a deadline pass).
 */
export async function routeByRules(
  lead: RoutedLeadFacts,
  now: Date,
  options: { exclude?: readonly string[]; settings?: LeadRoutingSettings } = {},
): Promise<RoutedLead> {
  const settings = options.settings ?? (await readLeadRoutingSettings(now));
  const exclude = new Set(options.exclude ?? []);
  const rules = settings.agents.filter((rule) => rule.receivesLeads && !exclude.has(rule.slug));
  if (rules.length === 0) return { agent: null, reason: 'no agent takes routed leads' };

  const [profiles, marks, continents] = await Promise.all([listAgentProfiles(), listRoutingMarks(), listContinents()]);
  const today = isoDateInTimeZone(now, AGENCY_TIME_ZONE);
  const active = new Map(profiles.filter((profile) => profile.status === 'active').map((profile) => [profile.slug, profile]));
  const candidates: RoutingCandidate[] = await Promise.all(
    rules
      .filter((rule) => active.has(rule.slug))
      .map(async (rule) => {
        const profile = active.get(rule.slug)!;
        // Only a cap needs the count, and only for an agent routing could otherwise choose today.
        const openLeads = rule.maxOpenLeads === null || isAway(rule, today) ? 0 : await countOpenLeadsOfAgent(rule.slug);
        return {
          slug: rule.slug,
          specialties: profile.specialties,
          languages: profile.languages,
          province: profile.province,
          rule,
          openLeads,
          lastRoutedAt: marks.get(rule.slug) ?? null,
        };
      }),
  );
  const names = { destination: (id: string) => destinationNameOf(id, continents) ?? id };
  const needs = leadNeedsOf(lead, continents);

  for (let attempt = 0; ; attempt += 1) {
    const decision = chooseAgent(needs, candidates, today, names);
    if (decision.agent === null) return { agent: null, reason: decision.reason };
    const chosen = candidates.find((candidate) => candidate.slug === decision.agent)!;
    if ((await claimRoutingTurn(chosen.slug, chosen.lastRoutedAt, now.toISOString())) || attempt + 1 >= TURN_ATTEMPTS) {
      return { agent: active.get(chosen.slug)!, reason: decision.reason };
    }
    // Another lead took this turn meanwhile: decide again on the marks as they are now.
    const fresh = await listRoutingMarks();
    for (const candidate of candidates) candidate.lastRoutedAt = fresh.get(candidate.slug) ?? null;
  }
}

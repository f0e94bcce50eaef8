import {
  AGENT_LANGUAGES,
  AGENT_SPECIALTIES,
  CANADIAN_PROVINCES,
  type AgentLanguage,
  type AgentProfile,
  type AgentSpecialty,
  type CanadianProvince,
} from '@tdp/shared/schemas/agent-profile';
import { PROVINCE_LABELS } from '../../lib/lead-option-labels.ts';

/**
 * The directory's filters, kept in the address (`?q=surrey&language=punjabi`) so a filtered list can be
 * shared, bookmarked and restored with Back. An unknown value in the address is ignored.
 */
export interface DirectoryFilter {
  /** Words to find in the agent's name or city. */
  q: string;
  province: CanadianProvince | '';
  language: AgentLanguage | '';
  specialty: AgentSpecialty | '';
}

export const EMPTY_DIRECTORY_FILTER: DirectoryFilter = { q: '', province: '', language: '', specialty: '' };

/** Longest search text kept from an address. */
const QUERY_MAX = 100;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';
}

/** The filter an address holds. */
export function directoryFilterFrom(params: URLSearchParams): DirectoryFilter {
  return {
    q: (params.get('q') ?? '').slice(0, QUERY_MAX),
    province: oneOf(CANADIAN_PROVINCES, params.get('province')),
    language: oneOf(AGENT_LANGUAGES, params.get('language')),
    specialty: oneOf(AGENT_SPECIALTIES, params.get('specialty')),
  };
}

/** The address query of a filter, without the empty parts. */
export function directorySearchParams(filter: DirectoryFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['q', 'province', 'language', 'specialty'] as const) {
    const value = key === 'q' ? filter.q.trim() : filter[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** Whether any filter is set. */
export function isFiltered(filter: DirectoryFilter): boolean {
  return directorySearchParams(filter).size > 0;
}

/** Lower case without accents, so "amelie" finds "Amélie" and "quebec" finds "Québec". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('en-CA');
}

/** Whether an agent matches every filter; each search word must appear in the name, the city or the province. */
export function matchesDirectoryFilter(agent: AgentProfile, filter: DirectoryFilter): boolean {
  if (filter.province && agent.province !== filter.province) return false;
  if (filter.language && !agent.languages.includes(filter.language)) return false;
  if (filter.specialty && !agent.specialties.includes(filter.specialty)) return false;
  const words = folded(filter.q).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded(`${agent.name} ${agent.city} ${agent.province} ${PROVINCE_LABELS[agent.province]}`);
  return words.every((word) => haystack.includes(word));
}

/** The provinces the listed agents live in, in the order of the province list (for the filter's choices). */
export function provincesOf(agents: readonly AgentProfile[]): CanadianProvince[] {
  const present = new Set(agents.map((agent) => agent.province));
  return CANADIAN_PROVINCES.filter((province) => present.has(province));
}

import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { wellFormedAgentSlug } from '@tdp/shared/agents/agent-slug';

/**
 * Attribution of a visit to a connected agent: a visitor who arrives through an agent's page (`/ca/{slug}`)
 * or a link carrying `?agent={slug}` is that agent's for the rest of the visit, and the forms send the slug
 * as `agent`. Kept in sessionStorage: it ends with the tab, and the latest agent wins.
 */

/** sessionStorage key of the attributed agent's slug. */
export const AGENT_ATTRIBUTION_KEY = 'agentAttribution';

/** Query parameter of an agent's links, e.g. `/deals/bali-escape?agent=harpreet-gill`. */
export const AGENT_QUERY_PARAMETER = 'agent';

/** Remembers `slug` as the visit's agent; ignores a malformed slug. */
export function rememberAgentAttribution(slug: string): void {
  const valid = wellFormedAgentSlug(slug);
  if (!valid) return;
  try {
    sessionStorage.setItem(AGENT_ATTRIBUTION_KEY, valid);
  } catch {
    // Storage can be disabled (private modes, strict settings): the visit is then simply not attributed.
  }
}

/** The visit's agent slug, if any. */
export function readAgentAttribution(): string | undefined {
  try {
    return wellFormedAgentSlug(sessionStorage.getItem(AGENT_ATTRIBUTION_KEY));
  } catch {
    return undefined;
  }
}

/** The agent named by a query string's `agent` parameter, when well formed. */
export function agentFromQuery(search: string): string | undefined {
  return wellFormedAgentSlug(new URLSearchParams(search).get(AGENT_QUERY_PARAMETER));
}

/** sessionStorage key that marks an agent's link as counted in this tab (`agentLinkCounted:{slug}`). */
export const AGENT_LINK_COUNTED_PREFIX = 'agentLinkCounted:';

/**
 * Whether this tab has not yet counted a visit through `slug`'s link, marking it counted. A reload, the back button or
 * another page of the same link in the tab is one visit; without storage nothing is counted (nothing is remembered).
 */
function firstVisitThroughLink(slug: string): boolean {
  try {
    const key = `${AGENT_LINK_COUNTED_PREFIX}${slug}`;
    if (sessionStorage.getItem(key)) return false;
    sessionStorage.setItem(key, '1');
    return true;
  } catch {
    return false;
  }
}

/**
 * Records `?agent={slug}` of every page the visitor opens (used once by the public shell), and counts the tab's first
 * visit through each agent's link for the agent's link counts (a small module loaded only then).
 */
export function useAgentAttributionFromLinks(): void {
  const { search } = useLocation();
  useEffect(() => {
    const slug = agentFromQuery(search);
    if (!slug) return;
    rememberAgentAttribution(slug);
    if (firstVisitThroughLink(slug)) void import('./agent-link-visit.ts').then((module) => module.countAgentLinkVisit(slug));
  }, [search]);
}

import { isAgentProfileComplete, type AgentProfile } from '@tdp/shared/schemas/agent-profile';
import { findAgentProfile, listAgentProfiles, publicAgentProfile } from '../../data/agent-profile-repository.ts';
import { NotFound } from '../domain-errors.ts';

export const AGENT_NOT_FOUND_MESSAGE = 'There is no connected agent at this address.';

/**
 * The directory: every active agent's public profile, ordered by name. The whole list is small (one
 * partition), so the page filters by name, place, language and specialty in the browser, at once. An agent
 * invited before their profile was written (no bio, phone, city, province or language yet) is left out until
 * it is complete.
 */
export async function readAgentDirectory(): Promise<AgentProfile[]> {
  const profiles = await listAgentProfiles();
  return profiles
    .filter((profile) => profile.status === 'active')
    .filter(isAgentProfileComplete)
    .map(publicAgentProfile)
    .sort((a, b) => a.name.localeCompare(b.name, 'en-CA') || (a.slug < b.slug ? -1 : 1));
}

/** One active agent's public profile; 404 for an unknown or inactive agent, or one whose profile is not complete. */
export async function readAgentProfile(slug: string): Promise<AgentProfile> {
  const profile = await findAgentProfile(slug);
  if (!profile || profile.status !== 'active' || !isAgentProfileComplete(profile)) throw new NotFound(AGENT_NOT_FOUND_MESSAGE);
  return publicAgentProfile(profile);
}

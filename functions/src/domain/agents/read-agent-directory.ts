import type { AgentProfile } from '@tdp/shared/schemas/agent-profile';
import { findAgentProfile, listAgentProfiles, publicAgentProfile } from '../../data/agent-profile-repository.ts';
import { NotFound } from '../domain-errors.ts';

export const AGENT_NOT_FOUND_MESSAGE = 'There is no connected agent at this address.';

/**
 * The directory: every active agent's public profile, ordered by name. The whole list is small (one
 * partition), so the page filters by name, place, language and specialty in the browser, at once.
 */
export async function readAgentDirectory(): Promise<AgentProfile[]> {
  const profiles = await listAgentProfiles();
  return profiles
    .filter((profile) => profile.status === 'active')
    .map(publicAgentProfile)
    .sort((a, b) => a.name.localeCompare(b.name, 'en-CA') || (a.slug < b.slug ? -1 : 1));
}

/** One active agent's public profile; 404 for an unknown or inactive agent. */
export async function readAgentProfile(slug: string): Promise<AgentProfile> {
  const profile = await findAgentProfile(slug);
  if (!profile || profile.status !== 'active') throw new NotFound(AGENT_NOT_FOUND_MESSAGE);
  return publicAgentProfile(profile);
}

import { AGENT_PROFILE_PARTITION, agentProfileKey } from './agent-and-email-keys.ts';
import { deleteExisting, getEntity, putIfAbsent, queryPartition, updateVersioned, type WriteActor } from './content-table.ts';
import type { AgentProfile, AgentProfileDraft } from '@tdp/shared/schemas/agent-profile';
import type { PendingProfileChange } from '@tdp/shared/schemas/agent-own-profile';
import { agentProfileSchema } from '@tdp/shared/schemas/agent-profile';
import { Conflict } from '../domain/domain-errors.ts';

/**
 * A stored profile: the profile (its public part possibly not complete yet: an agent invited with a name and an
 * e-mail address), the username of the agent's login when one is linked (never shown publicly) and the audit
 * fields. Only a complete, active profile is public (`isAgentProfileComplete`).
 */
export interface StoredAgentProfile extends AgentProfileDraft {
  /** Username of the agent's account in the identity table, linking the login to this profile. */
  username: string | null;
  /** Id of that account: a link that survives a change of username (set by the people routes). */
  userId?: string | null;
  /** The agent's own change waiting for an admin's approval (never public; docs/decisions/agent-selling.md). */
  pendingChange?: PendingProfileChange | null;
  version: number;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
}

/** The profile fields of a stored profile (complete or not) for the admin screens: nothing of the link or audit. */
export function agentProfileDraft(stored: AgentProfileDraft): AgentProfileDraft {
  return publicAgentProfile(stored as AgentProfile) as AgentProfileDraft;
}

/** The public part of a stored profile: exactly the fields of the public schema, nothing else. */
export function publicAgentProfile(stored: AgentProfile): AgentProfile {
  const publicFields = Object.keys(agentProfileSchema.unwrap().shape) as Array<keyof AgentProfile>;
  return Object.fromEntries(publicFields.map((field) => [field, stored[field] ?? null])) as unknown as AgentProfile;
}

/** Every profile, active or not, in slug order. */
export function listAgentProfiles(): Promise<StoredAgentProfile[]> {
  return queryPartition<StoredAgentProfile>(AGENT_PROFILE_PARTITION);
}

/** One profile by slug, or null. */
export function findAgentProfile(slug: string): Promise<StoredAgentProfile | null> {
  return getEntity<StoredAgentProfile>(agentProfileKey(slug));
}

/** Creates a profile; 409 when the slug is taken. `username` links the agent's login, if there is one. */
export async function createAgentProfile(input: AgentProfileDraft, actor: WriteActor, username: string | null = null): Promise<StoredAgentProfile> {
  const stored: StoredAgentProfile = {
    ...input,
    username,
    version: 1,
    createdAt: actor.now,
    createdBy: actor.username,
    updatedAt: actor.now,
    updatedBy: actor.username,
  };
  if (!(await putIfAbsent(agentProfileKey(input.slug), 'agentProfile', stored))) {
    throw new Conflict('This profile address is already used by another agent.', { slug: 'is already used' });
  }
  return stored;
}

export const AGENT_PROFILE_NOT_FOUND_MESSAGE = 'There is no connected agent with this address.';

/** Fields of a stored profile that an update may change: everything but the slug and the audit fields. */
export type AgentProfileChanges = Partial<Omit<StoredAgentProfile, 'slug' | 'version' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'>>;

/** Changes a profile if it is still at `expectedVersion` (409 when stale, 404 when gone); returns it updated. */
export function updateAgentProfile(slug: string, expectedVersion: number, changes: AgentProfileChanges, actor: WriteActor): Promise<StoredAgentProfile> {
  return updateVersioned<StoredAgentProfile>(agentProfileKey(slug), expectedVersion, changes, actor, AGENT_PROFILE_NOT_FOUND_MESSAGE);
}

/** Deletes a profile (404 when gone) and returns it. */
export function deleteAgentProfile(slug: string): Promise<StoredAgentProfile> {
  return deleteExisting<StoredAgentProfile>(agentProfileKey(slug), AGENT_PROFILE_NOT_FOUND_MESSAGE);
}

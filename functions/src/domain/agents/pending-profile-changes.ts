import type { PendingProfileChange } from '@tdp/shared/schemas/agent-own-profile';
import { listAgentProfiles, type StoredAgentProfile } from '../../data/agent-profile-repository.ts';

/** A profile with its agent's change waiting for an admin's approval. */
export type ProfileWithPendingChange = StoredAgentProfile & { pendingChange: PendingProfileChange };

/**
 * The profiles whose agent's own change waits for approval, in slug order: one Query of the profile partition (the
 * approval screen lists them, the admin menu counts them).
 */
export async function profilesWithPendingChange(): Promise<ProfileWithPendingChange[]> {
  return (await listAgentProfiles()).filter((profile): profile is ProfileWithPendingChange => Boolean(profile.pendingChange));
}

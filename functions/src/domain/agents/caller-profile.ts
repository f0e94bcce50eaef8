import { listAgentProfiles, type StoredAgentProfile } from '../../data/agent-profile-repository.ts';
import { foldUsername } from '../../data/identity-keys.ts';
import type { Caller } from '../../http/http-types.ts';

/**
 * The agent profile of the signed-in person: linked by the login's id (`userId`), or by username for profiles made
 * before the link (the rule `GET /api/portal/me` follows). Null when no profile is linked to the login.
 */
export async function profileOfCaller(caller: Caller): Promise<StoredAgentProfile | null> {
  const username = foldUsername(caller.username);
  return (
    (await listAgentProfiles()).find((profile) =>
      profile.userId ? profile.userId === caller.sub : profile.username !== null && foldUsername(profile.username) === username,
    ) ?? null
  );
}

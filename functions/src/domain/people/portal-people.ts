import type { PortalAccount, TeamMember } from '@tdp/shared/schemas/people';
import { listAgentProfiles } from '../../data/agent-profile-repository.ts';
import { foldUsername } from '../../data/identity-keys.ts';
import { findUserById } from '../../data/user-repository.ts';
import type { Caller } from '../../http/http-types.ts';
import { NotFound } from '../domain-errors.ts';
import { usersOfRole } from './users-of-role.ts';

/** Membership shown for an agent whose profile names none, and for admins: the roles' display names, Connected Agent and Admin. */
const ROLE_MEMBERSHIP = { agent: 'Connected Agent', admin: 'Admin' } as const;

/** The portal's admin team: active admins' name, position and picture (never username or e-mail), by name. */
export async function listTeam(): Promise<TeamMember[]> {
  return (await usersOfRole('admin'))
    .filter((user) => user.status === 'active')
    .map((user) => ({ id: user.id, name: user.name, position: user.position ?? '', profile_picture: user.profilePicture }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-CA', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
}

/**
 * The signed-in person for the portal's avatar menu. An agent's membership, photo and page come from their
 * profile (one Query of the small profile partition). An account deleted or deactivated since the token was
 * issued answers 404 (not 401: the token itself is valid); the session ends at the next refresh, which fails.
 */
export async function readPortalAccount(caller: Caller | null): Promise<PortalAccount> {
  const user = caller ? await findUserById(caller.sub) : null;
  if (!user || user.status !== 'active') throw new NotFound('There is no active account for this session any more.');
  const base = { username: user.username, name: user.name, role: user.role, status: user.status };
  if (user.role === 'admin') return { ...base, membership: ROLE_MEMBERSHIP.admin, picture: user.profilePicture, profileSlug: null };
  const profile = (await listAgentProfiles()).find((candidate) =>
    candidate.userId ? candidate.userId === user.id : candidate.username !== null && foldUsername(candidate.username) === foldUsername(user.username),
  );
  return {
    ...base,
    membership: profile?.membership ?? ROLE_MEMBERSHIP.agent,
    picture: profile?.photo ?? user.profilePicture,
    profileSlug: profile?.slug ?? null,
  };
}

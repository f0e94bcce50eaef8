import type { AgentAccount, AgentAccountCreateInput, AgentAccountUpdateInput, InvitationResult, LoginSummary } from '@tdp/shared/schemas/people';
import { DEFAULT_AGENT_MEMBERSHIP, isAgentProfileComplete, type AgentProfileDraft } from '@tdp/shared/schemas/agent-profile';
import {
  AGENT_PROFILE_NOT_FOUND_MESSAGE,
  createAgentProfile,
  deleteAgentProfile,
  agentProfileDraft,
  findAgentProfile,
  listAgentProfiles,
  updateAgentProfile,
  type StoredAgentProfile,
} from '../../data/agent-profile-repository.ts';
import { STALE_VERSION_MESSAGE } from '../../data/content-table.ts';
import { foldEmail, foldUsername } from '../../data/identity-keys.ts';
import {
  createUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  findUserByUsername,
  updateUser,
  type User,
  type UserChanges,
} from '../../data/user-repository.ts';
import { revokeUserSessions } from '../auth/revoke-user-sessions.ts';
import { Conflict, NotFound } from '../domain-errors.ts';
import { resendInvitation, sendInvitation } from './invitations.ts';
import type { PeopleActor } from './people-actor.ts';
import { usersOfRole } from './users-of-role.ts';
import { refuseUnusablePictures } from '../media/picture-check.ts';

/**
 * Connected agents as admins manage them: a public profile (content table, keyed by slug) and the login
 * linked to it (identity table). The profile's version is the agent's version. There are no transactions,
 * so each use case writes in an order that is safe to stop half-way and retry: the login first (so a
 * deactivated agent can no longer sign in even if the profile write then fails), the profile second.
 */

/** The login a profile links to: by account id when known, else by username (profiles made before the link existed). */
function linkedLogin(
  profile: StoredAgentProfile,
  byId: (id: string) => User | null | undefined,
  byUsername: (username: string) => User | null | undefined,
): User | null {
  const user = profile.userId ? byId(profile.userId) : profile.username ? byUsername(profile.username) : null;
  return user && user.role === 'agent' ? user : null;
}

async function loginOf(profile: StoredAgentProfile): Promise<User | null> {
  const user = profile.userId ? await findUserById(profile.userId) : profile.username ? await findUserByUsername(profile.username) : null;
  return user && user.role === 'agent' ? user : null;
}

function loginSummary(user: User | null): LoginSummary | null {
  return user ? { userId: user.id, username: user.username, status: user.status, invitationPending: !user.hasPassword } : null;
}

function accountView(profile: StoredAgentProfile, login: User | null): AgentAccount {
  return {
    ...agentProfileDraft(profile),
    profileComplete: isAgentProfileComplete(profile),
    login: loginSummary(login),
    version: profile.version,
    createdAt: profile.createdAt,
    createdBy: profile.createdBy,
    updatedAt: profile.updatedAt,
    updatedBy: profile.updatedBy,
  };
}

/** What the login keeps in step with the profile: name, e-mail, status, membership (as position) and photo. */
function loginFieldsOf(profile: Omit<AgentProfileDraft, 'slug'>): Required<Pick<UserChanges, 'name' | 'email' | 'status' | 'position' | 'profilePicture'>> {
  return { name: profile.name, email: profile.email, status: profile.status, position: profile.membership, profilePicture: profile.photo };
}

async function findProfileOrFail(slug: string): Promise<StoredAgentProfile> {
  const profile = await findAgentProfile(slug);
  if (!profile) throw new NotFound(AGENT_PROFILE_NOT_FOUND_MESSAGE);
  return profile;
}

/** 409 naming each unique value (username, e-mail) that another account holds, before anything is written. */
async function refuseTakenValues(values: { username?: string; email?: string }, ownUserId: string | null, extra: Record<string, string> = {}): Promise<void> {
  const taken: Record<string, string> = { ...extra };
  if (values.username) {
    const holder = await findUserByUsername(values.username);
    if (holder && holder.id !== ownUserId) taken.username = 'is already taken';
  }
  if (values.email) {
    const holder = await findUserByEmail(values.email);
    if (holder && holder.id !== ownUserId) taken.email = 'is already used by another account';
  }
  const fields = Object.keys(taken);
  if (fields.length > 0) throw new Conflict(`Choose another ${fields.join(' and ')}: already in use.`, taken);
}

/** Every agent profile, active or not, by name, each with its login. */
export async function listAgentAccounts(): Promise<AgentAccount[]> {
  const [profiles, logins] = await Promise.all([listAgentProfiles(), usersOfRole('agent')]);
  const byId = new Map(logins.map((user) => [user.id, user]));
  const byUsername = new Map(logins.map((user) => [foldUsername(user.username), user]));
  return profiles
    .map((profile) =>
      accountView(
        profile,
        linkedLogin(
          profile,
          (id) => byId.get(id),
          (username) => byUsername.get(foldUsername(username)),
        ),
      ),
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'en-CA', { sensitivity: 'base' }) || a.slug.localeCompare(b.slug));
}

/** One agent by slug (404 when there is none). */
export async function readAgentAccount(slug: string): Promise<AgentAccount> {
  const profile = await findProfileOrFail(slug);
  return accountView(profile, await loginOf(profile));
}

/**
 * Creates an agent: the public profile, then a login without a password (name, e-mail, photo and status
 * from the profile), then the link from profile to login, then, for an active agent, the invitation.
 * Slug, username and e-mail must be free (409 naming each one taken). If the login cannot be created after
 * all (another admin took the username a moment before), the profile is removed again.
 */
export async function createAgentAccount(
  input: AgentAccountCreateInput,
  actor: PeopleActor,
): Promise<{ data: AgentAccount; invitation: InvitationResult | null }> {
  const { username, ...given } = input;
  // What the admin left out of the public profile is stored blank, to be completed later.
  const profileInput: AgentProfileDraft = {
    ...given,
    bio: given.bio ?? '',
    city: given.city ?? '',
    province: given.province ?? null,
    phone: given.phone ?? '',
    languages: given.languages ?? [],
    specialties: given.specialties ?? [],
    photo: given.photo ?? null,
    membership: given.membership ?? DEFAULT_AGENT_MEMBERSHIP,
  };
  await refuseTakenValues(
    { username, email: profileInput.email },
    null,
    (await findAgentProfile(profileInput.slug)) ? { slug: 'is already used by another agent' } : {},
  );
  await refuseUnusablePictures(input, null);
  await createAgentProfile(profileInput, actor, username);
  let user: User;
  try {
    user = await createUser({ username, role: 'agent', ...loginFieldsOf(profileInput) }, actor.username);
  } catch (error) {
    await deleteAgentProfile(profileInput.slug).catch(() => undefined);
    throw error;
  }
  const linked = await updateAgentProfile(profileInput.slug, 1, { userId: user.id, username: user.username }, actor);
  const invitation = user.status === 'active' ? await sendInvitation(user) : null;
  return { data: accountView(linked, user), invitation };
}

/**
 * Replaces an agent's profile at the version the editor read (409 when stale) and keeps the login in step:
 * name, e-mail, photo, membership and status, and a new username when one is given. A profile without a
 * login gets one when a username is given (and its owner an invitation, if active). Inactive: the login can
 * no longer sign in, its sessions end, and the profile leaves the public directory.
 */
export async function updateAgentAccount(
  slug: string,
  input: AgentAccountUpdateInput,
  actor: PeopleActor,
): Promise<{ data: AgentAccount; invitation?: InvitationResult | null }> {
  const profile = await findProfileOrFail(slug);
  if (profile.version !== input.version) throw new Conflict(STALE_VERSION_MESSAGE, { version: 'is out of date' });
  await refuseUnusablePictures(input, profile);
  const { version, username: requestedUsername, ...fields } = input;
  const login = await loginOf(profile);
  const newUsername =
    requestedUsername !== undefined && (!login || foldUsername(requestedUsername) !== foldUsername(login.username)) ? requestedUsername : undefined;
  const newEmail = login ? (foldEmail(fields.email) !== foldEmail(login.email) ? fields.email : undefined) : newUsername ? fields.email : undefined;
  await refuseTakenValues({ username: newUsername, email: newEmail }, login?.id ?? null);

  let user = login;
  let created = false;
  if (login) {
    user = await updateUser(login.id, login.version, { ...loginFieldsOf(fields), ...(newUsername ? { username: newUsername } : {}) }, actor.username);
    if (user.status === 'inactive') await revokeUserSessions(user.id, 'account-deactivated');
  } else if (newUsername) {
    user = await createUser({ username: newUsername, role: 'agent', ...loginFieldsOf(fields) }, actor.username);
    created = true;
  }

  let saved: StoredAgentProfile;
  try {
    saved = await updateAgentProfile(slug, version, { ...fields, username: user?.username ?? null, userId: user?.id ?? null }, actor);
  } catch (error) {
    // A login made for this save must not outlive a save that failed: it would hold the username.
    if (created && user) await deleteUser(user.id, user.version).catch(() => undefined);
    throw error;
  }
  if (!created || !user) return { data: accountView(saved, user) };
  return { data: accountView(saved, user), invitation: user.status === 'active' ? await sendInvitation(user) : null };
}

/**
 * Deletes an agent: ends the login's sessions, deletes the login, then the profile (so a retry after a
 * stop half-way finds the profile without a login and finishes). Leads keep the slug they were about.
 */
export async function deleteAgentAccount(slug: string): Promise<void> {
  const profile = await findProfileOrFail(slug);
  const login = await loginOf(profile);
  if (login) {
    await revokeUserSessions(login.id, 'account-deleted');
    await deleteUser(login.id, login.version);
  }
  await deleteAgentProfile(slug);
}

/** E-mails a new invitation to an agent whose login is waiting for its first password. */
export async function inviteAgent(slug: string): Promise<InvitationResult> {
  const login = await loginOf(await findProfileOrFail(slug));
  if (!login) throw new Conflict('This agent has no login yet: save a username for them first.', { username: 'is not set' });
  return resendInvitation(login);
}

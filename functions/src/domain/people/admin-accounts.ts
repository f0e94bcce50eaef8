import type { AdminAccount, AdminAccountCreateInput, AdminAccountUpdateInput, InvitationResult } from '@tdp/shared/schemas/people';
import { createUser, deleteUser, findUserById, updateUser, type User } from '../../data/user-repository.ts';
import { revokeUserSessions } from '../auth/revoke-user-sessions.ts';
import { Conflict, Invalid, NotFound } from '../domain-errors.ts';
import { resendInvitation, sendInvitation } from './invitations.ts';
import type { PeopleActor } from './people-actor.ts';
import { usersOfRole } from './users-of-role.ts';
import { refuseUnusablePictures } from '../media/picture-check.ts';

/**
 * Admin accounts (`admin/list|add|edit/{id}`): logins of role admin, with the fields name, username,
 * position and profile_picture. No admin can deactivate or delete their own account, so the admin area
 * always keeps at least one admin who can sign in.
 */

export const ADMIN_NOT_FOUND_MESSAGE = 'There is no such admin.';

function adminView(user: User): AdminAccount {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    position: user.position ?? '',
    profile_picture: user.profilePicture,
    status: user.status,
    invitationPending: !user.hasPassword,
    version: user.version,
    createdAt: user.createdAt,
    createdBy: user.createdBy,
    updatedAt: user.updatedAt,
    updatedBy: user.updatedBy,
  };
}

async function findAdminOrFail(id: string): Promise<User> {
  const user = await findUserById(id);
  if (!user || user.role !== 'admin') throw new NotFound(ADMIN_NOT_FOUND_MESSAGE);
  return user;
}

/** Every admin account by name. */
export async function listAdminAccounts(): Promise<AdminAccount[]> {
  return (await usersOfRole('admin')).map(adminView).sort((a, b) => a.name.localeCompare(b.name, 'en-CA', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
}

/** One admin account (404 for an unknown id or an agent's). */
export async function readAdminAccount(id: string): Promise<AdminAccount> {
  return adminView(await findAdminOrFail(id));
}

/** Creates an admin without a password (409 naming a taken username or e-mail) and, when active, invites them. */
export async function createAdminAccount(
  input: AdminAccountCreateInput,
  actor: PeopleActor,
): Promise<{ data: AdminAccount; invitation: InvitationResult | null }> {
  await refuseUnusablePictures(input, null);
  const user = await createUser(
    {
      username: input.username,
      role: 'admin',
      status: input.status,
      name: input.name,
      email: input.email,
      position: input.position,
      profilePicture: input.profile_picture,
    },
    actor.username,
  );
  return { data: adminView(user), invitation: user.status === 'active' ? await sendInvitation(user) : null };
}

/**
 * Replaces an admin account at the version the editor read (409 when stale or a username/e-mail is taken).
 * Making an account inactive ends its sessions; an admin cannot make their own account inactive (400).
 * An admin who renames themself signs in again with the new username.
 */
export async function updateAdminAccount(id: string, input: AdminAccountUpdateInput, actor: PeopleActor): Promise<AdminAccount> {
  if (id === actor.userId && input.status === 'inactive') {
    throw new Invalid('You cannot deactivate your own account: another admin can.', { status: 'cannot be inactive for your own account' });
  }
  await refuseUnusablePictures(input, await findAdminOrFail(id));
  const user = await updateUser(
    id,
    input.version,
    { username: input.username, status: input.status, name: input.name, email: input.email, position: input.position, profilePicture: input.profile_picture },
    actor.username,
  );
  if (user.status === 'inactive') await revokeUserSessions(user.id, 'account-deactivated');
  return adminView(user);
}

/** Deletes an admin account after ending its sessions; your own account answers 409. */
export async function deleteAdminAccount(id: string, actor: PeopleActor): Promise<void> {
  if (id === actor.userId) throw new Conflict('You cannot delete your own account: another admin can.');
  const user = await findAdminOrFail(id);
  await revokeUserSessions(user.id, 'account-deleted');
  await deleteUser(user.id, user.version);
}

/** E-mails a new invitation to an admin still waiting for their first password. */
export async function inviteAdmin(id: string): Promise<InvitationResult> {
  return resendInvitation(await findAdminOrFail(id));
}

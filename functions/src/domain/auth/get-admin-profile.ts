import type { AdminProfileResponse } from '@tdp/shared/schemas/auth';
import { findUserByUsername } from '../../data/user-repository.ts';
import { NotFound } from '../domain-errors.ts';

/** The admin shell's profile block for an admin, by username; 404 for anyone who is not an admin. */
export async function getAdminProfile(username: string): Promise<AdminProfileResponse['data']> {
  const user = await findUserByUsername(username);
  if (!user || user.role !== 'admin') throw new NotFound('There is no admin with this username.');
  return { name: user.name, username: user.username, position: user.position ?? '', profile_picture: user.profilePicture };
}

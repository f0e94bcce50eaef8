import type { Role } from '@tdp/shared/api/route-definition';
import { listUsersByRole, type User } from '../../data/user-repository.ts';

/** Every account of a role, following the repository's pages (a role's accounts are one index partition). */
export async function usersOfRole(role: Role): Promise<User[]> {
  const users: User[] = [];
  let cursor: string | undefined;
  do {
    const page = await listUsersByRole(role, { limit: 100, cursor });
    users.push(...page.users);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return users;
}

import { listSessionFamilies, revokeSessionFamily } from '../../data/refresh-token-repository.ts';

/**
 * Ends every session of a user (password reset, account deactivated or deleted): each live family is
 * revoked, so no refresh token of the user works any more. Access tokens already issued lapse within
 * their 15 minutes.
 */
export async function revokeUserSessions(userId: string, reason: string): Promise<number> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const live = (await listSessionFamilies(userId)).filter((family) => !family.revokedAt && family.expiresAt > nowSeconds);
  for (const family of live) await revokeSessionFamily(userId, family.familyId, reason);
  return live.length;
}

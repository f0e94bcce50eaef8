import { hashOpaqueSecret } from '../../auth/opaque-secret.ts';
import { findRefreshToken, revokeSessionFamily } from '../../data/refresh-token-repository.ts';

/**
 * Ends the session a refresh token belongs to (its whole family, so older and newer tokens die with it).
 * Unknown or already ended sessions are fine: signing out always succeeds from the caller's point of view.
 */
export async function logout(presented: string): Promise<void> {
  const record = await findRefreshToken(hashOpaqueSecret(presented));
  if (record) await revokeSessionFamily(record.userId, record.familyId, 'logout');
}

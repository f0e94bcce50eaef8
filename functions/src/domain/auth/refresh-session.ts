import { hashOpaqueSecret } from '../../auth/opaque-secret.ts';
import { findRefreshToken, findSessionFamily, markRefreshTokenUsed, revokeSessionFamily } from '../../data/refresh-token-repository.ts';
import { findUserById } from '../../data/user-repository.ts';
import { Unauthorized } from '../domain-errors.ts';
import { SESSION_ENDED_MESSAGE } from './auth-policy.ts';
import { accessTokenFor, issueRefreshToken, type TokenPair } from './start-session.ts';

function sessionEnded(): Unauthorized {
  return new Unauthorized(SESSION_ENDED_MESSAGE);
}

/**
 * Trades a refresh token for a new pair (rotation). Each token works once: spending it is one conditional
 * write that only one caller can win. Presenting a token that was already spent (a replay, or a race
 * with its twin) revokes the whole family, so the thief and the owner are both signed out and the newer
 * tokens die too. Unknown, expired and revoked tokens, and users no longer active, all answer 401.
 */
export async function refreshSession(presented: string, nowMs: number = Date.now()): Promise<TokenPair> {
  const nowSeconds = Math.floor(nowMs / 1000);
  const tokenHash = hashOpaqueSecret(presented);
  const record = await findRefreshToken(tokenHash);
  if (!record) throw sessionEnded();
  const family = await findSessionFamily(record.userId, record.familyId);
  if (!family || family.revokedAt || family.expiresAt <= nowSeconds) throw sessionEnded();
  if (record.usedAt) {
    await revokeSessionFamily(record.userId, record.familyId, 'reuse');
    throw sessionEnded();
  }
  if (record.validUntil <= nowSeconds) throw sessionEnded();
  if (!(await markRefreshTokenUsed(tokenHash))) {
    await revokeSessionFamily(record.userId, record.familyId, 'reuse');
    throw sessionEnded();
  }

  const user = await findUserById(record.userId);
  if (!user || user.status !== 'active') {
    await revokeSessionFamily(record.userId, record.familyId, 'account');
    throw sessionEnded();
  }
  const refreshToken = await issueRefreshToken(user.id, family.familyId, family.expiresAt, nowMs);
  // A replay may have revoked the family while we rotated: then the new pair must not be handed out.
  if ((await findSessionFamily(user.id, family.familyId))?.revokedAt) throw sessionEnded();
  return { accessToken: await accessTokenFor(user), refreshToken };
}

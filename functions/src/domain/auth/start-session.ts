import { randomUUID } from 'node:crypto';
import { issueAccessToken } from '../../auth/access-token.ts';
import { createOpaqueSecret, hashOpaqueSecret } from '../../auth/opaque-secret.ts';
import { createSessionFamily, putRefreshToken } from '../../data/refresh-token-repository.ts';
import type { User } from '../../data/user-repository.ts';
import { REFRESH_TOKEN_IDLE_SECONDS, SESSION_MAX_AGE_SECONDS } from './auth-policy.ts';

/** An access token and the refresh token that renews it. */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** The access token for a user, with the role and username stored on the user (never the ones asked for). */
export async function accessTokenFor(user: Pick<User, 'id' | 'role' | 'username'>): Promise<string> {
  return (await issueAccessToken({ sub: user.id, role: user.role, username: user.username })).token;
}

/** Issues the next refresh token of a family: valid for the idle lifetime, never past the family's end. */
export async function issueRefreshToken(userId: string, familyId: string, familyExpiresAt: number, nowMs: number = Date.now()): Promise<string> {
  const refreshToken = createOpaqueSecret();
  const nowSeconds = Math.floor(nowMs / 1000);
  await putRefreshToken({
    tokenHash: hashOpaqueSecret(refreshToken),
    familyId,
    userId,
    issuedAt: new Date(nowMs).toISOString(),
    validUntil: Math.min(nowSeconds + REFRESH_TOKEN_IDLE_SECONDS, familyExpiresAt),
    // Kept until the family ends, so a replay of this token is recognised for as long as it could matter.
    expiresAt: familyExpiresAt,
  });
  return refreshToken;
}

/** Starts a new session family for a signed-in user and returns its first token pair. */
export async function startSession(user: Pick<User, 'id' | 'role' | 'username'>, nowMs: number = Date.now()): Promise<TokenPair> {
  const familyId = randomUUID();
  const expiresAt = Math.floor(nowMs / 1000) + SESSION_MAX_AGE_SECONDS;
  await createSessionFamily({ familyId, userId: user.id, createdAt: new Date(nowMs).toISOString(), expiresAt });
  const refreshToken = await issueRefreshToken(user.id, familyId, expiresAt, nowMs);
  return { accessToken: await accessTokenFor(user), refreshToken };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOpaqueSecret } from '../../auth/opaque-secret.ts';
import { verifyAccessToken } from '../../auth/verify-access-token.ts';
import { findRefreshToken, findSessionFamily } from '../../data/refresh-token-repository.ts';
import { REFRESH_TOKEN_IDLE_SECONDS, SESSION_MAX_AGE_SECONDS } from './auth-policy.ts';
import { createTestUser, useAuthTestStack, type AuthTestStack } from '../../../test/auth-test-stack.ts';
import { startSession } from './start-session.ts';

let stack: AuthTestStack;
beforeAll(async () => {
  stack = await useAuthTestStack();
});
afterAll(() => stack.stop());

describe('startSession', () => {
  it('starts a family and stores only the hash of its first refresh token', async () => {
    const admin = await createTestUser({ role: 'admin', password: null });
    const now = Date.now();
    const pair = await startSession(admin, now);
    expect(await verifyAccessToken(pair.accessToken)).toEqual({ sub: admin.id, role: 'admin', username: admin.username });
    const record = await findRefreshToken(hashOpaqueSecret(pair.refreshToken));
    expect(record).toMatchObject({ userId: admin.id, usedAt: null, validUntil: Math.floor(now / 1000) + REFRESH_TOKEN_IDLE_SECONDS });
    expect(JSON.stringify(record)).not.toContain(pair.refreshToken);
    const family = await findSessionFamily(admin.id, record!.familyId);
    expect(family).toMatchObject({ revokedAt: null, expiresAt: Math.floor(now / 1000) + SESSION_MAX_AGE_SECONDS });
    expect(record!.expiresAt).toBe(family!.expiresAt);
  });
});

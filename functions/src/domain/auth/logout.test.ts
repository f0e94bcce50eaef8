import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED_MESSAGE } from './auth-policy.ts';
import { createTestUser, useAuthTestStack, type AuthTestStack } from '../../../test/auth-test-stack.ts';
import { logout } from './logout.ts';
import { refreshSession } from './refresh-session.ts';
import { startSession } from './start-session.ts';

let stack: AuthTestStack;
beforeAll(async () => {
  stack = await useAuthTestStack();
});
afterAll(() => stack.stop());

describe('logout', () => {
  it('ends the session of the refresh token, older and newer tokens included, and no other session', async () => {
    const agent = await createTestUser({ role: 'agent', password: null });
    const session = await startSession(agent);
    const other = await startSession(agent);
    const rotated = await refreshSession(session.refreshToken);
    await logout(session.refreshToken);
    await expect(refreshSession(rotated.refreshToken)).rejects.toMatchObject({ status: 401, message: SESSION_ENDED_MESSAGE });
    await expect(refreshSession(other.refreshToken)).resolves.toBeTruthy();
  });

  it('succeeds quietly for an unknown or already ended session', async () => {
    await expect(logout('y'.repeat(43))).resolves.toBeUndefined();
    const agent = await createTestUser({ role: 'agent', password: null });
    const session = await startSession(agent);
    await logout(session.refreshToken);
    await expect(logout(session.refreshToken)).resolves.toBeUndefined();
  });
});

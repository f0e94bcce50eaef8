import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, useAuthTestStack, type AuthTestStack } from '../../../test/auth-test-stack.ts';
import { refreshSession } from './refresh-session.ts';
import { revokeUserSessions } from './revoke-user-sessions.ts';
import { startSession } from './start-session.ts';

let stack: AuthTestStack;
beforeAll(async () => {
  stack = await useAuthTestStack();
});
afterAll(() => stack.stop());

describe('revokeUserSessions', () => {
  it("ends every live session of one user and nobody else's", async () => {
    const agent = await createTestUser({ role: 'agent', password: null });
    const bystander = await createTestUser({ role: 'agent', password: null });
    const sessions = [await startSession(agent), await startSession(agent), await startSession(agent)];
    const kept = await startSession(bystander);
    expect(await revokeUserSessions(agent.id, 'account')).toBe(3);
    for (const session of sessions) await expect(refreshSession(session.refreshToken)).rejects.toMatchObject({ status: 401 });
    await expect(refreshSession(kept.refreshToken)).resolves.toBeTruthy();
    expect(await revokeUserSessions(agent.id, 'account')).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateUser } from '../../data/user-repository.ts';
import { RESET_KEY_TTL_SECONDS, RESET_LINK_INVALID_MESSAGE } from './auth-policy.ts';
import { createTestUser, useAuthTestStack, type AuthTestStack } from './auth-test-stack.ts';
import { checkResetKey } from './check-reset-key.ts';
import { issuePasswordKey } from './issue-password-key.ts';

let stack: AuthTestStack;
beforeAll(async () => {
  stack = await useAuthTestStack();
});
afterAll(() => stack.stop());

describe('checkResetKey', () => {
  it('tells until when a fresh reset link works', async () => {
    const agent = await createTestUser({ role: 'agent', password: null });
    const now = Date.now();
    const { key } = await issuePasswordKey(agent.id, 'reset', now);
    expect(await checkResetKey(key, now)).toEqual({ expiresAt: new Date((Math.floor(now / 1000) + RESET_KEY_TTL_SECONDS) * 1000).toISOString() });
  });

  it('refuses the link of an account made inactive since', async () => {
    const agent = await createTestUser({ role: 'agent', password: null });
    const { key } = await issuePasswordKey(agent.id, 'reset');
    await updateUser(agent.id, agent.version, { status: 'inactive' }, 'test');
    await expect(checkResetKey(key)).rejects.toMatchObject({ status: 404, message: RESET_LINK_INVALID_MESSAGE });
  });
});

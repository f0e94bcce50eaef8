import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateUser } from '../../data/user-repository.ts';
import { INVITATION_KEY_TTL_SECONDS, INVITATION_LINK_INVALID_MESSAGE, RESET_KEY_TTL_SECONDS, RESET_LINK_INVALID_MESSAGE } from './auth-policy.ts';
import { createTestUser, useAuthTestStack, type AuthTestStack } from '../../../test/auth-test-stack.ts';
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
    expect(await checkResetKey(key, now)).toEqual({
      expiresAt: new Date((Math.floor(now / 1000) + RESET_KEY_TTL_SECONDS) * 1000).toISOString(),
      purpose: 'reset',
    });
  });

  it('says a link is an invitation, and until when it works (7 days)', async () => {
    const agent = await createTestUser({ role: 'agent', password: null });
    const now = Date.now();
    const { key } = await issuePasswordKey(agent.id, 'invitation', now);
    expect(await checkResetKey(key, now)).toEqual({
      expiresAt: new Date((Math.floor(now / 1000) + INVITATION_KEY_TTL_SECONDS) * 1000).toISOString(),
      purpose: 'invitation',
    });
  });

  it('names what a spent link of ours was for, so the page can say how long such links work; an unknown key says nothing', async () => {
    const agent = await createTestUser({ role: 'agent', password: null });
    const now = Date.now();
    const invitation = await issuePasswordKey(agent.id, 'invitation', now);
    await expect(checkResetKey(invitation.key, now + INVITATION_KEY_TTL_SECONDS * 1000 + 1000)).rejects.toMatchObject({
      status: 404,
      message: INVITATION_LINK_INVALID_MESSAGE,
      fields: { purpose: 'invitation' },
    });
    const reset = await issuePasswordKey(agent.id, 'reset', now);
    // The newer key revoked the invitation: it is spent too, and still says what it was.
    await expect(checkResetKey(invitation.key, now)).rejects.toMatchObject({ status: 404, fields: { purpose: 'invitation' } });
    await expect(checkResetKey(reset.key, now + RESET_KEY_TTL_SECONDS * 1000 + 1000)).rejects.toMatchObject({
      status: 404,
      message: RESET_LINK_INVALID_MESSAGE,
      fields: { purpose: 'reset' },
    });
    const unknown = await checkResetKey('A'.repeat(43), now).catch((error: unknown) => error);
    expect(unknown).toMatchObject({ status: 404, message: RESET_LINK_INVALID_MESSAGE });
    expect((unknown as { fields?: unknown }).fields).toBeUndefined();
  });

  it('refuses the link of an account made inactive since', async () => {
    const agent = await createTestUser({ role: 'agent', password: null });
    const { key } = await issuePasswordKey(agent.id, 'reset');
    await updateUser(agent.id, agent.version, { status: 'inactive' }, 'test');
    await expect(checkResetKey(key)).rejects.toMatchObject({ status: 404, message: RESET_LINK_INVALID_MESSAGE, fields: { purpose: 'reset' } });
  });
});

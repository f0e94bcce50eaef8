import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/password-hash.ts';
import { findCredentialsByUsername } from '../../data/user-repository.ts';
import { RESET_KEY_TTL_SECONDS, RESET_LINK_INVALID_MESSAGE } from './auth-policy.ts';
import { createTestUser, readOutbox, resetKeyFromEmail, useAuthTestStack, type AuthTestStack } from '../../../test/auth-test-stack.ts';
import { checkResetKey } from './check-reset-key.ts';
import { issuePasswordKey } from './issue-password-key.ts';
import { refreshSession } from './refresh-session.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { startSession } from './start-session.ts';

let stack: AuthTestStack;
beforeAll(async () => {
  stack = await useAuthTestStack();
});
afterAll(() => stack.stop());

const invalidLink = { status: 404, message: RESET_LINK_INVALID_MESSAGE };

async function resetKeyFor(email: string, username: string): Promise<string> {
  await requestPasswordReset(username);
  const messages = readOutbox(stack.dataDir).filter((message) => message.to === email);
  return resetKeyFromEmail(messages.at(-1)!);
}

describe('resetPassword', () => {
  it('sets the new password from the e-mailed link and ends every session of the user', async () => {
    const agent = await createTestUser({ role: 'agent', password: null });
    const sessions = [await startSession(agent), await startSession(agent)];
    const key = await resetKeyFor(agent.email, agent.username);
    await resetPassword(key, 'my new passphrase');
    const credentials = await findCredentialsByUsername(agent.username);
    expect(await verifyPassword('my new passphrase', credentials!.passwordHash!)).toBe(true);
    for (const session of sessions) await expect(refreshSession(session.refreshToken)).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a key used once already', async () => {
    const agent = await createTestUser({ role: 'agent', password: null });
    const key = await resetKeyFor(agent.email, agent.username);
    await resetPassword(key, 'first new password');
    await expect(resetPassword(key, 'second new password')).rejects.toMatchObject(invalidLink);
    await expect(checkResetKey(key)).rejects.toMatchObject(invalidLink);
  });

  it('refuses a key after 60 minutes', async () => {
    const agent = await createTestUser({ role: 'agent', password: null });
    const key = await resetKeyFor(agent.email, agent.username);
    const later = Date.now() + RESET_KEY_TTL_SECONDS * 1000 + 1000;
    await expect(checkResetKey(key, later)).rejects.toMatchObject(invalidLink);
    await expect(resetPassword(key, 'too late password', later)).rejects.toMatchObject(invalidLink);
  });

  it('refuses an unknown key', async () => {
    await expect(resetPassword('z'.repeat(43), 'whatever password')).rejects.toMatchObject(invalidLink);
    await expect(checkResetKey('z'.repeat(43))).rejects.toMatchObject(invalidLink);
  });

  it('refuses an older link once a newer one was used', async () => {
    const agent = await createTestUser({ role: 'agent', password: null });
    const older = await resetKeyFor(agent.email, agent.username);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await resetKeyFor(agent.email, agent.username);
    await resetPassword(newer, 'newest password');
    await expect(resetPassword(older, 'older password')).rejects.toMatchObject(invalidLink);
  });

  it('lets an invited user choose a first password with an invitation key', async () => {
    const invited = await createTestUser({ role: 'agent', password: null });
    const { key, link, expiresAt } = await issuePasswordKey(invited.id, 'invitation');
    expect(link).toBe(`http://site.test/resetpassword/${key}`);
    expect(expiresAt).toBeGreaterThan(Date.now() / 1000 + 6 * 24 * 3600);
    expect(await checkResetKey(key)).toEqual({ expiresAt: new Date(expiresAt * 1000).toISOString(), purpose: 'invitation' });
    await resetPassword(key, 'first password ever');
    expect((await findCredentialsByUsername(invited.username))?.user.hasPassword).toBe(true);
  });
});

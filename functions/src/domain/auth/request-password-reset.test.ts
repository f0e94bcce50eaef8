import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateUser } from '../../data/user-repository.ts';
import { createTestUser, readOutbox, resetKeyFromEmail, useAuthTestStack, type AuthTestStack } from './auth-test-stack.ts';
import { PASSWORD_RESET_EMAIL_TYPE, RESET_REQUESTED_MESSAGE, passwordResetEmail, requestPasswordReset } from './request-password-reset.ts';

let stack: AuthTestStack;
beforeAll(async () => {
  stack = await useAuthTestStack();
});
afterAll(() => stack.stop());

function mailTo(email: string) {
  return readOutbox(stack.dataDir).filter((message) => message.to === email);
}

describe('requestPasswordReset', () => {
  it('e-mails an active account a single link to /resetpassword/{key} on the site', async () => {
    const agent = await createTestUser({ role: 'agent', password: null, name: 'Sam Rivera' });
    expect(await requestPasswordReset(agent.username.toUpperCase())).toEqual({ message: RESET_REQUESTED_MESSAGE });
    const [message] = mailTo(agent.email);
    expect(message).toMatchObject({ type: PASSWORD_RESET_EMAIL_TYPE, subject: 'Reset your TBB Travel password' });
    expect(message!.text).toContain('Hello Sam Rivera,');
    expect(message!.text).toMatch(/http:\/\/site\.test\/resetpassword\/[A-Za-z0-9_-]{43}\n/);
    expect(message!.html).toContain(`href="http://site.test/resetpassword/${resetKeyFromEmail(message!)}"`);
  });

  it('finds the account by e-mail address too', async () => {
    const agent = await createTestUser({ role: 'agent', password: null });
    await requestPasswordReset(agent.email.toUpperCase());
    expect(mailTo(agent.email)).toHaveLength(1);
  });

  it('answers the same for an unknown account or an inactive one, and sends nothing', async () => {
    const before = readOutbox(stack.dataDir).length;
    expect(await requestPasswordReset('nobody-here')).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(await requestPasswordReset('nobody@example.com')).toEqual({ message: RESET_REQUESTED_MESSAGE });
    const inactive = await createTestUser({ role: 'agent', password: null });
    await updateUser(inactive.id, inactive.version, { status: 'inactive' }, 'test');
    expect(await requestPasswordReset(inactive.username)).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(readOutbox(stack.dataDir)).toHaveLength(before);
  });

  it('answers 429 to the 4th request within the hour for the same value, existing account or not', async () => {
    const agent = await createTestUser({ role: 'agent', password: null });
    for (let i = 0; i < 3; i += 1) await requestPasswordReset(agent.username);
    await expect(requestPasswordReset(agent.username)).rejects.toMatchObject({ status: 429, headers: { 'retry-after': expect.stringMatching(/^\d+$/) } });
    for (let i = 0; i < 3; i += 1) await requestPasswordReset('unknown-person');
    await expect(requestPasswordReset('unknown-person')).rejects.toMatchObject({ status: 429 });
    expect(mailTo(agent.email)).toHaveLength(3);
  });

  it('sends at most 3 e-mails an hour to one account, however it is named, without saying so', async () => {
    const agent = await createTestUser({ role: 'agent', password: null });
    for (let i = 0; i < 3; i += 1) await requestPasswordReset(agent.username);
    expect(await requestPasswordReset(agent.email)).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(mailTo(agent.email)).toHaveLength(3);
  });

  it('escapes the name in the HTML version', () => {
    const { html } = passwordResetEmail({ name: '<img src=x onerror=alert(1)>', username: 'x' }, 'http://site.test/resetpassword/abc');
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img');
  });
});

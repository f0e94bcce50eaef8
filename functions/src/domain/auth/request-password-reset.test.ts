import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateUser } from '../../data/user-repository.ts';
import { createTestUser, readOutbox, resetKeyFromEmail, useAuthTestStack, type AuthTestStack } from '../../../test/auth-test-stack.ts';
import { insertTemplate } from '../../data/email-template-repository.ts';
import { PASSWORD_RESET_EMAIL_TYPE, RESET_REQUESTED_MESSAGE, requestPasswordReset } from './request-password-reset.ts';

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

  it('escapes the name in the HTML version', async () => {
    const agent = await createTestUser({ role: 'agent', password: null, name: '<img src=x onerror=alert(1)>' });
    await requestPasswordReset(agent.username);
    const [message] = mailTo(agent.email);
    expect(message!.html).not.toContain('<img');
    expect(message!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('words the mail with the password-reset template an admin saved', async () => {
    await insertTemplate(
      'password-reset',
      {
        name: 'Password reset',
        subject: 'New password for {{username}}',
        html: '<p>Hi {{name}}, <a href="{{resetLink}}">choose a new password</a> within {{linkValidFor}}.</p>',
        text: 'Hi {{name}}, open {{resetLink}} within {{linkValidFor}}.',
        placeholders: ['username', 'name', 'resetLink', 'linkValidFor'],
      },
      { username: 'alex.admin', now: new Date().toISOString() },
    );
    const agent = await createTestUser({ role: 'agent', password: null, name: 'Robin Diaz' });
    await requestPasswordReset(agent.username);
    const [message] = mailTo(agent.email);
    expect(message).toMatchObject({ type: PASSWORD_RESET_EMAIL_TYPE, subject: `New password for ${agent.username}` });
    expect(message!.text).toMatch(/^Hi Robin Diaz, open http:\/\/site\.test\/resetpassword\/[A-Za-z0-9_-]{43} within 60 minutes\.$/);
  });
});

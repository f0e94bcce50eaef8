import { routes } from '@tdp/shared/api/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, useAuthTestStack, type AuthTestStack } from '../../../test/auth-test-stack.ts';
import { callRoute } from '../../../test/call-route.ts';

let stack: AuthTestStack;
beforeAll(async () => {
  stack = await useAuthTestStack();
});
afterAll(() => stack.stop());

let address = 0;
const nextAddress = () => `198.18.9.${(address += 1)}`;

async function signIn(username: string, password: string, role: 'agent' | 'admin' = 'agent') {
  const answer = await callRoute(routes.login, { params: { role }, body: { username, password }, sourceIp: nextAddress() });
  return answer;
}

describe('POST /api/auth/change-password', () => {
  it('changes the password with the current one, ends the other sessions and keeps this browser signed in', async () => {
    const agent = await createTestUser({ role: 'agent' });
    const here = (await signIn(agent.username, 'a-good-password')).body;
    const elsewhere = (await signIn(agent.username, 'a-good-password')).body;

    const changed = await callRoute(routes.changePassword, {
      body: { currentPassword: 'a-good-password', newPassword: 'a-better-password' },
      token: here.accessToken,
      sourceIp: nextAddress(),
    });
    expect(changed.status).toBe(200);
    expect(Object.keys(changed.body).sort()).toEqual(['accessToken', 'refreshToken']);

    // Both earlier sessions ended; the new pair refreshes.
    expect((await callRoute(routes.refreshToken, { body: { refreshToken: elsewhere.refreshToken }, sourceIp: nextAddress() })).status).toBe(401);
    expect((await callRoute(routes.refreshToken, { body: { refreshToken: here.refreshToken }, sourceIp: nextAddress() })).status).toBe(401);
    expect((await callRoute(routes.refreshToken, { body: { refreshToken: changed.body.refreshToken }, sourceIp: nextAddress() })).status).toBe(200);

    expect((await signIn(agent.username, 'a-good-password')).status).toBe(401);
    expect((await signIn(agent.username, 'a-better-password')).status).toBe(200);
  });

  it('refuses a wrong current password with a 400 naming it, and a new password that breaks the rules', async () => {
    const admin = await createTestUser({ role: 'admin' });
    const session = (await signIn(admin.username, 'a-good-password', 'admin')).body;
    const wrong = await callRoute(routes.changePassword, {
      body: { currentPassword: 'not-it-at-all', newPassword: 'a-better-password' },
      token: session.accessToken,
      sourceIp: nextAddress(),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ currentPassword: 'is not correct' });
    const short = await callRoute(routes.changePassword, {
      body: { currentPassword: 'a-good-password', newPassword: 'short' },
      token: session.accessToken,
      sourceIp: nextAddress(),
    });
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toHaveProperty('newPassword');
    const same = await callRoute(routes.changePassword, {
      body: { currentPassword: 'a-good-password', newPassword: 'a-good-password' },
      token: session.accessToken,
      sourceIp: nextAddress(),
    });
    expect(same.body.error.fields).toEqual({ newPassword: 'must differ from the current password' });
    expect((await signIn(admin.username, 'a-good-password', 'admin')).status).toBe(200);
  });

  it('needs a session (401) and counts wrong guesses like sign-ins (429 past the limit)', async () => {
    expect((await callRoute(routes.changePassword, { body: { currentPassword: 'x', newPassword: 'a-better-password' }, sourceIp: nextAddress() })).status).toBe(
      401,
    );
    const agent = await createTestUser({ role: 'agent' });
    const session = (await signIn(agent.username, 'a-good-password')).body;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await callRoute(routes.changePassword, {
        body: { currentPassword: `guess-${attempt}`, newPassword: 'a-better-password' },
        token: session.accessToken,
        sourceIp: nextAddress(),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

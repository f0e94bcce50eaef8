import { routes } from '@tdp/shared/api/routes';
import { adminProfileResponseSchema, loginResponseSchema, refreshResponseSchema } from '@tdp/shared/schemas/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccessToken } from '../../auth/access-token.ts';
import { createTestUser, readOutbox, resetKeyFromEmail, useAuthTestStack, type AuthTestStack } from '../../../test/auth-test-stack.ts';
import { callRoute } from '../../../test/call-route.ts';

let stack: AuthTestStack;
beforeAll(async () => {
  stack = await useAuthTestStack();
});
afterAll(() => stack.stop());

let address = 0;
const nextAddress = () => `198.18.0.${(address += 1)}`;

describe('auth API', () => {
  it('signs in on POST /api/auth/login/{role} and answers exactly {accessToken, refreshToken, role, redirectUrl}', async () => {
    const admin = await createTestUser({ role: 'admin', name: 'Alex Morgan', position: 'Operations Manager' });
    const answer = await callRoute(routes.login, {
      params: { role: 'admin' },
      body: { username: admin.username, password: 'a-good-password' },
      sourceIp: nextAddress(),
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['accessToken', 'redirectUrl', 'refreshToken', 'role']);
    expect(loginResponseSchema.parse(answer.body)).toMatchObject({ role: 'admin', redirectUrl: '/admin-dashboard' });
    expect(answer.headers['cache-control']).toBe('no-store');

    const profile = await callRoute(routes.adminByUsername, { params: { username: admin.username }, token: answer.body.accessToken });
    expect(profile.status).toBe(200);
    expect(adminProfileResponseSchema.parse(profile.body)).toEqual({
      data: { name: 'Alex Morgan', username: admin.username, position: 'Operations Manager', profile_picture: null },
    });
  });

  it('answers the same 401 body for a wrong password and for the wrong role path', async () => {
    const agent = await createTestUser({ role: 'agent' });
    const wrongPassword = await callRoute(routes.login, {
      params: { role: 'agent' },
      body: { username: agent.username, password: 'nope-nope' },
      sourceIp: nextAddress(),
    });
    const wrongRole = await callRoute(routes.login, {
      params: { role: 'admin' },
      body: { username: agent.username, password: 'a-good-password' },
      sourceIp: nextAddress(),
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongRole.status).toBe(401);
    expect(wrongRole.body).toEqual(wrongPassword.body);
    expect(wrongPassword.body).toEqual({ error: { code: 'UNAUTHORIZED', message: 'The username or password is not correct.' } });
  });

  it('answers the 6th failed login with 429 and Retry-After', async () => {
    const agent = await createTestUser({ role: 'agent' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await callRoute(routes.login, {
        params: { role: 'agent' },
        body: { username: agent.username, password: `wrong-${i}` },
        sourceIp: nextAddress(),
      });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(answer.body.error.code).toBe('TOO_MANY_REQUESTS');
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('validates the login request: role segment, fields, unknown fields', async () => {
    const badRole = await callRoute(routes.login, { params: { role: 'superuser' }, body: { username: 'a', password: 'b' } });
    expect(badRole.status).toBe(400);
    expect(badRole.body.error.fields).toEqual({ 'params.role': 'must be admin or agent' });
    const missing = await callRoute(routes.login, { params: { role: 'agent' }, body: { username: '  ' } });
    expect(missing.body.error.fields).toEqual({ username: 'is required', password: 'is required' });
    const extra = await callRoute(routes.login, { params: { role: 'agent' }, body: { username: 'a', password: 'b', isAdmin: true } });
    expect(extra.body.error.fields).toEqual({ isAdmin: 'is not an accepted field' });
    const huge = await callRoute(routes.login, { params: { role: 'agent' }, body: { username: 'a', password: 'p'.repeat(5000) } });
    expect(huge.status).toBe(413);
  });

  it('rotates on POST /api/auth/refresh_token, ends the family on replay, and logs out', async () => {
    const agent = await createTestUser({ role: 'agent' });
    const login = await callRoute(routes.login, {
      params: { role: 'agent' },
      body: { username: agent.username, password: 'a-good-password' },
      sourceIp: nextAddress(),
    });
    const rt1 = login.body.refreshToken;
    const rotated = await callRoute(routes.refreshToken, { body: { refreshToken: rt1 } });
    expect(rotated.status).toBe(200);
    expect(Object.keys(refreshResponseSchema.parse(rotated.body)).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(Object.keys(rotated.body).sort()).toEqual(['accessToken', 'refreshToken']);

    const replay = await callRoute(routes.refreshToken, { body: { refreshToken: rt1 } });
    expect(replay.status).toBe(401);
    expect((await callRoute(routes.refreshToken, { body: { refreshToken: rotated.body.refreshToken } })).status).toBe(401);

    const again = await callRoute(routes.login, {
      params: { role: 'agent' },
      body: { username: agent.username, password: 'a-good-password' },
      sourceIp: nextAddress(),
    });
    const logout = await callRoute(routes.logout, { body: { refreshToken: again.body.refreshToken } });
    expect(logout.status).toBe(204);
    expect((await callRoute(routes.refreshToken, { body: { refreshToken: again.body.refreshToken } })).status).toBe(401);
    expect((await callRoute(routes.logout, { body: { refreshToken: 'unknown' } })).status).toBe(204);
  });

  it('answers 400 naming refreshToken when it is missing', async () => {
    const answer = await callRoute(routes.refreshToken, { body: {} });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ refreshToken: 'is required' });
  });

  it('answers forgot-password the same for a known and an unknown account, and resets with the e-mailed key', async () => {
    const agent = await createTestUser({ role: 'agent' });
    const known = await callRoute(routes.forgotPassword, { body: { usernameOrEmail: agent.email } });
    const unknown = await callRoute(routes.forgotPassword, { body: { usernameOrEmail: 'nobody@example.com' } });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);

    const message = readOutbox(stack.dataDir).find((candidate) => candidate.to === agent.email)!;
    const key = resetKeyFromEmail(message);
    const check = await callRoute(routes.checkResetKey, { params: { key } });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ data: { expiresAt: expect.any(String), purpose: 'reset' } });

    const tooShort = await callRoute(routes.resetPassword, { body: { key, password: 'short' } });
    expect(tooShort.body.error.fields).toEqual({ password: 'must be at least 8 characters' });
    expect((await callRoute(routes.resetPassword, { body: { key, password: 'a brand new password' } })).status).toBe(204);
    expect((await callRoute(routes.resetPassword, { body: { key, password: 'a brand new password' } })).status).toBe(404);
    const spent = await callRoute(routes.checkResetKey, { params: { key } });
    expect(spent.status).toBe(404);
    expect(spent.body.error).toMatchObject({ code: 'NOT_FOUND', fields: { purpose: 'reset' } });

    const signIn = await callRoute(routes.login, {
      params: { role: 'agent' },
      body: { username: agent.username, password: 'a brand new password' },
      sourceIp: nextAddress(),
    });
    expect(signIn.status).toBe(200);
  });

  it('guards the admin profile: 401 without a token, 403 for an agent, 404 for a username that is not an admin', async () => {
    const agent = await createTestUser({ role: 'agent', password: null });
    expect((await callRoute(routes.adminByUsername, { params: { username: 'admin' } })).status).toBe(401);
    const agentToken = (await issueAccessToken({ sub: agent.id, role: 'agent', username: agent.username })).token;
    const forbidden = await callRoute(routes.adminByUsername, { params: { username: 'admin' }, token: agentToken });
    expect(forbidden.status).toBe(403);
    const adminToken = (await issueAccessToken({ sub: 'someone', role: 'admin', username: 'someone' })).token;
    expect((await callRoute(routes.adminByUsername, { params: { username: agent.username }, token: adminToken })).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/password-hash.ts';
import { verifyAccessToken } from '../../auth/verify-access-token.ts';
import { readRateWindow } from '../../data/rate-limit-repository.ts';
import { findCredentialsByUsername, setPasswordHash, updateUser } from '../../data/user-repository.ts';
import { ACCOUNT_FAILURE_LIMIT, DEVICE_TOKEN_TTL_SECONDS, FAILURE_WINDOW_MS, RATE_SCOPES, SIGN_IN_FAILED_MESSAGE } from './auth-policy.ts';
import { createTestUser, useAuthTestStack, type AuthTestStack } from '../../../test/auth-test-stack.ts';
import { login } from './login.ts';

let stack: AuthTestStack;
beforeAll(async () => {
  stack = await useAuthTestStack();
});
afterAll(() => stack.stop());

let address = 0;
/** A fresh client address per test, so the per-address counter of one test never affects another. */
function nextAddress(): string {
  address += 1;
  return `192.0.2.${address}`;
}

describe('login', () => {
  it('signs an admin in on the admin path and sends them to the admin dashboard', async () => {
    const admin = await createTestUser({ role: 'admin', username: 'Alex.Admin' });
    const { response: answer } = await login({ role: 'admin', username: ' alex.admin ', password: 'a-good-password', sourceIp: nextAddress() });
    expect(answer).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      role: 'admin',
      redirectUrl: '/admin-dashboard',
    });
    expect(await verifyAccessToken(answer.accessToken)).toEqual({ sub: admin.id, role: 'admin', username: 'Alex.Admin' });
  });

  it('signs an agent in on the agent path and sends them to the welcome video', async () => {
    const agent = await createTestUser({ role: 'agent' });
    const { response: answer } = await login({ role: 'agent', username: agent.username, password: 'a-good-password', sourceIp: nextAddress() });
    expect(answer.role).toBe('agent');
    expect(answer.redirectUrl).toBe('/agent-dashboard');
  });

  it('answers the same 401 for a wrong password, an unknown user, the wrong role path, an inactive account and an account without password', async () => {
    const agent = await createTestUser({ role: 'agent' });
    const inactive = await createTestUser({ role: 'agent' });
    await updateUser(inactive.id, inactive.version, { status: 'inactive' }, 'test');
    const invited = await createTestUser({ role: 'agent', password: null });
    const attempts = [
      { role: 'agent' as const, username: agent.username, password: 'not-the-password' },
      { role: 'agent' as const, username: 'no-such-user', password: 'a-good-password' },
      { role: 'admin' as const, username: agent.username, password: 'a-good-password' },
      { role: 'agent' as const, username: inactive.username, password: 'a-good-password' },
      { role: 'agent' as const, username: invited.username, password: 'a-good-password' },
    ];
    for (const attempt of attempts) {
      await expect(login({ ...attempt, sourceIp: nextAddress() })).rejects.toMatchObject({ status: 401, message: SIGN_IN_FAILED_MESSAGE });
    }
  });

  it('answers 429 with Retry-After on the 6th attempt after 5 failures, even with the right password', async () => {
    const agent = await createTestUser({ role: 'agent' });
    const sourceIp = nextAddress();
    for (let i = 0; i < 5; i += 1) {
      await expect(login({ role: 'agent', username: agent.username, password: `wrong-${i}`, sourceIp })).rejects.toMatchObject({ status: 401 });
    }
    const blocked = login({ role: 'agent', username: agent.username.toUpperCase(), password: 'a-good-password', sourceIp: nextAddress() });
    await expect(blocked).rejects.toMatchObject({ status: 429 });
    const error = (await blocked.catch((caught: unknown) => caught)) as { headers: Record<string, string> };
    const retryAfter = Number(error.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('counts failures for usernames that do not exist, so the lock does not reveal which exist', async () => {
    for (let i = 0; i < 5; i += 1) {
      await expect(login({ role: 'agent', username: 'ghost', password: 'whatever-it-is', sourceIp: nextAddress() })).rejects.toMatchObject({ status: 401 });
    }
    await expect(login({ role: 'agent', username: 'ghost', password: 'whatever-it-is', sourceIp: nextAddress() })).rejects.toMatchObject({ status: 429 });
  });

  it('forgets the account failures after a successful sign-in', async () => {
    const agent = await createTestUser({ role: 'agent' });
    const sourceIp = nextAddress();
    for (let i = 0; i < 4; i += 1)
      await expect(login({ role: 'agent', username: agent.username, password: 'wrong-password', sourceIp })).rejects.toMatchObject({ status: 401 });
    expect((await readRateWindow(RATE_SCOPES.loginAccount, agent.username, Date.now()))?.count).toBe(4);
    await login({ role: 'agent', username: agent.username, password: 'a-good-password', sourceIp });
    expect(await readRateWindow(RATE_SCOPES.loginAccount, agent.username, Date.now())).toBeNull();
    expect((await readRateWindow(RATE_SCOPES.loginAddress, sourceIp, Date.now()))?.count).toBe(4);
  });

  it('checks at most 5 passwords per account per 15-minute window from unknown devices', async () => {
    const agent = await createTestUser({ role: 'agent' });
    const start = Date.now();
    const statusesAt = async (nowMs: number, attempts: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < attempts; i += 1) {
        const outcome = await login({ role: 'agent', username: agent.username, password: `guess-${nowMs}-${i}`, sourceIp: nextAddress() }, nowMs).catch(
          (error: { status: number }) => error,
        );
        statuses.push((outcome as { status: number }).status);
      }
      return statuses;
    };
    const limit = ACCOUNT_FAILURE_LIMIT;
    expect(await statusesAt(start, limit + 2)).toEqual([...Array(limit).fill(401), 429, 429]);
    expect(await statusesAt(start + FAILURE_WINDOW_MS - 1_000, 2)).toEqual([429, 429]);
    expect(await statusesAt(start + FAILURE_WINDOW_MS, limit + 1)).toEqual([...Array(limit).fill(401), 429]);
  });

  it('gives a device token at each sign-in, and treats an expired one as an unknown device', async () => {
    const agent = await createTestUser({ role: 'agent' });
    const start = Date.now();
    const first = await login({ role: 'agent', username: agent.username, password: 'a-good-password', sourceIp: nextAddress() }, start);
    expect(first.deviceToken).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresAt: Math.floor(start / 1000) + DEVICE_TOKEN_TTL_SECONDS });
    const later = start + DEVICE_TOKEN_TTL_SECONDS * 1000 + 1_000;
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) {
      await expect(login({ role: 'agent', username: agent.username, password: `guess-${i}`, sourceIp: nextAddress() }, later)).rejects.toMatchObject({
        status: 401,
      });
    }
    const expired = login(
      { role: 'agent', username: agent.username, password: 'a-good-password', sourceIp: nextAddress(), deviceToken: first.deviceToken.token },
      later,
    );
    await expect(expired).rejects.toMatchObject({ status: 429 });
    const second = await login(
      { role: 'agent', username: agent.username, password: 'a-good-password', sourceIp: nextAddress(), deviceToken: first.deviceToken.token },
      start,
    );
    expect(second.deviceToken.token).not.toBe(first.deviceToken.token);
  });

  it('upgrades a hash made with older parameters at the next sign-in', async () => {
    const agent = await createTestUser({ role: 'agent', password: null });
    await setPasswordHash(agent.id, await hashPassword('an-old-password', { logN: 10, r: 8, p: 1 }), 'test');
    await login({ role: 'agent', username: agent.username, password: 'an-old-password', sourceIp: nextAddress() });
    expect((await findCredentialsByUsername(agent.username))?.passwordHash).toMatch(/^scrypt\$ln=17,/);
  });
});

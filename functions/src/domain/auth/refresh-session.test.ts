import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from '../../auth/verify-access-token.ts';
import { updateUser } from '../../data/user-repository.ts';
import { REFRESH_TOKEN_IDLE_SECONDS, SESSION_ENDED_MESSAGE, SESSION_MAX_AGE_SECONDS } from './auth-policy.ts';
import { createTestUser, useAuthTestStack, type AuthTestStack } from '../../../test/auth-test-stack.ts';
import { refreshSession } from './refresh-session.ts';
import { startSession } from './start-session.ts';

let stack: AuthTestStack;
beforeAll(async () => {
  stack = await useAuthTestStack();
});
afterAll(() => stack.stop());

const ended = { status: 401, message: SESSION_ENDED_MESSAGE };

describe('refreshSession', () => {
  it('rotates RT1 into RT2 with a fresh access token, and RT2 rotates again', async () => {
    const agent = await createTestUser({ role: 'agent', password: null });
    const first = await startSession(agent);
    const second = await refreshSession(first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(await verifyAccessToken(second.accessToken)).toEqual({ sub: agent.id, role: 'agent', username: agent.username });
    const third = await refreshSession(second.refreshToken);
    expect(third.refreshToken).not.toBe(second.refreshToken);
  });

  it('rejects a replayed RT1 and kills RT2 with it (the whole family is revoked)', async () => {
    const agent = await createTestUser({ role: 'agent', password: null });
    const rt1 = (await startSession(agent)).refreshToken;
    const rt2 = (await refreshSession(rt1)).refreshToken;
    await expect(refreshSession(rt1)).rejects.toMatchObject(ended);
    await expect(refreshSession(rt2)).rejects.toMatchObject(ended);
  });

  it('yields at most one new pair from 10 parallel refreshes with one token', async () => {
    const agent = await createTestUser({ role: 'agent', password: null });
    const { refreshToken } = await startSession(agent);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => refreshSession(refreshToken)));
    const pairs = results.filter((result) => result.status === 'fulfilled');
    expect(pairs.length).toBeLessThanOrEqual(1);
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toMatchObject(ended);
    // The race looked like a replay, so the family is gone: no pair that came out of it still refreshes.
    for (const pair of pairs) await expect(refreshSession(pair.value.refreshToken)).rejects.toMatchObject(ended);
  });

  it('leaves other sessions of the same user alone when one family is revoked', async () => {
    const agent = await createTestUser({ role: 'agent', password: null });
    const phone = await startSession(agent);
    const laptop = await startSession(agent);
    await refreshSession(phone.refreshToken);
    await expect(refreshSession(phone.refreshToken)).rejects.toMatchObject(ended);
    await expect(refreshSession(laptop.refreshToken)).resolves.toBeTruthy();
  });

  it('rejects an unknown token', async () => {
    await expect(refreshSession('x'.repeat(43))).rejects.toMatchObject(ended);
  });

  it('rejects a token unused past its idle lifetime, and any token past the session lifetime', async () => {
    const agent = await createTestUser({ role: 'agent', password: null });
    const idle = await startSession(agent);
    await expect(refreshSession(idle.refreshToken, Date.now() + (REFRESH_TOKEN_IDLE_SECONDS + 1) * 1000)).rejects.toMatchObject(ended);

    // Used regularly, a session still ends at its absolute lifetime.
    const start = Date.now();
    let token = (await startSession(agent, start)).refreshToken;
    const step = (REFRESH_TOKEN_IDLE_SECONDS - 60) * 1000;
    let now = start;
    while (now + step < start + SESSION_MAX_AGE_SECONDS * 1000) {
      now += step;
      token = (await refreshSession(token, now)).refreshToken;
    }
    await expect(refreshSession(token, start + SESSION_MAX_AGE_SECONDS * 1000 + 1000)).rejects.toMatchObject(ended);
  });

  it('ends the session of a user made inactive, and puts a changed role in the next access token', async () => {
    const agent = await createTestUser({ role: 'agent', password: null });
    const promoted = await startSession(agent);
    const updated = await updateUser(agent.id, agent.version, { role: 'admin' }, 'test');
    const pair = await refreshSession(promoted.refreshToken);
    expect((await verifyAccessToken(pair.accessToken))?.role).toBe('admin');

    await updateUser(agent.id, updated.version, { status: 'inactive' }, 'test');
    await expect(refreshSession(pair.refreshToken)).rejects.toMatchObject(ended);
  });
});

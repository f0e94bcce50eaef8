import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_REFRESH_TOKEN_MESSAGE } from '@tdp/shared/constants';
import type { RefreshResponse } from '@tdp/shared/schemas/auth';
import { ApiError } from '../../../lib/api-client.ts';
import { createMemoryStorage, fakeAccessToken } from '../test/fake-access-token.ts';
import { REFRESH_RETRY_DELAY_MS } from './refresh-timing.ts';
import { createSessionManager, type SessionManagerDependencies } from './session-manager.ts';

const START = Date.parse('2030-01-01T12:00:00Z');

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function storedSession(accessToken: string, refreshToken = 'refresh-1'): Record<string, string> {
  return { accessToken, refreshToken, role: 'admin', username: 'admin' };
}

function setUp(initial: Record<string, string> = {}, overrides: Partial<SessionManagerDependencies> = {}) {
  const storage = createMemoryStorage(initial);
  let issued = 0;
  const requestRefresh = vi.fn(async (): Promise<RefreshResponse> => {
    issued += 1;
    return { accessToken: fakeAccessToken({ lifetimeSeconds: 900, id: `a${issued}` }), refreshToken: `refresh-${issued + 1}` };
  });
  const requestLogout = vi.fn(async () => undefined);
  const manager = createSessionManager({
    storage,
    requestRefresh,
    requestLogout,
    isRefusal: (error) => error instanceof ApiError && error.status >= 400 && error.status < 500,
    ...overrides,
  });
  const ended = vi.fn();
  manager.setSessionEndedHandler(ended);
  return { storage, manager, requestRefresh, requestLogout, ended };
}

const refused = () => new ApiError(401, 'UNAUTHORIZED', 'Your session has ended. Sign in again.');
const offline = () => new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached.');

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('session manager', () => {
  it('keeps accessToken, refreshToken, role and username in storage under exactly those names', () => {
    const { storage, manager } = setUp();
    const accessToken = fakeAccessToken({ username: 'Admin' });
    manager.signIn({ accessToken, refreshToken: 'refresh-1', role: 'admin', redirectUrl: '/admin-dashboard' }, ' admin ');
    expect(storage.getItem('accessToken')).toBe(accessToken);
    expect(storage.getItem('refreshToken')).toBe('refresh-1');
    expect(storage.getItem('role')).toBe('admin');
    expect(storage.getItem('username')).toBe('Admin');
    expect(storage.length).toBe(4);
    expect(manager.getState()).toMatchObject({ status: 'signed-in', session: { username: 'Admin', role: 'admin' } });
  });

  it('reads a stored session at start and counts a half-written one as signed out', () => {
    const valid = setUp(storedSession(fakeAccessToken()));
    expect(valid.manager.getState().status).toBe('signed-in');
    const partial = setUp({ accessToken: fakeAccessToken(), role: 'admin', username: 'admin' });
    expect(partial.manager.getState()).toEqual({ status: 'signed-out', session: null, unreachable: false });
    const badRole = setUp({ ...storedSession(fakeAccessToken()), role: 'superuser' });
    expect(badRole.manager.getState().status).toBe('signed-out');
  });

  it('refreshes one minute before a 15-minute token expires, then again before the next one expires', async () => {
    const { manager, requestRefresh } = setUp(storedSession(fakeAccessToken({ lifetimeSeconds: 900 })));
    manager.start();
    await vi.advanceTimersByTimeAsync(839_000);
    expect(requestRefresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(requestRefresh).toHaveBeenCalledOnce();
    expect(requestRefresh).toHaveBeenCalledWith('refresh-1');
    expect(manager.getState().session?.refreshToken).toBe('refresh-2');
    await vi.advanceTimersByTimeAsync(840_000);
    expect(requestRefresh).toHaveBeenCalledTimes(2);
    expect(requestRefresh).toHaveBeenLastCalledWith('refresh-2');
  });

  it('refreshes a short-lived token when a quarter of its life is left', async () => {
    const { manager, requestRefresh } = setUp(storedSession(fakeAccessToken({ lifetimeSeconds: 20 })));
    manager.start();
    await vi.advanceTimersByTimeAsync(14_999);
    expect(requestRefresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(requestRefresh).toHaveBeenCalledOnce();
  });

  it('shows "checking" for an expired stored token and refreshes it at once', async () => {
    const expired = fakeAccessToken({ issuedAtMs: START - 3_600_000, lifetimeSeconds: 900 });
    const { manager, storage, requestRefresh } = setUp(storedSession(expired));
    expect(manager.getState().status).toBe('checking');
    manager.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(requestRefresh).toHaveBeenCalledOnce();
    expect(manager.getState().status).toBe('signed-in');
    expect(storage.getItem('accessToken')).not.toBe(expired);
    expect(storage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('hands out the refreshed token, not the expired one, to calls made while checking', async () => {
    const expired = fakeAccessToken({ issuedAtMs: START - 3_600_000 });
    const { manager } = setUp(storedSession(expired));
    const token = await manager.getAccessToken();
    expect(token).not.toBe(expired);
    expect(token).toBe(manager.getState().session?.accessToken);
  });

  it('shares one refresh between parallel 401s (single flight) and asks every caller to retry', async () => {
    const pending = deferred<RefreshResponse>();
    const requestRefresh = vi.fn<SessionManagerDependencies['requestRefresh']>(() => pending.promise);
    const { manager } = setUp(storedSession(fakeAccessToken()), { requestRefresh });
    const first = manager.refresh();
    expect(manager.refresh()).toBe(first);
    const retries = Promise.all([manager.handleUnauthorized(), manager.handleUnauthorized(), manager.handleUnauthorized()]);
    pending.resolve({ accessToken: fakeAccessToken({ id: 'new' }), refreshToken: 'refresh-2' });
    expect(await retries).toEqual([true, true, true]);
    expect(requestRefresh).toHaveBeenCalledOnce();
    expect((await first).refreshToken).toBe('refresh-2');
    // Once settled, the next 401 starts a new refresh with the rotated token.
    requestRefresh.mockResolvedValueOnce({ accessToken: fakeAccessToken(), refreshToken: 'refresh-3' });
    await manager.handleUnauthorized();
    expect(requestRefresh).toHaveBeenCalledTimes(2);
    expect(requestRefresh).toHaveBeenLastCalledWith('refresh-2');
  });

  it("raises 'No refresh token available' when no refresh token is stored", async () => {
    const { manager, requestRefresh } = setUp();
    await expect(manager.refresh()).rejects.toThrow(new Error(NO_REFRESH_TOKEN_MESSAGE));
    expect(NO_REFRESH_TOKEN_MESSAGE).toBe('No refresh token available');
    expect(requestRefresh).not.toHaveBeenCalled();
  });

  it('ends the session on a 401 with nothing to refresh with: goes to the login page, nothing retried', async () => {
    const { manager, ended } = setUp();
    expect(await manager.handleUnauthorized()).toBe(false);
    expect(ended).toHaveBeenCalledOnce();
  });

  it('when the server refuses the refresh: leaves the page first, then clears the session', async () => {
    const storage = createMemoryStorage(storedSession(fakeAccessToken()));
    const { manager, ended } = setUp({}, { storage, requestRefresh: vi.fn(async () => Promise.reject(refused())) });
    ended.mockImplementation(() => {
      // The guard must still see the session while the app navigates to /login.
      expect(storage.getItem('refreshToken')).toBe('refresh-1');
    });
    const listener = vi.fn();
    manager.subscribe(listener);
    expect(await manager.handleUnauthorized()).toBe(false);
    expect(ended).toHaveBeenCalledOnce();
    expect(manager.getState().status).toBe('signed-out');
    expect(['accessToken', 'refreshToken', 'role', 'username'].map((key) => storage.getItem(key))).toEqual([null, null, null, null]);
    expect(listener).toHaveBeenCalled();
  });

  it('clears the session even when leaving the page fails', async () => {
    const { manager, ended } = setUp(storedSession(fakeAccessToken()), {
      requestRefresh: vi.fn(async () => Promise.reject(refused())),
    });
    ended.mockRejectedValue(new Error('navigation failed'));
    await expect(manager.refresh()).rejects.toThrow();
    expect(manager.getState().status).toBe('signed-out');
  });

  it('keeps the session when the server cannot be reached and tries again 10 seconds later', async () => {
    const expired = fakeAccessToken({ issuedAtMs: START - 3_600_000 });
    const requestRefresh = vi
      .fn<SessionManagerDependencies['requestRefresh']>()
      .mockRejectedValueOnce(offline())
      .mockResolvedValueOnce({ accessToken: fakeAccessToken(), refreshToken: 'refresh-2' });
    const { manager, ended } = setUp(storedSession(expired), { requestRefresh });
    manager.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(requestRefresh).toHaveBeenCalledOnce();
    expect(manager.getState()).toMatchObject({ status: 'checking', unreachable: true });
    expect(ended).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_DELAY_MS);
    expect(requestRefresh).toHaveBeenCalledTimes(2);
    expect(manager.getState()).toMatchObject({ status: 'signed-in', unreachable: false });
  });

  it('does not retry a 401 when the refresh got no answer, and keeps the session', async () => {
    const { manager, ended } = setUp(storedSession(fakeAccessToken()), {
      requestRefresh: vi.fn(async () => Promise.reject(offline())),
    });
    expect(await manager.handleUnauthorized()).toBe(false);
    expect(ended).not.toHaveBeenCalled();
    expect(manager.getState().status).toBe('signed-in');
  });

  it('logs out on the server with the refresh token, then clears the stored values', async () => {
    const { manager, storage, requestLogout } = setUp(storedSession(fakeAccessToken()));
    requestLogout.mockImplementation(async () => {
      expect(storage.getItem('refreshToken')).toBe('refresh-1');
    });
    await manager.logout();
    expect(requestLogout).toHaveBeenCalledWith('refresh-1');
    expect(storage.getItem('accessToken')).toBeNull();
    expect(manager.getState().status).toBe('signed-out');
  });

  it('ignores a failed logout call and clears the session anyway', async () => {
    const { manager, storage, requestLogout } = setUp(storedSession(fakeAccessToken()));
    requestLogout.mockRejectedValue(offline());
    await manager.logout();
    expect(storage.getItem('refreshToken')).toBeNull();
    expect(manager.getState().status).toBe('signed-out');
  });

  it('stops the refresh timer on logout', async () => {
    const { manager, requestRefresh } = setUp(storedSession(fakeAccessToken({ lifetimeSeconds: 20 })));
    manager.start();
    await manager.logout();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requestRefresh).not.toHaveBeenCalled();
  });

  it('drops (and revokes) a refresh answer that arrives after the user signed out', async () => {
    const pending = deferred<RefreshResponse>();
    const { manager, storage, requestLogout } = setUp(storedSession(fakeAccessToken()), {
      requestRefresh: vi.fn(() => pending.promise),
    });
    const refreshing = manager.refresh();
    await manager.logout();
    pending.resolve({ accessToken: fakeAccessToken(), refreshToken: 'refresh-late' });
    await expect(refreshing).rejects.toThrow();
    expect(storage.getItem('refreshToken')).toBeNull();
    expect(requestLogout).toHaveBeenLastCalledWith('refresh-late');
  });

  it('follows another tab: its refresh, its sign-out and its sign-in', async () => {
    const { manager, storage, requestRefresh } = setUp(storedSession(fakeAccessToken({ lifetimeSeconds: 20 })));
    manager.start();
    const listener = vi.fn();
    manager.subscribe(listener);

    storage.setItem('accessToken', fakeAccessToken({ id: 'other-tab' }));
    storage.setItem('refreshToken', 'refresh-other-tab');
    manager.syncFromStorage();
    expect(manager.getState().session?.refreshToken).toBe('refresh-other-tab');
    // The 20-second token's timer was replaced by the other tab's 15-minute token's.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(requestRefresh).not.toHaveBeenCalled();

    storage.removeItem('accessToken');
    manager.syncFromStorage();
    expect(manager.getState().status).toBe('signed-out');

    Object.entries(storedSession(fakeAccessToken({ username: 'agent' }), 'refresh-agent')).forEach(([key, value]) => storage.setItem(key, value));
    manager.syncFromStorage();
    expect(manager.getState().session?.refreshToken).toBe('refresh-agent');
    expect(listener).toHaveBeenCalledTimes(3);
    manager.syncFromStorage();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('uses the pair another tab obtained while this tab waited for the refresh lock', async () => {
    const storage = createMemoryStorage(storedSession(fakeAccessToken({ lifetimeSeconds: 20 })));
    const runExclusive = async <T>(task: () => Promise<T>) => {
      // The other tab held the lock and rotated the refresh token first.
      storage.setItem('accessToken', fakeAccessToken({ id: 'other-tab' }));
      storage.setItem('refreshToken', 'refresh-other-tab');
      return task();
    };
    const { manager, requestRefresh } = setUp({}, { storage, runExclusive });
    expect(await manager.handleUnauthorized()).toBe(true);
    expect(requestRefresh).not.toHaveBeenCalled();
    expect(manager.getState().session?.refreshToken).toBe('refresh-other-tab');
  });

  it('does not refresh in a loop when the browser clock is 20 minutes ahead of the server', async () => {
    const serverNow = START - 1_200_000;
    const requestRefresh = vi.fn(async () => ({
      accessToken: fakeAccessToken({ issuedAtMs: serverNow + (Date.now() - START), lifetimeSeconds: 900 }),
      refreshToken: 'refresh-n',
    }));
    const { manager } = setUp(storedSession(fakeAccessToken({ issuedAtMs: serverNow })), { requestRefresh });
    manager.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(requestRefresh).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(839_000);
    expect(requestRefresh).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(requestRefresh).toHaveBeenCalledTimes(2);
  });
});

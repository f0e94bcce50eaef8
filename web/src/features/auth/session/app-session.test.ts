import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authRoutes } from '@tdp/shared/api/routes/auth-routes';
import { ApiError, apiFetch, setApiBaseUrl } from '../../../lib/api-client.ts';
import { fakeAccessToken } from '../test/fake-access-token.ts';
import { appSession, connectSession, logout } from './app-session.ts';

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn();
let disconnect: () => void;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function storeSession(accessToken: string, refreshToken = 'refresh-1') {
  Object.entries({ accessToken, refreshToken, role: 'admin', username: 'admin' }).forEach(([key, value]) => localStorage.setItem(key, value));
  appSession.syncFromStorage();
}

function requestsTo(path: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setApiBaseUrl('http://api.test');
  disconnect = connectSession(navigate);
});

afterEach(() => {
  disconnect();
  fetchMock.mockReset();
  navigate.mockReset();
  vi.unstubAllGlobals();
  setApiBaseUrl('');
  localStorage.clear();
  appSession.syncFromStorage();
});

describe('the session plugged into the API client', () => {
  it('refreshes once for parallel 401s and retries each call once with the new token', async () => {
    const oldToken = fakeAccessToken({ id: 'old' });
    const newToken = fakeAccessToken({ id: 'new' });
    storeSession(oldToken);
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/api/auth/refresh_token')) {
        expect(JSON.parse(String(init?.body))).toEqual({ refreshToken: 'refresh-1' });
        return json(200, { accessToken: newToken, refreshToken: 'refresh-2' });
      }
      const authorization = (init?.headers as Record<string, string>).Authorization;
      return authorization === `Bearer ${newToken}`
        ? json(200, { data: { name: 'Local Admin', username: 'admin', position: 'Administrator', profile_picture: null } })
        : json(401, { error: { code: 'UNAUTHORIZED', message: 'The access token is not valid.' } });
    });

    const calls = [1, 2, 3].map(() => apiFetch(authRoutes.adminByUsername, { params: { username: 'admin' } }));
    const answers = await Promise.all(calls);
    expect(answers.every((answer) => (answer as { data: { name: string } }).data.name === 'Local Admin')).toBe(true);
    expect(requestsTo('/api/auth/refresh_token')).toHaveLength(1);
    expect(requestsTo('/api/admin/byusername/admin')).toHaveLength(6);
    expect(localStorage.getItem('accessToken')).toBe(newToken);
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('retries a call only once: a second 401 after the refresh is the answer', async () => {
    storeSession(fakeAccessToken());
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/api/auth/refresh_token')
        ? json(200, { accessToken: fakeAccessToken(), refreshToken: 'refresh-2' })
        : json(401, { error: { code: 'UNAUTHORIZED', message: 'No.' } }),
    );
    await expect(apiFetch(authRoutes.adminByUsername, { params: { username: 'admin' } })).rejects.toMatchObject({ status: 401 });
    expect(requestsTo('/api/admin/byusername/admin')).toHaveLength(2);
    expect(requestsTo('/api/auth/refresh_token')).toHaveLength(1);
  });

  it('clears the session and goes to /login when the refresh is refused', async () => {
    storeSession(fakeAccessToken());
    fetchMock.mockImplementation(async () => json(401, { error: { code: 'UNAUTHORIZED', message: 'Your session has ended. Sign in again.' } }));
    const call = apiFetch(authRoutes.adminByUsername, { params: { username: 'admin' } });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(appSession.getState().status).toBe('signed-out');
  });

  it('sends no token to public routes and never refreshes for them', async () => {
    storeSession(fakeAccessToken());
    fetchMock.mockResolvedValue(json(401, { error: { code: 'UNAUTHORIZED', message: 'The username or password is not correct.' } }));
    await expect(apiFetch(authRoutes.login, { params: { role: 'agent' }, body: { username: 'a', password: 'b' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs out with the refresh token and clears storage even when the server fails', async () => {
    storeSession(fakeAccessToken(), 'refresh-9');
    fetchMock.mockResolvedValue(json(500, { error: { code: 'INTERNAL', message: 'Down.' } }));
    await logout();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('http://api.test/api/auth/logout');
    expect(JSON.parse(String(init?.body))).toEqual({ refreshToken: 'refresh-9' });
    expect(['accessToken', 'refreshToken', 'role', 'username'].map((key) => localStorage.getItem(key))).toEqual([null, null, null, null]);
  });

  it('follows a sign-out in another tab through the storage event', () => {
    storeSession(fakeAccessToken());
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(appSession.getState().status).toBe('signed-out');
  });
});

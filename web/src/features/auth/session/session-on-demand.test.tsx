import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authRoutes } from '@tdp/shared/api/routes/auth-routes';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { apiFetch, setApiBaseUrl } from '../../../lib/api-client.ts';
import { fakeAccessToken } from '../test/fake-access-token.ts';
import { connectSessionOnDemand, useSessionOnDemand } from './session-on-demand.ts';

// Only session-on-demand.ts is imported here, as in the app's entry: app-session.ts arrives when something needs it.
const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setApiBaseUrl('');
  localStorage.clear();
});

describe('the session loaded on demand', () => {
  it('stays signed out for a visitor, sends no token on public calls, and brings the session when a call needs its token', async () => {
    vi.stubGlobal('fetch', fetchMock);
    setApiBaseUrl('http://api.test');
    const navigate = vi.fn();
    const disconnect = connectSessionOnDemand(navigate);
    const { result } = renderHook(() => useSessionOnDemand());
    expect(result.current.status).toBe('signed-out');

    fetchMock.mockResolvedValue(json([]));
    await apiFetch(catalogueReadRoutes.listTravelStyles);
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBeUndefined();
    await vi.dynamicImportSettled();
    expect(result.current.status).toBe('signed-out');

    // Another tab signed in; then a page asks for something only a signed-in admin may read.
    const token = fakeAccessToken({ role: 'admin', username: 'admin' });
    Object.entries({ accessToken: token, refreshToken: 'refresh-1', role: 'admin', username: 'admin' }).forEach(([key, value]) =>
      localStorage.setItem(key, value),
    );
    fetchMock.mockResolvedValue(json({ data: { name: 'Local Admin' } }));
    await act(() => apiFetch(authRoutes.adminByUsername, { params: { username: 'admin' } }));
    expect((fetchMock.mock.calls[1]![1]?.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
    // The session's code is here now: the shell sees the session, and it was connected for the app.
    expect(result.current).toMatchObject({ status: 'signed-in', session: { role: 'admin', username: 'admin' } });
    disconnect();
  });

  it("follows another tab's sign-in once connected", async () => {
    // The module is already here from the first test (one module graph per file): the shell's state follows storage.
    const token = fakeAccessToken({ role: 'agent', username: 'agent1' });
    Object.entries({ accessToken: token, refreshToken: 'refresh-2', role: 'agent', username: 'agent1' }).forEach(([key, value]) =>
      localStorage.setItem(key, value),
    );
    const disconnect = connectSessionOnDemand(vi.fn());
    const { result } = renderHook(() => useSessionOnDemand());
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'refreshToken' })));
    await vi.dynamicImportSettled();
    expect(result.current).toMatchObject({ status: 'signed-in', session: { role: 'agent', username: 'agent1' } });
    disconnect();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../../../test/render-in-app.tsx';
import { fakeAccessToken } from '../test/fake-access-token.ts';
import { APP_TEST_TIMEOUT_MS, APP_WAIT, resetSessionAndApi, storeSignedInSession } from '../test/fake-api.ts';
import { fakeApi, reply } from '../../../test/fake-api.ts';

const PROFILE = { data: { name: 'Dana Admin', username: 'admin', position: 'Operations manager', profile_picture: null } };

beforeEach(() => {
  fakeApi({ adminByUsername: PROFILE });
});
afterEach(resetSessionAndApi);

describe('admin guard', { timeout: APP_TEST_TIMEOUT_MS }, () => {
  it('sends a visitor without a session to /admin-login', async () => {
    const { router } = renderAppAt('/admin-dashboard/packages');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'), APP_WAIT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin sign in' }, APP_WAIT)).toBeTruthy();
  });

  it('tells a signed-in agent why the admin dashboard is closed to them, with the way to their portal', async () => {
    storeSignedInSession('agent');
    const { router } = renderAppAt('/admin-dashboard/packages');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is not for your account' }, APP_WAIT)).toBeTruthy();
    expect(screen.getByText(/signed in as a connected agent/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin-dashboard/packages');
    expect(screen.getByRole('link', { name: 'Go to your Connected Agent portal' }).getAttribute('href')).toBe('/agent-dashboard');
  });

  it('lets an admin in and shows their name, position, placeholder picture and a Sign out button', async () => {
    storeSignedInSession('admin');
    const { router } = renderAppAt('/admin-dashboard');
    const account = await screen.findByRole('group', { name: /^Signed in as/ }, APP_WAIT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/top-best-bets'), APP_WAIT);
    expect(await within(account).findByText('Dana Admin', {}, APP_WAIT)).toBeTruthy();
    expect(within(account).getByText('Operations manager')).toBeTruthy();
    expect(account.querySelector('svg')).toBeTruthy();
    expect(account.querySelector('img')).toBeNull();
    expect(within(account).getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  // Each test below signs in as its own admin: the app's data cache keeps a profile per username.
  it('shows the profile picture from the media library when there is one', async () => {
    fakeApi({
      adminByUsername: { data: { name: 'Dana Admin', username: 'dana', position: '', profile_picture: 'profiles/dana.jpg' } },
    });
    storeSignedInSession('admin', { username: 'dana' });
    renderAppAt('/admin-dashboard');
    const account = await screen.findByRole('group', { name: /^Signed in as/ }, APP_WAIT);
    await within(account).findByText('Dana Admin', {}, APP_WAIT);
    expect(account.querySelector('img')?.getAttribute('src')).toBe('/media/profiles/dana.jpg');
  });

  it('only logs a failure to load the profile: the username stands in, nothing is shown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeApi({ adminByUsername: reply(404, { error: { code: 'NOT_FOUND', message: 'No admin.' } }) });
    storeSignedInSession('admin', { username: 'riley' });
    renderAppAt('/admin-dashboard');
    const account = await screen.findByRole('group', { name: 'Signed in as riley' }, APP_WAIT);
    await waitFor(() => expect(warn).toHaveBeenCalled(), APP_WAIT);
    expect(String(warn.mock.calls[0]![0])).toContain('The admin profile could not be loaded');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(account).getByText('riley')).toBeTruthy();
    warn.mockRestore();
  });

  it('signs out: logout call with the refresh token, session cleared, back at /admin-login', async () => {
    const requests = fakeApi({ adminByUsername: PROFILE, logout: reply(204) });
    storeSignedInSession('admin');
    const { router } = renderAppAt('/admin-dashboard');
    const signOut = await screen.findByRole('button', { name: 'Sign out' }, APP_WAIT);
    await userEvent.setup().click(signOut);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'), APP_WAIT);
    expect(requests.find((request) => request.path === '/api/auth/logout')?.body).toEqual({ refreshToken: 'refresh-admin' });
    expect(['accessToken', 'refreshToken', 'role', 'username'].map((key) => localStorage.getItem(key))).toEqual([null, null, null, null]);
  });

  it('shows a loader while an expired session is refreshed, then the dashboard', async () => {
    let finishRefresh!: () => void;
    const refreshed = new Promise<void>((resolve) => (finishRefresh = resolve));
    fakeApi({
      adminByUsername: PROFILE,
      refreshToken: async () => {
        await refreshed;
        return { accessToken: fakeAccessToken({ id: 'fresh' }), refreshToken: 'refresh-2' };
      },
    });
    storeSignedInSession('admin', { accessToken: fakeAccessToken({ issuedAtMs: Date.now() - 3_600_000 }) });
    renderAppAt('/admin-dashboard');
    expect(await screen.findByText('Checking your session…', {}, APP_WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    finishRefresh();
    expect(await screen.findByRole('button', { name: 'Sign out' }, APP_WAIT)).toBeTruthy();
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('goes to /login when the expired session cannot be refreshed', async () => {
    fakeApi({
      refreshToken: reply(401, { error: { code: 'UNAUTHORIZED', message: 'Your session has ended. Sign in again.' } }),
    });
    storeSignedInSession('admin', { accessToken: fakeAccessToken({ issuedAtMs: Date.now() - 3_600_000 }) });
    const { router } = renderAppAt('/admin-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), APP_WAIT);
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });
});

describe('agent portal guard', { timeout: APP_TEST_TIMEOUT_MS }, () => {
  it('sends a visitor without a session to /login', async () => {
    const { router } = renderAppAt('/agent-dashboard/WelcomeVideo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), APP_WAIT);
  });

  it.each(['agent', 'admin'] as const)('lets a signed-in %s in', async (role) => {
    storeSignedInSession(role);
    const { router } = renderAppAt('/agent-dashboard/WelcomeVideo');
    expect(await screen.findByRole('link', { name: 'TBB Travel Connected Agent home page' }, APP_WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agent-dashboard/WelcomeVideo');
  });
});

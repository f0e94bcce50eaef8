import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, reply } from '../../../test/fake-api.ts';
import { renderAppAt } from '../../../test/render-in-app.tsx';
import { fakeAccessToken } from '../test/fake-access-token.ts';
import { APP_TEST_TIMEOUT_MS, APP_WAIT, resetSessionAndApi } from '../test/fake-api.ts';

// The public shell loads its menus too: every test answers from a fake API, never the network.
beforeEach(() => {
  fakeApi({});
});
afterEach(resetSessionAndApi);

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(await screen.findByLabelText(/^Username/, {}, APP_WAIT), username);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('/login (agent sign-in)', { timeout: APP_TEST_TIMEOUT_MS }, () => {
  it('is a public page inside the shell with labelled fields the browser can fill in', async () => {
    renderAppAt('/login');
    const main = await screen.findByRole('main', {}, APP_WAIT);
    expect(within(main).getByRole('heading', { level: 1, name: 'Connected Agent sign in' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    const username = within(main).getByLabelText(/^Username/);
    const password = within(main).getByLabelText(/^Password/);
    expect(username.getAttribute('autocomplete')).toBe('username');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(password.getAttribute('type')).toBe('password');
    expect(within(main).getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/ForgotPassword');
    expect(within(main).getByRole('link', { name: 'Become an agent' }).getAttribute('href')).toBe('/agents/AgentPageMain#apply');
    await waitFor(() => expect(document.title).toBe('Connected Agent sign in | TBB Travel'), APP_WAIT);
  });

  it('shows and hides the password with a toggle button', async () => {
    renderAppAt('/login');
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^Password/, {}, APP_WAIT);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('password');
  });

  it('checks the fields with the server schema before sending anything', async () => {
    const requests = fakeApi({});
    renderAppAt('/login');
    await fillAndSubmit('   ', '');
    expect(await screen.findByText('Username is required.', {}, APP_WAIT)).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Username/));
    expect(requests).toEqual([]);
  });

  it('signs in on the agent path, stores the session and goes to the answer redirectUrl', async () => {
    const accessToken = fakeAccessToken({ role: 'agent', username: 'agent' });
    const requests = fakeApi({
      login: { accessToken, refreshToken: 'refresh-a', role: 'agent', redirectUrl: '/agent-dashboard/WelcomeVideo' },
    });
    const { router } = renderAppAt('/login');
    await fillAndSubmit(' agent ', 'agent-dev-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent-dashboard/WelcomeVideo'), APP_WAIT);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/auth/login/agent', body: { username: 'agent', password: 'agent-dev-password' } });
    expect(localStorage.getItem('accessToken')).toBe(accessToken);
    expect(localStorage.getItem('refreshToken')).toBe('refresh-a');
    expect(localStorage.getItem('role')).toBe('agent');
    expect(localStorage.getItem('username')).toBe('agent');
    expect(await screen.findByRole('link', { name: 'TBB Travel Connected Agent home page' }, APP_WAIT)).toBeTruthy();
  });

  it('says the credentials are wrong, clears the password and puts the cursor back in it', async () => {
    fakeApi({
      login: reply(401, { error: { code: 'UNAUTHORIZED', message: 'The username or password is not correct.' } }),
    });
    renderAppAt('/login');
    await fillAndSubmit('agent', 'wrong-password');
    const alert = await screen.findByRole('alert', {}, APP_WAIT);
    expect(alert.textContent).toContain('The username or password is not correct.');
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(password.value).toBe('');
    expect(document.activeElement).toBe(password);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('tells how long to wait after too many attempts, from Retry-After', async () => {
    fakeApi({
      login: reply(429, { error: { code: 'TOO_MANY_REQUESTS', message: 'Too many failed sign-in attempts.' } }, { 'Retry-After': '840' }),
    });
    renderAppAt('/login');
    await fillAndSubmit('agent', 'again');
    expect((await screen.findByRole('alert', {}, APP_WAIT)).textContent).toContain('Too many attempts. Try again in 14 minutes.');
  });

  it('says when the server cannot be reached', async () => {
    renderAppAt('/login');
    fakeApi({
      login: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await fillAndSubmit('agent', 'agent-dev-password');
    expect((await screen.findByRole('alert', {}, APP_WAIT)).textContent).toContain('The server could not be reached.');
  });
});

describe('/admin-login', { timeout: APP_TEST_TIMEOUT_MS }, () => {
  it('stands outside the public shell and signs in on the admin path', async () => {
    const requests = fakeApi({
      login: { accessToken: fakeAccessToken(), refreshToken: 'refresh-b', role: 'admin', redirectUrl: '/admin-dashboard' },
      adminByUsername: { data: { name: 'Local Admin', username: 'admin', position: 'Administrator', profile_picture: null } },
    });
    const { router } = renderAppAt('/admin-login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin sign in' }, APP_WAIT)).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Become an agent' })).toBeNull();
    await fillAndSubmit('admin', 'admin-dev-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/top-best-bets'), APP_WAIT);
    expect(requests[0]!.path).toBe('/api/auth/login/admin');
    expect(await screen.findByText('Local Admin', {}, APP_WAIT)).toBeTruthy();
  });
});

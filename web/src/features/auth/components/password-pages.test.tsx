import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../../../test/render-in-app.tsx';
import { APP_TEST_TIMEOUT_MS, APP_WAIT, resetSessionAndApi } from '../test/fake-api.ts';
import { apiError, fakeApi, reply } from '../../../test/fake-api.ts';

const CONFIRMATION = 'If an account matches, we have sent an e-mail with a link to choose a new password. The link works for 60 minutes.';
const KEY = 'Qm9vdHN0cmFwcGVkLXJlc2V0LWtleS1mb3ItdGVzdHM';

beforeEach(() => {
  fakeApi({});
});
afterEach(resetSessionAndApi);

describe('/ForgotPassword', { timeout: APP_TEST_TIMEOUT_MS }, () => {
  it('asks for a username or e-mail and shows the same confirmation whatever the account', async () => {
    const requests = fakeApi({ forgotPassword: reply(202, { message: 'ok' }) });
    renderAppAt('/ForgotPassword');
    const user = userEvent.setup();
    const field = await screen.findByLabelText(/^Username or e-mail address/, {}, APP_WAIT);
    expect(field.getAttribute('autocomplete')).toBe('username');
    await user.type(field, 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert', {}, APP_WAIT)).textContent).toContain(CONFIRMATION);
    expect(requests.at(-1)).toMatchObject({ path: '/api/auth/forgot-password', body: { usernameOrEmail: 'nobody@example.com' } });
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('requires a value, and words the rate limit with the wait', async () => {
    fakeApi({
      forgotPassword: reply(429, { error: { code: 'TOO_MANY_REQUESTS', message: 'Too many password reset requests.' } }, { 'Retry-After': '3000' }),
    });
    renderAppAt('/ForgotPassword');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }, APP_WAIT));
    expect(await screen.findByText('Username or e-mail address is required.', {}, APP_WAIT)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Username or e-mail address/), 'agent');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert', {}, APP_WAIT)).textContent).toContain('Too many attempts. Try again in 50 minutes.');
  });
});

describe('/resetpassword/{cryptoKey}', { timeout: APP_TEST_TIMEOUT_MS }, () => {
  it('checks the link first and offers a new one when it cannot be used', async () => {
    const requests = fakeApi({
      checkResetKey: apiError(404, 'NOT_FOUND', 'This password reset link is not valid any more. Ask for a new one.'),
    });
    renderAppAt(`/resetpassword/${KEY}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' }, APP_WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/ForgotPassword');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    // Development React (StrictMode) mounts the page twice and SWR keeps no answer for a failed read, so the
    // link may be checked once per mount there (React documents this for effects); production checks it once.
    const checks = requests.filter((request) => request.path.startsWith('/api/auth/reset-password/')).length;
    expect(checks).toBeGreaterThanOrEqual(1);
    expect(checks).toBeLessThanOrEqual(2);
  });

  it('asks for the new password twice, checks both, then sends the user to sign in', async () => {
    const requests = fakeApi({
      checkResetKey: { data: { expiresAt: '2030-01-01T13:00:00.000Z', purpose: 'reset' } },
      resetPassword: reply(204),
    });
    const { router } = renderAppAt(`/resetpassword/${KEY}`);
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^New password/, {}, APP_WAIT);
    const confirmation = screen.getByLabelText(/^Confirm the new password/);
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(confirmation.getAttribute('autocomplete')).toBe('new-password');

    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('New password must be at least 8 characters.', {}, APP_WAIT)).toBeTruthy();

    await user.type(password, '-but-long-now');
    await user.type(confirmation, 'something else');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('The two passwords are not the same.', {}, APP_WAIT)).toBeTruthy();
    expect(document.activeElement).toBe(confirmation);

    await user.clear(confirmation);
    await user.type(confirmation, 'short-but-long-now');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), APP_WAIT);
    expect(requests.at(-1)).toMatchObject({ path: '/api/auth/reset-password', body: { key: KEY, password: 'short-but-long-now' } });
    expect((await screen.findByRole('alert', {}, APP_WAIT)).textContent).toContain('Your password has been changed.');
  });

  it('words an invitation as choosing your password, and says "Password set" on the sign-in page', async () => {
    // A key of its own: the app keeps what it read about a key for the page's life (tests share that cache).
    const key = `${KEY}-invitation`;
    fakeApi({
      checkResetKey: { data: { expiresAt: '2030-01-07T13:00:00.000Z', purpose: 'invitation' } },
      resetPassword: reply(204),
    });
    const { router } = renderAppAt(`/resetpassword/${key}`);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your password' }, APP_WAIT)).toBeTruthy();
    await user.type(screen.getByLabelText(/^New password/), 'a-new-passphrase');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'a-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), APP_WAIT);
    const notice = (await screen.findByRole('alert', {}, APP_WAIT)).textContent ?? '';
    expect(notice).toContain('Password set');
    expect(notice).not.toContain('changed');
  });

  it.each([
    ['invitation', 'Invitation links work for 7 days.'],
    ['reset', 'Reset links work for 60 minutes.'],
  ])('says how long %s links work when the link cannot be used', async (purpose, validity) => {
    const key = `${KEY}-spent-${purpose}`;
    fakeApi({
      checkResetKey: apiError(404, 'NOT_FOUND', 'not valid any more', { purpose }),
    });
    renderAppAt(`/resetpassword/${key}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' }, APP_WAIT)).toBeTruthy();
    const message = (await screen.findByRole('alert', {}, APP_WAIT)).textContent ?? '';
    expect(message).toContain(validity);
    expect(message).not.toContain(purpose === 'invitation' ? '60 minutes' : '7 days');
  });

  it('says the link is spent when the reset is refused after the check', async () => {
    fakeApi({
      checkResetKey: { data: { expiresAt: '2030-01-01T13:00:00.000Z', purpose: 'reset' } },
      resetPassword: reply(404, { error: { code: 'NOT_FOUND', message: 'This password reset link is not valid any more. Ask for a new one.' } }),
    });
    renderAppAt(`/resetpassword/${KEY}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/, {}, APP_WAIT), 'a-new-passphrase');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'a-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' }, APP_WAIT)).toBeTruthy();
  });
});

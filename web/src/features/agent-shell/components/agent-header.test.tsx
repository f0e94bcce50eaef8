import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { AgentHeader } from './agent-header.tsx';
import { apiError, fakeApi } from '../../../test/fake-api.ts';

const ACCOUNT = {
  data: {
    username: 'jlee',
    name: 'Jordan Lee',
    role: 'agent',
    status: 'active',
    membership: 'Senior Connected Agent',
    picture: null,
    profileSlug: 'jordan-lee',
  },
} as const;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderHeader(onSignOut = vi.fn(async () => undefined), handlers: Parameters<typeof fakeApi>[0] = {}) {
  const requests = fakeApi({ getPortalAccount: ACCOUNT, ...handlers });
  const onPasswordChanged = vi.fn();
  const rendered = renderWithProviders(<AgentHeader username="jlee" onSignOut={onSignOut} onPasswordChanged={onPasswordChanged} />, {
    path: '/agent-dashboard',
  });
  return { ...rendered, onSignOut, onPasswordChanged, requests };
}

describe('agent portal header', { timeout: 20_000 }, () => {
  it('has the five portal menus, closed, as disclosure buttons', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Connected Agent portal' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Training & Events', 'Suppliers Guide', 'Marketing', 'Resources', 'Agent Section']);
    for (const button of buttons) expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a menu when a mouse rests on it, and lists its pages with their exact paths', async () => {
    renderHeader();
    const trigger = screen.getByRole('button', { name: 'Training & Events' });
    fireEvent.pointerEnter(trigger.parentElement!, { pointerType: 'mouse' });
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
    const list = screen.getByRole('list', { name: 'Training & Events' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/agent-dashboard/LearningPath',
      '/agent-dashboard/ClientbaseOnlineTraining',
      '/agent-dashboard/ContinuedTraining',
      '/agent-dashboard/GroupTrainingResources',
      '/agent-dashboard/webinarwednesdays',
      '/agent-dashboard/calendar',
      '/agent-dashboard/TbbConference',
    ]);
  });

  it('works by keyboard: ArrowDown opens and enters the list, arrows move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderHeader();
    const trigger = screen.getByRole('button', { name: 'Resources' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Helpful Documents'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Client Tools');
    await user.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('opens on a tap and closes when a page is chosen, after navigating there', async () => {
    const user = userEvent.setup();
    const { router } = renderHeader();
    const trigger = screen.getByRole('button', { name: 'Suppliers Guide' });
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('link', { name: 'Quick Reference Suppliers Guide' }));
    expect(router.state.location.pathname).toBe('/agent-dashboard/QuickReferenceSuppliersGuide');
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'));
  });

  it("shows the agent's name (not the username) in the header, and the username, account status Active and membership in the avatar menu, and logs out", async () => {
    const user = userEvent.setup();
    const { onSignOut } = renderHeader();
    await user.click(await screen.findByRole('button', { name: 'Jordan Lee: account' }));
    // jsdom cannot measure, so the positioned surface counts as hidden to role queries; it is shown in a browser.
    const panel = await screen.findByRole('dialog', { hidden: true });
    expect(await within(panel).findByText('Jordan Lee')).toBeTruthy();
    expect(within(panel).getByText('Signed in as jlee')).toBeTruthy();
    expect(within(panel).getByText('Account status').nextElementSibling?.textContent).toBe('Active');
    expect(await within(panel).findByText('Senior Connected Agent')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Logout', hidden: true }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('changes the password from the avatar menu: current password required, new one twice, then keeps this browser signed in', async () => {
    const user = userEvent.setup();
    const { onPasswordChanged, requests } = renderHeader(undefined, {
      changePassword: (request) =>
        request.body.currentPassword === 'old-password-1'
          ? { accessToken: 'new-access', refreshToken: 'new-refresh' }
          : apiError(400, 'VALIDATION_FAILED', 'Your current password is not correct.', { currentPassword: 'is not correct' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Jordan Lee: account' }));
    const panel = await screen.findByRole('dialog', { hidden: true });
    await user.click(within(panel).getByRole('button', { name: 'Change password', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    fireEvent.change(within(dialog).getByLabelText(/^Current password/), { target: { value: 'wrong-password' } });
    const [newPassword, again] = within(dialog).getAllByLabelText(/^New password/);
    fireEvent.change(newPassword!, { target: { value: 'a-better-password' } });
    fireEvent.change(again!, { target: { value: 'a-better-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('is not correct')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Current password/), { target: { value: 'old-password-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(onPasswordChanged).toHaveBeenCalledWith({ accessToken: 'new-access', refreshToken: 'new-refresh' }));
    expect(requests.filter((request) => request.route === 'changePassword')).toHaveLength(2);
  });

  it('opens the sidebar with one accordion group per menu, and the account entries instead of Become an Agent', async () => {
    const user = userEvent.setup();
    const { onSignOut } = renderHeader();
    // jsdom applies the wide-screen rules, which hide the menu button: press it as a phone user would.
    fireEvent.click(screen.getByLabelText('Open the portal menu'));
    const drawer = await screen.findByRole('dialog', { name: 'Connected Agent portal' });
    const groups = within(drawer).getAllByRole('button', { expanded: false });
    expect(groups.map((button) => button.textContent)).toEqual(['Training & Events', 'Suppliers Guide', 'Marketing', 'Resources', 'Agent Section']);
    await user.click(within(drawer).getByRole('button', { name: 'Agent Section' }));
    expect(within(drawer).getByRole('link', { name: 'My leads' }).getAttribute('href')).toBe('/agent-dashboard/MyLeads');
    expect(within(drawer).getByRole('link', { name: 'Welcome Video' }).getAttribute('href')).toBe('/agent-dashboard/WelcomeVideo');
    expect(within(drawer).queryByRole('button', { name: 'Become an Agent' })).toBeNull();
    expect(await within(drawer).findByText('Jordan Lee')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Change password' })).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Logout' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});

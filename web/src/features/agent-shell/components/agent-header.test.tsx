import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOBILE_SIDEBAR_ANCHOR_DELAY_MS } from '@tdp/shared/constants';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { AgentHeader } from './agent-header.tsx';
import { fakeApi } from '../../../test/fake-api.ts';

const ACCOUNT = {
  data: { username: 'jlee', name: 'Jordan Lee', role: 'agent', status: 'active', membership: 'Senior Connected Agent', picture: null, profileSlug: 'jordan-lee' },
} as const;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderHeader(onSignOut = vi.fn(async () => undefined)) {
  fakeApi({ getPortalAccount: ACCOUNT });
  const rendered = renderWithProviders(<AgentHeader username="jlee" onSignOut={onSignOut} />, { path: '/agent-dashboard' });
  return { ...rendered, onSignOut };
}

describe('agent portal header', { timeout: 20_000 }, () => {
  it('has the five menus of the spec, closed, as disclosure buttons', () => {
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

  it('shows the username, account status Active and membership in the avatar menu, and logs out', async () => {
    const user = userEvent.setup();
    const { onSignOut } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'jlee: account' }));
    // jsdom cannot measure, so the positioned surface counts as hidden to role queries; it is shown in a browser.
    const panel = await screen.findByRole('dialog', { hidden: true });
    expect(await within(panel).findByText('Jordan Lee')).toBeTruthy();
    expect(within(panel).getByText('Signed in as jlee')).toBeTruthy();
    expect(within(panel).getByText('Account status').nextElementSibling?.textContent).toBe('Active');
    expect(await within(panel).findByText('Senior Connected Agent')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Logout', hidden: true }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('opens the sidebar with one accordion group per menu; Become an Agent goes to the form, then scrolls to it', async () => {
    const user = userEvent.setup();
    const { router } = renderHeader();
    // jsdom applies the wide-screen rules, which hide the menu button: press it as a phone user would.
    fireEvent.click(screen.getByLabelText('Open the portal menu'));
    const drawer = await screen.findByRole('dialog', { name: 'Connected Agent portal' });
    const groups = within(drawer).getAllByRole('button', { expanded: false });
    expect(groups.map((button) => button.textContent)).toEqual(['Training & Events', 'Suppliers Guide', 'Marketing', 'Resources', 'Agent Section']);
    await user.click(within(drawer).getByRole('button', { name: 'Agent Section' }));
    expect(within(drawer).getByRole('link', { name: 'Welcome Video' }).getAttribute('href')).toBe('/agent-dashboard/WelcomeVideo');

    const anchor = document.createElement('div');
    anchor.id = 'apply';
    const scrollIntoView = vi.fn();
    anchor.scrollIntoView = scrollIntoView;
    document.body.append(anchor);
    try {
      const clickedAt = Date.now();
      await user.click(within(drawer).getByRole('button', { name: 'Become an Agent' }));
      expect(router.state.location.pathname).toBe('/agents/AgentPageMain');
      expect(router.state.location.hash).toBe('#apply');
      expect(scrollIntoView).not.toHaveBeenCalled();
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1), { timeout: 2000 });
      expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(MOBILE_SIDEBAR_ANCHOR_DELAY_MS - 20);
    } finally {
      anchor.remove();
    }
  });
});

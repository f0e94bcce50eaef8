import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { AdminMenu } from './admin-menu.tsx';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';

function menu() {
  return screen.getByRole('navigation', { name: 'Admin menu' });
}

describe('AdminMenu', { timeout: 20_000 }, () => {
  it('shows the groups as headings and marks only the entry matching path and query as the current page', () => {
    renderWithProviders(<AdminMenu />, { path: '/admin-dashboard/packages/destinations?cruise' });
    const nav = menu();
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Homepage', 'Packages', 'Resource Centre', 'Media Library', 'Agents', 'Admin', 'Email Management', 'Leads']);
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Cruise Destinations']);
    expect(within(nav).getByRole('link', { name: 'Destinations' }).getAttribute('href')).toBe('/admin-dashboard/packages/destinations?regular');
    expect(within(nav).getByRole('link', { name: 'Email Types' }).getAttribute('href')).toBe('/admin-dashboard/email-types');
    expect(within(nav).getByRole('link', { name: 'Leads' }).getAttribute('href')).toBe('/admin-dashboard/leads');
  });

  it('follows navigation: another entry lights up after a click', async () => {
    const { router } = renderWithProviders(<AdminMenu />, { path: '/admin-dashboard/top-best-bets' });
    expect(within(menu()).getByRole('link', { name: 'Top Best Bets' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(menu()).getByRole('link', { name: 'Top Picks' }));
    expect(router.state.location.pathname).toBe('/admin-dashboard/continent-best-bets');
    expect(await within(menu()).findByRole('link', { name: 'Top Picks', current: 'page' })).toBeTruthy();
    expect(within(menu()).getByRole('link', { name: 'Top Best Bets' }).getAttribute('aria-current')).toBeNull();
  });

  it('collapses to a rail of groups whose pages open in a menu, and expands again', async () => {
    renderWithProviders(<AdminMenu />, { path: '/admin-dashboard/testimonials' });
    const toggle = within(menu()).getByRole('button', { name: 'Collapse the menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);

    expect(within(menu()).queryByRole('heading')).toBeNull();
    // A group of one page is a link in the rail (Admin); a group of more opens a menu (Agents: the list and page changes).
    expect(within(menu()).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin-dashboard/admin/list');
    expect(within(menu()).getByRole('button', { name: 'Agents pages' })).toBeTruthy();
    fireEvent.click(within(menu()).getByRole('button', { name: 'Homepage pages' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Top Best Bets', 'Top Picks', 'Testimonials']);
    expect(items[2]!.getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(menu()).getByRole('button', { name: 'Expand the menu' }));
    expect(within(menu()).getAllByRole('heading', { level: 2 })).toHaveLength(8);
  });
});

describe('ScrollToTopButton', () => {
  it('appears after 100 px of scroll and scrolls back to the top', () => {
    const scrolls: unknown[] = [];
    window.scrollTo = ((options: unknown) => void scrolls.push(options)) as typeof window.scrollTo;
    renderWithProviders(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();

    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 100, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();

    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 101, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrolls).toContainEqual(expect.objectContaining({ top: 0 }));

    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });
});

describe('AdminMenu work counts', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the new leads and the page changes waiting beside their entries, in their accessible names', async () => {
    fakeApi({ getAdminWorkCounts: { data: { newLeads: 3, pendingProfileChanges: 2 } } });
    renderWithProviders(<AdminMenu />, { path: '/admin-dashboard/top-best-bets' });
    const leads = await within(menu()).findByRole('link', { name: 'Leads, 3 new' });
    expect(leads.getAttribute('href')).toBe('/admin-dashboard/leads');
    // The badge shows the number; its words are in the name, as hidden text after the label (no aria-label to differ from what is seen).
    expect(within(leads).getByText('3').getAttribute('aria-hidden')).toBe('true');
    expect(leads.hasAttribute('aria-label')).toBe(false);
    expect(within(menu()).getByRole('link', { name: 'Page changes, 2 waiting' }).getAttribute('href')).toBe('/admin-dashboard/agent/profile-changes');
    // Other entries carry no count.
    expect(within(menu()).getByRole('link', { name: 'Agents' }).textContent).toBe('Agents');
  });

  it('shows nothing for a count of zero, and reads the counts again when the window regains focus', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let counts = { newLeads: 0, pendingProfileChanges: 0 };
    const requests = fakeApi({ getAdminWorkCounts: () => ({ data: counts }) });
    renderWithProviders(<AdminMenu />, { path: '/admin-dashboard/top-best-bets' });
    await waitFor(() => expect(requests.filter((request) => request.route === 'getAdminWorkCounts')).toHaveLength(1));
    expect(within(menu()).getByRole('link', { name: 'Leads' }).textContent).toBe('Leads');
    expect(within(menu()).getByRole('link', { name: 'Page changes' }).textContent).toBe('Page changes');

    counts = { newLeads: 1, pendingProfileChanges: 0 };
    // Past SWR's focus throttle, as when the admin comes back to the window later.
    vi.setSystemTime(Date.now() + 10_000);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await within(menu()).findByRole('link', { name: 'Leads, 1 new' })).toBeTruthy();
    expect(within(menu()).getByRole('link', { name: 'Page changes' }).textContent).toBe('Page changes');
  });

  it('shows the counts in the collapsed rail: on a one-page group and on the group whose menu holds the entry', async () => {
    fakeApi({ getAdminWorkCounts: { data: { newLeads: 12, pendingProfileChanges: 1 } } });
    renderWithProviders(<AdminMenu />, { path: '/admin-dashboard/testimonials' });
    await within(menu()).findByRole('link', { name: 'Leads, 12 new' });
    fireEvent.click(within(menu()).getByRole('button', { name: 'Collapse the menu' }));
    // Leads holds the inbox and the routing rules: its rail button says what waits, and its menu links the inbox.
    fireEvent.click(within(menu()).getByRole('button', { name: 'Leads pages, Leads, 12 new' }));
    expect((await screen.findByRole('menuitem', { name: 'Leads, 12 new' })).getAttribute('href')).toBe('/admin-dashboard/leads');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(within(menu()).getByRole('button', { name: 'Agents pages, Page changes, 1 waiting' }));
    expect(await screen.findByRole('menuitem', { name: 'Page changes, 1 waiting' })).toBeTruthy();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PortalAccount } from '@tdp/shared/schemas/people';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { apiError, fakeApi, type FakeHandlers } from '../../../test/fake-api.ts';
import { PortalHomePage } from './portal-home-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const AGENT: PortalAccount = {
  username: 'jlee',
  name: 'Jordan Lee',
  role: 'agent',
  status: 'active',
  membership: 'Connected Agent',
  picture: null,
  profileSlug: 'jordan-lee',
};

function handlers(changes: FakeHandlers = {}): FakeHandlers {
  return {
    getPortalAccount: { data: AGENT },
    listPortalLeads: { leads: [], nextCursor: null },
    listPortalWebinars: { data: { timeZone: 'America/Vancouver', upcoming: [], past: [] } },
    recordPortalVisit: {
      data: {
        previousVisitAt: '2026-11-20T18:00:00.000Z',
        since: '2026-11-20T18:00:00.000Z',
        items: [
          { kind: 'newsletter', id: '12', title: 'December news', updatedAt: '2026-11-24T17:00:00.000Z', added: true },
          { kind: 'page', id: 'MarketingTips', title: 'Marketing Tips', updatedAt: '2026-11-23T17:00:00.000Z', added: false },
          { kind: 'supplier', id: '4', title: 'Sunwing Vacations', updatedAt: '2026-11-22T17:00:00.000Z', added: true },
          // More than the home lists at first: the rest is one click away.
          ...Array.from({ length: 7 }, (_, index) => ({
            kind: 'supplier' as const,
            id: String(20 + index),
            title: `Supplier ${index + 1}`,
            updatedAt: '2026-11-21T17:00:00.000Z',
            added: true,
          })),
        ],
        more: 0,
      },
    },
    getOwnAgentLinkStats: {
      data: {
        months: [
          { month: '2026-11', visits: 14, leads: 3 },
          { month: '2026-10', visits: 0, leads: 0 },
        ],
      },
    },
    getOwnLeadReport: {
      data: {
        period: { from: '2026-09-07', to: '2026-11-29', weeks: ['2026-11-16', '2026-11-23'], months: ['2026-11'] },
        totals: { leads: 8, booked: 2, bookedValue: 12400.5, firstContact: { contacted: 6, onTime: 5, medianMinutes: 45, p90Minutes: 300 } },
        leadsByWeek: [
          { week: '2026-11-16', bySource: { 'share-link': 3, campaign: 0, search: 1, direct: 0 }, total: 4 },
          { week: '2026-11-23', bySource: { 'share-link': 2, campaign: 1, search: 0, direct: 1 }, total: 4 },
        ],
        bookedValueByMonth: [{ month: '2026-11', bookings: 2, value: 12400.5 }],
      },
    },
    ...changes,
  };
}

describe('portal home', { timeout: 60_000 }, () => {
  it("shows an agent what is new since their last visit, each linking to it, and their links' counts", async () => {
    const visits: unknown[] = [];
    const fake = handlers();
    const recorded = fake.recordPortalVisit;
    fakeApi({ ...fake, recordPortalVisit: (request) => (visits.push(request.method), recorded as never) });
    renderWithProviders(<PortalHomePage />, { path: '/agent-dashboard' });
    const news = await screen.findByRole('region', { name: 'New since your last visit' });
    expect(within(news).getByRole('link', { name: 'December news' }).getAttribute('href')).toBe('/agent-dashboard/Newsletters/12');
    expect(within(news).getByRole('link', { name: 'Marketing Tips' }).getAttribute('href')).toBe('/agent-dashboard/MarketingTips');
    expect(within(news).getByRole('link', { name: 'Sunwing Vacations' }).getAttribute('href')).toBe('/agent-dashboard/SupplierDetail/4');
    expect(within(news).getAllByText('New')).toHaveLength(7);
    expect(within(news).getByText('Updated')).toBeTruthy();
    expect(within(news).queryByRole('link', { name: 'Supplier 6' })).toBeNull();
    within(news).getByRole('button', { name: 'Show 2 more' }).click();
    expect(await within(news).findByRole('link', { name: 'Supplier 7' })).toBeTruthy();
    expect(within(news).queryByRole('button', { name: /Show \d+ more/ })).toBeNull();
    // One visit recorded, though the home renders in StrictMode (mount, unmount, mount).
    expect(visits).toEqual(['POST']);

    const links = await screen.findByRole('region', { name: 'Your share links' });
    const table = await within(links).findByRole('table', { name: 'Visits and requests through your links, by month' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Month', 'Visits', 'Requests'],
      ['Nov 2026', '14', '3'],
      ['Oct 2026', '0', '0'],
    ]);
    expect(within(links).getByRole('link', { name: 'Find deals to share' }).getAttribute('href')).toBe('/agent-dashboard/DealsToShare');
  });

  it('shows an agent their own figures: leads, time to first contact, conversion and booked value', async () => {
    const requests = fakeApi(handlers());
    renderWithProviders(<PortalHomePage />, { path: '/agent-dashboard' });
    const figures = await screen.findByRole('region', { name: 'My figures' });
    expect(await within(figures).findByText('Your leads of the last 2 weeks, from the same counters as the agency’s reports.')).toBeTruthy();
    expect(within(figures).getByText('5 from your share links')).toBeTruthy();
    expect(within(figures).getByText('45 min')).toBeTruthy();
    expect(within(figures).getByText('90% within 5 h; 83% by the deadline')).toBeTruthy();
    expect(within(figures).getByText('25%')).toBeTruthy();
    expect(within(figures).getByText('2 of 8 leads')).toBeTruthy();
    expect(within(figures).getByText('$12,400.50')).toBeTruthy();
    expect(requests.find((request) => request.route === 'getOwnLeadReport')?.query.toString()).toBe('weeks=12');
  });

  it('says so when nothing is new, and shows a failed read with a retry', async () => {
    fakeApi(
      handlers({
        recordPortalVisit: { data: { previousVisitAt: '2026-11-20T18:00:00.000Z', since: '2026-11-20T18:00:00.000Z', items: [], more: 0 } },
        getOwnAgentLinkStats: apiError(500, 'INTERNAL', 'The link counts could not be read.'),
      }),
    );
    renderWithProviders(<PortalHomePage />, { path: '/agent-dashboard' });
    expect(await screen.findByText(/^Nothing new since your last visit on Nov 20, 2026/)).toBeTruthy();
    const links = screen.getByRole('region', { name: 'Your share links' });
    expect((await within(links).findByRole('alert')).textContent).toContain('The link counts could not be read.');
    expect(within(links).getByRole('button', { name: /Try again/ })).toBeTruthy();
  });

  it('shows neither section to an admin', async () => {
    const visits: unknown[] = [];
    fakeApi(
      handlers({
        getPortalAccount: { data: { ...AGENT, role: 'admin', name: 'Alex Admin' } },
        recordPortalVisit: () => (visits.push(1), apiError(403, 'FORBIDDEN', 'Agents only')),
      }),
    );
    renderWithProviders(<PortalHomePage />, { path: '/agent-dashboard' });
    expect(await screen.findByText(/Welcome back, Alex Admin/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'New since your last visit' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your share links' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'My figures' })).toBeNull();
    expect(visits).toEqual([]);
  });
});

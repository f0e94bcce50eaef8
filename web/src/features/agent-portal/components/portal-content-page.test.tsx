import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { portalPageFixture, webinarFixture } from '../test/portal-fixtures.ts';
import { PortalContentPage } from './portal-content-page.tsx';
import { apiError, fakeApi, reply } from '../../../test/fake-api.ts';

afterEach(() => vi.unstubAllGlobals());

const HELPFUL_DOCUMENTS = portalPageFixture({
  slug: 'HelpfulDocuments',
  title: 'Helpful Documents',
  group: 'Resources',
  feature: null,
  intro: '<p>Forms and checklists agents ask for most.</p>',
  version: 3,
  updatedAt: '2026-06-02T18:00:00.000Z',
  updatedBy: 'admin',
  sections: [
    {
      heading: 'Booking checklists',
      body: '<p>Use these <strong>before</strong> every deposit.</p><script>window.hacked = true</script><a href="javascript:alert(1)">bad</a> <a href="https://www.tbbtravel.ca/rules">rules</a> <a href="mailto:desk@example.com">desk</a>',
      links: [
        { label: 'Deals list', url: '/deals' },
        { label: 'Travel advisories', url: 'https://travel.gc.ca/travelling/advisories' },
        { label: 'Call the desk', url: 'tel:+16045550100' },
      ],
      documents: [{ title: 'Deposit checklist', key: 'Documents/Checklists/Deposit checklist.pdf' }],
      videos: [
        { title: 'How to use the checklist', url: 'https://www.youtube-nocookie.com/embed/abcdefghijk' },
        { title: 'Somewhere else', url: 'https://evil.example.com/embed/1' },
      ],
    },
  ],
});

describe('portal content page', () => {
  it('shows the intro and sections: sanitised rich text, links, documents from the media library, embedded videos', async () => {
    fakeApi({ getPortalPage: { data: HELPFUL_DOCUMENTS } });
    renderWithProviders(<PortalContentPage slug="HelpfulDocuments" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Helpful Documents' })).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'Booking checklists' });
    expect(screen.getByText('Forms and checklists agents ask for most.')).toBeTruthy();
    expect(within(section).getByText('before').tagName).toBe('STRONG');
    expect(section.querySelector('script')).toBeNull();
    expect(within(section).getByText('bad').getAttribute('href')).toBeNull();
    expect(within(section).getByText('rules').getAttribute('target')).toBe('_blank');
    expect(within(section).getByText('desk').getAttribute('href')).toBe('mailto:desk@example.com');

    expect(within(section).getByRole('link', { name: 'Deals list' }).getAttribute('href')).toBe('/deals');
    const external = within(section).getByRole('link', { name: 'Travel advisories (opens in a new tab)' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(within(section).getByRole('link', { name: 'Call the desk' }).getAttribute('href')).toBe('tel:+16045550100');
    // Documents/ is private: a button that asks the API for a short-lived address at the click, no public address.
    expect(within(section).getByRole('button', { name: 'Deposit checklist (opens in a new tab)' }).textContent).toBe('Deposit checklist');
    expect(section.querySelector('a[href*="Documents"]')).toBeNull();

    const frame = within(section).getByTitle('How to use the checklist');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abcdefghijk');
    expect(section.querySelectorAll('iframe')).toHaveLength(1);
    expect(within(section).getByText('This video cannot be shown here: Somewhere else.')).toBeTruthy();
    expect(screen.getByText('Last updated Jun 2, 2026')).toBeTruthy();
  });

  it('says so when a page has no content yet, naming the support address', async () => {
    fakeApi({
      getPortalPage: { data: portalPageFixture({ slug: 'GoogleDrive', title: 'Google Drive', group: 'Resources', feature: null }) },
    });
    renderWithProviders(<PortalContentPage slug="GoogleDrive" />);
    expect(await screen.findByText(/has not published this page yet.*support@tbbtravel\.ca/)).toBeTruthy();
  });

  it('offers to try again when the page cannot be loaded', async () => {
    let calls = 0;
    fakeApi({
      getPortalPage: () => {
        calls += 1;
        return calls === 1
          ? apiError(403, 'FORBIDDEN', 'You may not read this page.')
          : {
              data: portalPageFixture({
                slug: 'faqs',
                title: 'FAQs',
                group: 'Resources',
                feature: null,
                sections: [{ heading: 'How do I get paid?', body: '<p>Monthly.</p>', links: [], documents: [], videos: [] }],
              }),
            };
      },
    });
    renderWithProviders(<PortalContentPage slug="faqs" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load this page');
    expect(alert.textContent).toContain('You may not read this page.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'How do I get paid?' })).toBeTruthy();
  });

  it('shows the calendar: upcoming webinars and events grouped by month in Pacific time', async () => {
    const july = webinarFixture({ id: 1, title: 'Selling river cruises', startsAt: '2026-07-08T17:00:00.000Z', startsAtLocal: '2026-07-08T10:00' });
    const event = webinarFixture({
      id: 2,
      kind: 'event',
      title: 'TBB Conference 2026',
      location: 'Burnaby office',
      joinUrl: null,
      startsAt: '2026-08-15T16:00:00.000Z',
      startsAtLocal: '2026-08-15T09:00',
    });
    fakeApi({
      getPortalPage: { data: portalPageFixture({ slug: 'calendar', title: 'Calendar', group: 'Training & Events', feature: 'calendar' }) },
      listPortalWebinars: { data: { timeZone: 'America/Vancouver', upcoming: [july, event], past: [] } },
    });
    renderWithProviders(<PortalContentPage slug="calendar" />);
    const julyMonth = await screen.findByRole('region', { name: 'July 2026' });
    expect(within(julyMonth).getByRole('heading', { name: 'Selling river cruises' })).toBeTruthy();
    expect(within(julyMonth).getByText(/Wednesday, July 8, 2026, 10:00.11:00\sa\.m\.\sPDT/)).toBeTruthy();
    expect(within(julyMonth).getByRole('link', { name: 'Join: Selling river cruises (opens in a new tab)' }).getAttribute('href')).toBe(
      'https://zoom.example.com/j/123',
    );
    const august = screen.getByRole('region', { name: 'August 2026' });
    expect(within(august).getByText('Location: Burnaby office')).toBeTruthy();
    expect(within(august).getByText('The join link is shared before the session.')).toBeTruthy();
    // Nothing to say beyond the calendar: no "not published yet" note.
    await waitFor(() => expect(screen.queryByText(/has not published this page yet/)).toBeNull());
  });

  it('shows the suppliers guide index: the nine categories with their counts', async () => {
    const supplier = (id: number, categories: string[]) => ({ id, name: `Supplier ${id}`, categories, contacts: [], logo: null });
    fakeApi({
      getPortalPage: {
        data: portalPageFixture({ slug: 'SuppliersGuide', title: 'Suppliers Guide', group: 'Suppliers Guide', feature: 'supplier-categories' }),
      },
      // Only what the index reads of each supplier: an untyped answer.
      listPortalSuppliers: reply(200, { data: { data: [supplier(1, ['Cruise']), supplier(2, ['Cruise', 'VacationPackages'])] } }),
    });
    renderWithProviders(<PortalContentPage slug="SuppliersGuide" />);
    const categories = await screen.findByRole('navigation', { name: 'Categories' });
    const links = within(categories).getAllByRole('link');
    expect(links).toHaveLength(9);
    expect(links.map((link) => link.getAttribute('href'))).toContain('/agent-dashboard/SuppliersGuide/Ground&Rail');
    expect(within(categories).getByRole('link', { name: /Cruise\s*2 suppliers/ })).toBeTruthy();
    expect(within(categories).getByRole('link', { name: /Vacation Packages\s*1 supplier$/ })).toBeTruthy();
    expect(within(categories).getByRole('link', { name: /Insurance\s*No suppliers yet/ })).toBeTruthy();
  });
});

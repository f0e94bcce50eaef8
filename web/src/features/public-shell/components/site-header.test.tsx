import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { SiteHeader } from './site-header.tsx';

// Pages and menus load lazily; a busy test machine can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

const audit = { version: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', createdBy: 'admin', updatedBy: 'admin' };

const continents = [
  {
    ...audit,
    continent_id: 4,
    continent_name: 'Europe',
    countries: [
      { id: 31, name: 'Italy', cities: [] },
      { id: 30, name: 'France', cities: [{ id: 300, name: 'Paris' }] },
    ],
  },
  { ...audit, continent_id: 2, continent_name: 'Asia', countries: [{ id: 20, name: 'Japan', cities: [] }] },
  {
    ...audit,
    continent_id: 9,
    continent_name: 'Cruise_Ocean',
    countries: [
      {
        id: 90,
        name: 'Caribbean',
        cities: [
          { id: 901, name: 'San Juan' },
          { id: 900, name: 'Miami' },
        ],
      },
    ],
  },
  { ...audit, continent_id: 8, continent_name: 'Cruise_Categories', countries: [{ id: 80, name: 'Family Cruises', cities: [] }] },
];

const travelStyles = [
  { ...audit, id: 9, style_name: 'Disney Trips' },
  { ...audit, id: 6, style_name: 'Destination Wedding' },
  { ...audit, id: 10, style_name: 'Group Travel' },
  { ...audit, id: 13, style_name: 'Last Minute' },
];

const card = {
  id: 501,
  package_url: 'paris-and-provence',
  title: 'Paris and Provence by Rail',
  banner_image: 'package-images/paris.jpg',
  price: 2899,
  tax: 310,
  icons_data: [],
  dateRanges: [],
  destinationName: 'Paris',
  durationNights: 9,
};
const topPicks = [{ continent_id: 4, continent_name: 'Europe', top_pick_one: card, top_pick_two: null, version: 1 }];

const answers: Record<string, unknown> = {
  '/destinations/continents': continents,
  '/travel-styles': travelStyles,
  '/destinations/continents/all/top-picks': topPicks,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input), 'http://api.test');
      const body = answers[pathname];
      return body ? new Response(JSON.stringify(body), { status: 200 }) : new Response('{}', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function panelOf(button: HTMLElement): HTMLElement {
  return document.getElementById(button.getAttribute('aria-controls')!)!;
}

describe('SiteHeader', () => {
  it('offers Become an Agent to visitors, and not to a signed-in agent (the shell says which)', () => {
    const { unmount } = renderWithProviders(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Become an Agent' })).toBeTruthy();
    unmount();
    renderWithProviders(<SiteHeader offerBecomeAgent={false} />);
    expect(screen.queryByRole('link', { name: 'Become an Agent' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Connected Agents' })).toBeTruthy();
  });

  it('opens Destinations as a disclosure: continents alphabetically, each linking to its countries and itself', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const trigger = within(nav).getByRole('button', { name: 'Destinations' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(trigger).hidden).toBe(true);

    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const panel = panelOf(trigger);
    const continentLinks = await within(panel).findAllByRole('link', { name: /^(Asia|Europe)$/ });
    expect(continentLinks.map((link) => link.textContent)).toEqual(['Asia', 'Europe']);
    expect(continentLinks[1]!.getAttribute('href')).toBe('/deals?destinationIds=[%22country-30%22,%22country-31%22,%22continent-4%22]');
    expect(within(panel).queryByRole('link', { name: 'Ocean' })).toBeNull();
  });

  it('shows the countries and top picks of the continent hovered or focused', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: 'Destinations' }));
    const europe = await screen.findByRole('link', { name: 'Europe' });
    expect(screen.getByRole('link', { name: 'Japan' })).toBeTruthy();

    await user.hover(europe);
    expect(screen.queryByRole('link', { name: 'Japan' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Countries in Europe' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'France' }).getAttribute('href')).toBe('/deals?destinationIds=[%22country-30%22]');
    const pick = await screen.findByRole('link', { name: /Paris and Provence by Rail/ });
    expect(pick.getAttribute('href')).toBe('/deals/paris-and-provence');
    expect(pick.textContent).toContain('From $3,209 per person, all in');

    screen.getByRole('link', { name: 'Asia' }).focus();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Japan' })).toBeTruthy());
  });

  it('offers Request a Quote and View All in the mega-menu', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />);
    const trigger = screen.getByRole('button', { name: 'Travel Styles' });
    await user.click(trigger);
    const panel = panelOf(trigger);
    expect((await within(panel).findByRole('link', { name: 'Request a Quote' })).getAttribute('href')).toBe('/request-a-quote');
    expect(within(panel).getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/deals');
  });

  it('closes a menu on Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />);
    const trigger = screen.getByRole('button', { name: 'Destinations' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(panelOf(trigger).contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes the menu when a link in it is followed', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SiteHeader />);
    const trigger = screen.getByRole('button', { name: 'Destinations' });
    await user.click(trigger);
    await user.click(await screen.findByRole('link', { name: 'Japan' }));
    expect(router.state.location.search).toBe('?destinationIds=[%22country-20%22]');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('drills the cruise menu from group to region to port, and jumps back with the breadcrumb', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: 'Cruises' }));
    expect((await screen.findByRole('link', { name: 'All cruise deals' })).getAttribute('href')).toBe('/cruise-deals?travelStyleIds=[4]');

    await user.click(screen.getByRole('button', { name: 'Ocean' }));
    const path = screen.getByRole('list', { name: 'Cruise menu path' });
    expect(within(path).getByText('Ocean').getAttribute('aria-current')).toBe('location');
    expect(screen.getByRole('link', { name: 'All Ocean cruises' }).getAttribute('href')).toBe(
      '/cruise-deals?destinationIds=[%22country-90%22,%22continent-9%22]&travelStyleIds=[4]',
    );
    await user.click(screen.getByRole('button', { name: 'Caribbean' }));
    expect(document.activeElement?.textContent).toBe('Caribbean');
    expect(screen.getAllByRole('link', { name: /^(Miami|San Juan)$/ }).map((link) => link.textContent)).toEqual(['Miami', 'San Juan']);
    expect(screen.getByRole('link', { name: 'Miami' }).getAttribute('href')).toBe('/cruise-deals?destinationIds=[%22city-900%22]&travelStyleIds=[4]');

    await user.click(within(screen.getByRole('list', { name: 'Cruise menu path' })).getByRole('button', { name: 'All cruise types' }));
    await user.click(screen.getByRole('button', { name: 'Categories' }));
    // A region without ports is a link straight to the list, not another level.
    expect(screen.getByRole('link', { name: 'Family Cruises' }).getAttribute('href')).toBe(
      '/cruise-deals?destinationIds=[%22country-80%22]&travelStyleIds=[4]',
    );
  });

  it('links travel styles: Disney to its deals, Destination Wedding and Group Travel to their own pages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: 'Travel Styles' }));
    expect((await screen.findByRole('link', { name: 'Disney Trips' })).getAttribute('href')).toBe('/deals?travelStyleIds=[9]');
    expect(screen.getByRole('link', { name: 'Destination Wedding' }).getAttribute('href')).toBe('/group-travels/destination-wedding');
    expect(screen.getByRole('link', { name: 'Group Travel' }).getAttribute('href')).toBe('/group-travels');
    expect(screen.getByRole('link', { name: 'Last Minute' }).getAttribute('href')).toBe('/deals?travelStyleIds=[13]');
  });

  it('links Search & Book, Connected Agents, Become an Agent and the phone', () => {
    renderWithProviders(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Search & Book' }).getAttribute('href')).toBe('/search-and-book');
    expect(screen.getByRole('link', { name: 'Connected Agents' }).getAttribute('href')).toBe('/agents/FindYourConnectedAgent');
    expect(screen.getByRole('link', { name: 'Become an Agent' }).getAttribute('href')).toBe('/agents/AgentPageMain#apply');
    expect(screen.getByRole('link', { name: 'Call us 1-866-555-0142' }).getAttribute('href')).toBe('tel:+18665550142');
  });

  it('puts the Cruises menu first and highlights it in the cruise variant', () => {
    renderWithProviders(<SiteHeader variant="cruise" />);
    const buttons = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Cruises', 'Destinations', 'Travel Styles']);
  });

  it('opens the mobile sidebar with the same entries plus Cruises, and closes it when a link is followed', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SiteHeader />);
    // jsdom applies no media query: the phone-only button keeps its desktop `display: none` here.
    const menuButton = screen.getAllByRole('button', { hidden: true }).find((button) => button.textContent === 'Menu')!;
    await user.click(menuButton);
    const sidebar = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(within(sidebar).getByRole('link', { name: 'Cruises' }).getAttribute('href')).toBe('/cruise-deals');
    for (const name of ['View all deals', 'Search & Book', 'Connected Agents', 'Become an Agent', 'Request a Quote']) {
      expect(within(sidebar).getByRole('link', { name })).toBeTruthy();
    }
    for (const name of ['Destinations', 'Cruise destinations', 'Travel Styles']) {
      expect(within(sidebar).getByRole('button', { name })).toBeTruthy();
    }
    await user.click(within(sidebar).getByRole('link', { name: 'Cruises' }));
    expect(router.state.location.pathname).toBe('/cruise-deals');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

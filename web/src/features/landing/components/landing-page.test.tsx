import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Continent } from '@tdp/shared/schemas/destination';
import type { PackageCard } from '@tdp/shared/schemas/package';
import { setApiBaseUrl } from '../../../lib/api-client.ts';
import { apiError, fakeApi, type FakeReply } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { LandingPage } from './landing-page.tsx';

const audit = { version: 1, createdAt: '2026-11-01T09:00:00.000Z', createdBy: 'seed', updatedAt: '2026-11-01T09:00:00.000Z', updatedBy: 'seed' };
const continents: Continent[] = [
  { continent_id: 2, continent_name: 'Asia', countries: [{ id: 20, name: 'Japan', cities: [] }], ...audit },
  { continent_id: 9, continent_name: 'Cruise_Ocean', countries: [{ id: 71, name: 'Caribbean', cities: [] }], ...audit },
];

function card(id: number): PackageCard {
  return {
    id,
    package_url: `deal-${id}`,
    title: `Deal number ${id}`,
    banner_image: 'package-images/banner-beach.png',
    price: 999,
    tax: 0,
    icons_data: [],
    dateRanges: [],
    destinationName: null,
    durationNights: null,
  };
}

let homepageDeals: () => PackageCard[] | FakeReply;

beforeEach(() => {
  setApiBaseUrl('http://api.test');
  homepageDeals = () => [1, 2, 3, 4, 5, 6].map(card);
  fakeApi({
    listHomepagePackages: () => homepageDeals(),
    listContinents: continents,
    listTravelStyles: [{ id: 5, style_name: 'Culinary', ...audit }],
    listBestBets: [{ id: 1, packageId: 7, label: 'Staff Pick', blurb: 'Chosen by our agents.', sortOrder: 1, version: 1, package: card(7) }],
    listTestimonials: [
      {
        id: 1,
        author: 'Priya S.',
        location: 'Kelowna, BC',
        quote: 'Everything was arranged.',
        rating: 5,
        trip: 'Danube cruise',
        date: '2026-10-02',
        published: true,
        sortOrder: 1,
        ...audit,
      },
    ],
    listPromotions: [
      {
        id: 1,
        title: 'Sail Europe’s rivers',
        subtitle: 'Save on Danube sailings',
        image: 'package-images/banner-river.png',
        link: '/deals?travelStyleIds=[28]',
        linkLabel: '',
        placements: ['landing'],
        startsAt: '2026-11-01',
        endsAt: '2027-03-31',
        active: true,
        sortOrder: 1,
        ...audit,
      },
    ],
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setApiBaseUrl('');
});

// The first test of the file also loads the page's modules.
describe('LandingPage', { timeout: 20_000 }, () => {
  it('shows the homepage deals, a promotion, the best bets and the testimonials', async () => {
    renderWithProviders(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    const featured = screen.getByRole('region', { name: 'Featured deals' });
    await waitFor(() => expect(within(featured).getAllByRole('article')).toHaveLength(6));
    const promotions = await screen.findByRole('region', { name: 'Current offers' });
    expect(within(promotions).getByRole('link', { name: 'View deals' }).getAttribute('href')).toBe('/deals?travelStyleIds=[28]');
    const bestBets = await screen.findByRole('region', { name: 'Our best bets' });
    expect(within(bestBets).getByText('Staff Pick')).toBeTruthy();
    expect(within(bestBets).getByText('Chosen by our agents.')).toBeTruthy();
    const testimonials = await screen.findByRole('region', { name: 'What our travellers say' });
    expect(within(testimonials).getByRole('img', { name: '5 out of 5 stars' })).toBeTruthy();
    expect(document.title).toBe('TBB Travel | Travel deals from Canada, planned by travel experts');
  });

  it('links to the quote form and the agent pages', () => {
    renderWithProviders(<LandingPage />);
    expect(screen.getByRole('link', { name: 'Request a quote' }).getAttribute('href')).toBe('/request-a-quote');
    expect(screen.getByRole('link', { name: 'Find your connected agent' }).getAttribute('href')).toBe('/agents/FindYourConnectedAgent');
    expect(screen.getByRole('link', { name: 'Become an agent' }).getAttribute('href')).toBe('/agents/AgentPageMain#apply');
  });

  it('searches deals by destination and travel style', async () => {
    const { router } = renderWithProviders(<LandingPage />);
    const search = screen.getByRole('search', { name: 'Find a deal' });
    const where = within(search).getByRole('combobox', { name: 'Where to' });
    await within(where).findByRole('option', { name: 'All of Asia' });
    expect(within(where).queryByRole('option', { name: 'Caribbean' })).toBeNull();
    fireEvent.change(where, { target: { value: 'continent-2' } });
    const style = within(search).getByRole('combobox', { name: 'Travel style' });
    await within(style).findByRole('option', { name: 'Culinary' });
    fireEvent.change(style, { target: { value: '5' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Find deals' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals'));
    expect(router.state.location.search).toBe('?destinationIds=[%22continent-2%22]&travelStyleIds=[5]');
  });

  it('offers to retry the homepage deals when they could not be loaded', async () => {
    homepageDeals = () => apiError(400, 'BAD_REQUEST', 'Refused');
    renderWithProviders(<LandingPage />);
    const featured = screen.getByRole('region', { name: 'Featured deals' });
    const retry = await within(featured).findByRole('button', { name: 'Try again' });
    homepageDeals = () => [card(1)];
    fireEvent.click(retry);
    await waitFor(() => expect(within(featured).getAllByRole('article')).toHaveLength(1));
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { PublicPackage } from '@tdp/shared/schemas/package';
import { setApiBaseUrl } from '../../../lib/api-client.ts';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { PackagePage } from './package-page.tsx';

const audit = { version: 1, createdAt: '2026-11-01T09:00:00.000Z', updatedAt: '2026-11-01T09:00:00.000Z' };
const pkg: PublicPackage = {
  id: 5,
  package_url: 'alaska-inside-passage-cruise',
  title: '7-Night Alaska Inside Passage Cruise',
  banner_image: 'package-images/banner-glacier.png',
  price: 1499,
  tax: 389.5,
  icons_data: [{ icon: 'ship', text1: '7-night cruise from Vancouver' }],
  dateRanges: [
    { id: 'a', type: 'specific', start: '2027-05-08', end: '2027-05-08' },
    { id: 'b', type: 'specific', start: '2027-05-15', end: '2027-05-15' },
  ],
  destinationIds: ['country-72'],
  travelStyleIds: [4],
  departureCityIds: [1],
  tabs: [
    {
      tabName: 'Overview',
      layoutName: 'Layout 9',
      fields: { summary: 'Glaciers, whales and fjords from Vancouver.', durationNights: 7, supplier: 'Coastline Cruise Line' },
    },
    {
      tabName: 'Itinerary',
      layoutName: 'Layout 1',
      fields: { intro: '', days: [{ day: 1, title: 'Sail from Vancouver', description: 'Board at Canada Place.' }] },
    },
    { tabName: 'Prices', layoutName: 'Layout 5', fields: { tableId: 3, intro: 'Per person, double occupancy.' } },
    {
      tabName: 'Ship',
      layoutName: 'Layout 2',
      fields: { hotelName: 'Northern Spirit', starRating: 4.5, description: '<p>Bright cabins<script>alert(1)</script></p>', amenities: ['Spa'] },
    },
    { tabName: 'Retired', layoutName: 'Layout 99', fields: {} },
  ],
  status: 'published',
  validFrom: null,
  validUntil: '2027-05-15',
  seo: { title: '', description: '' },
  ...audit,
};
const table = {
  id: 3,
  name: 'Alaska 2027 fares',
  columns: [
    { key: 'cabin', label: 'Cabin' },
    { key: 'may8', label: 'May 8' },
  ],
  rows: [{ id: 'r1', cells: { cabin: 'Balcony', may8: '$1,899' } }],
  ...audit,
  createdBy: 'seed',
  updatedBy: 'seed',
};

/** The packages the fake API knows, by url. */
let packagesByUrl: Map<string, PublicPackage>;
const notOnSale = () => apiError(404, 'NOT_FOUND', 'There is no such package, or it is no longer on sale.');

beforeEach(() => {
  setApiBaseUrl('http://api.test');
  packagesByUrl = new Map([[pkg.package_url, pkg]]);
  fakeApi({
    getPackage: ({ params }) => packagesByUrl.get(params.id!) ?? notOnSale(),
    getPricingTable: ({ params }) => (params.id === '3' ? table : notOnSale()),
    listRelatedPackages: [],
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setApiBaseUrl('');
});

function renderPackage(slug: string, search = '') {
  return renderWithProviders(<PackagePage />, { path: `/deals/${slug}${search}`, routePath: '/deals/:id' });
}

const departureBase = { occupancy: 'double', availability: 'available' } as const;
const withDepartures: PublicPackage = {
  ...pkg,
  package_url: 'cancun-week',
  title: 'A week in Cancun',
  departureCityIds: [1, 2],
  departures: [
    { ...departureBase, id: 'd1', departureCityId: 1, date: '2027-04-07', price: 1700, tax: 300 },
    { ...departureBase, id: 'd2', departureCityId: 2, date: '2027-04-07', price: 1500, tax: 300, availability: 'limited' },
    { ...departureBase, id: 'd3', departureCityId: 1, date: '2027-05-05', price: 1400, tax: 300, availability: 'sold-out' },
    { ...departureBase, id: 'd4', departureCityId: 1, date: '2027-05-12', price: 1600, tax: 250.5 },
  ],
};
const cities = [
  { id: 1, city_name: 'Vancouver', ...audit, createdBy: 'seed', updatedBy: 'seed' },
  { id: 2, city_name: 'Calgary', ...audit, createdBy: 'seed', updatedBy: 'seed' },
];

describe('PackagePage departures', { timeout: 20_000 }, () => {
  beforeEach(() => {
    packagesByUrl.set(withDepartures.package_url, withDepartures);
    fakeApi({
      getPackage: ({ params }) => packagesByUrl.get(params.id!) ?? notOnSale(),
      listRelatedPackages: [],
      listDepartureCities: cities,
    });
  });

  it('lists the departures by date with city, all-in price and availability; sold out offers no quote, the others prefill one', async () => {
    renderPackage(withDepartures.package_url);
    const section = await screen.findByRole('region', { name: 'Departures' });
    const rows = await within(section).findAllByRole('listitem');
    await within(section).findAllByText('From Vancouver · Double occupancy');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(['Apr 7, 2027', 'Apr 7, 2027', 'May 5, 2027', 'May 12, 2027']);
    expect(rows[0]!.textContent).toContain('From Calgary');
    expect(rows[0]!.textContent).toContain('$1,800');
    expect(rows[0]!.textContent).toContain('Limited availability');
    expect(rows[2]!.textContent).toContain('Sold out');
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(within(rows[3]!).getByRole('link', { name: 'Request a quote: May 12, 2027 from Vancouver' }).getAttribute('href')).toBe(
      '/request-a-quote?package=cancun-week&departure=d4&from=1&date=2027-05-12',
    );
    expect(within(section).getByText('4 departures')).toBeTruthy();
  });

  it('filters by city and month in the address, and prices the price box for the chosen city', async () => {
    const { router } = renderPackage(withDepartures.package_url, '?departureCityIds=[1]');
    const section = await screen.findByRole('region', { name: 'Departures' });
    await within(section).findByText('3 departures');
    const priceBox = screen.getByRole('complementary', { name: 'Price and booking' });
    // The cheapest bookable departure from Vancouver (the sold-out $1,700 one does not count).
    expect(within(priceBox).getByText('$1,850.50')).toBeTruthy();
    await within(priceBox).findByText('per person, all in, from Vancouver');

    fireEvent.change(within(section).getByRole('combobox', { name: 'Month' }), { target: { value: '2027-04' } });
    await within(section).findByText('1 departure');
    expect(router.state.location.search).toBe('?departureCityIds=[1]&months=[%222027-04%22]');
    expect(within(priceBox).getByText('$2,000')).toBeTruthy();

    fireEvent.change(within(section).getByRole('combobox', { name: 'Departing from' }), { target: { value: '' } });
    await within(section).findByText('2 departures');
    expect(router.state.location.search).toBe('?months=[%222027-04%22]');
  });
});

// The first test of the file also loads Fluent UI and the page's modules.
describe('PackagePage', { timeout: 20_000 }, () => {
  it('shows the all-in price in CAD with its breakdown, the dates and a quote link carrying the package', async () => {
    renderPackage(pkg.package_url);
    expect(await screen.findByRole('heading', { level: 1, name: pkg.title })).toBeTruthy();
    const priceBox = screen.getByRole('complementary', { name: 'Price and booking' });
    expect(within(priceBox).getByText('$1,888.50')).toBeTruthy();
    expect(within(priceBox).getByText('per person, all in')).toBeTruthy();
    expect(within(priceBox).getByText('$1,499 + $389.50 taxes and fees')).toBeTruthy();
    expect(within(priceBox).getByText('May 8, 15, 2027')).toBeTruthy();
    expect(within(priceBox).getByRole('link', { name: 'Request a quote' }).getAttribute('href')).toBe('/request-a-quote?package=alaska-inside-passage-cruise');
    expect(document.title).toBe(`${pkg.title} | TBB Travel`);
  });

  it('renders each tab with its layout and leaves out tabs of an unknown layout', async () => {
    renderPackage(pkg.package_url);
    const tabList = await screen.findByRole('tablist');
    expect(
      within(tabList)
        .getAllByRole('tab')
        .map((tab) => tab.getAttribute('aria-selected')),
    ).toEqual(['true', 'false', 'false', 'false']);
    expect(screen.getByRole('tabpanel', { name: 'Overview' }).textContent).toContain('Glaciers, whales and fjords from Vancouver.');
    expect(screen.getByRole('tabpanel', { name: 'Overview' }).textContent).toContain('Coastline Cruise Line');

    fireEvent.click(screen.getByRole('tab', { name: 'Prices' }));
    const prices = screen.getByRole('tabpanel', { name: 'Prices' });
    const grid = await within(prices).findByRole('table', { name: 'Alaska 2027 fares' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Cabin', 'May 8']);
    expect(within(grid).getByRole('rowheader', { name: 'Balcony' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Ship' }));
    const ship = screen.getByRole('tabpanel', { name: 'Ship' });
    expect(within(ship).getByRole('img', { name: '4.5 out of 5 stars' })).toBeTruthy();
    expect(ship.textContent).toContain('Bright cabins');
    expect(ship.querySelector('script')).toBeNull();
  });

  it('moves between tabs with the arrow keys, Home and End, selecting as it goes, with one tab in the Tab order', async () => {
    renderPackage(pkg.package_url);
    const tabs = within(await screen.findByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1]);
    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(document.activeElement).toBe(tabs[3]);
    fireEvent.keyDown(tabs[3]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tabs[3]);
    fireEvent.keyDown(tabs[3]!, { key: 'Home' });
    expect(document.activeElement).toBe(tabs[0]);
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toBeTruthy();
  });

  it('adds Open Graph tags and schema.org data for the package', async () => {
    renderPackage(pkg.package_url);
    await screen.findByRole('heading', { level: 1, name: pkg.title });
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(pkg.title);
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd['@graph'][0]).toMatchObject({ '@type': 'TouristTrip', offers: { '@type': 'Offer', priceCurrency: 'CAD', price: '1888.50' } });
    expect(jsonLd['@graph'][1]).toMatchObject({ '@type': 'Product', offers: { '@type': 'Offer', priceCurrency: 'CAD', price: '1888.50' } });
    // Link previews and search results read the all-in price first.
    expect(document.head.querySelector('meta[property="og:description"]')?.getAttribute('content')).toMatch(/^From \$1,888\.50 per person, all in\. /);
  });

  it('shares the banner at 1200 × 500 when the package has no share image, and its 1200 × 630 share image when it has one', async () => {
    const meta = (property: string) => document.head.querySelector(`meta[property="${property}"], meta[name="${property}"]`)?.getAttribute('content');
    const first = renderPackage(pkg.package_url);
    await screen.findByRole('heading', { level: 1, name: pkg.title });
    expect(meta('og:image')).toMatch(/\/package-images\/banner-glacier\.png$/);
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '500']);
    first.unmount();

    const shared = { ...pkg, package_url: 'alaska-with-share-image', share_image: 'package-images/banner-glacier-share.jpg' };
    packagesByUrl.set(shared.package_url, shared);
    renderPackage(shared.package_url);
    await screen.findByRole('heading', { level: 1, name: pkg.title });
    expect(meta('og:image')).toMatch(/\/package-images\/banner-glacier-share\.jpg$/);
    expect(meta('twitter:image')).toBe(meta('og:image'));
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '630']);
  });

  it('says the deal is no longer available for an unknown address', async () => {
    renderPackage('sold-out-deal');
    expect(await screen.findByRole('heading', { level: 1, name: 'This deal is no longer available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse current deals' }).getAttribute('href')).toBe('/deals');
    expect(document.title).toBe('Deal not found | TBB Travel');
  });
});

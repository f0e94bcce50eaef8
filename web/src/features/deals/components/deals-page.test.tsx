import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Continent } from '@tdp/shared/schemas/destination';
import { dealsQuerySchema, type DealsAnswer, type PackageCard } from '@tdp/shared/schemas/package';
import { setApiBaseUrl } from '../../../lib/api-client.ts';
import { apiError, fakeApi, type FakeReply } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { CruiseDealsPage } from './cruise-deals-page.tsx';
import { DealsPage } from './deals-page.tsx';
import { DisneyDealsPage } from './disney-deals-page.tsx';

const audit = { version: 1, createdAt: '2026-11-01T09:00:00.000Z', createdBy: 'seed', updatedAt: '2026-11-01T09:00:00.000Z', updatedBy: 'seed' };
const continents: Continent[] = [
  { continent_id: 1, continent_name: 'Europe', countries: [{ id: 10, name: 'France', cities: [{ id: 100, name: 'Paris' }] }], ...audit },
  { continent_id: 2, continent_name: 'Asia', countries: [{ id: 20, name: 'Japan', cities: [] }], ...audit },
  { continent_id: 9, continent_name: 'Cruise_Ocean', countries: [{ id: 71, name: 'Caribbean', cities: [] }], ...audit },
];
const travelStyles = [
  { id: 4, style_name: 'Cruises', ...audit },
  { id: 9, style_name: 'Disney Trips', ...audit },
  { id: 13, style_name: 'Last Minute', ...audit },
  { id: 28, style_name: 'River Cruise', ...audit },
];

const departureCities = [
  { id: 1, city_name: 'Vancouver', ...audit },
  { id: 2, city_name: 'Calgary', ...audit },
  { id: 3, city_name: 'Toronto', ...audit },
];

function card(id: number): PackageCard {
  return {
    id,
    package_url: `deal-${id}`,
    title: `Deal number ${id}`,
    banner_image: 'package-images/banner-beach.png',
    price: 1000 + id,
    tax: 100,
    icons_data: [],
    dateRanges: [],
    destinationName: 'Paris',
    durationNights: 5,
  };
}

type DealsBody = {
  destinationIds: string[];
  travelStyleIds: number[];
  departureCityIds?: number[];
  months?: string[];
  page: number;
  limit: number;
  sort?: string;
};
const dealsBodies: DealsBody[] = [];
/** Answers the deals query: `total` deals, paged as asked, or the error given. */
let dealsAnswer: (body: DealsBody) => DealsAnswer | FakeReply;

function pagedDeals(total: number) {
  return (body: DealsBody): DealsAnswer => {
    const start = (body.page - 1) * body.limit;
    const ids = Array.from({ length: Math.max(0, Math.min(body.limit, total - start)) }, (_, index) => start + index + 1);
    return { packages: ids.map(card), total };
  };
}

beforeEach(() => {
  setApiBaseUrl('http://api.test');
  dealsBodies.length = 0;
  dealsAnswer = pagedDeals(30);
  fakeApi({
    // The page asks `GET /packages/deals?…`; its query reads back as the filter of the page.
    getDeals: ({ query }) => {
      const body = dealsQuerySchema.parse(Object.fromEntries(query)) as DealsBody;
      dealsBodies.push(body);
      return dealsAnswer(body);
    },
    listContinents: continents,
    listTravelStyles: travelStyles,
    listDepartureCities: departureCities,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setApiBaseUrl('');
});

// The first test of the file also loads the app's providers and the page's modules.
describe('DealsPage', { timeout: 20_000 }, () => {
  it('asks for the filter of the address, 21 at a time, and shows the total', async () => {
    await act(async () => {
      renderWithProviders(<DealsPage />, { path: '/deals?travelStyleIds=[13]', routePath: '/deals' });
    });
    expect(await screen.findByRole('heading', { level: 2, name: '30 deals' })).toBeTruthy();
    expect(dealsBodies).toEqual([{ destinationIds: [], travelStyleIds: [13], page: 1, limit: 21 }]);
    // The first screenful of cards paints first; the rest follow in a background render.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(21));
    expect(screen.getByText('Showing 21 of 30')).toBeTruthy();
    expect((await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Last Minute' })).checked).toBe(true);
  });

  it('loads the next page with "Show more deals" while fewer deals are loaded than the total', async () => {
    renderWithProviders(<DealsPage />, { path: '/deals', routePath: '/deals' });
    fireEvent.click(await screen.findByRole('button', { name: 'Show more deals' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(dealsBodies.map((body) => body.page)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Show more deals' })).toBeNull();
  });

  it('writes a checkbox change to the address', async () => {
    const { router } = renderWithProviders(<DealsPage />, { path: '/deals', routePath: '/deals' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Europe' }));
    await waitFor(() => expect(router.state.location.search).toBe('?destinationIds=[%22continent-1%22]'));
    await waitFor(() => expect(dealsBodies.at(-1)).toMatchObject({ destinationIds: ['continent-1'], page: 1 }));
  });

  it('orders the deals as the address says and writes a new order to the address, keeping the filter (and the order when the filter is cleared)', async () => {
    const { router } = renderWithProviders(<DealsPage />, { path: '/deals?travelStyleIds=[13]&sort=price-asc', routePath: '/deals' });
    await screen.findByRole('heading', { level: 2, name: '30 deals' });
    expect(dealsBodies[0]).toEqual({ destinationIds: [], travelStyleIds: [13], page: 1, limit: 21, sort: 'price-asc' });
    const sort = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    expect(sort.value).toBe('price-asc');
    expect([...sort.options].map((option) => option.text)).toEqual(['Recommended', 'Price: low to high', 'Price: high to low', 'Soonest departure']);
    fireEvent.change(sort, { target: { value: 'departure' } });
    await waitFor(() => expect(router.state.location.search).toBe('?travelStyleIds=[13]&sort=departure'));
    await waitFor(() => expect(dealsBodies.at(-1)).toMatchObject({ travelStyleIds: [13], page: 1, sort: 'departure' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear all filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=departure'));
    fireEvent.change(sort, { target: { value: 'recommended' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(dealsBodies.at(-1)).not.toHaveProperty('sort'));
  });

  it('filters by departure city and travel month: the address, the deals body, and cards priced "from" the city', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-20T18:00:00Z') });
    try {
      const { router } = renderWithProviders(<DealsPage />, { path: '/deals?departureCityIds=[1]&sort=price-asc', routePath: '/deals' });
      await screen.findByRole('heading', { level: 2, name: '30 deals' });
      expect(dealsBodies[0]).toEqual({ destinationIds: [], travelStyleIds: [], departureCityIds: [1], page: 1, limit: 21, sort: 'price-asc' });
      await waitFor(() => expect(screen.getAllByText('per person, all in, from Vancouver').length).toBeGreaterThan(0));
      expect(screen.getByRole('link', { name: 'Deal number 1' }).getAttribute('href')).toBe('/deals/deal-1?departureCityIds=[1]');

      const from = screen.getAllByRole('group', { name: 'From' })[0]!;
      expect(
        within(from)
          .getAllByRole('checkbox')
          .map((box) => box.closest('label')?.textContent),
      ).toEqual(['Calgary', 'Toronto', 'Vancouver']);
      expect(within(from).getByRole<HTMLInputElement>('checkbox', { name: 'Vancouver' }).checked).toBe(true);
      fireEvent.click(within(from).getByRole('checkbox', { name: 'Calgary' }));
      await waitFor(() => expect(router.state.location.search).toBe('?departureCityIds=[1,2]&sort=price-asc'));
      await waitFor(() => expect(dealsBodies.at(-1)).toMatchObject({ departureCityIds: [1, 2], page: 1, sort: 'price-asc' }));
      await waitFor(() => expect(screen.getAllByText('per person, all in, from Vancouver or Calgary').length).toBeGreaterThan(0));

      const months = screen.getAllByRole('group', { name: 'Travel month' })[0]!;
      const offered = within(months)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent);
      expect(offered).toHaveLength(12);
      expect([offered[0], offered.at(-1)]).toEqual(['Mar 2027', 'Feb 2028']);
      fireEvent.click(within(months).getByRole('checkbox', { name: 'Apr 2027' }));
      await waitFor(() => expect(router.state.location.search).toBe('?departureCityIds=[1,2]&months=[%222027-04%22]&sort=price-asc'));
      await waitFor(() => expect(dealsBodies.at(-1)).toMatchObject({ departureCityIds: [1, 2], months: ['2027-04'], page: 1 }));
      expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeTruthy();

      fireEvent.click(screen.getAllByRole('button', { name: 'Clear all filters' })[0]!);
      await waitFor(() => expect(router.state.location.search).toBe('?sort=price-asc'));
      await waitFor(() => expect(dealsBodies.at(-1)).not.toHaveProperty('departureCityIds'));
      expect(screen.queryByText(/all in, from/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens the filter in a sheet whose button counts the matching deals live and closes it', async () => {
    const { router } = renderWithProviders(<DealsPage />, { path: '/deals', routePath: '/deals' });
    await screen.findByRole('heading', { level: 2, name: '30 deals' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter deals' });
    const { getByRole, findByRole } = within(sheet);
    expect(getByRole('button', { name: 'Show 30 deals' })).toBeTruthy();
    dealsAnswer = pagedDeals(1);
    fireEvent.click(await findByRole('checkbox', { name: 'Europe' }));
    await waitFor(() => expect(router.state.location.search).toBe('?destinationIds=[%22continent-1%22]'));
    fireEvent.click(await findByRole('button', { name: 'Show 1 deal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
  });

  it('shows the places holding a chosen city as partly chosen, opened down to the city', async () => {
    renderWithProviders(<DealsPage />, { path: '/deals?destinationIds=["city-100"]', routePath: '/deals' });
    const paris = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Paris' });
    expect(paris.checked).toBe(true);
    for (const name of ['Europe', 'France']) {
      const place = screen.getByRole<HTMLInputElement>('checkbox', { name });
      expect([place.checked, place.indeterminate]).toEqual([false, true]);
    }
    const asia = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Asia' });
    expect([asia.checked, asia.indeterminate]).toEqual([false, false]);
  });

  it('offers to clear the filter when nothing matches', async () => {
    dealsAnswer = pagedDeals(0);
    const { router } = renderWithProviders(<DealsPage />, { path: '/deals?destinationIds=["country-20"]', routePath: '/deals' });
    expect(await screen.findByRole('heading', { name: 'No deals match these filters' })).toBeTruthy();
    const clearButtons = screen.getAllByRole('button', { name: 'Clear all filters' });
    fireEvent.click(clearButtons.at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows why the deals could not be loaded and tries again on request', async () => {
    dealsAnswer = () => apiError(400, 'VALIDATION_FAILED', 'The filter names too many places.');
    renderWithProviders(<DealsPage />, { path: '/deals', routePath: '/deals' });
    expect(await screen.findByRole('heading', { name: 'The deals could not be loaded' })).toBeTruthy();
    expect(screen.getByText('The filter names too many places.')).toBeTruthy();
    dealsAnswer = pagedDeals(3);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: '3 deals' })).toBeTruthy();
  });
});

describe('DisneyDealsPage', () => {
  it('always filters by Disney trips and links to the Disney quote form', async () => {
    renderWithProviders(<DisneyDealsPage />, { path: '/deals/disney?travelStyleIds=[13]', routePath: '/deals/disney' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Disney vacation deals' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: '30 deals' });
    expect(dealsBodies[0]).toMatchObject({ travelStyleIds: [9], destinationIds: [] });
    expect(screen.getByRole('link', { name: 'Request a Disney quote' }).getAttribute('href')).toBe('/disney-request-a-quote');
    expect(screen.queryByRole('group', { name: 'Travel styles' })).toBeNull();
  });
});

describe('CruiseDealsPage', () => {
  it('narrows cruises by the path and offers the cruise regions and cruise types', async () => {
    renderWithProviders(<CruiseDealsPage />, { path: '/cruise-deals/4/9/71', routePath: '/cruise-deals/:travelStyleId?/:continentId?/:countryId?' });
    await screen.findByRole('heading', { level: 2, name: '30 deals' });
    expect(dealsBodies[0]).toMatchObject({ destinationIds: ['country-71'], travelStyleIds: [4] });
    expect(await screen.findByRole('checkbox', { name: 'Ocean' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Europe' })).toBeNull();
    const cruiseTypes = await screen.findByRole('group', { name: 'Cruise types' });
    expect([...cruiseTypes.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['Cruises', 'River Cruise']);
  });
});

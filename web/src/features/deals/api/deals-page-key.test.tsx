import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { DEALS_DEFAULT_LIMIT } from '@tdp/shared/constants';
import type { DealsQueryFilter } from '@tdp/shared/deals/deals-filter-query';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { swrDefaults } from '../../../lib/swr-defaults.ts';
import { preloadFirstDealsPage } from './deals-page-key.ts';
import { useDealsSearch } from './search-deals.ts';

function DealTitles({ filter }: { filter: DealsQueryFilter }) {
  const search = useDealsSearch(filter);
  if (search.isLoading) return <p>loading</p>;
  return <p>{`${search.total} deals: ${search.packages.map((card) => card.title).join(', ')}`}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('preloadFirstDealsPage', () => {
  it('asks for page 1 of the filter at once, and useDealsSearch for that filter takes the answer instead of asking again', async () => {
    const requests = stubFetch({ 'POST /packages/deals': { status: 200, body: { packages: [{ id: 7, title: 'Preloaded Reykjavik' }], total: 1 } } });
    // A filter no other test uses: SWR's preload lives in its default cache.
    const filter: DealsQueryFilter = { destinationIds: ['country-9173'], travelStyleIds: [28] };
    void preloadFirstDealsPage(filter);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toEqual({ ...filter, page: 1, limit: DEALS_DEFAULT_LIMIT });

    render(
      <SWRConfig value={swrDefaults}>
        <DealTitles filter={{ destinationIds: ['country-9173'], travelStyleIds: [28] }} />
      </SWRConfig>,
    );
    expect(await screen.findByText('1 deals: Preloaded Reykjavik')).toBeTruthy();
    expect(requests).toHaveLength(1);
  });

  it('puts an answer that arrives before the list renders into the cache: the first render of the list shows the deals, and nothing is asked again', async () => {
    const requests = stubFetch({ 'POST /packages/deals': { status: 200, body: { packages: [{ id: 8, title: 'Preloaded Tromsø' }], total: 1 } } });
    const filter: DealsQueryFilter = { destinationIds: ['country-9174'], travelStyleIds: [] };
    await preloadFirstDealsPage(filter);
    await new Promise((resolve) => setTimeout(resolve, 0));

    render(
      <SWRConfig value={swrDefaults}>
        <DealTitles filter={{ destinationIds: ['country-9174'], travelStyleIds: [] }} />
      </SWRConfig>,
    );
    // No waiting: the very first render has the deals.
    expect(screen.getByText('1 deals: Preloaded Tromsø')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(1);
  });

  it('hands a failed first page to the list, which asks again on retry', async () => {
    const requests = stubFetch({ 'POST /packages/deals': { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Try again.' } } } });
    const filter: DealsQueryFilter = { destinationIds: ['country-9175'], travelStyleIds: [] };
    await preloadFirstDealsPage(filter).catch(() => undefined);
    function Failed() {
      const search = useDealsSearch(filter);
      return <p>{search.error ? `failed ${search.error.status}` : 'waiting'}</p>;
    }
    render(
      <SWRConfig value={{ ...swrDefaults, shouldRetryOnError: false }}>
        <Failed />
      </SWRConfig>,
    );
    expect(await screen.findByText('failed 503')).toBeTruthy();
    // The list took the failed request rather than asking again by itself.
    expect(requests).toHaveLength(1);
  });
});

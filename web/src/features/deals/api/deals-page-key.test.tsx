import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { DEALS_DEFAULT_LIMIT } from '@tdp/shared/constants';
import type { DealsQueryFilter } from '@tdp/shared/deals/deals-filter-query';
import { setApiBaseUrl } from '../../../lib/api-client.ts';
import { swrDefaults } from '../../../lib/swr-defaults.ts';
import { preloadFirstDealsPage } from './deals-page-key.ts';
import { useDealsSearch } from './search-deals.ts';

const fetchMock = vi.fn<typeof fetch>();

function DealTitles({ filter }: { filter: DealsQueryFilter }) {
  const search = useDealsSearch(filter);
  if (search.isLoading) return <p>loading</p>;
  return <p>{`${search.total} deals: ${search.packages.map((card) => card.title).join(', ')}`}</p>;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setApiBaseUrl('http://api.test');
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  setApiBaseUrl('');
});

describe('preloadFirstDealsPage', () => {
  it('asks for page 1 of the filter at once, and useDealsSearch for that filter takes the answer instead of asking again', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ packages: [{ id: 7, title: 'Preloaded Reykjavik' }], total: 1 }), { status: 200 }));
    // A filter no other test uses: SWR's preload lives in its default cache.
    const filter: DealsQueryFilter = { destinationIds: ['country-9173'], travelStyleIds: [28] };
    preloadFirstDealsPage(filter);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/packages/deals');
    expect(JSON.parse(String(init?.body))).toEqual({ ...filter, page: 1, limit: DEALS_DEFAULT_LIMIT });

    render(
      <SWRConfig value={swrDefaults}>
        <DealTitles filter={{ destinationIds: ['country-9173'], travelStyleIds: [28] }} />
      </SWRConfig>,
    );
    expect(await screen.findByText('1 deals: Preloaded Reykjavik')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

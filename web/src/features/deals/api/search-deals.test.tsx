import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig, unstable_serialize as serializeKey } from 'swr';
import { DEALS_DEFAULT_LIMIT } from '@tdp/shared/constants';
import type { DealsQueryFilter } from '@tdp/shared/deals/deals-filter-query';
import { dealsQuerySchema } from '@tdp/shared/schemas/package';
import { PageReadsContext, type PageReadSeed } from '../../../lib/page-reads.ts';
import { swrDefaults } from '../../../lib/swr-defaults.ts';
import { dealsPageKey } from './deals-page-key.ts';
import { useDealsSearch } from './search-deals.ts';
import { fakeApi, reply } from '../../../test/fake-api.ts';

function DealTitles({ filter }: { filter: DealsQueryFilter }) {
  const search = useDealsSearch(filter);
  if (search.error) return <p>{`failed ${search.error.status}`}</p>;
  if (search.isLoading) return <p>loading</p>;
  return (
    <>
      <p>{`${search.total} deals: ${search.packages.map((card) => card.title).join(', ')}`}</p>
      <button type="button" onClick={search.loadMore}>
        more
      </button>
    </>
  );
}

/** The list under the reads its route's loader made (lib/page-reads.ts). */
function renderWithReads(filter: DealsQueryFilter, seed: PageReadSeed) {
  const reads = { [serializeKey(dealsPageKey(filter, 0))]: seed };
  return render(
    <SWRConfig value={{ ...swrDefaults, provider: () => new Map(), shouldRetryOnError: false }}>
      <PageReadsContext value={reads}>
        <DealTitles filter={filter} />
      </PageReadsContext>
    </SWRConfig>,
  );
}

function card(id: number, title: string) {
  return {
    id,
    title,
    package_url: `deal-${id}`,
    banner_image: '',
    price: 1,
    tax: 0,
    icons_data: [],
    dateRanges: [],
    destinationName: null,
    durationNights: null,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useDealsSearch', () => {
  it('draws the first page its route loader read in its first render, without asking for it, and asks only for page 2 on "more"', async () => {
    const filter: DealsQueryFilter = { destinationIds: ['country-9173'], travelStyleIds: [28] };
    const firstPage = { packages: Array.from({ length: DEALS_DEFAULT_LIMIT }, (_, index) => card(index + 1, `Deal ${index + 1}`)), total: 22 };
    const requests = fakeApi({ getDeals: { packages: [card(22, 'Deal 22')], total: 22 } });
    renderWithReads(filter, { data: firstPage });
    // No waiting: the very first render has the deals.
    expect(screen.getByText(/^22 deals: Deal 1, Deal 2,/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(await screen.findByText(/Deal 21, Deal 22$/)).toBeTruthy();
    // Asked as `GET /packages/deals?…`, whose query reads back as the filter of the page.
    expect(requests.map((request) => dealsQuerySchema.parse(Object.fromEntries(request.query)))).toEqual([{ ...filter, page: 2, limit: DEALS_DEFAULT_LIMIT }]);
  });

  it('shows the error its route loader got, without asking again by itself', async () => {
    const filter: DealsQueryFilter = { destinationIds: ['country-9175'], travelStyleIds: [] };
    const requests = fakeApi({ getDeals: reply(503, { error: { code: 'UNAVAILABLE', message: 'Try again.' } }) });
    renderWithReads(filter, { error: { status: 503, code: 'UNAVAILABLE', message: 'Try again.', fields: {} } });
    expect(screen.getByText('failed 503')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);
  });

  it('asks for the first page itself when no loader read it', async () => {
    const filter: DealsQueryFilter = { destinationIds: ['country-9176'], travelStyleIds: [] };
    const requests = fakeApi({ getDeals: { packages: [card(8, 'Tromsø')], total: 1 } });
    render(
      <SWRConfig value={{ ...swrDefaults, provider: () => new Map() }}>
        <DealTitles filter={filter} />
      </SWRConfig>,
    );
    expect(await screen.findByText('1 deals: Tromsø')).toBeTruthy();
    expect(requests.length).toBeGreaterThanOrEqual(1);
  });
});

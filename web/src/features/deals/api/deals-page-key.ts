import { preload } from 'swr';
import { routes } from '@tdp/shared/api/routes';
import { DEALS_DEFAULT_LIMIT } from '@tdp/shared/constants';
import type { DealsQueryFilter } from '@tdp/shared/deals/deals-filter-query';
import type { DealsAnswer } from '@tdp/shared/schemas/package';
import { apiFetch } from '../../../lib/api-client.ts';

/** SWR key of a page of deals. */
export type DealsPageKey = readonly [path: string, body: DealsQueryFilter & { page: number; limit: number }];

/** SWR key of one page of deals (page 1 = index 0) for a filter: the route's path and the request body. */
export function dealsPageKey(filter: DealsQueryFilter, index: number): DealsPageKey {
  return [
    routes.searchDeals.path,
    { destinationIds: filter.destinationIds, travelStyleIds: filter.travelStyleIds, page: index + 1, limit: DEALS_DEFAULT_LIMIT },
  ];
}

/** Asks the API for the page of deals a key names (`POST /packages/deals`). */
export function fetchDealsPage([, body]: DealsPageKey): Promise<DealsAnswer> {
  return apiFetch<DealsAnswer>(routes.searchDeals, { body });
}

/**
 * Starts the first page of deals for `filter` before the deals page renders (first page of a visit, see
 * app/routes/first-page-data.ts): `useDealsSearch` for the same filter takes this answer. Kept apart from
 * search-deals.ts so that starting it does not load SWR's infinite loader.
 */
export function preloadFirstDealsPage(filter: DealsQueryFilter): Promise<DealsAnswer> {
  const answer = preload(dealsPageKey(filter, 0), fetchDealsPage);
  // The deals list reports a failure; this extra reference must not count as an unhandled rejection.
  answer.catch(() => undefined);
  return answer;
}

import { routes } from '@tdp/shared/api/routes';
import type { DealsQueryFilter } from '@tdp/shared/deals/deals-filter-query';
import type { DealsAnswer } from '@tdp/shared/schemas/package';
import { apiFetch } from '../../../lib/api-client.ts';
import { dealsPageBody, type DealsPageBody } from '../deals-page-filter.ts';

/** SWR key of a page of deals. */
export type DealsPageKey = readonly [path: string, body: DealsPageBody];

/** SWR key of one page of deals (page 1 = index 0) for a filter: the route's path and the request body. */
export function dealsPageKey(filter: DealsQueryFilter, index: number): DealsPageKey {
  return [routes.searchDeals.path, dealsPageBody(filter, index)];
}

/** Asks the API for the page of deals a key names (`POST /packages/deals`). */
export function fetchDealsPage(key: DealsPageKey): Promise<DealsAnswer> {
  return apiFetch<DealsAnswer>(routes.searchDeals, { body: key[1] });
}

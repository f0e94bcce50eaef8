import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import type { DealsQueryFilter } from '@tdp/shared/deals/deals-filter-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { readKey } from '../../../lib/read-key.ts';
import { dealsPageBody, dealsPageQuery, type DealsPageBody } from '../deals-page-filter.ts';

/** SWR key of a page of deals. */
export type DealsPageKey = readonly [key: string, body: DealsPageBody];

/** SWR key of one page of deals (page 1 = index 0) for a filter: the route's read key and the query it asks. */
export function dealsPageKey(filter: DealsQueryFilter, index: number): DealsPageKey {
  return [readKey(catalogueReadRoutes.getDeals), dealsPageBody(filter, index)];
}

/** Asks the API for the page of deals a key names (`GET /packages/deals`, a read the edge keeps for a minute). */
export function fetchDealsPage(key: DealsPageKey) {
  return apiFetch(catalogueReadRoutes.getDeals, { query: dealsPageQuery(key[1]) });
}

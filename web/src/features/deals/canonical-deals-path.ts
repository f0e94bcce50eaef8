import { dealsHref, parseDealsFilterQuery } from '@tdp/shared/deals/deals-filter-query';

/**
 * The one address of a deals list for search engines: its path and the filter of its query string with each list
 * sorted, so `[2,9]` and `[9,2]` (or a reordered query) are one page. The page's canonical link and the sitemap
 * both use it, so they name the same address. The order, the departure cities and the travel months are left out: they
 * price, narrow or order the same list for one visitor ("from Vancouver in April"), and month pages would expire, so
 * search engines index the list by destination and style only.
 */
export function canonicalDealsPath(pathname: string, search: string): string {
  const { destinationIds, travelStyleIds } = parseDealsFilterQuery(search);
  return dealsHref({ destinationIds: [...destinationIds].sort(), travelStyleIds: [...travelStyleIds].sort((a, b) => a - b) }, pathname);
}

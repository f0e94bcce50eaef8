import { dealsHref, parseDealsFilterQuery } from '@tdp/shared/deals/deals-filter-query';

/**
 * The one address of a deals list for search engines: its path and the filter of its query string with each list
 * sorted, so `[2,9]` and `[9,2]` (or a reordered query) are one page. The page's canonical link and the sitemap
 * both use it, so they name the same address.
 */
export function canonicalDealsPath(pathname: string, search: string): string {
  const { destinationIds, travelStyleIds } = parseDealsFilterQuery(search);
  return dealsHref({ destinationIds: [...destinationIds].sort(), travelStyleIds: [...travelStyleIds].sort((a, b) => a - b) }, pathname);
}

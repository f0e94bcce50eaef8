import { DEALS_DEFAULT_LIMIT, TRAVEL_STYLE_IDS } from '@tdp/shared/constants';
import { parseDealsFilterQuery, type DealsQueryFilter } from '@tdp/shared/deals/deals-filter-query';
import { formatDestinationId, type DestinationId } from '@tdp/shared/catalogue/destination-ids';

/** A page of deals asked of the deals query (`GET /packages/deals`, the query of {@link dealsPageQuery}). */
export type DealsPageBody = DealsQueryFilter & { page: number; limit: number };

/** The body asking for one page of deals (page 1 = index 0) of a filter, 21 deals a page. */
export function dealsPageBody(filter: DealsQueryFilter, index: number): DealsPageBody {
  return {
    destinationIds: filter.destinationIds,
    travelStyleIds: filter.travelStyleIds,
    // Left out when empty, so the body (and the list's read key) of an unfiltered list stays as it was.
    ...(filter.departureCityIds?.length ? { departureCityIds: filter.departureCityIds } : {}),
    ...(filter.months?.length ? { months: filter.months } : {}),
    page: index + 1,
    limit: DEALS_DEFAULT_LIMIT,
    ...(filter.sort ? { sort: filter.sort } : {}),
  };
}

/**
 * The query string of `GET /packages/deals` for a page: lists as JSON lists, empty ones left out, in one order, so
 * the same page is always the same address (one copy at the edge).
 */
export function dealsPageQuery(body: DealsPageBody): Record<string, string> {
  const query: Record<string, string> = {};
  if (body.destinationIds.length > 0) query.destinationIds = JSON.stringify(body.destinationIds);
  if (body.travelStyleIds.length > 0) query.travelStyleIds = JSON.stringify(body.travelStyleIds);
  if (body.departureCityIds?.length) query.departureCityIds = JSON.stringify(body.departureCityIds);
  if (body.months?.length) query.months = JSON.stringify(body.months);
  if (body.sort) query.sort = body.sort;
  query.page = String(body.page);
  query.limit = String(body.limit);
  return query;
}

/** Whether a filter names departure cities or travel months (the list then shows their prices and dates). */
export function filtersByDeparture(filter: Pick<DealsQueryFilter, 'departureCityIds' | 'months'>): boolean {
  return (filter.departureCityIds?.length ?? 0) > 0 || (filter.months?.length ?? 0) > 0;
}

/** Path parameters of `/cruise-deals/:travelStyleId?/:continentId?/:countryId?`. */
export interface CruiseDealsPathParams {
  travelStyleId?: string;
  continentId?: string;
  countryId?: string;
}

function positiveId(value: string | undefined): number | null {
  return value !== undefined && /^[1-9][0-9]{0,11}$/.test(value) ? Number(value) : null;
}

/**
 * The filter of a cruise-deals address. The path narrows step by step: a style (cruises, 4, when none is
 * given), then a continent, then one of its countries (the most precise place wins). The query string
 * (`?travelStyleIds=[4]&destinationIds=[...]`, as the header's cruise menu writes it) is honoured too:
 * its styles replace the path's, its places add to the path's; its cities, months and order apply as they are. Path
 * segments that are not ids are ignored.
 */
export function cruiseDealsFilter(params: CruiseDealsPathParams, search: string | URLSearchParams): DealsQueryFilter {
  const fromQuery = parseDealsFilterQuery(search);
  const countryId = positiveId(params.countryId);
  const continentId = positiveId(params.continentId);
  const pathPlace: DestinationId | null =
    countryId !== null ? formatDestinationId('country', countryId) : continentId !== null ? formatDestinationId('continent', continentId) : null;
  const destinationIds = pathPlace ? [pathPlace, ...fromQuery.destinationIds.filter((id) => id !== pathPlace)] : fromQuery.destinationIds;
  const pathStyle = positiveId(params.travelStyleId);
  const travelStyleIds = fromQuery.travelStyleIds.length > 0 ? fromQuery.travelStyleIds : [pathStyle ?? TRAVEL_STYLE_IDS.cruises];
  return { ...fromQuery, destinationIds, travelStyleIds };
}

/** The filter of a Disney-deals address: its places, cities, months and order, always within Disney trips (style 9). */
export function disneyDealsFilter(search: string | URLSearchParams): DealsQueryFilter {
  return { ...parseDealsFilterQuery(search), travelStyleIds: [TRAVEL_STYLE_IDS.disney] };
}

/** Whether a travel style is a kind of cruise (the cruise page's style filter offers only those). */
export function isCruiseStyle(style: { id: number; style_name: string }): boolean {
  return style.id === TRAVEL_STYLE_IDS.cruises || style.id === TRAVEL_STYLE_IDS.riverCruise || /cruise/i.test(style.style_name);
}

import { type DestinationId, parseDestinationId } from '../catalogue/destination-ids.ts';
import {
  DEALS_FILTER_DEPARTURE_CITIES_MAX,
  DEALS_FILTER_DESTINATIONS_MAX,
  DEALS_FILTER_MONTHS_MAX,
  DEALS_FILTER_STYLES_MAX,
  DEALS_SORTS,
  type DealsSort,
} from '../constants.ts';

/**
 * The deals filter in a page address: `destinationIds` is a JSON list of strings
 * (`["country-5","continent-2"]`), `travelStyleIds` a JSON list of numbers (`[13]`), e.g.
 * `/deals?travelStyleIds=[13]`. Addresses come from old links, menus and people typing, so reading is
 * tolerant: a parameter that is not a JSON list is ignored, and so is each entry of the wrong type, a
 * malformed destination id, a non-integer or non-positive style id, and a repeat. It never throws.
 * `departureCityIds` (`[3,7]`, "From Vancouver or Calgary") and `months` (`["2027-04"]`, travel months) are JSON
 * lists too, read as tolerantly (ids as style ids are, months written `YYYY-MM`); empty, they are left out of the
 * filter. `sort` names the list's order (`price-asc`, `price-desc`, `departure`); the default, `recommended`, and an
 * unknown value are left out of the filter (and so of the address).
 */

/** The filter part of a deals address. */
export interface DealsQueryFilter {
  destinationIds: DestinationId[];
  travelStyleIds: number[];
  /** Departure cities ("From Vancouver"): prices and dates are then those of departures from them. Absent when none. */
  departureCityIds?: number[];
  /** Travel months `YYYY-MM`. Absent when none. */
  months?: string[];
  /** The list's order when it is not the default (`recommended`). */
  sort?: Exclude<DealsSort, 'recommended'>;
}

/** Filter types that may carry an order: the query filter, or the loose input of {@link formatDealsFilterQuery}. */
type SortInput = { sort?: string | undefined };

function chosenSort(value: string | null | undefined): Exclude<DealsSort, 'recommended'> | undefined {
  return DEALS_SORTS.find((sort): sort is Exclude<DealsSort, 'recommended'> => sort === value && sort !== 'recommended');
}

function jsonListsOf(params: URLSearchParams, name: string): unknown[] {
  return params.getAll(name).flatMap((raw) => {
    try {
      const value: unknown = JSON.parse(raw);
      return Array.isArray(value) ? value : [];
    } catch {
      return [];
    }
  });
}

function isDestinationId(value: unknown): value is DestinationId {
  return typeof value === 'string' && parseDestinationId(value) !== null;
}

function isPositiveId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

const TRAVEL_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

function isTravelMonth(value: unknown): value is string {
  return typeof value === 'string' && TRAVEL_MONTH_PATTERN.test(value);
}

/** The loose input of {@link formatDealsFilterQuery}: lists of anything, cleaned as when reading. */
type FilterInput = {
  destinationIds?: readonly unknown[];
  travelStyleIds?: readonly unknown[];
  departureCityIds?: readonly unknown[] | undefined;
  months?: readonly unknown[] | undefined;
} & SortInput;

/** Keeps the accepted entries once each, in first-seen order, up to `max`. */
function cleanList<T>(values: readonly unknown[], accept: (value: unknown) => value is T, max: number): T[] {
  const kept: T[] = [];
  const seen = new Set<T>();
  for (const value of values) {
    if (kept.length === max) break;
    if (!accept(value) || seen.has(value)) continue;
    seen.add(value);
    kept.push(value);
  }
  return kept;
}

/**
 * Reads the filter from a query string (`?travelStyleIds=[13]`, with or without the `?`) or from
 * search params. A parameter given twice contributes both lists.
 */
export function parseDealsFilterQuery(search: string | URLSearchParams): DealsQueryFilter {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = chosenSort(params.get('sort'));
  const departureCityIds = cleanList(jsonListsOf(params, 'departureCityIds'), isPositiveId, DEALS_FILTER_DEPARTURE_CITIES_MAX);
  const months = cleanList(jsonListsOf(params, 'months'), isTravelMonth, DEALS_FILTER_MONTHS_MAX);
  return {
    destinationIds: cleanList(jsonListsOf(params, 'destinationIds'), isDestinationId, DEALS_FILTER_DESTINATIONS_MAX),
    travelStyleIds: cleanList(jsonListsOf(params, 'travelStyleIds'), isPositiveId, DEALS_FILTER_STYLES_MAX),
    ...(departureCityIds.length > 0 ? { departureCityIds } : {}),
    ...(months.length > 0 ? { months } : {}),
    ...(sort ? { sort } : {}),
  };
}

/** JSON list in a query value, keeping `[`, `]` and `,` readable, as the site's links write them (`travelStyleIds=[13]`). */
function encodeJsonList(values: readonly unknown[]): string {
  return encodeURIComponent(JSON.stringify(values)).replaceAll('%5B', '[').replaceAll('%5D', ']').replaceAll('%2C', ',');
}

/**
 * Writes the filter as a query string: `?destinationIds=[...]&travelStyleIds=[...]&departureCityIds=[...]&months=[...]`,
 * leaving out empty lists, then `&sort=...` unless the order is the default; '' when nothing filters or orders.
 * Entries are cleaned as when reading, so the result always reads back.
 */
export function formatDealsFilterQuery(filter: FilterInput): string {
  const destinationIds = cleanList(filter.destinationIds ?? [], isDestinationId, DEALS_FILTER_DESTINATIONS_MAX);
  const travelStyleIds = cleanList(filter.travelStyleIds ?? [], isPositiveId, DEALS_FILTER_STYLES_MAX);
  const departureCityIds = cleanList(filter.departureCityIds ?? [], isPositiveId, DEALS_FILTER_DEPARTURE_CITIES_MAX);
  const months = cleanList(filter.months ?? [], isTravelMonth, DEALS_FILTER_MONTHS_MAX);
  const pairs: string[] = [];
  if (destinationIds.length > 0) pairs.push(`destinationIds=${encodeJsonList(destinationIds)}`);
  if (travelStyleIds.length > 0) pairs.push(`travelStyleIds=${encodeJsonList(travelStyleIds)}`);
  if (departureCityIds.length > 0) pairs.push(`departureCityIds=${encodeJsonList(departureCityIds)}`);
  if (months.length > 0) pairs.push(`months=${encodeJsonList(months)}`);
  const sort = chosenSort(filter.sort);
  if (sort) pairs.push(`sort=${sort}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** A deals-list address for a filter: `dealsHref({travelStyleIds: [13]})` → `/deals?travelStyleIds=[13]`. */
export function dealsHref(filter: FilterInput, basePath = '/deals'): string {
  return `${basePath}${formatDealsFilterQuery(filter)}`;
}

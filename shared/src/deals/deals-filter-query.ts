import { type DestinationId, parseDestinationId } from '../catalogue/destination-ids.ts';
import { DEALS_FILTER_DESTINATIONS_MAX, DEALS_FILTER_STYLES_MAX } from '../constants.ts';

/**
 * The deals filter in a page address (spec section 2): `destinationIds` is a JSON list of strings
 * (`["country-5","continent-2"]`), `travelStyleIds` a JSON list of numbers (`[13]`), e.g.
 * `/deals?travelStyleIds=[13]`. Addresses come from old links, menus and people typing, so reading is
 * tolerant: a parameter that is not a JSON list is ignored, and so is each entry of the wrong type, a
 * malformed destination id, a non-integer or non-positive style id, and a repeat. It never throws.
 */

/** The filter part of a deals address. */
export interface DealsQueryFilter {
  destinationIds: DestinationId[];
  travelStyleIds: number[];
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

function isTravelStyleId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

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
  return {
    destinationIds: cleanList(jsonListsOf(params, 'destinationIds'), isDestinationId, DEALS_FILTER_DESTINATIONS_MAX),
    travelStyleIds: cleanList(jsonListsOf(params, 'travelStyleIds'), isTravelStyleId, DEALS_FILTER_STYLES_MAX),
  };
}

/** JSON list in a query value, keeping `[`, `]` and `,` readable as in the spec's addresses. */
function encodeJsonList(values: readonly unknown[]): string {
  return encodeURIComponent(JSON.stringify(values)).replaceAll('%5B', '[').replaceAll('%5D', ']').replaceAll('%2C', ',');
}

/**
 * Writes the filter as a query string: `?destinationIds=[...]&travelStyleIds=[...]`, leaving out empty
 * lists; '' when nothing filters. Entries are cleaned as when reading, so the result always reads back.
 */
export function formatDealsFilterQuery(filter: { destinationIds?: readonly unknown[]; travelStyleIds?: readonly unknown[] }): string {
  const destinationIds = cleanList(filter.destinationIds ?? [], isDestinationId, DEALS_FILTER_DESTINATIONS_MAX);
  const travelStyleIds = cleanList(filter.travelStyleIds ?? [], isTravelStyleId, DEALS_FILTER_STYLES_MAX);
  const pairs: string[] = [];
  if (destinationIds.length > 0) pairs.push(`destinationIds=${encodeJsonList(destinationIds)}`);
  if (travelStyleIds.length > 0) pairs.push(`travelStyleIds=${encodeJsonList(travelStyleIds)}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** A deals-list address for a filter: `dealsHref({travelStyleIds: [13]})` → `/deals?travelStyleIds=[13]`. */
export function dealsHref(filter: { destinationIds?: readonly unknown[]; travelStyleIds?: readonly unknown[] }, basePath = '/deals'): string {
  return `${basePath}${formatDealsFilterQuery(filter)}`;
}

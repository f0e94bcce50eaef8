/*
 * Which query parameters each public page reads, and how: the site's viewer-request CloudFront Function
 * (infra/lib/edge/site-request.js, which gets this table written in at synth) keeps only these, normalised, so one
 * meaning is one cache key and a parameter no page reads never reaches the render function
 * (docs/decisions/page-cache-keys.md). The local site runs the same function before its renderer.
 */
import { DEALS_SORTS } from '@tdp/shared/constants';
import { AGENT_LANGUAGES, AGENT_SPECIALTIES, CANADIAN_PROVINCES } from '@tdp/shared/schemas/agent-profile';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { publicPathSource } from '@tdp/shared/site-paths/site-path';

/**
 * How a page reads one parameter (the edge mirrors it exactly, so the server renders what the browser then reads):
 * - `json-list`: every occurrence, each a JSON list, concatenated (`parseDealsFilterQuery`); an occurrence that is not
 *   a JSON list is ignored;
 * - `one-of`: the first occurrence, matched exactly against `values`; anything else is ignored.
 * - `text`: the first occurrence as typed; empty is nothing.
 */
export type PageQueryParameter =
  { name: string; kind: 'json-list' } | { name: string; kind: 'one-of'; values: readonly string[] } | { name: string; kind: 'text' };

/** The parameters of the pages whose lower-cased path matches `path` (a regular expression). */
export interface PageQueryRule {
  /** What the rule covers, for people. */
  pages: string;
  path: string;
  parameters: readonly PageQueryParameter[];
}

const DEALS_FILTER: readonly PageQueryParameter[] = [
  { name: 'destinationIds', kind: 'json-list' },
  { name: 'travelStyleIds', kind: 'json-list' },
  { name: 'departureCityIds', kind: 'json-list' },
  { name: 'months', kind: 'json-list' },
  // The default order (`recommended`) is left out of the address, as the page writes it.
  { name: 'sort', kind: 'one-of', values: DEALS_SORTS.filter((sort) => sort !== 'recommended') },
];

/**
 * First match wins. The paths are the public routes' patterns (shared/src/site-paths/public-paths.ts) as regular
 * expressions over the lower-cased path, a trailing slash allowed, the French page under `/fr` alike (`publicPathSource`);
 * every other path reads no
 * parameter (the quote forms' prefill, `agent` and the thank-you page's `reference` are read in the browser only).
 */
export const PAGE_QUERY_RULES: readonly PageQueryRule[] = [
  { pages: 'deals lists (shared/deals/deals-filter-query.ts)', path: publicPathSource(PUBLIC_PATHS.deals), parameters: DEALS_FILTER },
  { pages: 'Disney deals (shared/deals/deals-filter-query.ts)', path: publicPathSource(PUBLIC_PATHS.disneyDeals), parameters: DEALS_FILTER },
  { pages: 'cruise deals (features/deals/deals-page-filter.ts)', path: publicPathSource(PUBLIC_PATHS.cruiseDeals), parameters: DEALS_FILTER },
  {
    pages: "a package page: its departures' cities and months (components/package-details)",
    path: publicPathSource(PUBLIC_PATHS.package),
    parameters: DEALS_FILTER.filter((parameter) => parameter.name === 'departureCityIds' || parameter.name === 'months'),
  },
  {
    pages: 'the connected-agent directory (features/agent-directory/directory-filter.ts)',
    path: publicPathSource(PUBLIC_PATHS.connectedAgents),
    parameters: [
      { name: 'q', kind: 'text' },
      { name: 'province', kind: 'one-of', values: CANADIAN_PROVINCES },
      { name: 'language', kind: 'one-of', values: AGENT_LANGUAGES },
      { name: 'specialty', kind: 'one-of', values: AGENT_SPECIALTIES },
    ],
  },
];

/** Every parameter some page reads, once each: the cache policy's allow list (CloudFront allows 10 by default). */
export function pageQueryParameterNames(rules: readonly PageQueryRule[] = PAGE_QUERY_RULES): string[] {
  return [...new Set(rules.flatMap((rule) => rule.parameters.map((parameter) => parameter.name)))];
}

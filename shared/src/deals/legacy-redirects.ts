import { TRAVEL_STYLE_IDS } from '../constants.ts';
import { PUBLIC_PATHS } from '../site-paths/public-paths.ts';
import * as LEGACY_PATHS from '../site-paths/legacy-paths.ts';
import { pathHref } from '../site-paths/site-path.ts';
import { dealsHref } from './deals-filter-query.ts';

/**
 * Addresses of the agency's previous website that still circulate in bookmarks, e-mails and search results
 * (docs/decisions/legacy-redirects.md), and where each now leads. One table for every
 * place that answers them: the SPA's redirect route (web/src/features/legacy-redirects), the site's CloudFront
 * Function, whose code is generated from {@link FIXED_LEGACY_REDIRECTS} at synth (infra/lib/edge/site-request.ts),
 * and the render function (web/server). Pure data and string functions: nothing here may need a DOM or Node.
 */

/** Where a legacy path goes: a fixed address, or a place looked up in the live destination tree by name. */
export type LegacyRedirectRule = { to: string } | { destination: string };

/** Prefix of the old destination pages: `/travel-destinations/europe`. */
export const LEGACY_DESTINATIONS_PREFIX = LEGACY_PATHS.travelDestinations;

/** The legacy paths with fixed targets, by {@link legacyPathKey}. */
export const FIXED_LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  [LEGACY_PATHS.lastMinuteDeals]: dealsHref({ travelStyleIds: [TRAVEL_STYLE_IDS.lastMinute] }, PUBLIC_PATHS.deals),
  [LEGACY_PATHS.cruises]: dealsHref({ travelStyleIds: [TRAVEL_STYLE_IDS.cruises] }, pathHref(PUBLIC_PATHS.cruiseDeals)),
  [LEGACY_DESTINATIONS_PREFIX]: PUBLIC_PATHS.deals,
};

/** A path as the table is keyed: lower case, without trailing slashes (`/Cruises/` → `/cruises`). */
export function legacyPathKey(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '');
}

/** The rule for a path of the old site, or null when the path is not one of them. */
export function legacyRedirectRule(pathname: string): LegacyRedirectRule | null {
  const path = legacyPathKey(pathname);
  const fixed = Object.hasOwn(FIXED_LEGACY_REDIRECTS, path) ? FIXED_LEGACY_REDIRECTS[path] : undefined;
  if (fixed) return { to: fixed };
  const match = new RegExp(`^${LEGACY_DESTINATIONS_PREFIX}/([^/]+)$`).exec(path);
  if (!match) return null;
  try {
    return { destination: decodeURIComponent(match[1]!) };
  } catch {
    // A malformed escape (`%E0%A4%A`) names no place: the unfiltered list, as for any unknown place.
    return { to: PUBLIC_PATHS.deals };
  }
}

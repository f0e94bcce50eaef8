import { TRAVEL_STYLE_IDS } from '@tdp/shared/constants';
import { dealsHref } from '@tdp/shared/deals/deals-filter-query';
import type { Continent } from '@tdp/shared/schemas/destination';
import { formatDestinationId, isCruiseContinent, type DestinationId } from '@tdp/shared/catalogue/destination-ids';
import { continentDestinationIds, cruiseDealsHref, travelStyleDealsHref } from '../../lib/deals-links.ts';
import { SITE_PATHS } from '../../lib/site-paths.ts';

/**
 * Addresses of the agency's previous website that still circulate in bookmarks, e-mails and search
 * results (spec section 2 "Legacy redirects"; docs/decisions/legacy-redirects.md). Each leads to the deals
 * list that replaced it. Paths are matched without regard to case or a trailing slash.
 */

/** Where a legacy path goes: a fixed address, or a place looked up in the live destination tree by name. */
export type LegacyRedirectRule = { to: string } | { destination: string };

/** Prefix of the old destination pages: `/travel-destinations/europe`. */
export const LEGACY_DESTINATIONS_PREFIX = '/travel-destinations';

/** The legacy paths with fixed targets. */
export const FIXED_LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  '/last-minute-deals': travelStyleDealsHref(TRAVEL_STYLE_IDS.lastMinute),
  '/cruises': cruiseDealsHref(),
  [LEGACY_DESTINATIONS_PREFIX]: SITE_PATHS.deals,
};

/**
 * Names an old destination slug may go by in the tree. A slug not listed here is looked up by itself
 * (`europe` → `Europe`, `mexico-caribbean` → `Mexico & Caribbean`). The old USA page covered the
 * states the catalogue lists as countries of their own.
 */
const DESTINATION_ALIASES: Readonly<Record<string, readonly string[]>> = {
  usa: ['United States', 'United States of America', 'USA', 'Hawaii', 'Alaska'],
};

/** A place name compared by its words only: `Mexico & Caribbean` = `mexico-caribbean` = `Caribbean and Mexico`. */
export function placeNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && word !== 'and')
    .sort()
    .join(' ');
}

/** The rule for a path of the old site, or null when the path is not one of them. */
export function legacyRedirectRule(pathname: string): LegacyRedirectRule | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const fixed = FIXED_LEGACY_REDIRECTS[path];
  if (fixed) return { to: fixed };
  const match = new RegExp(`^${LEGACY_DESTINATIONS_PREFIX}/([^/]+)$`).exec(path);
  return match ? { destination: decodeURIComponent(match[1]!) } : null;
}

/**
 * The deals address of an old destination page, from the live tree: a geographic continent whose name
 * matches gives all its country ids and its own id (as the Destinations menu does), a country whose name
 * matches gives its id. A slug that matches nothing goes to the unfiltered deals list.
 */
export function legacyDestinationHref(slug: string, continents: readonly Continent[]): string {
  const names = new Set((DESTINATION_ALIASES[placeNameKey(slug)] ?? [slug]).map(placeNameKey));
  const regular = continents.filter((continent) => !isCruiseContinent(continent));
  const ids = new Set<DestinationId>();
  for (const continent of regular) {
    if (names.has(placeNameKey(continent.continent_name))) continentDestinationIds(continent).forEach((id) => ids.add(id));
  }
  for (const continent of regular) {
    for (const country of continent.countries) {
      if (names.has(placeNameKey(country.name))) ids.add(formatDestinationId('country', country.id));
    }
  }
  return dealsHref({ destinationIds: [...ids] });
}

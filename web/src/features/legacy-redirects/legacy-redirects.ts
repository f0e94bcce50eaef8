import { dealsHref } from '@tdp/shared/deals/deals-filter-query';
import type { Continent } from '@tdp/shared/schemas/destination';
import { formatDestinationId, isCruiseContinent, type DestinationId } from '@tdp/shared/catalogue/destination-ids';
import { continentDestinationIds } from '../../lib/deals-links.ts';

/**
 * Addresses of the agency's previous website that still circulate in bookmarks, e-mails and search
 * results (docs/decisions/legacy-redirects.md). Each leads to the deals
 * list that replaced it. Paths are matched without regard to case or a trailing slash.
 *
 * The paths and their fixed targets live in `@tdp/shared/deals/legacy-redirects`: the site's CloudFront Function
 * answers them with a 301 from the same table. The destination pages are looked up here, in the live tree.
 */
export { FIXED_LEGACY_REDIRECTS, LEGACY_DESTINATIONS_PREFIX, legacyRedirectRule, type LegacyRedirectRule } from '@tdp/shared/deals/legacy-redirects';

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

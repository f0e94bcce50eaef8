import { TRAVEL_STYLE_IDS } from '@tdp/shared/constants';
import { dealsHref } from '@tdp/shared/deals/deals-filter-query';
import type { Continent, Country } from '@tdp/shared/schemas/destination';
import { formatDestinationId, type DestinationId } from '@tdp/shared/catalogue/destination-ids';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';

/**
 * Deals addresses of the destination tree, as the header's menus build them: shared by
 * the header menus and the legacy redirects, so both send visitors to the same filtered lists.
 */

/** Path of the cruise deals list. */
const CRUISE_DEALS_PATH = pathHref(PUBLIC_PATHS.cruiseDeals);

/** A continent is its countries' ids followed by its own, `["country-3","country-8","continent-2"]`. */
export function continentDestinationIds(continent: Pick<Continent, 'continent_id' | 'countries'>): DestinationId[] {
  return [...continent.countries.map((country) => formatDestinationId('country', country.id)), formatDestinationId('continent', continent.continent_id)];
}

/** `/deals` with a continent and all its countries. */
export function continentDealsHref(continent: Pick<Continent, 'continent_id' | 'countries'>): string {
  return dealsHref({ destinationIds: continentDestinationIds(continent) });
}

/** `/deals` with one country. */
export function countryDealsHref(country: Pick<Country, 'id'>): string {
  return dealsHref({ destinationIds: [formatDestinationId('country', country.id)] });
}

/** `/deals` with one or more travel styles, e.g. `/deals?travelStyleIds=[13]`. */
export function travelStyleDealsHref(...travelStyleIds: number[]): string {
  return dealsHref({ travelStyleIds });
}

/**
 * `/cruise-deals` with the cruise style (4) and a chosen place of a `Cruise_` group, e.g.
 * `/cruise-deals?destinationIds=["city-9"]&travelStyleIds=[4]`; no place lists every cruise.
 */
export function cruiseDealsHref(destinationIds: readonly DestinationId[] = []): string {
  return dealsHref({ destinationIds, travelStyleIds: [TRAVEL_STYLE_IDS.cruises] }, CRUISE_DEALS_PATH);
}

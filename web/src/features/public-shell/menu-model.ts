import { MENU_COUNTRIES_PER_COLUMN, TRAVEL_STYLE_MENU_COLUMN_SIZE } from '@tdp/shared/constants';
import type { Continent, Country } from '@tdp/shared/schemas/destination';
import { continentDisplayName, isCruiseContinent } from '@tdp/shared/catalogue/destination-ids';
import type { TravelStyle } from '@tdp/shared/schemas/travel-style';
import { travelStyleDealsHref } from '../../lib/deals-links.ts';
import { compareNames } from '../../lib/intl.ts';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';

/** What the header's menus show, derived from the API's answers. */

function sortedCountries(countries: readonly Country[]): Country[] {
  return [...countries].sort((a, b) => compareNames(a.name, b.name));
}

/** The Destinations menu: geographic continents (no `Cruise_` group) alphabetically, countries alphabetically. */
export function destinationMenuContinents(continents: readonly Continent[]): Continent[] {
  return continents
    .filter((continent) => !isCruiseContinent(continent))
    .sort((a, b) => compareNames(a.continent_name, b.continent_name))
    .map((continent) => ({ ...continent, countries: sortedCountries(continent.countries) }));
}

/** The Cruise menu's first level: the `Cruise_` groups by display name, their countries and cities alphabetically. */
export function cruiseMenuContinents(continents: readonly Continent[]): Continent[] {
  return continents
    .filter(isCruiseContinent)
    .sort((a, b) => compareNames(continentDisplayName(a), continentDisplayName(b)))
    .map((continent) => ({
      ...continent,
      countries: sortedCountries(continent.countries).map((country) => ({
        ...country,
        cities: [...country.cities].sort((a, b) => compareNames(a.name, b.name)),
      })),
    }));
}

/** Splits a list into columns of `size`, in reading order down each column. */
export function splitIntoColumns<T>(items: readonly T[], size: number): T[][] {
  const columns: T[][] = [];
  for (let start = 0; start < items.length; start += size) columns.push(items.slice(start, start + size));
  return columns;
}

/** Countries of a Destinations continent in columns of 11. */
export function countryColumns(continent: Pick<Continent, 'countries'>): Country[][] {
  return splitIntoColumns(continent.countries, MENU_COUNTRIES_PER_COLUMN);
}

/** Travel styles alphabetically in columns of 10; the menu lays them out three across. */
export function travelStyleColumns(styles: readonly TravelStyle[]): TravelStyle[][] {
  const sorted = [...styles].sort((a, b) => compareNames(a.style_name, b.style_name));
  return splitIntoColumns(sorted, TRAVEL_STYLE_MENU_COLUMN_SIZE);
}

/** Style names compared without case, spaces or punctuation, singular or plural: `Group Travels` = `group travel`. */
function styleKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/s$/, '');
}

/** Styles that have a page of their own instead of a deals list, matched by name (Disney Trips, Destination Wedding, Group Travel). */
const STYLE_PAGES: ReadonlyMap<string, string> = new Map([
  [styleKey('Destination Wedding'), PUBLIC_PATHS.destinationWedding],
  [styleKey('Group Travel'), PUBLIC_PATHS.groupTravel],
]);

/**
 * Where a travel style leads: Destination Wedding and Group Travel to their group-travel pages, every
 * other style (Disney Trips included, `[9]`) to `/deals?travelStyleIds=[id]`.
 */
export function travelStyleMenuHref(style: Pick<TravelStyle, 'id' | 'style_name'>): string {
  return STYLE_PAGES.get(styleKey(style.style_name)) ?? travelStyleDealsHref(style.id);
}

import { CRUISE_CONTINENT_PREFIX } from '../constants.ts';
import type { Continent } from '../schemas/destination.ts';

/**
 * Destination ids (`continent-{id}`, `country-{id}`, `city-{id}`) and names of the destination tree, without
 * zod: the public site's menus and filters use these on every first visit. The schemas are in
 * `schemas/destination.ts`.
 */

/** Whether a continent is a cruise group (`Cruise_Ocean`...) rather than a geographic continent. */
export function isCruiseContinent(continent: Pick<Continent, 'continent_name'>): boolean {
  return continent.continent_name.startsWith(CRUISE_CONTINENT_PREFIX);
}

/** Name of a cruise group as visitors read it: `Cruise_River` → `River`. Other names are unchanged. */
export function continentDisplayName(continent: Pick<Continent, 'continent_name'>): string {
  if (!isCruiseContinent(continent)) return continent.continent_name;
  return continent.continent_name.slice(CRUISE_CONTINENT_PREFIX.length).replaceAll('_', ' ');
}

/** The three levels of the tree a filter can name. */
export const DESTINATION_KINDS = ['continent', 'country', 'city'] as const;
export type DestinationKind = (typeof DESTINATION_KINDS)[number];

/** A destination id as used in filters: `continent-{id}`, `country-{id}` or `city-{id}`. */
export type DestinationId = `${DestinationKind}-${number}`;

/** What a destination id looks like (ids start at 1). */
export const DESTINATION_ID_PATTERN = /^(continent|country|city)-([1-9][0-9]{0,14})$/;

/** Reads `country-12` as `{kind: 'country', id: 12}`; anything else (`country-0`, `Country-1`, `city-x`) is null. */
export function parseDestinationId(value: string): { kind: DestinationKind; id: number } | null {
  const match = DESTINATION_ID_PATTERN.exec(value);
  if (!match) return null;
  return { kind: match[1] as DestinationKind, id: Number(match[2]) };
}

/** Writes a destination id: `('city', 7)` → `city-7`. */
export function formatDestinationId(kind: DestinationKind, id: number): DestinationId {
  return `${kind}-${id}`;
}

/** Every destination id of a continent's tree: the continent, its countries and their cities. */
export function destinationIdsOfContinent(continent: Pick<Continent, 'continent_id' | 'countries'>): DestinationId[] {
  return [
    formatDestinationId('continent', continent.continent_id),
    ...continent.countries.flatMap((country) => [
      formatDestinationId('country', country.id),
      ...country.cities.map((city) => formatDestinationId('city', city.id)),
    ]),
  ];
}

/** Name of the place a destination id names in a tree, or null when the tree has no such place. */
export function destinationNameOf(
  destinationId: string,
  continents: ReadonlyArray<Pick<Continent, 'continent_id' | 'continent_name' | 'countries'>>,
): string | null {
  const parsed = parseDestinationId(destinationId);
  if (!parsed) return null;
  for (const continent of continents) {
    if (parsed.kind === 'continent' && continent.continent_id === parsed.id) return continentDisplayName(continent);
    for (const country of continent.countries) {
      if (parsed.kind === 'country' && country.id === parsed.id) return country.name;
      for (const city of country.cities) {
        if (parsed.kind === 'city' && city.id === parsed.id) return city.name;
      }
    }
  }
  return null;
}

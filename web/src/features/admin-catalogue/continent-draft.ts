import { CRUISE_CONTINENT_PREFIX } from '@tdp/shared/constants';
import type { Continent, ContinentCreateInput } from '@tdp/shared/schemas/destination';
import { continentDisplayName } from '@tdp/shared/catalogue/destination-ids';
import type { DestinationKind } from './destination-kind.ts';

/**
 * The continent editor's working copy of a destination tree. Every place carries a `key` for React and
 * for the editor's actions; places already saved keep their `id` (the API keeps them, and the packages
 * that use them), new ones have none until saved.
 */
export interface CityDraft {
  key: string;
  id?: number;
  name: string;
}

export interface CountryDraft {
  key: string;
  id?: number;
  name: string;
  cities: CityDraft[];
}

export interface ContinentDraft {
  /** The name as typed; for a cruise group, without the `Cruise_` prefix. */
  name: string;
  countries: CountryDraft[];
}

/** The continent editor's actions. New places get the `key` the caller chose (to focus their input). */
export type ContinentDraftAction =
  | { type: 'rename'; name: string }
  | { type: 'addCountry'; key: string }
  | { type: 'renameCountry'; countryKey: string; name: string }
  | { type: 'removeCountry'; countryKey: string }
  | { type: 'addCity'; countryKey: string; key: string }
  | { type: 'renameCity'; countryKey: string; cityKey: string; name: string }
  | { type: 'removeCity'; countryKey: string; cityKey: string };

/** The name an admin edits: a cruise group's name as visitors read it (`Cruise_River_Cruises` → `River Cruises`). */
export function editableContinentName(continentName: string, kind: DestinationKind): string {
  return kind === 'cruise' ? continentDisplayName({ continent_name: continentName }) : continentName;
}

/** The editor's starting copy of a saved continent, or an empty one for a new continent. */
export function draftFromContinent(continent: Pick<Continent, 'continent_name' | 'countries'> | null, kind: DestinationKind): ContinentDraft {
  if (!continent) return { name: '', countries: [] };
  return {
    name: editableContinentName(continent.continent_name, kind),
    countries: continent.countries.map((country) => ({
      key: `country-${country.id}`,
      id: country.id,
      name: country.name,
      cities: country.cities.map((city) => ({ key: `city-${city.id}`, id: city.id, name: city.name })),
    })),
  };
}

/** `{id}` for a saved place, nothing for a new one (the API gives it an id). */
function idOf(place: { id?: number }): { id?: number } {
  return place.id === undefined ? {} : { id: place.id };
}

/**
 * The body the API validates (`continent_name` and the tree, without editor keys). A cruise group's name
 * gets its `Cruise_` prefix back, spaces written as `_`; an empty name stays empty so the schema reports
 * it as required.
 */
export function continentInputFrom(draft: ContinentDraft, kind: DestinationKind): ContinentCreateInput {
  const name = draft.name.trim();
  return {
    continent_name: kind === 'cruise' && name !== '' ? `${CRUISE_CONTINENT_PREFIX}${name.replaceAll(' ', '_')}` : draft.name,
    countries: draft.countries.map((country) => ({
      ...idOf(country),
      name: country.name,
      cities: country.cities.map((city) => ({ ...idOf(city), name: city.name })),
    })),
  };
}

function mapCountry(draft: ContinentDraft, countryKey: string, change: (country: CountryDraft) => CountryDraft): ContinentDraft {
  return { ...draft, countries: draft.countries.map((country) => (country.key === countryKey ? change(country) : country)) };
}

/** Applies one editor action to the working copy. */
export function continentDraftReducer(draft: ContinentDraft, action: ContinentDraftAction): ContinentDraft {
  switch (action.type) {
    case 'rename':
      return { ...draft, name: action.name };
    case 'addCountry':
      return { ...draft, countries: [...draft.countries, { key: action.key, name: '', cities: [] }] };
    case 'renameCountry':
      return mapCountry(draft, action.countryKey, (country) => ({ ...country, name: action.name }));
    case 'removeCountry':
      return { ...draft, countries: draft.countries.filter((country) => country.key !== action.countryKey) };
    case 'addCity':
      return mapCountry(draft, action.countryKey, (country) => ({ ...country, cities: [...country.cities, { key: action.key, name: '' }] }));
    case 'renameCity':
      return mapCountry(draft, action.countryKey, (country) => ({
        ...country,
        cities: country.cities.map((city) => (city.key === action.cityKey ? { ...city, name: action.name } : city)),
      }));
    case 'removeCity':
      return mapCountry(draft, action.countryKey, (country) => ({
        ...country,
        cities: country.cities.filter((city) => city.key !== action.cityKey),
      }));
  }
}

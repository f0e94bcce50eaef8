import type { Continent, ContinentCreateInput, ContinentUpdateInput, Country } from '@tdp/shared/schemas/destination';
import { destinationIdsOfContinent } from '@tdp/shared/schemas/destination';
import type { FrenchVersion } from '@tdp/shared/catalogue/french-version';
import { Conflict, Invalid, NotFound } from '../domain-errors.ts';
import type { WriteActor } from '../../data/content-table.ts';
import { STALE_VERSION_MESSAGE } from '../../data/content-table.ts';
import { allocateId, allocateIds } from '../../data/counter-repository.ts';
import { bumpCatalogueVersion } from '../../data/catalogue-version-repository.ts';
import { getContinent, insertContinent, listContinents, replaceContinent } from '../../data/continent-repository.ts';
import { refuseIfPublishedPackagesUse } from '../catalogue/published-use-guard.ts';

/**
 * Saving a continent's whole tree. The tree is one item, so a save is one conditional write; new
 * countries and cities get ids from the atomic counters first (ids are never reused, so a retried save
 * only skips some numbers). Removing a place that published packages use is refused with 409.
 */

function refuseInvalid(fields: Record<string, string>): void {
  const names = Object.keys(fields);
  if (names.length > 0) throw new Invalid(`Check ${names.length === 1 ? 'the field' : 'these fields'}: ${names.join(', ')}.`, fields);
}

async function refuseDuplicateName(name: string, ownId: number | null): Promise<void> {
  const key = name.toLocaleLowerCase('en-CA');
  const clash = (await listContinents()).find((continent) => continent.continent_id !== ownId && continent.continent_name.toLocaleLowerCase('en-CA') === key);
  if (clash) throw new Conflict('Another continent already has this name.', { continent_name: 'is already used by another continent' });
}

/** Gives ids to the countries and cities that have none, using as few counter calls as possible. */
async function assignIds(countries: ContinentCreateInput['countries']): Promise<Country[]> {
  const newCountries = countries.filter((country) => country.id === undefined).length;
  const newCities = countries.flatMap((country) => country.cities).filter((city) => city.id === undefined).length;
  let nextCountry = newCountries > 0 ? await allocateIds('country', newCountries) : 0;
  let nextCity = newCities > 0 ? await allocateIds('city', newCities) : 0;
  return countries.map((country) => ({
    id: country.id ?? nextCountry++,
    name: country.name,
    ...(country.fr ? { fr: country.fr } : {}),
    cities: country.cities.map((city) => ({ id: city.id ?? nextCity++, name: city.name, ...(city.fr ? { fr: city.fr } : {}) })),
  }));
}

/**
 * The French names a save keeps: a place sent without `fr` keeps the one stored for its id (an editor that does not
 * show French names cannot erase them); a place sent with `fr` has the one sent.
 */
function keepingFrenchNames(countries: Country[], current: Continent): Country[] {
  const stored = new Map<string, FrenchVersion>();
  for (const country of current.countries) {
    if (country.fr) stored.set(`country-${country.id}`, country.fr);
    for (const city of country.cities) if (city.fr) stored.set(`city-${city.id}`, city.fr);
  }
  const kept = <T extends { id: number; fr?: FrenchVersion | undefined }>(place: T, key: string): T => {
    const fr = place.fr ?? stored.get(key);
    return fr ? { ...place, fr } : place;
  };
  return countries.map((country) => ({ ...kept(country, `country-${country.id}`), cities: country.cities.map((city) => kept(city, `city-${city.id}`)) }));
}

/** Creates a continent (or `Cruise_` group) with its tree at version 1. Places must not carry ids yet. */
export async function createContinent(input: ContinentCreateInput, actor: WriteActor): Promise<Continent> {
  const fields: Record<string, string> = {};
  input.countries.forEach((country, countryIndex) => {
    if (country.id !== undefined) fields[`countries.${countryIndex}.id`] = 'must be left out: a new place gets its id on save';
    country.cities.forEach((city, cityIndex) => {
      if (city.id !== undefined) fields[`countries.${countryIndex}.cities.${cityIndex}.id`] = 'must be left out: a new place gets its id on save';
    });
  });
  refuseInvalid(fields);
  await refuseDuplicateName(input.continent_name, null);
  const countries = await assignIds(input.countries);
  for (;;) {
    const continent: Continent = {
      continent_id: await allocateId('continent'),
      continent_name: input.continent_name,
      ...(input.fr ? { fr: input.fr } : {}),
      countries,
      version: 1,
      createdAt: actor.now,
      createdBy: actor.username,
      updatedAt: actor.now,
      updatedBy: actor.username,
    };
    // The counter can lag behind ids loaded in bulk: take the next one.
    if (!(await insertContinent(continent))) continue;
    await bumpCatalogueVersion();
    return continent;
  }
}

/**
 * Replaces a continent's name and tree if it is still at `input.version`. Countries and cities keep their
 * ids when sent with them (a city may move between countries of the same continent); ones left out are
 * removed, which is refused while published packages use them.
 */
export async function updateContinent(id: number, input: ContinentUpdateInput, actor: WriteActor): Promise<Continent> {
  const current = await getContinent(id);
  if (!current) throw new NotFound('There is no such continent.');
  if (current.version !== input.version) throw new Conflict(STALE_VERSION_MESSAGE, { version: 'is out of date' });

  const currentCountryIds = new Set(current.countries.map((country) => country.id));
  const currentCityIds = new Set(current.countries.flatMap((country) => country.cities.map((city) => city.id)));
  const fields: Record<string, string> = {};
  input.countries.forEach((country, countryIndex) => {
    if (country.id !== undefined && !currentCountryIds.has(country.id)) fields[`countries.${countryIndex}.id`] = 'is not a country of this continent';
    country.cities.forEach((city, cityIndex) => {
      if (city.id !== undefined && !currentCityIds.has(city.id)) fields[`countries.${countryIndex}.cities.${cityIndex}.id`] = 'is not a city of this continent';
    });
  });
  refuseInvalid(fields);
  await refuseDuplicateName(input.continent_name, id);

  const countries = keepingFrenchNames(await assignIds(input.countries), current);
  const next: Continent = {
    ...current,
    continent_name: input.continent_name,
    ...(input.fr ? { fr: input.fr } : {}),
    countries,
    version: input.version + 1,
    updatedAt: actor.now,
    updatedBy: actor.username,
  };
  const kept = new Set<string>(destinationIdsOfContinent(next));
  const removed = new Set<string>(destinationIdsOfContinent(current).filter((destinationId) => !kept.has(destinationId)));
  if (removed.size > 0) {
    await refuseIfPublishedPackagesUse('destination', (card) => card.destinationIds.some((destinationId) => removed.has(destinationId)));
  }
  await replaceContinent(next, input.version);
  await bumpCatalogueVersion();
  return next;
}

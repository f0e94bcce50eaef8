import type { Continent } from '@tdp/shared/schemas/destination';
import { isCruiseContinent } from '@tdp/shared/schemas/destination';
import type { CatalogueLanguage } from '@tdp/shared/catalogue/catalogue-language';
import { inFrench } from '@tdp/shared/catalogue/french-version';
import { CRUISE_CONTINENT_PREFIX } from '@tdp/shared/constants';
import { NotFound } from '../domain-errors.ts';
import { getContinent, listContinents } from '../../data/continent-repository.ts';
import { agencyToday } from '../deals/agency-calendar.ts';
import { currentCatalogueIndex } from '../deals/catalogue-index-cache.ts';

/**
 * Continents with their whole trees, in id order, as the admin manages them (places without a deal included);
 * `regular` keeps geographic ones, `cruise` the `Cruise_` groups.
 */
export async function readContinents(type?: 'regular' | 'cruise'): Promise<Continent[]> {
  const continents = await listContinents();
  if (!type) return continents;
  return continents.filter((continent) => isCruiseContinent(continent) === (type === 'cruise'));
}

/**
 * The destination tree visitors see (header menus, deals filter, search): only the places with a package on sale
 * today (see `CatalogueIndex.continentsOnSale`), in id order; `type` as in {@link readContinents}. Read from the
 * in-memory catalogue index: one GetItem of the catalogue version on a warm function, whatever the catalogue size.
 */
export async function readContinentsOnSale(type?: 'regular' | 'cruise', now: Date = new Date(), lang: CatalogueLanguage = 'en'): Promise<Continent[]> {
  const continents = (await currentCatalogueIndex('recent')).continentsOnSale(agencyToday(now), lang);
  if (!type) return continents;
  return continents.filter((continent) => isCruiseContinent(continent) === (type === 'cruise'));
}

/**
 * One continent with its tree and version, as stored (its French names included). In French (`lang=fr`) its tree by the
 * French names, the places without one left out, and a 404 for a continent without a French name.
 */
export async function readContinent(id: number, lang: CatalogueLanguage = 'en'): Promise<Continent> {
  const continent = await getContinent(id);
  if (!continent) throw new NotFound('There is no such continent.');
  if (lang !== 'fr') return continent;
  const french = inFrench(continent, ['continent_name']);
  if (!french) throw new NotFound('There is no such continent.');
  return {
    ...french,
    continent_name: `${isCruiseContinent(continent) ? CRUISE_CONTINENT_PREFIX : ''}${french.continent_name}`,
    countries: continent.countries.flatMap((country) => {
      const frenchCountry = inFrench(country, ['name']);
      if (!frenchCountry) return [];
      return [{ ...frenchCountry, cities: country.cities.flatMap((city) => inFrench(city, ['name']) ?? []) }];
    }),
  };
}

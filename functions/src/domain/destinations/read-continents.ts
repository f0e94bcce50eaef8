import type { Continent } from '@tdp/shared/schemas/destination';
import { isCruiseContinent } from '@tdp/shared/schemas/destination';
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
export async function readContinentsOnSale(type?: 'regular' | 'cruise', now: Date = new Date()): Promise<Continent[]> {
  const continents = (await currentCatalogueIndex('recent')).continentsOnSale(agencyToday(now));
  if (!type) return continents;
  return continents.filter((continent) => isCruiseContinent(continent) === (type === 'cruise'));
}

/** One continent with its tree and version. */
export async function readContinent(id: number): Promise<Continent> {
  const continent = await getContinent(id);
  if (!continent) throw new NotFound('There is no such continent.');
  return continent;
}

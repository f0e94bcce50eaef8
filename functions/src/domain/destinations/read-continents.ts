import type { Continent } from '@tdp/shared/schemas/destination';
import { isCruiseContinent } from '@tdp/shared/schemas/destination';
import { NotFound } from '../domain-errors.ts';
import { getContinent, listContinents } from '../../data/continent-repository.ts';

/** Continents with their trees, in id order; `regular` keeps geographic ones, `cruise` the `Cruise_` groups. */
export async function readContinents(type?: 'regular' | 'cruise'): Promise<Continent[]> {
  const continents = await listContinents();
  if (!type) return continents;
  return continents.filter((continent) => isCruiseContinent(continent) === (type === 'cruise'));
}

/** One continent with its tree and version. */
export async function readContinent(id: number): Promise<Continent> {
  const continent = await getContinent(id);
  if (!continent) throw new NotFound('There is no such continent.');
  return continent;
}

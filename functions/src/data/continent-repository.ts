import type { Continent } from '@tdp/shared/schemas/destination';
import { collectionItemKey, COLLECTION_PARTITIONS } from './content-keys.ts';
import { deleteExisting, getEntity, putIfAbsent, queryPartition, replaceVersioned } from './content-table.ts';

/**
 * Continents (and cruise groups), each stored as ONE item holding its whole tree of countries and cities,
 * so an edit of the tree is a single conditional write.
 */

const NOT_FOUND = 'There is no such continent.';
const ENTITY = 'continent';

/** Every continent with its countries and cities, in id order. */
export function listContinents(): Promise<Continent[]> {
  return queryPartition<Continent>(COLLECTION_PARTITIONS.continent);
}

/** One continent with its tree, or null. */
export function getContinent(id: number): Promise<Continent | null> {
  return getEntity<Continent>(collectionItemKey('continent', id));
}

/** Stores a new continent; false when the id is taken. */
export function insertContinent(continent: Continent): Promise<boolean> {
  return putIfAbsent(collectionItemKey('continent', continent.continent_id), ENTITY, continent);
}

/** Replaces a continent's tree if its stored version is `expectedVersion` (409 when stale, 404 when gone). */
export function replaceContinent(continent: Continent, expectedVersion: number): Promise<void> {
  return replaceVersioned(collectionItemKey('continent', continent.continent_id), ENTITY, continent, expectedVersion, NOT_FOUND);
}

/** Deletes a continent and its tree (404 when gone). */
export function deleteContinent(id: number): Promise<Continent> {
  return deleteExisting<Continent>(collectionItemKey('continent', id), NOT_FOUND);
}

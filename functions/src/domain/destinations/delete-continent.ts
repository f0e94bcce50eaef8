import { destinationIdsOfContinent } from '@tdp/shared/schemas/destination';
import { NotFound } from '../domain-errors.ts';
import { bumpCatalogueVersion } from '../../data/catalogue-version-repository.ts';
import { deleteIfPresent } from '../../data/content-table.ts';
import { collectionItemKey } from '../../data/content-keys.ts';
import { deleteContinent as deleteContinentItem, getContinent } from '../../data/continent-repository.ts';
import { refuseIfPublishedPackagesUse } from '../catalogue/published-use-guard.ts';

/**
 * Deletes a continent with its countries and cities, and its top picks, unless a published package
 * names the continent or any place in it (409 naming the packages).
 */
export async function deleteContinent(id: number): Promise<void> {
  const continent = await getContinent(id);
  if (!continent) throw new NotFound('There is no such continent.');
  const places = new Set<string>(destinationIdsOfContinent(continent));
  await refuseIfPublishedPackagesUse('destination', (card) => card.destinationIds.some((destinationId) => places.has(destinationId)));
  await deleteContinentItem(id);
  await deleteIfPresent(collectionItemKey('topPick', id));
  await bumpCatalogueVersion();
}

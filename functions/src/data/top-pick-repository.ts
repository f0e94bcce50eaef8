import type { TopPick } from '@tdp/shared/schemas/top-pick';
import { collectionItemKey, COLLECTION_PARTITIONS } from './content-keys.ts';
import { putIfAbsent, queryPartition, updateVersioned, type WriteActor } from './content-table.ts';

/** Continent top picks, one item per continent (keyed by continent id), one partition of the content table. */

const ENTITY = 'topPick';

/** Every continent's stored top picks. */
export function listTopPicks(): Promise<TopPick[]> {
  return queryPartition<TopPick>(COLLECTION_PARTITIONS.topPick);
}

/**
 * Saves a continent's picks. `expectedVersion` 0 means "none saved yet": the first save is a conditional
 * create, so two admins creating at once get one 409. Later saves are versioned updates.
 */
export async function saveTopPicks(
  continentId: number,
  picks: Pick<TopPick, 'top_pick_one' | 'top_pick_two'>,
  expectedVersion: number,
  actor: WriteActor,
  conflict: () => Error,
): Promise<TopPick> {
  const key = collectionItemKey('topPick', continentId);
  if (expectedVersion === 0) {
    const created: TopPick = {
      continent_id: continentId,
      ...picks,
      version: 1,
      createdAt: actor.now,
      createdBy: actor.username,
      updatedAt: actor.now,
      updatedBy: actor.username,
    };
    if (!(await putIfAbsent(key, ENTITY, created))) throw conflict();
    return created;
  }
  return updateVersioned<TopPick>(key, expectedVersion, picks, actor, 'There are no top picks for this continent yet.');
}

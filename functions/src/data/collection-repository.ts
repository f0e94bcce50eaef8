import type { AuditFields } from '@tdp/shared/schemas/common-fields';
import { collectionItemKey, COLLECTION_PARTITIONS, type CollectionName, type CounterName } from './content-keys.ts';
import { deleteExisting, getEntity, putIfAbsent, queryPartition, updateVersioned, type WriteActor } from './content-table.ts';
import { allocateId } from './counter-repository.ts';

/** A stored member of a small collection: a numeric id, its own fields and the audit fields. */
export type CollectionEntity<TFields> = TFields & AuditFields & { id: number };

/** Reads and writes of one small collection (travel styles, departure cities, promotions, ...). */
export interface CollectionRepository<TFields extends object> {
  /** Every member, in id order (one Query of the collection's partition). */
  list(): Promise<Array<CollectionEntity<TFields>>>;
  /** One member, or null. */
  get(id: number): Promise<CollectionEntity<TFields> | null>;
  /** Stores a new member with the next id of the collection's counter and version 1. */
  create(fields: TFields, actor: WriteActor): Promise<CollectionEntity<TFields>>;
  /** Stores a member under a given id (seeding, fixed ids); refuses (false) when the id is taken. */
  createWithId(id: number, fields: TFields, actor: WriteActor): Promise<boolean>;
  /** Changes fields if the stored version is `expectedVersion` (409 when stale, 404 when gone). */
  update(id: number, expectedVersion: number, changes: Partial<TFields>, actor: WriteActor): Promise<CollectionEntity<TFields>>;
  /** Deletes a member (404 when gone) and returns it. */
  remove(id: number): Promise<CollectionEntity<TFields>>;
}

/**
 * Builds the repository of a small collection kept in one partition of the content table
 * (see `content-keys.ts`). `notFoundMessage` is what a 404 says, e.g. 'There is no such travel style.'.
 */
export function createCollectionRepository<TFields extends object>(
  collection: CollectionName,
  counter: CounterName,
  notFoundMessage: string,
): CollectionRepository<TFields> {
  type Entity = CollectionEntity<TFields>;
  const entityName = collection;

  async function createWithId(id: number, fields: TFields, actor: WriteActor): Promise<boolean> {
    const entity = { ...fields, id, version: 1, createdAt: actor.now, createdBy: actor.username, updatedAt: actor.now, updatedBy: actor.username };
    return putIfAbsent(collectionItemKey(collection, id), entityName, entity);
  }

  return {
    list: () => queryPartition<Entity>(COLLECTION_PARTITIONS[collection]),
    get: (id) => getEntity<Entity>(collectionItemKey(collection, id)),
    async create(fields, actor) {
      // A counter can lag behind ids written by a seed or an import; skip ids already taken.
      for (;;) {
        const id = await allocateId(counter);
        if (await createWithId(id, fields, actor)) {
          return { ...fields, id, version: 1, createdAt: actor.now, createdBy: actor.username, updatedAt: actor.now, updatedBy: actor.username } as Entity;
        }
      }
    },
    createWithId,
    update: (id, expectedVersion, changes, actor) =>
      updateVersioned<Entity>(collectionItemKey(collection, id), expectedVersion, changes as Record<string, unknown>, actor, notFoundMessage),
    remove: (id) => deleteExisting<Entity>(collectionItemKey(collection, id), notFoundMessage),
  };
}

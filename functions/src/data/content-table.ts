import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { Conflict, NotFound } from '../domain/domain-errors.ts';
import { dynamo, isConditionalCheckFailure } from './dynamo-client.ts';
import { tableNameOf } from './table-definitions.ts';
import { collectionItemKey, type CollectionName, type ContentKey } from './content-keys.ts';

/**
 * The few operations every catalogue repository performs on the content table: single-item, conditional,
 * with optimistic locking on a `version` attribute. Writes that must land together go through
 * `content-transaction.ts` instead.
 */

/** What a 409 on a stale version says: the editor's copy is out of date. */
export const STALE_VERSION_MESSAGE = 'This item changed since you loaded it. Reload to see the latest version.';

/** Attributes that belong to the table layout, not to the entity. */
const KEY_ATTRIBUTES = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'entity'] as const;

/** Who changed an item and when, stamped on every write. */
export interface WriteActor {
  username: string;
  now: string;
}

/** A stored item: the entity's attributes, its key and the entity name. */
export function contentItem(key: ContentKey, entityName: string, entity: object): Record<string, unknown> {
  return { ...entity, ...key, entity: entityName };
}

/** A stored member of a small collection, as its repository writes it (bulk loading: seed, bench). */
export function collectionItem(collection: CollectionName, id: number, entity: object): Record<string, unknown> {
  return contentItem(collectionItemKey(collection, id), collection, entity);
}

/** Physical name of the content table. */
export function contentTable(): string {
  return tableNameOf('content');
}

/** Drops the key attributes of a stored item, leaving the entity. */
export function entityOf<T>(item: Record<string, unknown>): T {
  const entity = { ...item };
  for (const attribute of KEY_ATTRIBUTES) delete entity[attribute];
  return entity as T;
}

/** Reads one item's entity, or null when there is none. */
export async function getEntity<T>(key: ContentKey, options: { consistent?: boolean } = {}): Promise<T | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: contentTable(), Key: key, ConsistentRead: options.consistent ?? true }));
  return Item ? entityOf<T>(Item) : null;
}

/** Reads every item of a partition (following pages), in sort-key order. */
export async function queryPartition<T>(
  partition: string,
  options: Omit<QueryCommandInput, 'TableName' | 'KeyConditionExpression' | 'ExpressionAttributeValues'> = {},
): Promise<T[]> {
  const entities: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: contentTable(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        ConsistentRead: true,
        ...options,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) entities.push(entityOf<T>(item));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return entities;
}

/** Writes a new item; refuses (returns false) when an item with that key exists already. */
export async function putIfAbsent(key: ContentKey, entityName: string, entity: object): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: contentTable(),
        Item: contentItem(key, entityName, entity),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** Writes an item whatever is stored (derived items such as package cards, and seeding). */
export async function putItem(key: ContentKey, entityName: string, entity: object): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: contentTable(), Item: contentItem(key, entityName, entity) }));
}

/** 404 when the item is gone, otherwise 409: decides why a versioned write's condition failed. */
export async function versionFailure(key: ContentKey, notFoundMessage: string): Promise<Error> {
  const current = await getEntity(key);
  return current ? new Conflict(STALE_VERSION_MESSAGE, { version: 'is out of date' }) : new NotFound(notFoundMessage);
}

/**
 * Sets `changes` on an item only if its stored version is `expectedVersion`, increments the version and
 * stamps the audit fields, in one conditional UpdateItem. A stale version changes nothing and answers 409;
 * a missing item answers 404. Attributes set to undefined are removed. Returns the updated entity.
 */
export async function updateVersioned<T>(
  key: ContentKey,
  expectedVersion: number,
  changes: Record<string, unknown>,
  actor: WriteActor,
  notFoundMessage: string,
): Promise<T> {
  const names: Record<string, string> = { '#version': 'version', '#updatedAt': 'updatedAt', '#updatedBy': 'updatedBy' };
  const values: Record<string, unknown> = { ':expected': expectedVersion, ':next': expectedVersion + 1, ':now': actor.now, ':by': actor.username };
  const sets = ['#version = :next', '#updatedAt = :now', '#updatedBy = :by'];
  const removes: string[] = [];
  Object.entries(changes).forEach(([attribute, value], index) => {
    names[`#a${index}`] = attribute;
    if (value === undefined) removes.push(`#a${index}`);
    else {
      values[`:a${index}`] = value;
      sets.push(`#a${index} = :a${index}`);
    }
  });
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: contentTable(),
        Key: key,
        UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: 'attribute_exists(PK) AND #version = :expected',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return entityOf<T>(Attributes ?? {});
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw await versionFailure(key, notFoundMessage);
    throw error;
  }
}

/**
 * Replaces a whole item only if its stored version is `expectedVersion` (used where the new item is
 * computed from the old one, e.g. a package with its derived fields). Same answers as {@link updateVersioned}.
 */
export async function replaceVersioned(
  key: ContentKey,
  entityName: string,
  entity: { version: number },
  expectedVersion: number,
  notFoundMessage: string,
): Promise<void> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: contentTable(),
        Item: contentItem(key, entityName, entity),
        ConditionExpression: 'attribute_exists(PK) AND #version = :expected',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':expected': expectedVersion },
      }),
    );
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw await versionFailure(key, notFoundMessage);
    throw error;
  }
}

/** Deletes an item; 404 when it does not exist. Returns the deleted entity. */
export async function deleteExisting<T>(key: ContentKey, notFoundMessage: string): Promise<T> {
  try {
    const { Attributes } = await dynamo().send(
      new DeleteCommand({ TableName: contentTable(), Key: key, ConditionExpression: 'attribute_exists(PK)', ReturnValues: 'ALL_OLD' }),
    );
    return entityOf<T>(Attributes ?? {});
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw new NotFound(notFoundMessage);
    throw error;
  }
}

/** Deletes an item if it exists (cleanup steps that may run twice). */
export async function deleteIfPresent(key: ContentKey, condition?: { expression: string; values: Record<string, unknown> }): Promise<void> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: contentTable(),
        Key: key,
        ...(condition ? { ConditionExpression: condition.expression, ExpressionAttributeValues: condition.values } : {}),
      }),
    );
  } catch (error) {
    if (isConditionalCheckFailure(error)) return;
    throw error;
  }
}

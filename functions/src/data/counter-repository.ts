import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './dynamo-client.ts';
import { contentTable } from './content-table.ts';
import { counterKey, type CounterName } from './content-keys.ts';

/**
 * Allocates the next numeric id of an entity with one atomic UpdateItem ADD: two admins saving at the same
 * moment never get the same id. Ids are never reused, even after a delete.
 */
export async function allocateId(name: CounterName): Promise<number> {
  const { Attributes } = await dynamo().send(
    new UpdateCommand({
      TableName: contentTable(),
      Key: counterKey(name),
      UpdateExpression: 'ADD #value :one',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.value);
}

/** Allocates `count` consecutive ids in one call; returns the first. */
export async function allocateIds(name: CounterName, count: number): Promise<number> {
  const { Attributes } = await dynamo().send(
    new UpdateCommand({
      TableName: contentTable(),
      Key: counterKey(name),
      UpdateExpression: 'ADD #value :count',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':count': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.value) - count + 1;
}

/** A counter item set to `value` (bulk loading: the next allocated id is `value + 1`). */
export function counterItem(name: CounterName, value: number): Record<string, unknown> {
  return { ...counterKey(name), entity: 'counter', value };
}

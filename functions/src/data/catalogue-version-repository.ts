import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './dynamo-client.ts';
import { contentTable } from './content-table.ts';
import { catalogueVersionKey } from './content-keys.ts';
import { updateWrite, type ContentWrite } from './content-transaction.ts';

/**
 * The catalogue version: one number that every package and destination write increments. Functions
 * that keep an in-memory catalogue index read it (one strongly consistent GetItem, 1 RCU) and rebuild
 * only when it moved.
 */
export async function readCatalogueVersion(): Promise<number> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: contentTable(), Key: catalogueVersionKey(), ConsistentRead: true }));
  return Item ? Number(Item.catalogueVersion) : 0;
}

/** Increments the catalogue version; call it LAST in a write sequence, after the data it announces is stored. */
export async function bumpCatalogueVersion(): Promise<number> {
  const { Attributes } = await dynamo().send(
    new UpdateCommand({
      TableName: contentTable(),
      Key: catalogueVersionKey(),
      UpdateExpression: 'ADD catalogueVersion :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.catalogueVersion);
}

/** The write that increments the catalogue version, in the transaction of the data it announces. */
export function bumpCatalogueVersionWrite(): ContentWrite {
  return updateWrite('catalogue version', catalogueVersionKey(), { expression: 'ADD catalogueVersion :one', values: { ':one': 1 } });
}

/** The catalogue version item at `version` (bulk loading). */
export function catalogueVersionItem(catalogueVersion: number): Record<string, unknown> {
  return { ...catalogueVersionKey(), entity: 'catalogueVersion', catalogueVersion };
}

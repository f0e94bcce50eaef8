import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './dynamo-client.ts';
import { contentItem, contentTable } from './content-table.ts';
import { catalogueVersionKey, idSortKey, type ContentKey } from './content-keys.ts';
import { putWrite, updateWrite, type ContentWrite } from './content-transaction.ts';

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

/**
 * The catalogue's change log: one item per package write (which package, when), so a warm function whose index is a
 * few writes behind re-reads those packages' cards instead of the whole card partition. Sort keys start with the
 * write's time; entries expire after {@link CATALOGUE_CHANGE_LOG_SECONDS} (DynamoDB's TTL on `expiresAt`).
 */
export const CATALOGUE_CHANGES_PARTITION = 'CATALOGUE_CHANGES';
/** How long a change stays in the log. An index older than that is rebuilt whole. */
export const CATALOGUE_CHANGE_LOG_SECONDS = 24 * 60 * 60;

function changeEntry(packageId: number, now: Date): { key: ContentKey; entity: { packageId: number; changedAt: string; expiresAt: number } } {
  return {
    // The time first (entries sort by it), then the package and a random part (two writes in one millisecond).
    key: { PK: CATALOGUE_CHANGES_PARTITION, SK: `${now.toISOString()}#${idSortKey(packageId)}#${randomUUID()}` },
    entity: { packageId, changedAt: now.toISOString(), expiresAt: Math.floor(now.getTime() / 1000) + CATALOGUE_CHANGE_LOG_SECONDS },
  };
}

/** The writes that announce a change of package `packageId` in the transaction of its data: its log entry, then the version. */
export function packageChangedWrites(packageId: number, now: Date = new Date()): ContentWrite[] {
  const { key, entity } = changeEntry(packageId, now);
  return [putWrite('catalogue change', key, 'catalogueChange', entity), bumpCatalogueVersionWrite()];
}

/** Announces a change of package `packageId` outside a transaction: its log entry first, then the version. */
export async function announcePackageChange(packageId: number, now: Date = new Date()): Promise<void> {
  const { key, entity } = changeEntry(packageId, now);
  await dynamo().send(new PutCommand({ TableName: contentTable(), Item: contentItem(key, 'catalogueChange', entity) }));
  await bumpCatalogueVersion();
}

/**
 * The change-log entry that says cards changed without entries of their own (a restore copied items back into the
 * table): warm indexes that read it rebuild from the whole card partition. Written before the version is bumped.
 */
export function catalogueReloadEntry(now: Date = new Date()): Record<string, unknown> {
  return {
    PK: CATALOGUE_CHANGES_PARTITION,
    SK: `${now.toISOString()}#reload#${randomUUID()}`,
    entity: 'catalogueChange',
    reload: true,
    changedAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + CATALOGUE_CHANGE_LOG_SECONDS,
  };
}

/** What the change log says since a moment: the packages written (each once), and whether everything must be re-read. */
export interface CatalogueChanges {
  packageIds: number[];
  reload: boolean;
}

/** The changes logged since `since`: one strongly consistent Query of the change log. */
export async function catalogueChangesSince(since: Date): Promise<CatalogueChanges> {
  const ids = new Set<number>();
  let reload = false;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: contentTable(),
        KeyConditionExpression: 'PK = :pk AND SK >= :since',
        ExpressionAttributeValues: { ':pk': CATALOGUE_CHANGES_PARTITION, ':since': since.toISOString() },
        ProjectionExpression: 'packageId, reload',
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (item.reload === true) reload = true;
      else ids.add(Number(item.packageId));
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return { packageIds: [...ids], reload };
}

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { PriceHistoryEntry } from '@tdp/shared/departures/price-history';
import { dynamo } from './dynamo-client.ts';
import { PACKAGE_PRICE_HISTORY_PREFIX, packageKey, packagePriceHistoryKey } from './content-keys.ts';
import { contentTable, deleteIfPresent, entityOf } from './content-table.ts';
import { deleteWrite, putWrite, type ContentWrite } from './content-transaction.ts';

/**
 * A package's price history: one item per save that changed a price, beside the package in its partition
 * (`PK=PACKAGE#{id}`, `SK=PRICE#{version}`), so a page of it, newest first, is one Query and deleting the package
 * finds them. Keyed by the version the save stored, so writing it again after a retry is harmless.
 */

const ENTITY = 'priceHistory';

/** The write of the entry of one save, in that save's transaction (the same version overwrites itself). */
export function priceHistoryEntryWrite(entry: PriceHistoryEntry): ContentWrite {
  return putWrite('price history', packagePriceHistoryKey(entry.packageId, entry.version), ENTITY, entry);
}

/** Up to `limit` entries of a package's history older than version `before` (all when absent), newest first. */
export async function listPriceHistory(packageId: number, limit: number, before?: number): Promise<PriceHistoryEntry[]> {
  const upper = before === undefined ? `${PACKAGE_PRICE_HISTORY_PREFIX}~` : packagePriceHistoryKey(packageId, before).SK;
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: contentTable(),
      // SK < upper and SK > 'PRICE#': the history only, not the package or its old urls.
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lower AND :upper',
      ExpressionAttributeValues: { ':pk': packageKey(packageId).PK, ':lower': PACKAGE_PRICE_HISTORY_PREFIX, ':upper': upper },
      ScanIndexForward: false,
      ConsistentRead: true,
      // One more than asked for: an entry at exactly `before` (BETWEEN is inclusive) is skipped below.
      Limit: limit + 1,
    }),
  );
  return (Items ?? [])
    .map((item) => entityOf<PriceHistoryEntry>(item))
    .filter((entry) => before === undefined || entry.version < before)
    .slice(0, limit);
}

/** The writes that delete a package's whole history (with the package). */
export async function deletePriceHistoryWrites(packageId: number): Promise<ContentWrite[]> {
  const writes: ContentWrite[] = [];
  let before: number | undefined;
  for (;;) {
    const entries = await listPriceHistory(packageId, 100, before);
    for (const entry of entries) writes.push(deleteWrite('price history', packagePriceHistoryKey(packageId, entry.version)));
    if (entries.length < 100) return writes;
    before = entries.at(-1)!.version;
  }
}

/** Deletes a package's whole history now, one item at a time (what a delete left behind); safe to repeat. */
export async function deletePriceHistory(packageId: number): Promise<void> {
  for (;;) {
    const entries = await listPriceHistory(packageId, 100);
    if (entries.length === 0) return;
    for (const entry of entries) await deleteIfPresent(packagePriceHistoryKey(packageId, entry.version));
  }
}

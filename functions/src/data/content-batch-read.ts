import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { ContentKey } from './content-keys.ts';
import { contentTable, entityOf } from './content-table.ts';
import { dynamo } from './dynamo-client.ts';

/** Most keys DynamoDB reads in one BatchGetItem. */
const BATCH_SIZE = 100;
/** Rounds of re-asking for keys DynamoDB left unprocessed (throttling) before giving up. */
const MAX_ROUNDS = 8;

/**
 * Reads many content-table items by key (BatchGetItem, 100 keys a call, strongly consistent), for admin
 * actions that look inside every item of a kind (e.g. which packages use a media file). Items that do not
 * exist are left out; the order of the answer is not the order of `keys`.
 */
export async function batchGetEntities<T>(keys: readonly ContentKey[]): Promise<T[]> {
  const entities: T[] = [];
  for (let start = 0; start < keys.length; start += BATCH_SIZE) {
    let pending: Array<Record<string, unknown>> = keys.slice(start, start + BATCH_SIZE).map((key) => ({ PK: key.PK, SK: key.SK }));
    for (let round = 0; pending.length > 0; round += 1) {
      if (round === MAX_ROUNDS) throw new Error(`The content table left ${pending.length} keys unread after ${MAX_ROUNDS} rounds`);
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** round));
      const answer = await dynamo().send(new BatchGetCommand({ RequestItems: { [contentTable()]: { Keys: pending, ConsistentRead: true } } }));
      for (const item of answer.Responses?.[contentTable()] ?? []) entities.push(entityOf<T>(item));
      pending = (answer.UnprocessedKeys?.[contentTable()]?.Keys as Array<Record<string, unknown>> | undefined) ?? [];
    }
  }
  return entities;
}

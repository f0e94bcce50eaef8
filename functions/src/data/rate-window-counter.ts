import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, isConditionalCheckFailure } from './dynamo-client.ts';

/** How many events a subject had in its current window, and when the window ends (epoch ms). */
export interface RateWindow {
  count: number;
  endsAt: number;
}

/** Where one counter is stored: its table, its item key, and the entity name written on a new window. */
export interface RateCounterItem {
  tableName: string;
  key: { PK: string; SK: string };
  entity: string;
}

/**
 * Counts one event in a fixed window that starts at the first event and lasts `windowMs`. Each step is a
 * single conditional UpdateItem (add to a live window, or start a new one over an ended or missing one),
 * so concurrent events are all counted without transactions. Expiry is checked in code (`endsAt`);
 * `expiresAt` lets DynamoDB's TTL sweep old windows in AWS. Returns the window after counting.
 * `what` names the event in the error thrown after repeated contention.
 */
export async function countInRateWindow(counter: RateCounterItem, nowMs: number, windowMs: number, what: string): Promise<RateWindow> {
  const { tableName, key, entity } = counter;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const { Attributes } = await dynamo().send(
        new UpdateCommand({
          TableName: tableName,
          Key: key,
          UpdateExpression: 'ADD #count :one',
          ConditionExpression: 'endsAt > :now',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':now': nowMs },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return { count: Number(Attributes!.count), endsAt: Number(Attributes!.endsAt) };
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
    }
    try {
      const endsAt = nowMs + windowMs;
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName,
          Key: key,
          UpdateExpression: 'SET #count = :one, endsAt = :endsAt, expiresAt = :expiresAt, entity = :entity',
          ConditionExpression: 'attribute_not_exists(PK) OR endsAt <= :now',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':endsAt': endsAt, ':now': nowMs, ':expiresAt': Math.ceil(endsAt / 1000), ':entity': entity },
        }),
      );
      return { count: 1, endsAt };
    } catch (error) {
      // Someone else started the window between our two writes: count into theirs.
      if (!isConditionalCheckFailure(error)) throw error;
    }
  }
  throw new Error(`Could not count ${what} after repeated contention`);
}

import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './dynamo-client.ts';
import { rateLimitKey } from './identity-keys.ts';
import { identityTable, isConditionalCheckFailure } from './identity-table.ts';

/** How many events a subject had in its current window, and when the window ends (epoch ms). */
export interface RateWindow {
  count: number;
  endsAt: number;
}

/**
 * The current window of a counter (`scope` such as 'login-account', `subject` such as a folded username
 * or an address), or null when there is none or it has ended. Subjects are stored hashed.
 */
export async function readRateWindow(scope: string, subject: string, nowMs: number): Promise<RateWindow | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: identityTable(), Key: rateLimitKey(scope, subject), ConsistentRead: true }));
  if (!Item || Number(Item.endsAt) <= nowMs) return null;
  return { count: Number(Item.count), endsAt: Number(Item.endsAt) };
}

/**
 * Counts one event in a fixed window that starts at the first event and lasts `windowMs`. Each step is a
 * single conditional UpdateItem (add to a live window, or start a new one over an ended or missing one),
 * so concurrent events are all counted. Returns the window after counting.
 */
export async function countRateEvent(scope: string, subject: string, nowMs: number, windowMs: number): Promise<RateWindow> {
  const key = rateLimitKey(scope, subject);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const { Attributes } = await dynamo().send(
        new UpdateCommand({
          TableName: identityTable(),
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
          TableName: identityTable(),
          Key: key,
          UpdateExpression: 'SET #count = :one, endsAt = :endsAt, expiresAt = :expiresAt, entity = :entity',
          ConditionExpression: 'attribute_not_exists(PK) OR endsAt <= :now',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':endsAt': endsAt, ':now': nowMs, ':expiresAt': Math.ceil(endsAt / 1000), ':entity': 'rateWindow' },
        }),
      );
      return { count: 1, endsAt };
    } catch (error) {
      // Someone else started the window between our two writes: count into theirs.
      if (!isConditionalCheckFailure(error)) throw error;
    }
  }
  throw new Error(`Could not count a ${scope} event after repeated contention`);
}

/** Forgets a counter (e.g. an account's failures after a successful sign-in). */
export async function clearRateWindow(scope: string, subject: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: identityTable(), Key: rateLimitKey(scope, subject) }));
}

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './dynamo-client.ts';
import { leadRateLimitKey } from './leads-keys.ts';
import { isConditionalCheckFailure, leadsTable } from './leads-table.ts';

/** How many submissions a subject made in its current window, and when the window ends (epoch ms). */
export interface FormRateWindow {
  count: number;
  endsAt: number;
}

/**
 * Counts one form submission of `subject` (a source address or an e-mail, stored hashed) under `scope`, in a
 * fixed window that starts at the first submission and lasts `windowMs`. The counters live in the leads
 * table because the leads group must not touch the identity table. Each step is one conditional
 * UpdateItem (add to a live window, or start a new one over an ended or missing one), so concurrent
 * submissions are all counted. Returns the window after counting.
 */
export async function countFormSubmission(scope: string, subject: string, nowMs: number, windowMs: number): Promise<FormRateWindow> {
  const key = leadRateLimitKey(scope, subject);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const { Attributes } = await dynamo().send(
        new UpdateCommand({
          TableName: leadsTable(),
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
          TableName: leadsTable(),
          Key: key,
          UpdateExpression: 'SET #count = :one, endsAt = :endsAt, expiresAt = :expiresAt, entity = :entity',
          ConditionExpression: 'attribute_not_exists(PK) OR endsAt <= :now',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':endsAt': endsAt, ':now': nowMs, ':expiresAt': Math.ceil(endsAt / 1000), ':entity': 'formRateWindow' },
        }),
      );
      return { count: 1, endsAt };
    } catch (error) {
      // Another submission started the window between our two writes: count into theirs.
      if (!isConditionalCheckFailure(error)) throw error;
    }
  }
  throw new Error(`Could not count a ${scope} submission after repeated contention`);
}

import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './dynamo-client.ts';
import { rateLimitKey } from './identity-keys.ts';
import { identityTable } from './identity-table.ts';
import { countInRateWindow, type RateWindow } from './rate-window-counter.ts';

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
 * Counts one event (a sign-in failure, a reset request) of `subject` under `scope` in a fixed window that
 * starts at the first event and lasts `windowMs`; see {@link countInRateWindow}. Returns the window after counting.
 */
export function countRateEvent(scope: string, subject: string, nowMs: number, windowMs: number): Promise<RateWindow> {
  const counter = { tableName: identityTable(), key: rateLimitKey(scope, subject), entity: 'rateWindow' };
  return countInRateWindow(counter, nowMs, windowMs, `a ${scope} event`);
}

/** Forgets a counter (e.g. an account's failures after a successful sign-in). */
export async function clearRateWindow(scope: string, subject: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: identityTable(), Key: rateLimitKey(scope, subject) }));
}

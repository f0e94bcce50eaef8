import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { CancellationReason } from '@aws-sdk/client-dynamodb';
import { dynamo } from './dynamo-client.ts';
import { contentItem, contentTable } from './content-table.ts';
import type { ContentKey } from './content-keys.ts';

/**
 * Writes of the content table that must land together: one `TransactWriteItems` (docs/decisions/atomic-package-saves.md).
 * Repositories build the writes (keys and item shapes stay theirs), a use case lists them, and
 * {@link writeContentTransaction} sends them. A failed condition cancels everything and names the writes it failed on.
 */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** DynamoDB's limit on the writes of one transaction (4 MB in all is the other limit). */
export const MAX_TRANSACTION_WRITES = 100;

/** How many times a transaction cancelled by another one in progress on its items is sent before giving up. */
const CONFLICT_ATTEMPTS = 4;

/** A condition on the item a write touches, with its own placeholders. */
export interface WriteCondition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** One write of a transaction; `label` names it when its condition fails. */
export interface ContentWrite {
  label: string;
  action: TransactItem;
}

function conditionOf(condition: WriteCondition | undefined) {
  return condition ? { ConditionExpression: condition.expression, ExpressionAttributeNames: condition.names, ExpressionAttributeValues: condition.values } : {};
}

/** Writes the item `key` holds as `entity`, whatever was there, or only under `condition`. */
export function putWrite(label: string, key: ContentKey, entityName: string, entity: object, condition?: WriteCondition): ContentWrite {
  return { label, action: { Put: { TableName: contentTable(), Item: contentItem(key, entityName, entity), ...conditionOf(condition) } } };
}

/** Deletes the item at `key` (nothing to delete is no failure), or only under `condition`. */
export function deleteWrite(label: string, key: ContentKey, condition?: WriteCondition): ContentWrite {
  return { label, action: { Delete: { TableName: contentTable(), Key: key, ...conditionOf(condition) } } };
}

/** Applies an update expression to the item at `key` (no condition: placeholders of `update` only). */
export function updateWrite(label: string, key: ContentKey, update: WriteCondition): ContentWrite {
  return {
    label,
    action: {
      Update: {
        TableName: contentTable(),
        Key: key,
        UpdateExpression: update.expression,
        ExpressionAttributeNames: update.names,
        ExpressionAttributeValues: update.values,
      },
    },
  };
}

/** A transaction cancelled because conditions failed: nothing was written. */
export class TransactionConditionsFailed extends Error {
  constructor(readonly labels: readonly string[]) {
    super(`The transaction's conditions failed on: ${labels.join(', ')}`);
    this.name = 'TransactionConditionsFailed';
  }

  /** Whether the write labelled `label` was one of them. */
  failedOn(label: string): boolean {
    return this.labels.includes(label);
  }
}

function cancellationReasons(error: unknown): CancellationReason[] | null {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return null;
  return (error as Error & { CancellationReasons?: CancellationReason[] }).CancellationReasons ?? [];
}

/**
 * Sends `writes` as one transaction: all of them land, or none. A failed condition throws
 * {@link TransactionConditionsFailed} naming the writes; a transaction cancelled because another was in progress on
 * one of its items (DynamoDB's `TransactionConflict`) is sent again a few times, a short random while later.
 */
export async function writeContentTransaction(writes: readonly ContentWrite[]): Promise<void> {
  if (writes.length === 0) return;
  if (writes.length > MAX_TRANSACTION_WRITES) throw new Error(`A transaction holds at most ${MAX_TRANSACTION_WRITES} writes, not ${writes.length}`);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await dynamo().send(new TransactWriteCommand({ TransactItems: writes.map((write) => write.action) }));
      return;
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      const failed = writes.filter((_, index) => reasons[index]?.Code === 'ConditionalCheckFailed').map((write) => write.label);
      if (failed.length > 0) throw new TransactionConditionsFailed(failed);
      if (attempt >= CONFLICT_ATTEMPTS || !reasons.some((reason) => reason.Code === 'TransactionConflict')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt * (0.5 + Math.random())));
    }
  }
}

import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, isConditionalCheckFailure } from './dynamo-client.ts';
import { passwordKeyKey } from './identity-keys.ts';
import { identityTable } from './identity-table.ts';

/** Why a key lets someone choose a password: a forgotten one, or a new account's invitation. */
export type { PasswordKeyPurpose } from '@tdp/shared/schemas/auth';
import type { PasswordKeyPurpose } from '@tdp/shared/schemas/auth';

/** A single-use key that lets its holder set a user's password; stored only as its SHA-256. */
export interface ResetKeyRecord {
  keyHash: string;
  userId: string;
  purpose: PasswordKeyPurpose;
  /** ISO time it was issued. */
  createdAt: string;
  /** The user's password-key generation when it was issued; it works only while the user is still at it. */
  generation: number;
  /** Epoch seconds after which it no longer works (also the table's TTL attribute). */
  expiresAt: number;
  /** ISO time it was used; a used key never works again. */
  usedAt: string | null;
}

function fromItem(item: Record<string, unknown>): ResetKeyRecord {
  return {
    keyHash: String(item.keyHash),
    userId: String(item.userId),
    purpose: item.purpose === 'invitation' ? 'invitation' : 'reset',
    createdAt: String(item.createdAt),
    // Keys issued before generations existed are at generation 0, like their users.
    generation: Number(item.generation ?? 0),
    expiresAt: Number(item.expiresAt),
    usedAt: (item.usedAt as string | undefined) ?? null,
  };
}

/** Stores a new key (by hash). */
export async function putResetKey(record: Omit<ResetKeyRecord, 'usedAt'>): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: identityTable(),
      Item: { ...passwordKeyKey(record.keyHash), entity: 'passwordKey', ...record },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** A key by its hash, used or not, expired or not; null when unknown. */
export async function findResetKey(keyHash: string): Promise<ResetKeyRecord | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: identityTable(), Key: passwordKeyKey(keyHash), ConsistentRead: true }));
  return Item ? fromItem(Item) : null;
}

/**
 * Uses a key with one conditional write: succeeds once, and only while it has not expired at `nowSeconds`.
 * Returns the key as it was before use, or null when it is unknown, used or expired.
 */
export async function consumeResetKey(keyHash: string, nowSeconds: number): Promise<ResetKeyRecord | null> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: identityTable(),
        Key: passwordKeyKey(keyHash),
        UpdateExpression: 'SET usedAt = :usedAt',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(usedAt) AND expiresAt > :now',
        ExpressionAttributeValues: { ':usedAt': new Date(nowSeconds * 1000).toISOString(), ':now': nowSeconds },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes ? fromItem(Attributes) : null;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

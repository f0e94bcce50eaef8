import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './dynamo-client.ts';
import { deviceTokenKey } from './identity-keys.ts';
import { identityTable } from './identity-table.ts';

/** A browser a user signed in from (or reset their password in): stored only as the token's SHA-256. */
export interface DeviceTokenRecord {
  tokenHash: string;
  userId: string;
  /** ISO time it was issued. */
  createdAt: string;
  /** Epoch seconds after which it no longer counts (also the table's TTL attribute). */
  expiresAt: number;
}

/** Stores a new device token (by hash). */
export async function putDeviceToken(record: DeviceTokenRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: identityTable(),
      Item: { ...deviceTokenKey(record.tokenHash), entity: 'deviceToken', ...record },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** A device token by its hash, expired or not; null when unknown. */
export async function findDeviceToken(tokenHash: string): Promise<DeviceTokenRecord | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: identityTable(), Key: deviceTokenKey(tokenHash), ConsistentRead: true }));
  if (!Item) return null;
  return { tokenHash: String(Item.tokenHash), userId: String(Item.userId), createdAt: String(Item.createdAt), expiresAt: Number(Item.expiresAt) };
}

/** Forgets a device token (replaced by a newer one for the same browser). */
export async function deleteDeviceToken(tokenHash: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: identityTable(), Key: deviceTokenKey(tokenHash) }));
}

import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, isConditionalCheckFailure } from './dynamo-client.ts';
import { refreshTokenKey, SESSION_FAMILY_PREFIX, sessionFamilyKey, userKey } from './identity-keys.ts';
import { identityTable } from './identity-table.ts';

/**
 * One sign-in and every refresh token rotated from it. Revoking the family ends the session at once,
 * whichever of its tokens is presented next.
 */
export interface SessionFamily {
  familyId: string;
  userId: string;
  /** ISO time of the sign-in. */
  createdAt: string;
  /** Epoch seconds after which no token of the family is accepted (absolute session lifetime). */
  expiresAt: number;
  revokedAt: string | null;
  /** Why it was revoked: 'logout', 'reuse', 'password-reset', 'account'. */
  revokedReason: string | null;
}

/** A refresh token, stored only as its SHA-256. */
export interface RefreshTokenRecord {
  tokenHash: string;
  familyId: string;
  userId: string;
  /** ISO time it was issued. */
  issuedAt: string;
  /** Epoch seconds after which the token itself is no longer accepted (idle lifetime). */
  validUntil: number;
  /** ISO time it was traded for a new pair; a second use is a replay. */
  usedAt: string | null;
  /** Epoch seconds when the item may be deleted (the family's end, so replays are recognised until then). */
  expiresAt: number;
}

function familyFromItem(item: Record<string, unknown>): SessionFamily {
  return {
    familyId: String(item.familyId),
    userId: String(item.userId),
    createdAt: String(item.createdAt),
    expiresAt: Number(item.expiresAt),
    revokedAt: (item.revokedAt as string | undefined) ?? null,
    revokedReason: (item.revokedReason as string | undefined) ?? null,
  };
}

/** Records a new session family. */
export async function createSessionFamily(family: Omit<SessionFamily, 'revokedAt' | 'revokedReason'>): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: identityTable(),
      Item: { ...sessionFamilyKey(family.userId, family.familyId), entity: 'sessionFamily', ...family },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** A session family, or null. */
export async function findSessionFamily(userId: string, familyId: string): Promise<SessionFamily | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: identityTable(), Key: sessionFamilyKey(userId, familyId), ConsistentRead: true }));
  return Item ? familyFromItem(Item) : null;
}

/** Every session family of a user (live, revoked and expired), from the user's partition. */
export async function listSessionFamilies(userId: string): Promise<SessionFamily[]> {
  const families: SessionFamily[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: identityTable(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': userKey(userId).PK, ':prefix': SESSION_FAMILY_PREFIX },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    families.push(...(page.Items ?? []).map(familyFromItem));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return families;
}

/** Marks a family revoked; the first reason recorded stays. Safe to repeat, a no-op for an unknown family. */
export async function revokeSessionFamily(userId: string, familyId: string, reason: string): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: identityTable(),
        Key: sessionFamilyKey(userId, familyId),
        UpdateExpression: 'SET revokedAt = :now, revokedReason = :reason',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(revokedAt)',
        ExpressionAttributeValues: { ':now': new Date().toISOString(), ':reason': reason },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}

/** Stores a new refresh token (by hash). */
export async function putRefreshToken(record: Omit<RefreshTokenRecord, 'usedAt'>): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: identityTable(),
      Item: { ...refreshTokenKey(record.tokenHash), entity: 'refreshToken', ...record },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** A refresh token by its hash, or null. */
export async function findRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: identityTable(), Key: refreshTokenKey(tokenHash), ConsistentRead: true }));
  if (!Item) return null;
  return {
    tokenHash: String(Item.tokenHash),
    familyId: String(Item.familyId),
    userId: String(Item.userId),
    issuedAt: String(Item.issuedAt),
    validUntil: Number(Item.validUntil),
    usedAt: (Item.usedAt as string | undefined) ?? null,
    expiresAt: Number(Item.expiresAt),
  };
}

/**
 * Spends a refresh token with one conditional write: true for the single caller that spent it, false for
 * everyone else (already used, or used concurrently). This is what makes rotation race-free.
 */
export async function markRefreshTokenUsed(tokenHash: string): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: identityTable(),
        Key: refreshTokenKey(tokenHash),
        UpdateExpression: 'SET usedAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(usedAt)',
        ExpressionAttributeValues: { ':now': new Date().toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

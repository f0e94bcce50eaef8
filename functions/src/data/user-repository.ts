import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '@tdp/shared/api/route-definition';
import { Conflict, NotFound } from '../domain/domain-errors.ts';
import { dynamo, isConditionalCheckFailure } from './dynamo-client.ts';
import { emailClaimKey, foldEmail, foldUsername, userKey, usernameClaimKey, usersOfRolePartition, type IdentityKey } from './identity-keys.ts';
import { identityTable } from './identity-table.ts';

/** An inactive user keeps the account but cannot sign in or refresh a session. */
export type UserStatus = 'active' | 'inactive';

/** A person who signs in: an admin or a connected agent. Never carries the password hash. */
export interface User {
  id: string;
  /** As typed when created (trimmed); matched case-insensitively. */
  username: string;
  role: Role;
  status: UserStatus;
  name: string;
  email: string;
  position: string | null;
  /** Media key or address of the profile picture; null shows the placeholder. */
  profilePicture: string | null;
  /** False for an invited user who has not chosen a password yet. */
  hasPassword: boolean;
  /** ISO time of the last password change; reset keys issued before it no longer work. */
  passwordChangedAt: string | null;
  /**
   * Generation of the user's reset and invitation keys: a key works only while it carries the user's current
   * generation. Issuing a key, changing the e-mail address and deactivating each advance it, which revokes
   * every key issued before with one write (see {@link advancePasswordKeyGeneration}).
   */
  passwordKeyGeneration: number;
  /** Optimistic-locking counter: every update must name the version it was based on. */
  version: number;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
}

/** What creating a user needs; `passwordHash` comes from `hashPassword` (omit it for an invitation). */
export interface NewUser {
  username: string;
  role: Role;
  status?: UserStatus;
  name: string;
  email: string;
  position?: string | null;
  profilePicture?: string | null;
  passwordHash?: string | null;
}

/** Fields an update may change; identity fields (username, e-mail) keep their uniqueness. */
export type UserChanges = Partial<Pick<User, 'username' | 'role' | 'status' | 'name' | 'email' | 'position' | 'profilePicture'>>;
const EDITABLE_FIELDS = ['username', 'role', 'status', 'name', 'email', 'position', 'profilePicture'] as const satisfies readonly (keyof UserChanges)[];

/** A user with the stored password hash: for the sign-in check only. */
export interface UserCredentials {
  user: User;
  passwordHash: string | null;
}

export const USER_NOT_FOUND_MESSAGE = 'There is no such user.';
const USERNAME_TAKEN = new Conflict('This username is already taken.', { username: 'is already taken' });
const EMAIL_TAKEN = new Conflict('This e-mail address is already used by another account.', { email: 'is already used' });
/** A uniqueness claim whose user never appeared is left over from an interrupted creation after this long. */
const ABANDONED_CLAIM_MS = 60_000;

interface StoredUser extends Omit<User, 'hasPassword'> {
  passwordHash?: string | null;
}

function userItem(user: StoredUser): Record<string, unknown> {
  return {
    ...userKey(user.id),
    GSI1PK: usersOfRolePartition(user.role),
    GSI1SK: foldUsername(user.username),
    entity: 'user',
    ...user,
  };
}

function fromItem(item: Record<string, unknown>): UserCredentials {
  const { PK: _pk, SK: _sk, GSI1PK: _gpk, GSI1SK: _gsk, entity: _entity, passwordHash, ...rest } = item;
  const stored = rest as unknown as Omit<StoredUser, 'passwordHash'>;
  const hash = typeof passwordHash === 'string' && passwordHash.length > 0 ? passwordHash : null;
  return {
    user: {
      ...stored,
      position: stored.position ?? null,
      profilePicture: stored.profilePicture ?? null,
      passwordChangedAt: stored.passwordChangedAt ?? null,
      // Users stored before key generations existed are at generation 0, like the keys issued to them.
      passwordKeyGeneration: Number(stored.passwordKeyGeneration ?? 0),
      hasPassword: hash !== null,
    },
    passwordHash: hash,
  };
}

async function getItem(key: IdentityKey): Promise<Record<string, unknown> | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: identityTable(), Key: key, ConsistentRead: true }));
  return Item ?? null;
}

/**
 * Reserves a unique value (username or e-mail) for a user with a single conditional put. A claim left by
 * a creation that stopped half-way (its user never written) is taken over once it is old enough.
 * Returns false when another user holds the value.
 */
async function claim(key: IdentityKey, userId: string, now: string): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: identityTable(),
        Item: { ...key, entity: 'claim', userId, createdAt: now },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
  const existing = await getItem(key);
  if (!existing) return claim(key, userId, now);
  if (existing.userId === userId) return true;
  const abandoned = Date.parse(String(existing.createdAt)) < Date.parse(now) - ABANDONED_CLAIM_MS && !(await getItem(userKey(String(existing.userId))));
  if (!abandoned) return false;
  try {
    await dynamo().send(
      new PutCommand({
        TableName: identityTable(),
        Item: { ...key, entity: 'claim', userId, createdAt: now },
        ConditionExpression: 'userId = :abandoned',
        ExpressionAttributeValues: { ':abandoned': existing.userId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** Gives a claim back, only if this user still holds it. */
async function release(key: IdentityKey, userId: string): Promise<void> {
  try {
    await dynamo().send(
      new DeleteCommand({ TableName: identityTable(), Key: key, ConditionExpression: 'userId = :userId', ExpressionAttributeValues: { ':userId': userId } }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}

/**
 * Creates a user. Username and e-mail are unique (case-insensitive): each is claimed with a conditional
 * write before the user item is written, in an order that is safe to retry (no transactions in dynalite).
 * 409 naming the field when either is taken. `actor` is the username of whoever creates it (audit).
 */
export async function createUser(input: NewUser, actor: string): Promise<User> {
  const now = new Date().toISOString();
  const id = randomUUID();
  const username = input.username.trim();
  const email = input.email.trim();
  if (!(await claim(usernameClaimKey(username), id, now))) throw USERNAME_TAKEN;
  if (!(await claim(emailClaimKey(email), id, now))) {
    await release(usernameClaimKey(username), id);
    throw EMAIL_TAKEN;
  }
  const passwordHash = input.passwordHash ?? null;
  const stored: StoredUser = {
    id,
    username,
    role: input.role,
    status: input.status ?? 'active',
    name: input.name,
    email,
    position: input.position ?? null,
    profilePicture: input.profilePicture ?? null,
    passwordHash,
    passwordChangedAt: passwordHash ? now : null,
    passwordKeyGeneration: 0,
    version: 1,
    createdAt: now,
    createdBy: actor,
    updatedAt: now,
    updatedBy: actor,
  };
  await dynamo().send(new PutCommand({ TableName: identityTable(), Item: userItem(stored), ConditionExpression: 'attribute_not_exists(PK)' }));
  return fromItem(userItem(stored)).user;
}

/** A user by id, or null. */
export async function findUserById(userId: string): Promise<User | null> {
  const item = await getItem(userKey(userId));
  return item ? fromItem(item).user : null;
}

async function findByClaim(key: IdentityKey): Promise<UserCredentials | null> {
  const claimed = await getItem(key);
  if (!claimed) return null;
  const item = await getItem(userKey(String(claimed.userId)));
  return item ? fromItem(item) : null;
}

/** A user by username (case-insensitive, surrounding spaces ignored), or null. */
export async function findUserByUsername(username: string): Promise<User | null> {
  return (await findByClaim(usernameClaimKey(username)))?.user ?? null;
}

/** A user by e-mail address (case-insensitive), or null. */
export async function findUserByEmail(email: string): Promise<User | null> {
  return (await findByClaim(emailClaimKey(email)))?.user ?? null;
}

/** A user and the stored password hash, for checking a sign-in; null when there is no such username. */
export async function findCredentialsByUsername(username: string): Promise<UserCredentials | null> {
  return findByClaim(usernameClaimKey(username));
}

/** A page of the users of one role, ordered by username; pass `cursor` back to get the next page. */
export async function listUsersByRole(role: Role, options: { limit?: number; cursor?: string } = {}): Promise<{ users: User[]; cursor: string | null }> {
  const page = await dynamo().send(
    new QueryCommand({
      TableName: identityTable(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :partition',
      ExpressionAttributeValues: { ':partition': usersOfRolePartition(role) },
      Limit: options.limit ?? 100,
      ExclusiveStartKey: options.cursor ? (JSON.parse(Buffer.from(options.cursor, 'base64url').toString('utf8')) as Record<string, unknown>) : undefined,
    }),
  );
  return {
    users: (page.Items ?? []).map((item) => fromItem(item).user),
    cursor: page.LastEvaluatedKey ? Buffer.from(JSON.stringify(page.LastEvaluatedKey)).toString('base64url') : null,
  };
}

async function versionFailure(userId: string): Promise<Error> {
  return (await getItem(userKey(userId)))
    ? new Conflict('This user changed since you loaded it. Reload to see the latest version.', { version: 'is out of date' })
    : new NotFound(USER_NOT_FOUND_MESSAGE);
}

/**
 * Changes a user if it is still at `expectedVersion` (409 otherwise, 404 when gone). A new username or
 * e-mail is claimed first and the old claim released after the user is written, so a value is never
 * held by nobody while its owner still uses it. A new e-mail address or a deactivation also advances the
 * user's password-key generation in the same write, so no reset or invitation link sent before (perhaps to
 * a mistyped address) works any more, whoever calls this. Returns the updated user.
 */
export async function updateUser(userId: string, expectedVersion: number, changes: UserChanges, actor: string): Promise<User> {
  const current = await findUserById(userId);
  if (!current) throw new NotFound(USER_NOT_FOUND_MESSAGE);
  const now = new Date().toISOString();
  const next: UserChanges = {};
  for (const field of EDITABLE_FIELDS) if (changes[field] !== undefined) Object.assign(next, { [field]: changes[field] });
  if (next.username !== undefined) next.username = next.username.trim();
  if (next.email !== undefined) next.email = next.email.trim();
  const newUsername = next.username !== undefined && foldUsername(next.username) !== foldUsername(current.username) ? next.username : undefined;
  const newEmail = next.email !== undefined && foldEmail(next.email) !== foldEmail(current.email) ? next.email : undefined;
  if (newUsername && !(await claim(usernameClaimKey(newUsername), userId, now))) throw USERNAME_TAKEN;
  if (newEmail && !(await claim(emailClaimKey(newEmail), userId, now))) {
    if (newUsername) await release(usernameClaimKey(newUsername), userId);
    throw EMAIL_TAKEN;
  }

  const names: Record<string, string> = { '#version': 'version', '#updatedAt': 'updatedAt', '#updatedBy': 'updatedBy' };
  const values: Record<string, unknown> = { ':expected': expectedVersion, ':next': expectedVersion + 1, ':now': now, ':by': actor };
  const sets = ['#version = :next', '#updatedAt = :now', '#updatedBy = :by'];
  const assign = (attribute: string, value: unknown) => {
    names[`#${attribute}`] = attribute;
    values[`:${attribute}`] = value;
    sets.push(`#${attribute} = :${attribute}`);
  };
  for (const [attribute, value] of Object.entries(next)) assign(attribute, value);
  if (next.username !== undefined) assign('GSI1SK', foldUsername(next.username));
  if (next.role !== undefined) assign('GSI1PK', usersOfRolePartition(next.role));
  if (newEmail || (next.status === 'inactive' && current.status !== 'inactive')) {
    names['#keyGeneration'] = 'passwordKeyGeneration';
    values[':zero'] = 0;
    values[':one'] = 1;
    sets.push('#keyGeneration = if_not_exists(#keyGeneration, :zero) + :one');
  }

  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: identityTable(),
        Key: userKey(userId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(PK) AND #version = :expected',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    if (newUsername) await release(usernameClaimKey(current.username), userId);
    if (newEmail) await release(emailClaimKey(current.email), userId);
    return fromItem(Attributes ?? {}).user;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    if (newUsername) await release(usernameClaimKey(newUsername), userId);
    if (newEmail) await release(emailClaimKey(newEmail), userId);
    throw await versionFailure(userId);
  }
}

/**
 * Advances a user's password-key generation and returns the new one: every reset or invitation key issued
 * before stops working (one conditional write, whatever the number of keys). 404 when the user is gone.
 */
export async function advancePasswordKeyGeneration(userId: string): Promise<number> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: identityTable(),
        Key: userKey(userId),
        UpdateExpression: 'SET #keyGeneration = if_not_exists(#keyGeneration, :zero) + :one',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#keyGeneration': 'passwordKeyGeneration' },
        ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.passwordKeyGeneration);
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw new NotFound(USER_NOT_FOUND_MESSAGE);
    throw error;
  }
}

/**
 * Stores a new password hash (from `hashPassword`) and stamps `passwordChangedAt`. The version is left
 * alone: a password change never makes an admin's open edit form stale. With `keyGeneration` (a password
 * set through a reset or invitation key), the write only happens while the user is still at the key's
 * generation, so a key revoked between its check and its use sets nothing. 404 when the user is gone or
 * the generation moved on.
 */
export async function setPasswordHash(userId: string, passwordHash: string, actor: string, options: { keyGeneration?: number } = {}): Promise<void> {
  const now = new Date().toISOString();
  const { keyGeneration } = options;
  const generationCheck =
    keyGeneration === undefined
      ? ''
      : keyGeneration === 0
        ? ' AND (attribute_not_exists(#keyGeneration) OR #keyGeneration = :generation)'
        : ' AND #keyGeneration = :generation';
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: identityTable(),
        Key: userKey(userId),
        UpdateExpression: 'SET passwordHash = :hash, passwordChangedAt = :now, updatedAt = :now, updatedBy = :by',
        ConditionExpression: `attribute_exists(PK)${generationCheck}`,
        ...(keyGeneration === undefined ? {} : { ExpressionAttributeNames: { '#keyGeneration': 'passwordKeyGeneration' } }),
        ExpressionAttributeValues: {
          ':hash': passwordHash,
          ':now': now,
          ':by': actor,
          ...(keyGeneration === undefined ? {} : { ':generation': keyGeneration }),
        },
      }),
    );
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw new NotFound(USER_NOT_FOUND_MESSAGE);
    throw error;
  }
}

/**
 * Deletes a user at `expectedVersion` and then frees its username and e-mail. Its sessions die with it:
 * a refresh finds no active user. 409 on a stale version, 404 when already gone.
 */
export async function deleteUser(userId: string, expectedVersion: number): Promise<void> {
  let deleted: Record<string, unknown> | undefined;
  try {
    const { Attributes } = await dynamo().send(
      new DeleteCommand({
        TableName: identityTable(),
        Key: userKey(userId),
        ConditionExpression: 'attribute_exists(PK) AND #version = :expected',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':expected': expectedVersion },
        ReturnValues: 'ALL_OLD',
      }),
    );
    deleted = Attributes;
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw await versionFailure(userId);
    throw error;
  }
  if (!deleted) return;
  await release(usernameClaimKey(String(deleted.username)), userId);
  await release(emailClaimKey(String(deleted.email)), userId);
}

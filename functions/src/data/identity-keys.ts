import { createHash } from 'node:crypto';

/**
 * Every key of the identity table, built in one place. Only the auth group reads this table.
 *
 * Access patterns (all GetItem, Query or single-item conditional writes, never Scan):
 *
 * | pattern                                        | key                                                      |
 * |------------------------------------------------|----------------------------------------------------------|
 * | user by id                                     | PK=USER#{id}, SK=PROFILE                                 |
 * | users of a role, by username                   | GSI1PK=USERS#{role}, GSI1SK={username folded}            |
 * | user id by username (unique claim)             | PK=USERNAME#{username folded}, SK=CLAIM                  |
 * | user id by e-mail (unique claim)               | PK=EMAIL#{email folded}, SK=CLAIM                        |
 * | a user's session families (revoke all)         | PK=USER#{id}, SK begins_with FAMILY#                     |
 * | refresh token by its SHA-256                   | PK=REFRESH#{hash}, SK=TOKEN                              |
 * | reset / invitation key by its SHA-256          | PK=PASSWORD_KEY#{hash}, SK=KEY                           |
 * | known-device token by its SHA-256              | PK=DEVICE#{hash}, SK=TOKEN                               |
 * | failure / request counter of a scope + subject | PK=RATE#{scope}#{SHA-256 of subject}, SK=WINDOW          |
 *
 * Secrets (refresh tokens, reset keys, device tokens) are stored only as hashes; rate-limit subjects (usernames, addresses)
 * are hashed too so counters hold no personal data.
 */

/** Primary key of an identity-table item. */
export interface IdentityKey {
  PK: string;
  SK: string;
}

/** Username as compared: trimmed, Unicode-normalised, lower case (usernames are case-insensitive). */
export function foldUsername(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase();
}

/** E-mail address as compared: trimmed and lower case. */
export function foldEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

export function userKey(userId: string): IdentityKey {
  return { PK: `USER#${userId}`, SK: 'PROFILE' };
}

/** GSI1 partition listing the users of one role. */
export function usersOfRolePartition(role: string): string {
  return `USERS#${role}`;
}

export function usernameClaimKey(username: string): IdentityKey {
  return { PK: `USERNAME#${foldUsername(username)}`, SK: 'CLAIM' };
}

export function emailClaimKey(email: string): IdentityKey {
  return { PK: `EMAIL#${foldEmail(email)}`, SK: 'CLAIM' };
}

/** Sort-key prefix of a user's session families (they live in the user's partition). */
export const SESSION_FAMILY_PREFIX = 'FAMILY#';

export function sessionFamilyKey(userId: string, familyId: string): IdentityKey {
  return { PK: `USER#${userId}`, SK: `${SESSION_FAMILY_PREFIX}${familyId}` };
}

export function refreshTokenKey(tokenHash: string): IdentityKey {
  return { PK: `REFRESH#${tokenHash}`, SK: 'TOKEN' };
}

export function passwordKeyKey(keyHash: string): IdentityKey {
  return { PK: `PASSWORD_KEY#${keyHash}`, SK: 'KEY' };
}

export function deviceTokenKey(tokenHash: string): IdentityKey {
  return { PK: `DEVICE#${tokenHash}`, SK: 'TOKEN' };
}

export function rateLimitKey(scope: string, subject: string): IdentityKey {
  const subjectHash = createHash('sha256').update(subject, 'utf8').digest('hex');
  return { PK: `RATE#${scope}#${subjectHash}`, SK: 'WINDOW' };
}

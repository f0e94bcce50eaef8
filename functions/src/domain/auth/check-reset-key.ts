import { hashOpaqueSecret } from '../../auth/opaque-secret.ts';
import { findResetKey, type ResetKeyRecord } from '../../data/reset-key-repository.ts';
import { findUserById, type User } from '../../data/user-repository.ts';
import { NotFound } from '../domain-errors.ts';
import { RESET_LINK_INVALID_MESSAGE } from './auth-policy.ts';

/** A key that can still set a password, with the user it is for. */
export interface UsableResetKey {
  keyHash: string;
  record: ResetKeyRecord;
  user: User;
}

/**
 * Finds a reset or invitation key that can still be used: known, unused, unexpired, for an active user,
 * of the user's current key generation (a newer key, a new e-mail address or a deactivation revoked it),
 * and issued after the user's last password change. Otherwise 404 with one message for every reason.
 */
export async function findUsableResetKey(key: string, nowMs: number = Date.now()): Promise<UsableResetKey> {
  const keyHash = hashOpaqueSecret(key);
  const record = await findResetKey(keyHash);
  if (!record || record.usedAt || record.expiresAt <= Math.floor(nowMs / 1000)) throw new NotFound(RESET_LINK_INVALID_MESSAGE);
  const user = await findUserById(record.userId);
  if (!user || user.status !== 'active') throw new NotFound(RESET_LINK_INVALID_MESSAGE);
  if (record.generation !== user.passwordKeyGeneration) throw new NotFound(RESET_LINK_INVALID_MESSAGE);
  if (user.passwordChangedAt && Date.parse(record.createdAt) < Date.parse(user.passwordChangedAt)) throw new NotFound(RESET_LINK_INVALID_MESSAGE);
  return { keyHash, record, user };
}

/** Tells the reset page whether its link still works, and until when (ISO time). */
export async function checkResetKey(key: string, nowMs: number = Date.now()): Promise<{ expiresAt: string }> {
  const { record } = await findUsableResetKey(key, nowMs);
  return { expiresAt: new Date(record.expiresAt * 1000).toISOString() };
}

import { hashOpaqueSecret } from '../../auth/opaque-secret.ts';
import { findResetKey, type PasswordKeyPurpose, type ResetKeyRecord } from '../../data/reset-key-repository.ts';
import { findUserById, type User } from '../../data/user-repository.ts';
import { NotFound } from '../domain-errors.ts';
import { INVITATION_LINK_INVALID_MESSAGE, RESET_LINK_INVALID_MESSAGE } from './auth-policy.ts';

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
  if (!record) throw new NotFound(RESET_LINK_INVALID_MESSAGE);
  // A key we issued says what it was for, whatever stops it (only its holder can ask): the page then says how
  // long such links work. The reason itself is never told.
  const spent = () => new NotFound(record.purpose === 'invitation' ? INVITATION_LINK_INVALID_MESSAGE : RESET_LINK_INVALID_MESSAGE, { purpose: record.purpose });
  if (record.usedAt || record.expiresAt <= Math.floor(nowMs / 1000)) throw spent();
  const user = await findUserById(record.userId);
  if (!user || user.status !== 'active') throw spent();
  if (record.generation !== user.passwordKeyGeneration) throw spent();
  if (user.passwordChangedAt && Date.parse(record.createdAt) < Date.parse(user.passwordChangedAt)) throw spent();
  return { keyHash, record, user };
}

/** Tells the reset page whether its link still works, until when (ISO time), and what it is for. */
export async function checkResetKey(key: string, nowMs: number = Date.now()): Promise<{ expiresAt: string; purpose: PasswordKeyPurpose }> {
  const { record } = await findUsableResetKey(key, nowMs);
  return { expiresAt: new Date(record.expiresAt * 1000).toISOString(), purpose: record.purpose };
}

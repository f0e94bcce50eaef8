import { hashPassword } from '../../auth/password-hash.ts';
import { consumeResetKey } from '../../data/reset-key-repository.ts';
import { setPasswordHash } from '../../data/user-repository.ts';
import { NotFound } from '../domain-errors.ts';
import { RESET_LINK_INVALID_MESSAGE } from './auth-policy.ts';
import { findUsableResetKey } from './check-reset-key.ts';
import { issueDeviceToken, type IssuedDeviceToken } from './known-devices.ts';
import { clearAccountFailures } from './login-throttle.ts';
import { revokeUserSessions } from './revoke-user-sessions.ts';

/**
 * Sets a new password with a reset (or invitation) key. The key is checked, the password hashed, then the
 * key spent with one conditional write (so two tabs cannot both use it), the hash stored, and every
 * session of the user ended. The password rules are the shared schema's (8 to 128 characters).
 *
 * Whoever used the link controls the account's mailbox, so this browser becomes a known device of the user:
 * the answer carries a device token (with the username its cookie is named after), and the owner can sign in
 * from here even while guessers keep the account locked for unknown devices.
 */
export async function resetPassword(key: string, password: string, nowMs: number = Date.now()): Promise<{ username: string; deviceToken: IssuedDeviceToken }> {
  const { keyHash, record, user } = await findUsableResetKey(key, nowMs);
  const passwordHash = await hashPassword(password);
  if (!(await consumeResetKey(keyHash, Math.floor(nowMs / 1000)))) throw new NotFound(RESET_LINK_INVALID_MESSAGE);
  // Conditional on the key's generation: a key revoked since it was checked (new e-mail, newer key) sets nothing.
  await setPasswordHash(user.id, passwordHash, user.username, { keyGeneration: record.generation }).catch((error: unknown) => {
    throw error instanceof NotFound ? new NotFound(RESET_LINK_INVALID_MESSAGE) : error;
  });
  await revokeUserSessions(user.id, 'password-reset');
  // Whoever holds the mailbox owns the account: lift a lock the owner's own mistakes caused.
  await clearAccountFailures(user.username);
  return { username: user.username, deviceToken: await issueDeviceToken(user.id, nowMs) };
}

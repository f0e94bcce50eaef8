import type { ChangePasswordBody } from '@tdp/shared/schemas/auth';
import { hashPassword, verifyPassword } from '../../auth/password-hash.ts';
import { findCredentialsByUsername, setPasswordHash } from '../../data/user-repository.ts';
import type { Caller } from '../../http/http-types.ts';
import { Invalid } from '../domain-errors.ts';
import { clearAccountFailures, recordAddressFailure, reserveUnknownDeviceAttempt } from './login-throttle.ts';
import { revokeUserSessions } from './revoke-user-sessions.ts';
import { startSession, type TokenPair } from './start-session.ts';

const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

/**
 * Changes the signed-in person's password. The current password is checked like a sign-in from an unknown device
 * (counted against the account and the address: 429 past the same limits), so a stolen access token cannot be used
 * to guess it. A wrong one is a 400 naming `currentPassword`, not a 401 (the session itself is valid). Then every
 * session of the account ends, and this browser gets a new token pair: it stays signed in, the others do not.
 */
export async function changePassword(caller: Caller, body: ChangePasswordBody, sourceIp: string, nowMs: number = Date.now()): Promise<TokenPair> {
  await reserveUnknownDeviceAttempt(caller.username, sourceIp, nowMs);
  const credentials = await findCredentialsByUsername(caller.username);
  const user = credentials?.user;
  const matches = credentials?.passwordHash ? await verifyPassword(body.currentPassword, credentials.passwordHash) : false;
  if (!user || user.id !== caller.sub || user.status !== 'active' || !matches) {
    await recordAddressFailure(sourceIp, nowMs);
    throw new Invalid(WRONG_CURRENT_PASSWORD, { currentPassword: 'is not correct' });
  }
  await setPasswordHash(user.id, await hashPassword(body.newPassword), user.username);
  await revokeUserSessions(user.id, 'password-changed');
  await clearAccountFailures(user.username);
  return startSession(user, nowMs);
}

import type { Role } from '@tdp/shared/api/route-definition';
import { ROLE_HOME_PATHS, type LoginResponse } from '@tdp/shared/schemas/auth';
import { hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from '../../auth/password-hash.ts';
import { findCredentialsByUsername, setPasswordHash } from '../../data/user-repository.ts';
import { Unauthorized } from '../domain-errors.ts';
import { SIGN_IN_FAILED_MESSAGE } from './auth-policy.ts';
import { assertSignInAllowed, clearAccountFailures, recordSignInFailure } from './login-throttle.ts';
import { startSession } from './start-session.ts';

/** A sign-in attempt: the role path it came through, the credentials typed, and the client address. */
export interface LoginAttempt {
  role: Role;
  username: string;
  password: string;
  sourceIp: string;
}

/**
 * Signs a user in on the admin or agent path. Unknown usernames, accounts without a password, wrong
 * passwords, inactive accounts and the wrong role path all answer the same 401 after the same hashing
 * work; after too many failures the answer is 429 until the window ends.
 */
export async function login(attempt: LoginAttempt): Promise<LoginResponse> {
  await assertSignInAllowed(attempt.username, attempt.sourceIp);
  const credentials = await findCredentialsByUsername(attempt.username);
  const passwordMatches = credentials?.passwordHash
    ? await verifyPassword(attempt.password, credentials.passwordHash)
    : await verifyAgainstDecoy(attempt.password);
  const user = credentials?.user;
  if (!user || !passwordMatches || user.status !== 'active' || user.role !== attempt.role) {
    await recordSignInFailure(attempt.username, attempt.sourceIp);
    throw new Unauthorized(SIGN_IN_FAILED_MESSAGE);
  }

  await clearAccountFailures(attempt.username);
  // Hashes made with older cost parameters are upgraded while the plain password is at hand.
  if (needsRehash(credentials.passwordHash!)) await setPasswordHash(user.id, await hashPassword(attempt.password), user.username);
  const session = await startSession(user);
  return { ...session, role: user.role, redirectUrl: ROLE_HOME_PATHS[user.role] };
}

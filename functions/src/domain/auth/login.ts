import type { Role } from '@tdp/shared/api/route-definition';
import { ROLE_HOME_PATHS, type LoginResponse } from '@tdp/shared/schemas/auth';
import { hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from '../../auth/password-hash.ts';
import { findCredentialsByUsername, setPasswordHash, type UserCredentials } from '../../data/user-repository.ts';
import { Unauthorized } from '../domain-errors.ts';
import { SIGN_IN_FAILED_MESSAGE } from './auth-policy.ts';
import { issueDeviceToken, knownDeviceOf, retireDeviceToken, type IssuedDeviceToken } from './known-devices.ts';
import { clearAccountFailures, clearDeviceFailures, recordAddressFailure, reserveKnownDeviceAttempt, reserveUnknownDeviceAttempt } from './login-throttle.ts';
import { startSession } from './start-session.ts';

/** A sign-in attempt: the role path it came through, the credentials typed, the client address and the device token the browser sent. */
export interface LoginAttempt {
  role: Role;
  username: string;
  password: string;
  sourceIp: string;
  /** The device token of this browser for this username (from its cookie), if it sent one. */
  deviceToken?: string | null;
}

/** A successful sign-in: the answer of the login route, and the device token to give the browser. */
export interface SignedIn {
  response: LoginResponse;
  deviceToken: IssuedDeviceToken;
}

/**
 * Signs a user in on the admin or agent path. Unknown usernames, accounts without a password, wrong
 * passwords, inactive accounts and the wrong role path all answer the same 401 after the same hashing work.
 *
 * A browser that presents this user's device token (a *known device*) is only held back by its own failure
 * count, so a correct password from it always signs in, however many failures others caused. Any other attempt
 * is counted against the account and the client address first, and answers 429 past their limits before any
 * password is checked ([login-throttle](./login-throttle.ts)). Every sign-in gives the browser a fresh device
 * token, replacing the one it presented.
 */
export async function login(attempt: LoginAttempt, nowMs: number = Date.now()): Promise<SignedIn> {
  const known = attempt.deviceToken ? await knownDevice(attempt, nowMs) : null;
  if (known) return signInFromKnownDevice(attempt, known.credentials, known.tokenHash, nowMs);
  return signInFromUnknownDevice(attempt, nowMs);
}

/** The user and token hash when the presented token is this user's and the device is within its own limit. */
async function knownDevice(attempt: LoginAttempt, nowMs: number): Promise<{ credentials: UserCredentials; tokenHash: string } | null> {
  const credentials = await findCredentialsByUsername(attempt.username);
  if (!credentials) return null;
  const tokenHash = await knownDeviceOf(attempt.deviceToken!, credentials.user.id, nowMs);
  if (!tokenHash || !(await reserveKnownDeviceAttempt(tokenHash, nowMs))) return null;
  return { credentials, tokenHash };
}

async function signInFromKnownDevice(attempt: LoginAttempt, credentials: UserCredentials, tokenHash: string, nowMs: number): Promise<SignedIn> {
  // The attempt is counted against this device only: neither the account's nor the address's counter moves.
  if (!(await passwordSignsIn(attempt, credentials))) throw new Unauthorized(SIGN_IN_FAILED_MESSAGE);
  await clearDeviceFailures(tokenHash);
  return signedIn(attempt, credentials, tokenHash, nowMs);
}

async function signInFromUnknownDevice(attempt: LoginAttempt, nowMs: number): Promise<SignedIn> {
  await reserveUnknownDeviceAttempt(attempt.username, attempt.sourceIp, nowMs);
  const credentials = await findCredentialsByUsername(attempt.username);
  if (!(await passwordSignsIn(attempt, credentials))) {
    await recordAddressFailure(attempt.sourceIp, nowMs);
    throw new Unauthorized(SIGN_IN_FAILED_MESSAGE);
  }
  await clearAccountFailures(attempt.username);
  return signedIn(attempt, credentials!, null, nowMs);
}

/** Checks the password (against a decoy hash when there is none, for the same work) and the account's state and role. */
async function passwordSignsIn(attempt: LoginAttempt, credentials: UserCredentials | null): Promise<boolean> {
  const passwordMatches = credentials?.passwordHash
    ? await verifyPassword(attempt.password, credentials.passwordHash)
    : await verifyAgainstDecoy(attempt.password);
  const user = credentials?.user;
  return Boolean(user && passwordMatches && user.status === 'active' && user.role === attempt.role);
}

async function signedIn(attempt: LoginAttempt, credentials: UserCredentials, presentedTokenHash: string | null, nowMs: number): Promise<SignedIn> {
  const { user } = credentials;
  // Hashes made with older cost parameters are upgraded while the plain password is at hand.
  if (needsRehash(credentials.passwordHash!)) await setPasswordHash(user.id, await hashPassword(attempt.password), user.username);
  const session = await startSession(user, nowMs);
  const deviceToken = await issueDeviceToken(user.id, nowMs);
  if (presentedTokenHash) await retireDeviceToken(presentedTokenHash);
  return { response: { ...session, role: user.role, redirectUrl: ROLE_HOME_PATHS[user.role] }, deviceToken };
}

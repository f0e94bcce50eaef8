import { createOpaqueSecret, hashOpaqueSecret } from '../../auth/opaque-secret.ts';
import { deleteDeviceToken, findDeviceToken, putDeviceToken } from '../../data/device-token-repository.ts';
import { DEVICE_TOKEN_TTL_SECONDS } from './auth-policy.ts';

/**
 * Known devices, after OWASP's "Slow Down Online Guessing Attacks with Device Cookies": a browser that proved
 * it belongs to a user (a successful sign-in, or a password set through an e-mailed link, which proves the
 * mailbox) gets a device token for that user. A sign-in that presents it is checked against that device's own
 * failure count only, so a guesser who locks the account for unknown devices cannot lock the owner out.
 *
 * Tokens are 256 random bits, stored as SHA-256 with the user id and an expiry (like refresh tokens), rather
 * than signed: each device needs its own stored failure count anyway, a stored token can be replaced (and
 * is, at every sign-in), and no further secret has to be kept and rotated.
 */

/** A device token just issued: the value for the cookie (never stored) and when it lapses (epoch seconds). */
export interface IssuedDeviceToken {
  token: string;
  expiresAt: number;
}

/** A longest token accepted from a cookie; ours are 43 characters. Anything longer is not looked up. */
const MAX_TOKEN_LENGTH = 128;

/** Issues a device token for a user. */
export async function issueDeviceToken(userId: string, nowMs: number = Date.now()): Promise<IssuedDeviceToken> {
  const token = createOpaqueSecret();
  const expiresAt = Math.floor(nowMs / 1000) + DEVICE_TOKEN_TTL_SECONDS;
  await putDeviceToken({ tokenHash: hashOpaqueSecret(token), userId, createdAt: new Date(nowMs).toISOString(), expiresAt });
  return { token, expiresAt };
}

/**
 * The hash of a presented device token when it is one we issued to `userId` and it has not lapsed; else null
 * (unknown, forged, expired, or another user's token).
 */
export async function knownDeviceOf(token: string, userId: string, nowMs: number = Date.now()): Promise<string | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const tokenHash = hashOpaqueSecret(token);
  const record = await findDeviceToken(tokenHash);
  if (!record || record.userId !== userId || record.expiresAt <= Math.floor(nowMs / 1000)) return null;
  return tokenHash;
}

/** Forgets a device token that a newer one replaces. */
export async function retireDeviceToken(tokenHash: string): Promise<void> {
  await deleteDeviceToken(tokenHash);
}

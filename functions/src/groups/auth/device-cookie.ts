import { createHash } from 'node:crypto';
import { foldUsername } from '../../data/identity-keys.ts';
import { DEVICE_TOKEN_TTL_SECONDS } from '../../domain/auth/auth-policy.ts';
import type { IssuedDeviceToken } from '../../domain/auth/known-devices.ts';
import type { ApiEvent } from '../../http/http-types.ts';

/**
 * The known-device cookie (docs/decisions/sessions-and-passwords.md): how a browser keeps and sends the device
 * token the auth group gives it after a sign-in or a password set through an e-mailed link.
 *
 * - Sent only to the auth routes (`Path=/api/auth`: sign-in and set-password), never readable by scripts
 *   (`HttpOnly`), only over HTTPS (`Secure`; browsers also accept it from http://127.0.0.1 and localhost, the
 *   local stack), and never on a request another site starts (`SameSite=Strict`). The SPA calls the API on its
 *   own origin (CloudFront in AWS, the site's proxy locally), so the browser sends it with no client code.
 * - One cookie per username, named after a digest of the folded username, so that several people signing in on
 *   one office computer each keep their own; the sign-in reads only the cookie of the username typed.
 * - Sign-out leaves it: it names the browser, not the session.
 */

/** Path prefix the cookie is sent to: the login and reset-password routes live under it. */
export const DEVICE_COOKIE_PATH = '/api/auth';

const COOKIE_PREFIX = 'tdp_device_';

/** Name of the device cookie for a username (any case or surrounding spaces). */
export function deviceCookieName(username: string): string {
  return `${COOKIE_PREFIX}${createHash('sha256').update(foldUsername(username), 'utf8').digest('hex').slice(0, 16)}`;
}

/**
 * The `Set-Cookie` value that gives the browser a device token for `username`, issued in this request: kept as
 * long as the token lives (the server checks the stored expiry in any case).
 */
export function deviceCookie(username: string, issued: IssuedDeviceToken): string {
  return `${deviceCookieName(username)}=${issued.token}; Max-Age=${DEVICE_TOKEN_TTL_SECONDS}; Path=${DEVICE_COOKIE_PATH}; HttpOnly; Secure; SameSite=Strict`;
}

/**
 * The device token the browser sent for `username`, or null. API Gateway (payload 2.0) and the local gateway put
 * the request's cookies in `event.cookies` (`name=value` each); a `Cookie` header is read too, for callers that
 * send the raw header.
 */
export function deviceTokenOf(event: ApiEvent, username: string): string | null {
  const name = deviceCookieName(username);
  const header = Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === 'cookie')?.[1];
  const pairs = [...(event.cookies ?? []), ...(header ? header.split(';') : [])];
  for (const pair of pairs) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim() || null;
  }
  return null;
}

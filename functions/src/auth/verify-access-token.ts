import type { Caller } from '../http/http-types.ts';

/**
 * Verifies a Bearer access token and returns the caller, or null when the token is not valid.
 * Until the auth group's key material is configured, no token is accepted (fail closed).
 */
export async function verifyAccessToken(_token: string): Promise<Caller | null> {
  return null;
}

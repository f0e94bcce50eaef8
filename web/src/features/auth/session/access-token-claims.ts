/**
 * What the SPA reads from its access token. The token is never verified here (the API does that);
 * these claims only tell the browser when to refresh and whose session it is.
 */
export interface ReadableAccessTokenClaims {
  /** Expiry, seconds since the epoch (server clock). */
  exp: number;
  /** Issue time, seconds since the epoch (server clock). */
  iat: number | undefined;
  username: string | undefined;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Decodes the payload of a JWT and returns its `exp`, `iat` and `username` claims, or null when the token
 * is not a JWT or has no numeric `exp` (such a token is treated as already expired).
 */
export function readAccessTokenClaims(token: string): ReadableAccessTokenClaims | null {
  const segments = token.split('.');
  if (segments.length !== 3 || !segments[1]) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(decodeBase64Url(segments[1]));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { exp, iat, username } = payload as Record<string, unknown>;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return {
    exp,
    iat: typeof iat === 'number' && Number.isFinite(iat) ? iat : undefined,
    username: typeof username === 'string' ? username : undefined,
  };
}

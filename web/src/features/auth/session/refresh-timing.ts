import type { ReadableAccessTokenClaims } from './access-token-claims.ts';

/** A token is refreshed at most this long before it expires (one minute for the usual 15-minute token). */
export const MAX_REFRESH_LEAD_MS = 60_000;

/** Short-lived tokens (tests use a few seconds) are refreshed when this share of their life is left. */
const SHORT_TOKEN_LEAD_SHARE = 0.25;

/** After a refresh that got no answer (offline, server error), the next attempt comes this much later. */
export const REFRESH_RETRY_DELAY_MS = 10_000;

/**
 * Milliseconds from `nowMs` until the token should be refreshed: shortly before `exp`, 0 when that moment
 * has passed. `serverClockOffsetMs` (server clock minus browser clock, learnt from a fresh token's `iat`)
 * keeps a browser whose clock is wrong from refreshing too late or in a loop.
 */
export function refreshDelayMs(claims: ReadableAccessTokenClaims, nowMs: number, serverClockOffsetMs = 0): number {
  const expiresAtMs = claims.exp * 1000 - serverClockOffsetMs;
  const lifetimeMs = claims.iat === undefined ? Infinity : (claims.exp - claims.iat) * 1000;
  const leadMs = Math.min(MAX_REFRESH_LEAD_MS, lifetimeMs * SHORT_TOKEN_LEAD_SHARE);
  return Math.max(0, expiresAtMs - leadMs - nowMs);
}

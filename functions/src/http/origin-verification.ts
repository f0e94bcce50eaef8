import { createHash, timingSafeEqual } from 'node:crypto';
import { Forbidden } from '../domain/domain-errors.ts';
import type { ApiEvent } from './http-types.ts';

/**
 * Proof that a request came through the site's CloudFront distribution: CloudFront adds the stage's origin
 * secret as this header on every API request (it overwrites a viewer's header of the same name). Never logged.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** `required` (AWS: refuse a request without a valid secret) or `optional` (the local stack: treat it as direct). */
export const ORIGIN_VERIFY_ENV = 'ORIGIN_VERIFY';
/** SHA-256 digests (hex, comma-separated) of the secrets accepted: previous, current and next during a rotation. */
export const ORIGIN_VERIFY_DIGESTS_ENV = 'ORIGIN_VERIFY_DIGESTS';

export type OriginVerifyMode = 'required' | 'optional';

/** How a request reached the function. */
export type RequestPath = 'through-cdn' | 'direct';

/** What a caller who bypassed CloudFront is told (AWS only). */
export const DIRECT_CALL_MESSAGE = "This API answers only through the site's address.";

/** The digest the functions compare a header value against: SHA-256, hex. */
export function originSecretDigest(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

interface OriginVerifyConfig {
  mode: OriginVerifyMode;
  digests: Buffer[];
}

let cached: { mode: string | undefined; digests: string | undefined; config: OriginVerifyConfig } | undefined;

/**
 * The check's settings from the environment, parsed once per value (tests and the local stack change them).
 * Without a mode the check is `optional`: nothing is refused, and viewer headers are trusted only with a valid
 * secret. A `required` mode without any digest refuses everything rather than trusting anything.
 */
function config(): OriginVerifyConfig {
  const mode = process.env[ORIGIN_VERIFY_ENV];
  const digests = process.env[ORIGIN_VERIFY_DIGESTS_ENV];
  if (cached && cached.mode === mode && cached.digests === digests) return cached.config;
  if (mode !== undefined && mode !== '' && mode !== 'required' && mode !== 'optional') {
    throw new Error(`${ORIGIN_VERIFY_ENV} must be "required" or "optional", not "${mode}"`);
  }
  const parsed: OriginVerifyConfig = {
    mode: mode === 'required' ? 'required' : 'optional',
    digests: (digests ?? '')
      .split(',')
      .map((digest) => digest.trim().toLowerCase())
      .filter((digest) => /^[0-9a-f]{64}$/.test(digest))
      .map((digest) => Buffer.from(digest, 'hex')),
  };
  cached = { mode, digests, config: parsed };
  return parsed;
}

function headerOf(event: ApiEvent, name: string): string | undefined {
  for (const [key, value] of Object.entries(event.headers ?? {})) if (key.toLowerCase() === name) return value;
  return undefined;
}

/** True when `value` hashes to one of the accepted digests; every digest is compared, in constant time. */
function matchesADigest(value: string, digests: readonly Buffer[]): boolean {
  const digest = createHash('sha256').update(value, 'utf8').digest();
  let matched = false;
  for (const accepted of digests) matched = timingSafeEqual(digest, accepted) || matched;
  return matched;
}

/**
 * Tells a request that came through CloudFront (it carries a valid origin secret) from one that reached the API
 * directly. In `required` mode a direct request is refused with 403 (`Forbidden`); in `optional` mode it is
 * answered as `direct`, and its viewer-address headers are not to be trusted.
 */
export function verifyOrigin(event: ApiEvent): RequestPath {
  const { mode, digests } = config();
  const value = headerOf(event, ORIGIN_VERIFY_HEADER);
  if (value && digests.length > 0 && matchesADigest(value, digests)) return 'through-cdn';
  if (mode === 'required') throw new Forbidden(DIRECT_CALL_MESSAGE);
  return 'direct';
}

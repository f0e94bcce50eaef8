import { JwtVerifier } from 'aws-jwt-verify';
import { ROLES, type Role } from '@tdp/shared/api/route-definition';
import type { Caller } from '../http/http-types.ts';
import { ACCESS_TOKEN_TYPE, accessTokenSettings, MAX_ACCESS_TOKEN_TTL_SECONDS } from './access-token.ts';
import { loadJwks, SIGNING_ALGORITHM } from './signing-keys.ts';

/** Longer tokens are refused before any parsing: ours are well under 1 KB. */
const MAX_TOKEN_LENGTH = 8 * 1024;
/** Header parameters that would let a token pick its own key or demand processing we do not do. */
const REFUSED_HEADER_PARAMETERS = ['crit', 'jwk', 'jku', 'x5u', 'x5c', 'x5t', 'x5t#S256'];
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

function createVerifier(issuer: string, audience: string) {
  // The JWKS is cached below and tokens are checked with verifySync, which never fetches: this address is
  // never contacted, and an unknown kid fails instead of triggering a download.
  return JwtVerifier.create({ issuer, audience, jwksUri: 'https://jwks.invalid/.well-known/jwks.json' });
}

type Verifier = ReturnType<typeof createVerifier>;

let verifier: Promise<Verifier> | undefined;

/** Builds the verifier once per process with the JWKS pre-loaded (`cacheJwks`): no network call per request. */
function loadVerifier(): Promise<Verifier> {
  if (!verifier) {
    const { issuer, audience } = accessTokenSettings();
    verifier = loadJwks().then((jwks) => {
      const created = createVerifier(issuer, audience);
      created.cacheJwks(jwks);
      return created;
    });
    verifier.catch(() => {
      verifier = undefined;
    });
  }
  return verifier;
}

/** Forgets the verifier so the next call reloads the JWKS (tests that switch keys). */
export function clearVerifierCache(): void {
  verifier = undefined;
}

function decodeHeader(token: string): Record<string, unknown> | null {
  try {
    const header: unknown = JSON.parse(Buffer.from(token.slice(0, token.indexOf('.')), 'base64url').toString('utf8'));
    return header && typeof header === 'object' && !Array.isArray(header) ? (header as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Our own header rules, checked before the library: one algorithm, our token type, a plain kid, nothing else clever. */
function headerIsAcceptable(header: Record<string, unknown>): boolean {
  if (header.alg !== SIGNING_ALGORITHM || header.typ !== ACCESS_TOKEN_TYPE) return false;
  if (typeof header.kid !== 'string' || header.kid.length === 0 || header.kid.length > 64) return false;
  return !REFUSED_HEADER_PARAMETERS.some((name) => name in header);
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Verifies a Bearer access token and returns the caller, or null when the token is not valid.
 * aws-jwt-verify checks the signature against our cached JWKS, `iss`, `aud`, `exp` and `nbf`; on top of that
 * a token must have `exp`, `iat`, `jti`, `sub`, `username` and one of our roles, live no longer than
 * 15 minutes, and carry no `crit`/`jwk`/`jku`/`x5u` header (the library would accept a token without `exp`).
 */
export async function verifyAccessToken(token: string): Promise<Caller | null> {
  if (token.length > MAX_TOKEN_LENGTH || !COMPACT_JWS.test(token)) return null;
  const header = decodeHeader(token);
  if (!header || !headerIsAcceptable(header)) return null;
  // A key store that cannot be read is an operator problem (500, logged), not a bad token.
  const loaded = await loadVerifier();
  let payload: Record<string, unknown>;
  try {
    payload = loaded.verifySync(token) as Record<string, unknown>;
  } catch {
    return null;
  }
  const { exp, iat, jti, sub, role, username } = payload;
  if (typeof exp !== 'number' || typeof iat !== 'number' || exp - iat > MAX_ACCESS_TOKEN_TTL_SECONDS) return null;
  if (typeof jti !== 'string' || jti.length === 0) return null;
  if (typeof sub !== 'string' || sub.length === 0 || typeof username !== 'string' || !isRole(role)) return null;
  return { sub, role, username };
}

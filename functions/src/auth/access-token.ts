import { randomUUID, sign, type KeyObject } from 'node:crypto';
import type { Role } from '@tdp/shared/api/route-definition';
import { loadSigningKey, SIGNING_ALGORITHM } from './signing-keys.ts';

/** `typ` header of our access tokens (RFC 9068), so no other kind of JWT we might sign passes as one. */
export const ACCESS_TOKEN_TYPE = 'at+jwt';
/** Access tokens never live longer than 15 minutes, whatever the environment asks for. */
export const MAX_ACCESS_TOKEN_TTL_SECONDS = 900;

/** Issuer, audience and lifetime of access tokens; the same values on the signing and the verifying side. */
export interface AccessTokenSettings {
  issuer: string;
  audience: string;
  ttlSeconds: number;
}

/**
 * Settings from the environment: `JWT_ISSUER` (default `tdp-auth`), `JWT_AUDIENCE` (default `tdp-api`),
 * `ACCESS_TOKEN_TTL_SECONDS` (default and maximum 900; tests use a few seconds).
 */
export function accessTokenSettings(): AccessTokenSettings {
  const requested = Number(process.env.ACCESS_TOKEN_TTL_SECONDS ?? MAX_ACCESS_TOKEN_TTL_SECONDS);
  const ttlSeconds =
    Number.isFinite(requested) && requested >= 1 ? Math.min(Math.floor(requested), MAX_ACCESS_TOKEN_TTL_SECONDS) : MAX_ACCESS_TOKEN_TTL_SECONDS;
  return {
    issuer: process.env.JWT_ISSUER || 'tdp-auth',
    audience: process.env.JWT_AUDIENCE || 'tdp-api',
    ttlSeconds,
  };
}

function base64urlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** Signs a compact JWS with an EC P-256 key (ES256: the signature is r‖s, not DER). */
export function signJwt(header: Record<string, unknown>, payload: Record<string, unknown>, privateKey: KeyObject): string {
  const signingInput = `${base64urlJson(header)}.${base64urlJson(payload)}`;
  const signature = sign('sha256', Buffer.from(signingInput, 'utf8'), { key: privateKey, dsaEncoding: 'ieee-p1363' });
  return `${signingInput}.${signature.toString('base64url')}`;
}

/** Who an access token is for: the user id, the role granted from the stored user, and the username. */
export interface AccessTokenSubject {
  sub: string;
  role: Role;
  username: string;
}

/** A signed access token and when it stops being accepted (epoch seconds). */
export interface IssuedAccessToken {
  token: string;
  expiresAt: number;
}

/** Signs an access token with the active key: claims iss, aud, sub, role, username, iat, exp, jti; header kid and typ. */
export async function issueAccessToken(subject: AccessTokenSubject, nowMs: number = Date.now()): Promise<IssuedAccessToken> {
  const { issuer, audience, ttlSeconds } = accessTokenSettings();
  const key = await loadSigningKey();
  const iat = Math.floor(nowMs / 1000);
  const exp = iat + ttlSeconds;
  const token = signJwt(
    { alg: SIGNING_ALGORITHM, typ: ACCESS_TOKEN_TYPE, kid: key.kid },
    { iss: issuer, aud: audience, sub: subject.sub, role: subject.role, username: subject.username, iat, exp, jti: randomUUID() },
    key.privateKey,
  );
  return { token, expiresAt: exp };
}

import { createOpaqueSecret, hashOpaqueSecret } from '../../auth/opaque-secret.ts';
import { putResetKey, type PasswordKeyPurpose } from '../../data/reset-key-repository.ts';
import { advancePasswordKeyGeneration } from '../../data/user-repository.ts';
import { INVITATION_KEY_TTL_SECONDS, RESET_KEY_TTL_SECONDS } from './auth-policy.ts';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';

/** A key just issued: the secret to put in the link (never stored), the link itself and its expiry. */
export interface IssuedPasswordKey {
  key: string;
  link: string;
  /** Epoch seconds. */
  expiresAt: number;
}

/** Address of the site the links point to: `SITE_URL` (set per stage), else the local web server. */
export function siteUrl(): string {
  return (process.env.SITE_URL || 'http://127.0.0.1:5173').replace(/\/+$/, '');
}

/**
 * Issues a single-use key that lets its holder choose the user's password, and the SPA link for it
 * (`/resetpassword/{key}`). 'reset' keys last 60 minutes; 'invitation' keys (a new account's first
 * password) last 7 days. Only the key's SHA-256 is stored.
 *
 * Only the newest key of a user works: the user's key generation is advanced first (revoking every key
 * issued before, reset or invitation), then the key is stored with the new generation. Stopped between the
 * two writes, the user is left with no working key, never with two; asking again issues one.
 */
export async function issuePasswordKey(userId: string, purpose: PasswordKeyPurpose, nowMs: number = Date.now()): Promise<IssuedPasswordKey> {
  const key = createOpaqueSecret();
  const expiresAt = Math.floor(nowMs / 1000) + (purpose === 'invitation' ? INVITATION_KEY_TTL_SECONDS : RESET_KEY_TTL_SECONDS);
  const generation = await advancePasswordKeyGeneration(userId);
  await putResetKey({ keyHash: hashOpaqueSecret(key), userId, purpose, createdAt: new Date(nowMs).toISOString(), generation, expiresAt });
  return { key, link: `${siteUrl()}${pathHref(PUBLIC_PATHS.resetPassword, { cryptoKey: key })}`, expiresAt };
}

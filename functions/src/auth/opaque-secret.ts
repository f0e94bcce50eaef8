import { createHash, randomBytes } from 'node:crypto';

/** Random bytes in every refresh token and reset key: 256 bits, far beyond guessing. */
const SECRET_BYTES = 32;

/** A new opaque secret (refresh token, reset key): 256 random bits as 43 base64url characters. */
export function createOpaqueSecret(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

/**
 * The form in which an opaque secret is stored and looked up: SHA-256, hex.
 * A leaked table then holds nothing that can be presented; a fast hash is enough for 256-bit secrets.
 */
export function hashOpaqueSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

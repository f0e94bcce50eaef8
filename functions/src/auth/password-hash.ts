import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters; stored with every hash so they can be raised later without breaking old hashes. */
export interface ScryptParameters {
  /** log2 of the CPU/memory cost N. */
  logN: number;
  r: number;
  p: number;
}

/** Parameters for new hashes: N = 2^17, r = 8, p = 1 (OWASP's scrypt baseline), about 128 MiB per hash. */
export const CURRENT_SCRYPT_PARAMETERS: Readonly<ScryptParameters> = { logN: 17, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const SCHEME = 'scrypt';
/** Upper bound on accepted stored parameters, so a tampered record cannot make one login eat the machine. */
const MAX_LOG_N = 20;

function scryptAsync(password: string, salt: Buffer, parameters: ScryptParameters): Promise<Buffer> {
  const N = 2 ** parameters.logN;
  const options: ScryptOptions = {
    N,
    r: parameters.r,
    p: parameters.p,
    // Node's default limit is 32 MiB; scrypt needs 128 * N * r bytes, so allow that plus headroom.
    maxmem: 128 * N * parameters.r * parameters.p + 32 * 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Hashes a password with scrypt and a fresh random salt.
 * Encoded as `scrypt$ln=17,r=8,p=1$<salt base64url>$<key base64url>`; the parameters travel with the hash.
 */
export async function hashPassword(password: string, parameters: ScryptParameters = CURRENT_SCRYPT_PARAMETERS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(password, salt, parameters);
  return `${SCHEME}$ln=${parameters.logN},r=${parameters.r},p=${parameters.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface DecodedHash {
  parameters: ScryptParameters;
  salt: Buffer;
  key: Buffer;
}

function decodeHash(encoded: string): DecodedHash | null {
  const parts = encoded.split('$');
  if (parts.length !== 4 || parts[0] !== SCHEME) return null;
  const match = /^ln=(\d+),r=(\d+),p=(\d+)$/.exec(parts[1]!);
  if (!match) return null;
  const parameters = { logN: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  if (parameters.logN < 1 || parameters.logN > MAX_LOG_N || parameters.r < 1 || parameters.r > 32 || parameters.p < 1 || parameters.p > 16) return null;
  const salt = Buffer.from(parts[2]!, 'base64url');
  const key = Buffer.from(parts[3]!, 'base64url');
  if (salt.length < 8 || key.length !== KEY_BYTES) return null;
  return { parameters, salt, key };
}

/** Checks a password against a stored hash in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const decoded = decodeHash(encoded);
  if (!decoded) return false;
  const candidate = await scryptAsync(password, decoded.salt, decoded.parameters);
  return timingSafeEqual(candidate, decoded.key);
}

/** True when a stored hash uses other parameters than new hashes do: rehash it at the next successful sign-in. */
export function needsRehash(encoded: string): boolean {
  const decoded = decodeHash(encoded);
  if (!decoded) return true;
  const { logN, r, p } = decoded.parameters;
  return logN !== CURRENT_SCRYPT_PARAMETERS.logN || r !== CURRENT_SCRYPT_PARAMETERS.r || p !== CURRENT_SCRYPT_PARAMETERS.p;
}

/**
 * A real hash with the current parameters of a random password nobody kept. Fixed in the code so the very
 * first decoy check costs one hash like every other (computing it lazily would make that one slower).
 */
export const DECOY_HASH = 'scrypt$ln=17,r=8,p=1$Rlb4TT_nrNAtWZbpZz9WzQ$G4aLUaOteGMixfFk4ndXAReq5U-y40nepvtG87jKhiU';

/**
 * Spends the same work as checking a real password, for sign-ins with an unknown username or an account
 * without a password, so response time does not tell which usernames exist. Always false.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  await verifyPassword(password, DECOY_HASH);
  return false;
}

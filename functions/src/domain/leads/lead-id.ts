import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so an id read aloud or copied by hand is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TIME_LENGTH = 10;
const RANDOM_LENGTH = 16;

/**
 * A new lead id in the ULID layout: 10 characters of creation time in milliseconds, then 16 characters
 * (80 bits) of randomness. Ids sort by creation time, are 26 characters long and safe in URLs.
 */
export function newLeadId(nowMs: number = Date.now(), random: Buffer = randomBytes(10)): string {
  let time = '';
  let rest = Math.floor(nowMs);
  for (let i = 0; i < TIME_LENGTH; i += 1) {
    time = ALPHABET[rest % 32]! + time;
    rest = Math.floor(rest / 32);
  }
  let bits = 0n;
  for (const byte of random.subarray(0, 10)) bits = (bits << 8n) | BigInt(byte);
  let tail = '';
  for (let i = 0; i < RANDOM_LENGTH; i += 1) {
    tail = ALPHABET[Number(bits & 31n)]! + tail;
    bits >>= 5n;
  }
  return time + tail;
}

/** The creation time (epoch ms) encoded in a lead id. */
export function leadIdTime(id: string): number {
  let time = 0;
  for (const character of id.slice(0, TIME_LENGTH)) time = time * 32 + ALPHABET.indexOf(character);
  return time;
}

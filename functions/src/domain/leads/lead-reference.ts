import { randomBytes } from 'node:crypto';
import { LEAD_REFERENCE_ALPHABET } from '@tdp/shared/schemas/lead-forms';

/**
 * A new short lead reference, `TBB-` + 4 + `-` + 2 characters of Crockford's base32 (30 random bits, about a
 * billion values): short enough to read out on the phone, without look-alike characters. It is not unique by
 * itself: the lead is stored only once a reference item claims it (see `reserveLeadReference`), retried with a
 * fresh one on a collision.
 */
export function newLeadReference(random: Buffer = randomBytes(4)): string {
  let bits = random.readUInt32BE(0) >>> 2;
  let characters = '';
  for (let i = 0; i < 6; i += 1) {
    characters = LEAD_REFERENCE_ALPHABET[bits & 31]! + characters;
    bits >>>= 5;
  }
  return `TBB-${characters.slice(0, 4)}-${characters.slice(4)}`;
}

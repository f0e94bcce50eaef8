import { describe, expect, it } from 'vitest';
import { CURRENT_SCRYPT_PARAMETERS, DECOY_HASH, hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from './password-hash.ts';

// Low cost keeps the suite fast where the cost itself is not what the test proves.
const CHEAP = { logN: 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('hashes with N=2^17, r=8, p=1 by default and verifies the password', async () => {
    const encoded = await hashPassword('correct horse battery staple');
    expect(encoded).toMatch(/^scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('correct horse battery staple', encoded)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', encoded)).toBe(false);
    expect(needsRehash(encoded)).toBe(false);
  });

  it('uses a fresh salt for every hash', async () => {
    const a = await hashPassword('same password', CHEAP);
    const b = await hashPassword('same password', CHEAP);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password', a)).toBe(true);
    expect(await verifyPassword('same password', b)).toBe(true);
  });

  it('verifies hashes made with other parameters and asks for a rehash', async () => {
    const old = await hashPassword('an older password', CHEAP);
    expect(await verifyPassword('an older password', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(CURRENT_SCRYPT_PARAMETERS.logN).toBe(17);
  });

  it('treats equivalent Unicode spellings as the same password', async () => {
    const encoded = await hashPassword('caf\u00e9 au lait', CHEAP);
    expect(await verifyPassword('cafe\u0301 au lait', encoded)).toBe(true);
  });

  it('never matches a malformed or tampered hash', async () => {
    const encoded = await hashPassword('password one', CHEAP);
    expect(await verifyPassword('password one', 'not-a-hash')).toBe(false);
    expect(await verifyPassword('password one', encoded.replace('ln=10', 'ln=30'))).toBe(false);
    expect(await verifyPassword('password one', encoded.replace(/\$[^$]+$/, '$AAAA'))).toBe(false);
    expect(await verifyPassword('password one', encoded.replace('scrypt$', 'bcrypt$'))).toBe(false);
  });

  it('spends a full-cost hash on the decoy and never accepts it', async () => {
    // Same parameters as real hashes, or unknown usernames would answer faster than known ones.
    expect(needsRehash(DECOY_HASH)).toBe(false);
    expect(await verifyAgainstDecoy('anything at all')).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadIdTime, newLeadId } from './lead-id.ts';

describe('newLeadId', () => {
  it('is 26 Crockford base32 characters that encode the creation time', () => {
    const id = newLeadId(Date.parse('2026-01-05T18:00:00.000Z'));
    expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(leadIdTime(id)).toBe(Date.parse('2026-01-05T18:00:00.000Z'));
  });

  it('sorts as text in the order of creation time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 48 - 1 }), fc.integer({ min: 0, max: 2 ** 48 - 1 }), (a, b) => {
        fc.pre(a !== b);
        const [first, second] = [newLeadId(a), newLeadId(b)];
        return a < b === first < second;
      }),
    );
  });

  it('differs between two ids of the same millisecond', () => {
    const now = Date.now();
    const ids = new Set(Array.from({ length: 1000 }, () => newLeadId(now)));
    expect(ids.size).toBe(1000);
  });
});

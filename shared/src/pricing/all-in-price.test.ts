import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allInPrice, toCents } from './all-in-price.ts';

describe('allInPrice', () => {
  it('adds the taxes and fees to the price, to the cent', () => {
    expect(allInPrice({ price: 1719, tax: 372.24 })).toBe(2091.24);
    expect(allInPrice({ price: 0.1, tax: 0.2 })).toBe(0.3);
    expect(allInPrice({ price: 2899.5, tax: 0 })).toBe(2899.5);
  });

  it('is exact for any two amounts with at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 100_000_000 }), (priceCents, taxCents) => {
        const total = allInPrice({ price: priceCents / 100, tax: taxCents / 100 });
        expect(toCents(total)).toBe(priceCents + taxCents);
        expect(total).toBe((priceCents + taxCents) / 100);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { bestBetCreateInputSchema, bestBetUpdateInputSchema, bestBetViewSchema } from './best-bet.ts';

const input = { packageId: 41, label: 'Best Seller', blurb: 'Our most booked family week.', sortOrder: 1 };

describe('best bet', () => {
  it('points at a package by id with a badge and a pitch', () => {
    expect(bestBetCreateInputSchema.parse(input)).toEqual(input);
    expect(bestBetCreateInputSchema.safeParse({ ...input, packageId: 'riviera-maya' }).error!.issues[0]!.path).toEqual(['packageId']);
    expect(bestBetCreateInputSchema.safeParse({ ...input, label: '' }).error!.issues[0]!.path).toEqual(['label']);
  });

  it('requires the version on update and refuses server-set fields', () => {
    expect(bestBetUpdateInputSchema.safeParse(input).success).toBe(false);
    expect(bestBetUpdateInputSchema.safeParse({ ...input, version: 2 }).success).toBe(true);
    expect(bestBetCreateInputSchema.safeParse({ ...input, id: 3 }).success).toBe(false);
  });

  it('is read with the package card, or null when the package is gone', () => {
    expect(bestBetViewSchema.parse({ id: 3, ...input, version: 2, package: null }).package).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isPromotionLive, promotionCreateInputSchema, promotionUpdateInputSchema } from './promotion.ts';

const input = {
  title: 'Caribbean winter sale',
  subtitle: 'Save up to $500 per couple on all-inclusive resorts',
  image: 'package-images/caribbean-sale.png',
  link: '/deals?destinationIds=["continent-6"]',
  linkLabel: 'See the deals',
  placements: ['landing', 'deals'],
  startsAt: '2026-12-01',
  endsAt: '2027-01-31',
  active: true,
  sortOrder: 1,
};

describe('promotion', () => {
  it('accepts a banner for the landing page and /deals', () => {
    expect(promotionCreateInputSchema.parse(input)).toEqual(input);
    expect(promotionCreateInputSchema.parse({ ...input, link: null, linkLabel: '' }).link).toBeNull();
  });

  it('refuses unsafe links and images', () => {
    expect(promotionCreateInputSchema.safeParse({ ...input, link: 'javascript:alert(1)' }).error!.issues[0]!.path).toEqual(['link']);
    expect(promotionCreateInputSchema.safeParse({ ...input, image: '//evil.example.com/x.png' }).error!.issues[0]!.path).toEqual(['image']);
  });

  it('needs a placement and dates in order', () => {
    expect(promotionCreateInputSchema.safeParse({ ...input, placements: [] }).error!.issues[0]).toMatchObject({
      path: ['placements'],
      message: 'needs at least one place to appear',
    });
    expect(promotionCreateInputSchema.safeParse({ ...input, placements: ['sidebar'] }).error!.issues[0]!.path).toEqual(['placements', 0]);
    expect(promotionCreateInputSchema.safeParse({ ...input, endsAt: '2026-11-30' }).error!.issues[0]).toMatchObject({
      path: ['endsAt'],
      message: 'must be on or after startsAt',
    });
  });

  it('requires the version on update and refuses server-set fields', () => {
    expect(promotionUpdateInputSchema.safeParse(input).success).toBe(false);
    expect(promotionUpdateInputSchema.safeParse({ ...input, version: 1 }).success).toBe(true);
    expect(promotionCreateInputSchema.safeParse({ ...input, id: 9 }).success).toBe(false);
  });

  it('is live when active and today is within its dates, both ends included', () => {
    expect(isPromotionLive(input, '2026-11-30')).toBe(false);
    expect(isPromotionLive(input, '2026-12-01')).toBe(true);
    expect(isPromotionLive(input, '2027-01-31')).toBe(true);
    expect(isPromotionLive(input, '2027-02-01')).toBe(false);
    expect(isPromotionLive({ ...input, active: false }, '2027-01-01')).toBe(false);
  });
});

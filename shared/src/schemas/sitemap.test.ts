import { describe, expect, it } from 'vitest';
import { sitemapAnswerSchema } from './sitemap.ts';

describe('sitemapAnswerSchema', () => {
  it('accepts packages with their url and update time', () => {
    const answer = { packages: [{ package_url: 'paris-in-spring', updatedAt: '2026-03-04T05:06:07.000Z' }] };
    expect(sitemapAnswerSchema.parse(answer)).toEqual(answer);
    expect(sitemapAnswerSchema.parse({ packages: [] })).toEqual({ packages: [] });
  });

  it('refuses an update time that is not an ISO date-time', () => {
    expect(sitemapAnswerSchema.safeParse({ packages: [{ package_url: 'paris', updatedAt: 'yesterday' }] }).success).toBe(false);
    expect(sitemapAnswerSchema.safeParse({ packages: [{ updatedAt: '2026-03-04T05:06:07.000Z' }] }).success).toBe(false);
  });
});

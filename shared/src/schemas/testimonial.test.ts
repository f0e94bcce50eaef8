import { describe, expect, it } from 'vitest';
import { testimonialCreateInputSchema, testimonialUpdateInputSchema } from './testimonial.ts';

const input = {
  author: 'Priya S.',
  location: 'Kelowna, BC',
  quote: 'Our agent rebooked our flights within an hour when the storm hit. We will book with her again.',
  rating: 5,
  trip: 'Riviera Maya family week',
  date: '2026-09-14',
  published: true,
  sortOrder: 0,
};

describe('testimonial', () => {
  it('accepts a testimonial with a 1 to 5 rating', () => {
    expect(testimonialCreateInputSchema.parse(input)).toEqual(input);
    expect(testimonialCreateInputSchema.safeParse({ ...input, rating: 1 }).success).toBe(true);
  });

  it('refuses ratings outside 1 to 5 or fractional', () => {
    for (const rating of [0, 6, 4.5]) expect(testimonialCreateInputSchema.safeParse({ ...input, rating }).error!.issues[0]!.path).toEqual(['rating']);
  });

  it('needs an author and a quote', () => {
    const result = testimonialCreateInputSchema.safeParse({ ...input, author: ' ', quote: '' });
    expect(result.error!.issues.map((issue) => issue.path[0])).toEqual(['author', 'quote']);
  });

  it('requires the version on update and refuses server-set fields', () => {
    expect(testimonialUpdateInputSchema.safeParse(input).success).toBe(false);
    expect(testimonialUpdateInputSchema.safeParse({ ...input, version: 1 }).success).toBe(true);
    expect(testimonialCreateInputSchema.safeParse({ ...input, createdAt: '2026-01-01T00:00:00.000Z' }).success).toBe(false);
  });
});

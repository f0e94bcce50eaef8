import { describe, expect, it } from 'vitest';
import { topPickUpdateInputSchema, topPickViewSchema } from './top-pick.ts';

describe('top picks', () => {
  it('accepts two package ids, one, or none, with the version read (0 when new)', () => {
    expect(topPickUpdateInputSchema.parse({ top_pick_one: 4, top_pick_two: 9, version: 0 })).toEqual({ top_pick_one: 4, top_pick_two: 9, version: 0 });
    expect(topPickUpdateInputSchema.safeParse({ top_pick_one: 4, top_pick_two: null, version: 3 }).success).toBe(true);
    expect(topPickUpdateInputSchema.safeParse({ top_pick_one: null, top_pick_two: null, version: 3 }).success).toBe(true);
  });

  it('refuses the same package twice, a missing version and extra fields', () => {
    expect(topPickUpdateInputSchema.safeParse({ top_pick_one: 4, top_pick_two: 4, version: 1 }).error!.issues[0]).toMatchObject({
      path: ['top_pick_two'],
      message: 'must differ from top_pick_one',
    });
    expect(topPickUpdateInputSchema.safeParse({ top_pick_one: 4, top_pick_two: 5 }).error!.issues[0]!.path).toEqual(['version']);
    expect(topPickUpdateInputSchema.safeParse({ top_pick_one: 4, top_pick_two: 5, version: 1, continent_id: 2 }).success).toBe(false);
  });

  it('is read per continent with cards', () => {
    expect(topPickViewSchema.parse({ continent_id: 2, continent_name: 'Europe', top_pick_one: null, top_pick_two: null, version: 0 }).version).toBe(0);
  });
});

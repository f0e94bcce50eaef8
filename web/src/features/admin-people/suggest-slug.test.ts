import { describe, expect, it } from 'vitest';
import { agentSlugSchema } from '@tdp/shared/schemas/agent-profile';
import { suggestSlug } from './suggest-slug.ts';

describe('suggestSlug', () => {
  it('turns a name into a profile address the shared schema accepts', () => {
    for (const [name, slug] of [
      ['Amélie Roy', 'amelie-roy'],
      ["  Daniel O'Kafor Jr. ", 'daniel-o-kafor-jr'],
      ['Wei  Chen', 'wei-chen'],
    ] as const) {
      expect(suggestSlug(name)).toBe(slug);
      expect(agentSlugSchema.safeParse(suggestSlug(name)).success).toBe(true);
    }
  });

  it('suggests nothing for a name without letters or digits', () => {
    expect(suggestSlug('—')).toBe('');
  });
});

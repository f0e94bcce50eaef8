import { describe, expect, it } from 'vitest';
import { agentSlugSchema } from '../schemas/agent-profile.ts';
import { AGENT_SLUG_MAX, wellFormedAgentSlug } from './agent-slug.ts';

describe('wellFormedAgentSlug', () => {
  it('accepts exactly what the profile schema accepts, trimmed', () => {
    const samples = [
      'harpreet-gill',
      ' harpreet-gill ',
      'agent-2',
      'Harpreet-Gill',
      'harpreet--gill',
      '-gill',
      'gill-',
      'a b',
      '',
      '   ',
      'x'.repeat(AGENT_SLUG_MAX),
      'x'.repeat(AGENT_SLUG_MAX + 1),
      'émile',
    ];
    for (const sample of samples) {
      const parsed = agentSlugSchema.safeParse(sample);
      expect(wellFormedAgentSlug(sample), JSON.stringify(sample)).toBe(parsed.success ? parsed.data : undefined);
    }
  });

  it('treats a missing value as no slug', () => {
    expect(wellFormedAgentSlug(null)).toBeUndefined();
    expect(wellFormedAgentSlug(undefined)).toBeUndefined();
  });
});

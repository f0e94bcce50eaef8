import { describe, expect, it } from 'vitest';
import { agentInitials, agentProfileInputSchema, agentSlugSchema } from './agent-profile.ts';

describe('agentSlugSchema', () => {
  it.each(['harpreet-gill', 'wei-chen-2'])('accepts %s', (slug) => expect(agentSlugSchema.safeParse(slug).success).toBe(true));
  it.each(['Harpreet-Gill', 'wei--chen', '-wei', 'wei_chen', ''])('refuses %j', (slug) => expect(agentSlugSchema.safeParse(slug).success).toBe(false));
});

describe('agentProfileInputSchema', () => {
  it('refuses a photo that is not a media reference', () => {
    const result = agentProfileInputSchema.safeParse({
      slug: 'a-b',
      name: 'A B',
      photo: 'javascript:alert(1)',
      bio: 'Bio',
      specialties: [],
      languages: ['english'],
      city: 'Burnaby',
      province: 'BC',
      email: 'a@example.com',
      phone: '604-555-0100',
      membership: 'Connected Agent',
      status: 'active',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['photo']);
  });
});

describe('agentInitials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(agentInitials('Harpreet Kaur Gill')).toBe('HG');
    expect(agentInitials('amélie roy')).toBe('AR');
    expect(agentInitials('Cher')).toBe('C');
    expect(agentInitials('  ')).toBe('');
  });
});

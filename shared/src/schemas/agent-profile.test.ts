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

describe('profiles being completed', () => {
  const invited = {
    slug: 'amelie-roy',
    name: 'Amélie Roy',
    photo: null,
    bio: '',
    specialties: [],
    languages: [],
    city: '',
    province: null,
    email: 'a@example.com',
    phone: '',
    membership: 'Connected Agent',
    status: 'active' as const,
  };

  it('accepts blank public fields for an admin, but not a phone that is not one', async () => {
    const { agentProfileDraftSchema } = await import('./agent-profile.ts');
    expect(agentProfileDraftSchema.safeParse(invited).success).toBe(true);
    expect(agentProfileDraftSchema.safeParse({ ...invited, phone: 'call me' }).success).toBe(false);
  });

  it('is complete (public) only with bio, phone, city, province and a language', async () => {
    const { isAgentProfileComplete } = await import('./agent-profile.ts');
    const complete = { ...invited, bio: 'Cruises.', phone: '514-555-0114', city: 'Montréal', province: 'QC' as const, languages: ['french' as const] };
    expect(isAgentProfileComplete(complete)).toBe(true);
    expect(isAgentProfileComplete(invited)).toBe(false);
    for (const missing of [{ bio: ' ' }, { phone: '' }, { city: '' }, { province: null }, { languages: [] }]) {
      expect(isAgentProfileComplete({ ...complete, ...missing })).toBe(false);
    }
  });
});

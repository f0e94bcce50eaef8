import { describe, expect, it } from 'vitest';
import type { AgentProfile } from '@tdp/shared/schemas/agent-profile';
import { directoryFilterFrom, directorySearchParams, EMPTY_DIRECTORY_FILTER, isFiltered, matchesDirectoryFilter, provincesOf } from './directory-filter.ts';

function agent(overrides: Partial<AgentProfile>): AgentProfile {
  return {
    slug: 'amelie-roy',
    name: 'Amélie Roy',
    photo: null,
    bio: 'Bio.',
    specialties: ['river-cruises', 'europe'],
    languages: ['english', 'french'],
    city: 'Québec',
    province: 'QC',
    email: 'amelie@example.com',
    phone: '418-555-0120',
    membership: 'Connected Agent',
    status: 'active',
    ...overrides,
  };
}

describe('directory filter', () => {
  it('reads known values from the address and ignores the rest', () => {
    const filter = directoryFilterFrom(new URLSearchParams('q=roy&province=QC&language=klingon&specialty=disney'));
    expect(filter).toEqual({ q: 'roy', province: 'QC', language: '', specialty: 'disney' });
  });

  it('writes only the filters that are set', () => {
    expect(directorySearchParams({ ...EMPTY_DIRECTORY_FILTER, q: '  surrey ', language: 'punjabi' }).toString()).toBe('q=surrey&language=punjabi');
    expect(isFiltered(EMPTY_DIRECTORY_FILTER)).toBe(false);
    expect(isFiltered({ ...EMPTY_DIRECTORY_FILTER, q: '   ' })).toBe(false);
  });

  it('finds agents by name or place without caring about accents or case', () => {
    const amelie = agent({});
    expect(matchesDirectoryFilter(amelie, { ...EMPTY_DIRECTORY_FILTER, q: 'amelie' })).toBe(true);
    expect(matchesDirectoryFilter(amelie, { ...EMPTY_DIRECTORY_FILTER, q: 'quebec roy' })).toBe(true);
    expect(matchesDirectoryFilter(amelie, { ...EMPTY_DIRECTORY_FILTER, q: 'roy surrey' })).toBe(false);
  });

  it('needs every chosen filter to match', () => {
    const amelie = agent({});
    expect(matchesDirectoryFilter(amelie, { q: '', province: 'QC', language: 'french', specialty: 'europe' })).toBe(true);
    expect(matchesDirectoryFilter(amelie, { q: '', province: 'QC', language: 'punjabi', specialty: '' })).toBe(false);
    expect(matchesDirectoryFilter(amelie, { q: '', province: 'BC', language: '', specialty: '' })).toBe(false);
    expect(matchesDirectoryFilter(amelie, { q: '', province: '', language: '', specialty: 'disney' })).toBe(false);
  });

  it('offers only the provinces where agents are', () => {
    expect(provincesOf([agent({ province: 'QC' }), agent({ province: 'BC' }), agent({ province: 'BC' })])).toEqual(['BC', 'QC']);
  });
});

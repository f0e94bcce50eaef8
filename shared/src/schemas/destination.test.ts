import { describe, expect, it } from 'vitest';
import {
  continentCreateInputSchema,
  continentDisplayName,
  continentSchema,
  continentUpdateInputSchema,
  destinationIdSchema,
  destinationIdsOfContinent,
  destinationNameOf,
  formatDestinationId,
  isCruiseContinent,
  parseDestinationId,
  type Continent,
} from './destination.ts';

const audit = { version: 3, createdAt: '2026-10-01T08:00:00.000Z', createdBy: 'admin', updatedAt: '2026-10-02T08:00:00.000Z', updatedBy: 'admin' };

const europe: Continent = {
  continent_id: 3,
  continent_name: 'Europe',
  countries: [
    {
      id: 30,
      name: 'France',
      cities: [
        { id: 300, name: 'Paris' },
        { id: 301, name: 'Nice' },
      ],
    },
    { id: 31, name: 'Iceland', cities: [] },
  ],
  ...audit,
};
const river: Continent = {
  continent_id: 9,
  continent_name: 'Cruise_River',
  countries: [{ id: 90, name: 'Danube', cities: [{ id: 900, name: 'Budapest' }] }],
  ...audit,
};

describe('destination tree', () => {
  it('parses a stored continent with its countries and cities', () => {
    expect(continentSchema.parse(europe)).toEqual(europe);
  });

  it('tells cruise groups from continents by the Cruise_ prefix', () => {
    expect(isCruiseContinent(river)).toBe(true);
    expect(isCruiseContinent({ continent_name: 'Cruise_Categories' })).toBe(true);
    expect(isCruiseContinent({ continent_name: 'Cruise_Ocean' })).toBe(true);
    expect(isCruiseContinent(europe)).toBe(false);
    expect(isCruiseContinent({ continent_name: 'cruise_river' })).toBe(false);
  });

  it('shows cruise groups without their prefix', () => {
    expect(continentDisplayName(river)).toBe('River');
    expect(continentDisplayName({ continent_name: 'Cruise_Expedition_Polar' })).toBe('Expedition Polar');
    expect(continentDisplayName(europe)).toBe('Europe');
  });
});

describe('destination ids', () => {
  it('parses the three kinds', () => {
    expect(parseDestinationId('continent-3')).toEqual({ kind: 'continent', id: 3 });
    expect(parseDestinationId('country-30')).toEqual({ kind: 'country', id: 30 });
    expect(parseDestinationId('city-300')).toEqual({ kind: 'city', id: 300 });
  });

  it.each([
    '',
    'country',
    'country-',
    'country-0',
    'country-07',
    'Country-1',
    'region-1',
    'city-1.5',
    'city--1',
    ' city-1',
    'city-1 ',
    'city-1e3',
    'city-1234567890123456',
  ])('returns null for %j', (value) => {
    expect(parseDestinationId(value)).toBeNull();
    expect(destinationIdSchema.safeParse(value).success).toBe(false);
  });

  it('formats ids that parse back to the same place', () => {
    expect(formatDestinationId('city', 7)).toBe('city-7');
    expect(parseDestinationId(formatDestinationId('country', 42))).toEqual({ kind: 'country', id: 42 });
  });

  it('lists every id of a continent tree', () => {
    expect(destinationIdsOfContinent(europe)).toEqual(['continent-3', 'country-30', 'city-300', 'city-301', 'country-31']);
  });

  it('names the place an id points at, or null', () => {
    expect(destinationNameOf('continent-3', [europe, river])).toBe('Europe');
    expect(destinationNameOf('continent-9', [europe, river])).toBe('River');
    expect(destinationNameOf('country-31', [europe, river])).toBe('Iceland');
    expect(destinationNameOf('city-900', [europe, river])).toBe('Budapest');
    expect(destinationNameOf('city-999', [europe, river])).toBeNull();
    expect(destinationNameOf('nowhere', [europe])).toBeNull();
  });
});

describe('continent input', () => {
  const input = {
    continent_name: '  Europe ',
    countries: [
      { id: 30, name: 'France', cities: [{ id: 300, name: 'Paris' }, { name: ' Lyon ' }] },
      { name: 'Portugal', cities: [] },
    ],
  };

  it('trims names and keeps ids of existing places', () => {
    const parsed = continentCreateInputSchema.parse(input);
    expect(parsed.continent_name).toBe('Europe');
    expect(parsed.countries[0]!.cities[1]).toEqual({ name: 'Lyon' });
    expect(parsed.countries[0]!.id).toBe(30);
  });

  it('refuses server-set fields (mass assignment)', () => {
    for (const extra of [{ continent_id: 5 }, { version: 2 }, { updatedBy: 'x' }]) {
      const result = continentCreateInputSchema.safeParse({ ...input, ...extra });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.code).toBe('unrecognized_keys');
    }
  });

  it('refuses empty and over-long names with a message naming the rule', () => {
    const empty = continentCreateInputSchema.safeParse({ ...input, continent_name: '   ' });
    expect(empty.error!.issues[0]).toMatchObject({ path: ['continent_name'], message: 'is required' });
    const long = continentCreateInputSchema.safeParse({ ...input, countries: [{ name: 'x'.repeat(81), cities: [] }] });
    expect(long.error!.issues[0]).toMatchObject({ path: ['countries', 0, 'name'], message: 'must be at most 80 characters' });
    expect(continentCreateInputSchema.safeParse({ ...input, continent_name: 'x'.repeat(80) }).success).toBe(true);
  });

  it('refuses sibling names used twice, ignoring case, and ids listed twice', () => {
    const countries = continentCreateInputSchema.safeParse({
      ...input,
      countries: [
        { name: 'Spain', cities: [] },
        { name: 'SPAIN', cities: [] },
      ],
    });
    expect(countries.error!.issues[0]).toMatchObject({ path: ['countries', 1, 'name'], message: 'is already used at this level' });
    const cities = continentCreateInputSchema.safeParse({ ...input, countries: [{ name: 'Spain', cities: [{ name: 'Madrid' }, { name: 'madrid' }] }] });
    expect(cities.error!.issues[0]!.path).toEqual(['countries', 0, 'cities', 1, 'name']);
    const ids = continentCreateInputSchema.safeParse({
      ...input,
      countries: [
        { id: 4, name: 'Spain', cities: [] },
        { id: 4, name: 'Italy', cities: [] },
      ],
    });
    expect(ids.error!.issues[0]!.path).toEqual(['countries', 1, 'id']);
    const cityIds = continentCreateInputSchema.safeParse({
      ...input,
      countries: [
        { name: 'Spain', cities: [{ id: 8, name: 'Madrid' }] },
        { name: 'Italy', cities: [{ id: 8, name: 'Rome' }] },
      ],
    });
    expect(cityIds.success).toBe(false);
  });

  it('requires the version the editor read on update', () => {
    expect(continentUpdateInputSchema.safeParse(input).success).toBe(false);
    expect(continentUpdateInputSchema.parse({ ...input, version: 4 }).version).toBe(4);
    expect(continentUpdateInputSchema.safeParse({ ...input, version: 0 }).success).toBe(false);
  });
});

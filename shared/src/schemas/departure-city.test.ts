import { describe, expect, it } from 'vitest';
import { departureCityCreateInputSchema, departureCitySchema, departureCityUpdateInputSchema } from './departure-city.ts';

describe('departure city', () => {
  it('parses a stored departure city', () => {
    const city = {
      id: 1,
      city_name: 'Vancouver',
      version: 1,
      createdAt: '2026-10-01T08:00:00.000Z',
      createdBy: 'seed',
      updatedAt: '2026-10-01T08:00:00.000Z',
      updatedBy: 'seed',
    };
    expect(departureCitySchema.parse(city)).toEqual(city);
  });

  it('accepts a trimmed city_name on create and refuses extra fields', () => {
    expect(departureCityCreateInputSchema.parse({ city_name: ' Québec City ' })).toEqual({ city_name: 'Québec City' });
    expect(departureCityCreateInputSchema.safeParse({ city_name: 'Calgary', createdBy: 'me' }).success).toBe(false);
    expect(departureCityCreateInputSchema.safeParse({}).error!.issues[0]!.path).toEqual(['city_name']);
  });

  it('requires the version the editor read on update', () => {
    expect(departureCityUpdateInputSchema.safeParse({ city_name: 'Halifax' }).success).toBe(false);
    expect(departureCityUpdateInputSchema.parse({ city_name: 'Halifax', version: 1 }).city_name).toBe('Halifax');
  });
});

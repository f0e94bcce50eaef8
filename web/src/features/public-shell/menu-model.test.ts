import { describe, expect, it } from 'vitest';
import type { Continent } from '@tdp/shared/schemas/destination';
import type { TravelStyle } from '@tdp/shared/schemas/travel-style';
import { countryColumns, cruiseMenuContinents, destinationMenuContinents, splitIntoColumns, travelStyleColumns, travelStyleMenuHref } from './menu-model.ts';

const audit = { version: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', createdBy: 'admin', updatedBy: 'admin' };

function continent(id: number, name: string, countries: Array<[number, string, string[]?]> = []): Continent {
  return {
    ...audit,
    continent_id: id,
    continent_name: name,
    countries: countries.map(([countryId, countryName, cities = []]) => ({
      id: countryId,
      name: countryName,
      cities: cities.map((cityName, index) => ({ id: countryId * 100 + index, name: cityName })),
    })),
  } as Continent;
}

function style(id: number, style_name: string): TravelStyle {
  return { ...audit, id, style_name } as TravelStyle;
}

describe('destinationMenuContinents', () => {
  it('keeps geographic continents only, alphabetically, with their countries alphabetically', () => {
    const menu = destinationMenuContinents([
      continent(2, 'Europe', [
        [21, 'Italy'],
        [20, 'France'],
      ]),
      continent(9, 'Cruise_Ocean'),
      continent(1, 'Asia'),
    ]);
    expect(menu.map((c) => c.continent_name)).toEqual(['Asia', 'Europe']);
    expect(menu[1]!.countries.map((c) => c.name)).toEqual(['France', 'Italy']);
  });
});

describe('cruiseMenuContinents', () => {
  it('keeps the Cruise_ groups by display name with ports alphabetically', () => {
    const menu = cruiseMenuContinents([
      continent(9, 'Cruise_River', [[90, 'Rhine', ['Basel', 'Amsterdam']]]),
      continent(8, 'Cruise_Ocean'),
      continent(1, 'Asia'),
    ]);
    expect(menu.map((c) => c.continent_name)).toEqual(['Cruise_Ocean', 'Cruise_River']);
    expect(menu[1]!.countries[0]!.cities.map((c) => c.name)).toEqual(['Amsterdam', 'Basel']);
  });
});

describe('columns', () => {
  it('puts 11 countries in each column', () => {
    const many = continent(
      1,
      'Europe',
      Array.from({ length: 23 }, (_, i) => [i + 1, `Country ${String(i).padStart(2, '0')}`] as [number, string]),
    );
    expect(countryColumns(many).map((column) => column.length)).toEqual([11, 11, 1]);
  });

  it('puts travel styles alphabetically in columns of 10', () => {
    const styles = Array.from({ length: 28 }, (_, i) => style(i + 1, `Style ${String(28 - i).padStart(2, '0')}`));
    const columns = travelStyleColumns(styles);
    expect(columns.map((column) => column.length)).toEqual([10, 10, 8]);
    expect(columns[0]![0]!.style_name).toBe('Style 01');
  });

  it('splits an empty list into no columns', () => {
    expect(splitIntoColumns([], 10)).toEqual([]);
  });
});

describe('travelStyleMenuHref', () => {
  it('sends Disney Trips and other styles to the deals list of that style', () => {
    expect(travelStyleMenuHref(style(9, 'Disney Trips'))).toBe('/deals?travelStyleIds=[9]');
    expect(travelStyleMenuHref(style(13, 'Last Minute'))).toBe('/deals?travelStyleIds=[13]');
  });

  it('sends Destination Wedding and Group Travel to their own pages, whatever their id or spelling', () => {
    expect(travelStyleMenuHref(style(6, 'Destination Wedding'))).toBe('/group-travels/destination-wedding');
    expect(travelStyleMenuHref(style(31, 'Destination Weddings'))).toBe('/group-travels/destination-wedding');
    expect(travelStyleMenuHref(style(10, 'Group Travel'))).toBe('/group-travels');
  });
});

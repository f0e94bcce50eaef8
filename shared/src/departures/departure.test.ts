import { describe, expect, it } from 'vitest';
import { departureListSchema, departureSchema, DEPARTURES_PER_PACKAGE_MAX, OCCUPANCY_BASES, OCCUPANCY_BASIS_LABELS, storableDeparture } from './departure.ts';

const departure = { id: 'd1', departureCityId: 3, date: '2027-04-07', price: 1719, tax: 372.24, occupancy: 'double', availability: 'available' } as const;

function pathsOf(result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }): Record<string, string> {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('departure', () => {
  it('accepts a fixed date and a flexible span, with the optional supplier code and note', () => {
    expect(departureSchema.parse(departure)).toEqual(departure);
    const flexible = { ...departure, until: '2027-04-30', supplierCode: 'YVR-PUJ-0407', note: 'Ocean-view rooms only' };
    expect(departureSchema.parse(flexible)).toEqual(flexible);
  });

  it('names each wrong field', () => {
    const result = departureSchema.safeParse({
      ...departure,
      price: -1,
      tax: 1.234,
      date: '2027-02-30',
      occupancy: 'twin',
      availability: 'gone',
      departureCityId: 0,
    });
    expect(pathsOf(result)).toEqual({
      price: 'must be 0 or more',
      tax: 'must have at most two decimals',
      date: 'must be a date written YYYY-MM-DD',
      occupancy: 'must be one of single, double, triple, quad',
      availability: 'must be one of available, limited, sold-out',
      departureCityId: 'must be a positive number',
    });
  });

  it('refuses a span ending before it starts or lasting more than a year, and unknown fields', () => {
    expect(pathsOf(departureSchema.safeParse({ ...departure, until: '2027-04-06' }))).toEqual({ until: 'must be on or after date' });
    expect(pathsOf(departureSchema.safeParse({ ...departure, until: '2028-04-08' }))).toEqual({ until: 'must be at most 366 days after date' });
    expect(departureSchema.safeParse({ ...departure, until: '2028-04-07' }).success).toBe(true);
    expect(departureSchema.safeParse({ ...departure, colour: 'red' }).success).toBe(false);
  });

  it('has a label for every occupancy basis', () => {
    expect(OCCUPANCY_BASES.map((basis) => OCCUPANCY_BASIS_LABELS[basis])).toEqual([
      'Single occupancy',
      'Double occupancy',
      'Triple occupancy',
      'Quad occupancy',
    ]);
  });
});

describe('departure list', () => {
  it('refuses a repeated id and a second departure for the same city, days and occupancy', () => {
    const result = departureListSchema.safeParse([
      departure,
      { ...departure, id: 'd2', departureCityId: 4 },
      { ...departure, id: 'd1', date: '2027-04-14' },
      { ...departure, id: 'd4', price: 1500 },
      { ...departure, id: 'd5', occupancy: 'single' },
    ]);
    expect(pathsOf(result)).toEqual({ '2.id': 'is listed twice', '3.date': 'is listed twice for this city and occupancy' });
  });

  it(`holds at most ${DEPARTURES_PER_PACKAGE_MAX} departures`, () => {
    const many = Array.from({ length: DEPARTURES_PER_PACKAGE_MAX + 1 }, (_, index) => ({ ...departure, id: `d${index}`, departureCityId: index + 1 }));
    expect(pathsOf(departureListSchema.safeParse(many))).toEqual({ '': `must have at most ${DEPARTURES_PER_PACKAGE_MAX} entries` });
    expect(departureListSchema.safeParse(many.slice(1)).success).toBe(true);
  });
});

describe('storableDeparture', () => {
  it('leaves out empty optional texts', () => {
    expect(storableDeparture({ ...departure, supplierCode: '', note: '' })).toEqual(departure);
    expect(storableDeparture({ ...departure, note: 'Last seats' })).toEqual({ ...departure, note: 'Last seats' });
  });

  it('stays small: a departure with a UUID, a supplier code and a note takes under 300 bytes of JSON', () => {
    const full = storableDeparture({
      ...departure,
      id: '5f0c2a9e-3b1d-4e6f-9a7b-2c8d1e0f3a4b',
      until: '2027-04-21',
      supplierCode: 'SUNWING-YVR-PUJ-0407',
      note: 'Ocean-view rooms only, 2 adults',
    });
    expect(JSON.stringify(full).length).toBeLessThan(300);
    // The most a package can hold: 500 departures at the longest id, code and note stay under 200 KB.
    const longest = storableDeparture({ ...full, id: 'x'.repeat(40), supplierCode: 'c'.repeat(40), note: 'n'.repeat(120) });
    expect(JSON.stringify(longest).length * DEPARTURES_PER_PACKAGE_MAX).toBeLessThan(200 * 1024);
  });
});

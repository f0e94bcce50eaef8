import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { dateOfDayNumber, dayNumber } from '@tdp/shared/departures/calendar-date';
import { decodeCardFares, encodeCardFares, type CardFare } from './card-fares.ts';
import { cardRecordOf, storedCardOf } from './package-repository.ts';
import type { PackageCardRecord } from '../domain/packages/package-card.ts';

const byCityThenDate = (a: CardFare, b: CardFare) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);

describe('card fares as text', () => {
  it('writes weekly departures from two cities in a few characters each', () => {
    const fares: CardFare[] = [
      [1, '2027-05-01', 1719, 372.24],
      [2, '2027-05-01', 1799, 380],
      [1, '2027-05-08', 1719, 372.24],
      [1, '2027-05-15', 1650.5, 372.24],
      [2, '2027-05-08', 1799, 380],
    ];
    const text = encodeCardFares(fares);
    // Day 20,939 is 1 May 2027; the second Vancouver fare repeats the first's price and taxes.
    expect(text).toBe(
      `1:${dayNumber('2027-05-01').toString(36)}.${(171900).toString(36)}.${(37224).toString(36)},7,7.${(165050).toString(36)} 2:${dayNumber('2027-05-01').toString(36)}.${(179900).toString(36)}.${(38000).toString(36)},7`,
    );
    expect(decodeCardFares(text)).toEqual([...fares].sort(byCityThenDate));
  });

  it('keeps flexible spans, free departures, a city id above 35 and the same day twice', () => {
    const fares: CardFare[] = [
      [40, '2027-06-01', 2100.5, 400, '2027-06-30'],
      [40, '2027-06-01', 2300, 400],
      [40, '2028-02-29', 0, 0, '2029-02-28'],
    ];
    expect(decodeCardFares(encodeCardFares(fares))).toEqual(fares);
    expect(decodeCardFares('')).toEqual([]);
    expect(encodeCardFares([])).toBe('');
  });

  it('reads back any fares it writes', () => {
    const fare = fc
      .tuple(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: dayNumber('2000-01-01'), max: dayNumber('2100-12-31') }),
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 0, max: 9_999_999 }),
        fc.option(fc.integer({ min: 1, max: 366 })),
      )
      .map(([city, day, price, tax, span]): CardFare =>
        span === null
          ? [city, dateOfDayNumber(day), price / 100, tax / 100]
          : [city, dateOfDayNumber(day), price / 100, tax / 100, dateOfDayNumber(day + span)],
      );
    fc.assert(
      fc.property(fc.array(fare, { maxLength: 60 }), (fares) => {
        const decoded = decodeCardFares(encodeCardFares(fares));
        // The same fares, grouped by city and in date order (the order of equal dates kept).
        expect([...decoded].sort(byCityThenDate)).toEqual([...fares].sort(byCityThenDate));
        expect(decoded).toHaveLength(fares.length);
      }),
    );
  });

  it('refuses a text it did not write instead of inventing fares', () => {
    expect(() => decodeCardFares('1:zz.!')).toThrow(/Unreadable price/);
  });
});

describe('stored cards', () => {
  const base: PackageCardRecord = {
    id: 7,
    package_url: 'p',
    title: 'P',
    banner_image: 'b.png',
    price: 1719,
    tax: 372.24,
    icons_data: [],
    dateRanges: [],
    durationNights: 7,
    destinationIds: ['city-1'],
    travelStyleIds: [1],
    departureCityIds: [1, 2],
    tableIds: [],
    status: 'published',
    validFrom: null,
    validUntil: null,
    version: 3,
    updatedAt: '2027-04-01T12:00:00.000Z',
    updatedBy: 'a',
  };
  const fares: CardFare[] = [
    [1, '2027-05-01', 1719, 372.24],
    [2, '2027-05-01', 1799, 380],
  ];

  it('stores the fares of a package with departures as text and no date entries, and reads them back', () => {
    const record = { ...base, fares, lastDepartureDay: '2027-05-01' };
    const stored = storedCardOf(record);
    expect(stored).not.toHaveProperty('fares');
    expect(stored).not.toHaveProperty('dateRanges');
    expect(typeof stored.fareCodes).toBe('string');
    expect(cardRecordOf(stored)).toEqual(record);
  });

  it('keeps the date entries of a package without departures', () => {
    const record = { ...base, dateRanges: [{ id: 'd', type: 'until' as const, start: '2027-01-01', end: '2027-12-31' }] };
    expect(storedCardOf(record)).not.toHaveProperty('fareCodes');
    expect(cardRecordOf(storedCardOf(record))).toEqual(record);
  });

  it('reads a card stored before the fares were coded (fares as lists, derived date entries)', () => {
    const old = {
      ...base,
      fares,
      lastDepartureDay: '2027-05-01',
      dateRanges: [{ id: '2027-05-01', type: 'specific' as const, start: '2027-05-01', end: '2027-05-01' }],
    };
    expect(cardRecordOf(old)).toEqual({ ...base, fares, lastDepartureDay: '2027-05-01', dateRanges: [] });
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dateRangesFromDepartures, fromPrice } from '@tdp/shared/departures/departure-derivations';
import { addCalendarDays, dayNumber } from '@tdp/shared/departures/calendar-date';
import type { CardFare, PackageCardRecord } from '../packages/package-card.ts';
import { citySelection, FareTable, monthSpans } from './fare-table.ts';

function cardWith(fares: CardFare[]): PackageCardRecord {
  return {
    id: 1,
    package_url: 'p',
    title: 'P',
    banner_image: 'b.png',
    price: 1,
    tax: 1,
    icons_data: [],
    dateRanges: [],
    durationNights: null,
    destinationIds: [],
    travelStyleIds: [],
    departureCityIds: [],
    tableIds: [],
    status: 'published',
    validFrom: null,
    validUntil: null,
    version: 1,
    updatedAt: '2027-01-01T00:00:00.000Z',
    updatedBy: 'a',
    fares,
    lastDepartureDay: '2099-01-01',
  };
}

const fareArbitrary = fc
  .tuple(
    fc.integer({ min: 1, max: 3 }),
    fc.integer({ min: 0, max: 120 }),
    fc.integer({ min: 0, max: 20 }),
    fc.integer({ min: 100, max: 300_000 }),
    fc.integer({ min: 0, max: 50_000 }),
    fc.boolean(),
  )
  .map(([city, offset, length, priceCents, taxCents, flexible]): CardFare => {
    const date = addCalendarDays('2027-03-01', offset);
    return flexible && length > 0
      ? [city, date, priceCents / 100, taxCents / 100, addCalendarDays(date, length)]
      : [city, date, priceCents / 100, taxCents / 100];
  });

describe('FareTable', () => {
  it('prices and dates a card exactly as the shared derivations do from the departures, for any day and choice', () => {
    fc.assert(
      fc.property(
        fc.array(fareArbitrary, { maxLength: 30 }),
        fc.integer({ min: 0, max: 150 }),
        fc.subarray([1, 2, 3]),
        fc.subarray(['2027-03', '2027-04', '2027-05', '2027-06', '2027-07']),
        (fares, dayOffset, cities, months) => {
          const table = new FareTable([cardWith(fares)]);
          const today = addCalendarDays('2027-03-01', dayOffset);
          const choice =
            cities.length + months.length > 0
              ? { cities: cities.length > 0 ? citySelection(cities) : null, months: months.length > 0 ? monthSpans(months) : null }
              : null;
          const departures = table.factsOf(0);
          const sharedChoice = { departureCityIds: cities, months };
          const cheapest = table.cheapest(0, dayNumber(today), choice);
          expect(cheapest >= 0 ? table.priceOf(cheapest) : null).toEqual(fromPrice(departures, today, sharedChoice));
          expect(table.dateRangesOf(0, dayNumber(today), choice)).toEqual(dateRangesFromDepartures(departures, today, sharedChoice));
        },
      ),
    );
  });
});

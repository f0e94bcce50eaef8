import { describe, expect, it } from 'vitest';
import { AGENCY_TIME_ZONE } from '../constants.ts';
import { isoDateInTimeZone } from '../schemas/common-fields.ts';
import { formatDateRanges } from '../deals/date-range-display.ts';
import { lastTravelDate } from '../schemas/date-range.ts';
import { isPackageOnSale } from '../schemas/package.ts';
import type { Departure } from './departure.ts';
import {
  dateRangesFromDepartures,
  departureMonths,
  earliestOpenDepartureOn,
  fromPrice,
  fromPricesByCity,
  lastDepartureDay,
  packagePriceFromDepartures,
  upcomingDepartures,
  withDerivedDepartureFields,
} from './departure-derivations.ts';

const VANCOUVER = 1;
const CALGARY = 2;
const TORONTO = 3;

let sequence = 0;
function departure(overrides: Partial<Departure>): Departure {
  sequence += 1;
  return {
    id: `d${sequence}`,
    departureCityId: VANCOUVER,
    date: '2027-04-07',
    price: 1000,
    tax: 200,
    occupancy: 'double',
    availability: 'available',
    ...overrides,
  };
}

const today = '2027-04-10';
const departures: Departure[] = [
  departure({ date: '2027-04-03', price: 500, tax: 100 }), // past: the cheapest, but gone
  departure({ date: '2027-04-17', price: 1719, tax: 372.24 }),
  departure({ date: '2027-04-24', price: 1500, tax: 300, availability: 'sold-out' }), // cheapest upcoming, sold out
  departure({ date: '2027-06-16', departureCityId: CALGARY, price: 1750, tax: 380 }),
  departure({ date: '2027-06-16', departureCityId: VANCOUVER, price: 1800, tax: 400, availability: 'limited' }),
  departure({ date: '2027-04-01', until: '2027-05-15', departureCityId: TORONTO, price: 1900, tax: 350 }), // flexible, started already
];

describe('upcoming and open departures', () => {
  it('keeps departures whose last day is today or later, sold out or not', () => {
    expect(upcomingDepartures(departures, today).map((entry) => entry.date)).toEqual(['2027-04-17', '2027-04-24', '2027-06-16', '2027-06-16', '2027-04-01']);
    expect(upcomingDepartures([departure({ date: '2027-04-10' })], today)).toHaveLength(1);
    expect(upcomingDepartures([departure({ date: '2027-04-09' })], today)).toHaveLength(0);
  });

  it('drops a departure at the agency’s midnight after it, not at UTC midnight', () => {
    const leaving = [departure({ date: '2027-04-07' })];
    // 23:59 on 7 April in Vancouver (PDT, UTC-7) is already 8 April in UTC.
    const lastMinute = isoDateInTimeZone(new Date('2027-04-08T06:59:00Z'), AGENCY_TIME_ZONE);
    const midnight = isoDateInTimeZone(new Date('2027-04-08T07:00:00Z'), AGENCY_TIME_ZONE);
    expect(upcomingDepartures(leaving, lastMinute)).toHaveLength(1);
    expect(upcomingDepartures(leaving, midnight)).toHaveLength(0);
    // On standard time (PST, UTC-8, as in November 2025) the day ends at 08:00 UTC.
    const winter = [departure({ date: '2025-11-15' })];
    expect(upcomingDepartures(winter, isoDateInTimeZone(new Date('2025-11-16T07:59:00Z'), AGENCY_TIME_ZONE))).toHaveLength(1);
    expect(upcomingDepartures(winter, isoDateInTimeZone(new Date('2025-11-16T08:00:00Z'), AGENCY_TIME_ZONE))).toHaveLength(0);
  });
});

describe('from price', () => {
  it('is the lowest all-in price among future departures that are not sold out', () => {
    expect(fromPrice(departures, today)).toEqual({ price: 1719, tax: 372.24 });
  });

  it('is per departure city when the visitor chose one or several', () => {
    expect(fromPrice(departures, today, { departureCityIds: [CALGARY] })).toEqual({ price: 1750, tax: 380 });
    expect(fromPrice(departures, today, { departureCityIds: [TORONTO, CALGARY] })).toEqual({ price: 1750, tax: 380 });
    expect(fromPrice(departures, today, { departureCityIds: [99] })).toBeNull();
    expect(fromPricesByCity(departures, today)).toEqual(
      new Map([
        [VANCOUVER, { price: 1719, tax: 372.24 }],
        [CALGARY, { price: 1750, tax: 380 }],
        [TORONTO, { price: 1900, tax: 350 }],
      ]),
    );
  });

  it('compares all-in amounts, not base prices, and breaks ties by the earlier date', () => {
    const pair = [departure({ date: '2027-05-01', price: 1000, tax: 500 }), departure({ date: '2027-05-08', price: 1200, tax: 200 })];
    expect(fromPrice(pair, today)).toEqual({ price: 1200, tax: 200 });
    const tie = [departure({ date: '2027-05-08', price: 1000, tax: 200.1 }), departure({ date: '2027-05-01', price: 1000.1, tax: 200 })];
    expect(fromPrice(tie, today)).toEqual({ price: 1000.1, tax: 200 });
  });

  it('narrows to the chosen travel months; flexible travel counts in every month it reaches from today', () => {
    expect(fromPrice(departures, today, { months: ['2027-06'] })).toEqual({ price: 1750, tax: 380 });
    expect(fromPrice(departures, today, { months: ['2027-05'] })).toEqual({ price: 1900, tax: 350 });
    expect(fromPrice(departures, today, { departureCityIds: [VANCOUVER], months: ['2027-06'] })).toEqual({ price: 1800, tax: 400 });
    expect(fromPrice(departures, today, { months: ['2027-03'] })).toBeNull();
  });

  it('falls back for the stored price: all sold out, the cheapest upcoming; all past, the cheapest of all', () => {
    const soldOut = [departure({ date: '2027-05-01', price: 900, availability: 'sold-out' }), departure({ date: '2027-04-01', price: 100 })];
    expect(packagePriceFromDepartures(soldOut, today)).toEqual({ price: 900, tax: 200 });
    const past = [departure({ date: '2027-03-01', price: 900 }), departure({ date: '2027-04-01', price: 800 })];
    expect(packagePriceFromDepartures(past, today)).toEqual({ price: 800, tax: 200 });
    expect(packagePriceFromDepartures([], today)).toBeNull();
  });
});

describe('months and dates', () => {
  it('lists the months with an open departure, sorted, from today on', () => {
    expect(departureMonths(departures, today)).toEqual(['2027-04', '2027-05', '2027-06']);
    expect(departureMonths(departures, today, { departureCityIds: [CALGARY] })).toEqual(['2027-06']);
  });

  it('derives the date display from the open departures, one entry per day whatever the city', () => {
    const ranges = dateRangesFromDepartures(departures, today);
    expect(ranges).toEqual([
      { id: '2027-04-10/2027-05-15', type: 'range', start: '2027-04-10', end: '2027-05-15' },
      { id: '2027-04-17', type: 'specific', start: '2027-04-17', end: '2027-04-17' },
      { id: '2027-06-16', type: 'specific', start: '2027-06-16', end: '2027-06-16' },
    ]);
    expect(formatDateRanges(ranges)).toBe('Apr 10 - May 15, 2027, Apr 17, 2027 or Jun 16, 2027');
    const weekly = ['2027-05-01', '2027-05-08', '2027-05-15', '2027-06-05'].map((date) => departure({ date }));
    expect(formatDateRanges(dateRangesFromDepartures(weekly, today))).toBe('May 1, 8, 15, 2027 or Jun 5, 2027');
    expect(formatDateRanges(dateRangesFromDepartures(departures, today, { departureCityIds: [CALGARY] }))).toBe('Jun 16, 2027');
  });

  it('finds the last travel day (sold out included) and the earliest open departure', () => {
    expect(lastDepartureDay(departures)).toBe('2027-06-16');
    expect(lastDepartureDay([departure({ date: '2027-04-01', until: '2027-08-31' })])).toBe('2027-08-31');
    expect(lastDepartureDay([])).toBeNull();
    expect(earliestOpenDepartureOn(departures, today)).toBe(today);
    expect(earliestOpenDepartureOn(departures, today, { departureCityIds: [VANCOUVER] })).toBe('2027-04-17');
  });
});

describe('a package with departures', () => {
  const pkg = {
    price: 1,
    tax: 1,
    dateRanges: [{ id: 'typed', type: 'until' as const, start: '2027-01-01', end: '2027-12-31' }],
    departureCityIds: [9],
    departures,
    status: 'published' as const,
    validFrom: null,
    validUntil: null,
  };

  it('takes its price, tax, dates and departure cities from them', () => {
    const derived = withDerivedDepartureFields(pkg, today);
    expect(derived).toMatchObject({ price: 1719, tax: 372.24, departureCityIds: [VANCOUVER, CALGARY, TORONTO] });
    expect(derived.dateRanges).toEqual(dateRangesFromDepartures(departures, today));
    expect(lastTravelDate(derived.dateRanges)).toBe('2027-06-16');
  });

  it('keeps its own fields without departures', () => {
    const plain = { ...pkg, departures: [] };
    expect(withDerivedDepartureFields(plain, today)).toBe(plain);
    expect(withDerivedDepartureFields({ ...pkg, departures: undefined }, today).price).toBe(1);
  });

  it('is on sale until its last departure has passed, then no longer', () => {
    expect(isPackageOnSale(pkg, '2027-06-16')).toBe(true);
    expect(isPackageOnSale(pkg, '2027-06-17')).toBe(false);
    // Without departures, its typed date ranges (until Dec 31, 2027) decide.
    expect(isPackageOnSale({ ...pkg, departures: [] }, '2027-12-31')).toBe(true);
    expect(isPackageOnSale({ ...pkg, departures: [] }, '2028-01-01')).toBe(false);
  });
});

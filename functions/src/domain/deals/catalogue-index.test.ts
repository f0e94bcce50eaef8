import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Continent } from '@tdp/shared/schemas/destination';
import type { DealsFilter, DealsSort } from '@tdp/shared/schemas/package';
import type { PackageCardRecord } from '../packages/package-card.ts';
import { CatalogueIndex } from './catalogue-index.ts';

const audit = { version: 1, createdAt: '2026-01-01T00:00:00.000Z', createdBy: 'a', updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: 'a' };

const continents: Continent[] = [
  {
    continent_id: 1,
    continent_name: 'Europe',
    countries: [
      {
        id: 10,
        name: 'France',
        cities: [
          { id: 100, name: 'Paris' },
          { id: 101, name: 'Nice' },
        ],
      },
      { id: 11, name: 'Italy', cities: [{ id: 110, name: 'Rome' }] },
    ],
    ...audit,
  },
  { continent_id: 2, continent_name: 'Cruise_Ocean', countries: [{ id: 20, name: 'Caribbean', cities: [{ id: 200, name: 'Miami' }] }], ...audit },
];

function card(id: number, overrides: Partial<PackageCardRecord> = {}): PackageCardRecord {
  return {
    id,
    package_url: `p-${id}`,
    title: `Package ${id}`,
    banner_image: 'package-images/banner-beach.png',
    price: 1000,
    tax: 100,
    icons_data: [],
    dateRanges: [{ id: 'd', type: 'range', start: '2027-01-01', end: '2027-12-31' }],
    durationNights: 7,
    destinationIds: ['city-100'],
    travelStyleIds: [1],
    departureCityIds: [],
    tableIds: [],
    status: 'published',
    validFrom: null,
    validUntil: null,
    version: 1,
    updatedAt: `2026-06-${String(id).padStart(2, '0')}T00:00:00.000Z`,
    updatedBy: 'a',
    ...overrides,
  };
}

const today = '2026-12-01';

/** The tree above, written out by hand: what each place is inside of. */
const ANCESTORS: Record<string, string[]> = {
  'country-10': ['continent-1'],
  'country-11': ['continent-1'],
  'country-20': ['continent-2'],
  'city-100': ['country-10', 'continent-1'],
  'city-101': ['country-10', 'continent-1'],
  'city-110': ['country-11', 'continent-1'],
  'city-200': ['country-20', 'continent-2'],
};
const everything = { destinationIds: [], travelStyleIds: [], page: 1, limit: 60 };

describe('CatalogueIndex', () => {
  it('orders departures soonest first; a package whose dates have all passed has expired and is not listed', () => {
    const index = new CatalogueIndex(
      1,
      [
        card(1, { dateRanges: [{ id: 'a', type: 'specific', start: '2027-03-01', end: '2027-03-01' }] }),
        card(2, { dateRanges: [{ id: 'a', type: 'until', start: '2026-01-01', end: '2027-06-30' }] }),
        card(3, { dateRanges: [{ id: 'a', type: 'specific', start: '2026-01-01', end: '2026-01-01' }] }),
        card(4, { dateRanges: [{ id: 'a', type: 'range', start: '2027-01-15', end: '2027-02-15' }] }),
      ],
      continents,
    );
    expect(index.deals({ ...everything, sort: 'departure' }, today).packages.map((c) => c.id)).toEqual([2, 4, 1]);
  });

  it('names the first destination from the tree, showing a cruise group without its prefix', () => {
    const index = new CatalogueIndex(1, [card(1, { destinationIds: ['continent-2'] }), card(2, { destinationIds: ['country-11', 'city-100'] })], continents);
    expect(index.deals(everything, today).packages.map((c) => c.destinationName)).toEqual(['Italy', 'Ocean']);
  });

  it('knows which pricing tables a package on sale today shows', () => {
    const index = new CatalogueIndex(
      1,
      [
        card(1, { tableIds: [7, 8] }),
        card(2, { tableIds: [9], status: 'draft' }),
        card(3, { tableIds: [10], validFrom: '2027-01-01' }),
        card(4, { tableIds: [11], validUntil: '2026-11-30' }),
        card(5, { tableIds: [8, 12] }),
      ],
      continents,
    );
    expect([7, 8, 9, 10, 11, 12, 13].filter((id) => index.showsTableOnSale(id, today))).toEqual([7, 8, 12]);
    // The scheduled package goes on sale, the others stay as they are.
    expect([7, 8, 9, 10, 11, 12, 13].filter((id) => index.showsTableOnSale(id, '2027-01-01'))).toEqual([7, 8, 10, 12]);
  });

  it('lists the addresses of the packages on sale today with their update time, newest first', () => {
    const index = new CatalogueIndex(
      1,
      [card(1), card(2, { status: 'draft' }), card(3, { validFrom: '2027-01-01' }), card(4, { validUntil: '2026-11-30' }), card(5, { validUntil: today })],
      continents,
    );
    expect(index.onSaleAddresses(today)).toEqual([
      { package_url: 'p-5', updatedAt: '2026-06-05T00:00:00.000Z' },
      { package_url: 'p-1', updatedAt: '2026-06-01T00:00:00.000Z' },
    ]);
    expect(index.onSaleAddresses('2027-01-01').map((entry) => entry.package_url)).toEqual(['p-3', 'p-1']);
  });

  it('keeps matching an id missing from the tree only by itself', () => {
    const index = new CatalogueIndex(1, [card(1, { destinationIds: ['city-999'] })], continents);
    expect(index.deals({ ...everything, destinationIds: ['city-999'] }, today).total).toBe(1);
    expect(index.deals({ ...everything, destinationIds: ['continent-1'] }, today).total).toBe(0);
  });

  it('picks related deals: shared style first, then shared country, never the package itself', () => {
    const index = new CatalogueIndex(
      1,
      [
        card(1, { destinationIds: ['city-100'], travelStyleIds: [1] }),
        card(2, { destinationIds: ['city-101'], travelStyleIds: [9] }),
        card(3, { destinationIds: ['city-200'], travelStyleIds: [1] }),
        card(4, { destinationIds: ['city-200'], travelStyleIds: [9] }),
        card(5, { destinationIds: ['city-110'], travelStyleIds: [9], status: 'draft' }),
      ],
      continents,
    );
    expect(index.related(1, [1], 3, today).map((c) => c.id)).toEqual([3, 2, 4]);
  });

  it('pages every filter exactly: the pages together are the matches, once each (property)', () => {
    const destinations = ['continent-1', 'continent-2', 'country-10', 'country-11', 'country-20', 'city-100', 'city-101', 'city-110', 'city-200'];
    const arbitraryCard = fc.record({
      destinationIds: fc.uniqueArray(fc.constantFrom(...destinations), { maxLength: 3 }),
      travelStyleIds: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }),
      status: fc.constantFrom('draft', 'published'),
      price: fc.integer({ min: 0, max: 5000 }),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryCard, { maxLength: 40 }),
        fc.uniqueArray(fc.constantFrom(...destinations), { maxLength: 3 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 2 }),
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom('recommended', 'price-asc', 'price-desc', 'departure'),
        (specs, destinationIds, travelStyleIds, limit, sort) => {
          const cards = specs.map((spec, i) => card(i + 1, spec as Partial<PackageCardRecord>));
          const index = new CatalogueIndex(1, cards, continents);
          const closure = (ids: string[]) => new Set(ids.flatMap((id) => [id, ...(ANCESTORS[id] ?? [])]));
          const expected = cards
            .filter((c) => c.status === 'published')
            .filter((c) => destinationIds.length === 0 || destinationIds.some((d) => closure(c.destinationIds).has(d)))
            .filter((c) => travelStyleIds.length === 0 || travelStyleIds.some((s) => c.travelStyleIds.includes(s)))
            .map((c) => c.id)
            .sort((a, b) => a - b);
          const seen: number[] = [];
          for (let page = 1; page <= Math.ceil(expected.length / limit) + 1; page += 1) {
            const answer = index.deals(
              { destinationIds: destinationIds as DealsFilter['destinationIds'], travelStyleIds, page, limit, sort: sort as DealsSort },
              today,
            );
            expect(answer.total).toBe(expected.length);
            expect(answer.packages.length).toBeLessThanOrEqual(limit);
            seen.push(...answer.packages.map((c) => c.id));
          }
          expect([...seen].sort((a, b) => a - b)).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('CatalogueIndex with departures', () => {
  const withFares = (id: number, fares: PackageCardRecord['fares'], lastDepartureDay: string, overrides: Partial<PackageCardRecord> = {}) =>
    card(id, { fares, lastDepartureDay, departureCityIds: [...new Set((fares ?? []).map(([city]) => city))], ...overrides });

  it('drops a departure from price, dates and order at the agency day after it, and the package once none sells', () => {
    const index = new CatalogueIndex(
      1,
      [
        withFares(
          1,
          [
            [1, '2026-12-01', 500, 50],
            [1, '2026-12-08', 900, 90],
          ],
          '2026-12-08',
        ),
        withFares(2, [[1, '2026-12-05', 700, 70]], '2026-12-20'),
      ],
      continents,
    );
    const prices = (day: string) => index.deals({ ...everything, sort: 'price-asc' }, day).packages.map((c) => [c.id, c.price, c.dateRanges.length]);
    expect(prices('2026-12-01')).toEqual([
      [1, 500, 2],
      [2, 700, 1],
    ]);
    expect(prices('2026-12-02')).toEqual([
      [2, 700, 1],
      [1, 900, 1],
    ]);
    expect(prices('2026-12-06')).toEqual([[1, 900, 1]]);
    expect(prices('2026-12-09')).toEqual([]);
    // Package 2's last departure (sold out) is still ahead: not listed, but not expired either.
    expect(index.adminList({ page: 1, limit: 60, status: 'expired' }, '2026-12-09').packages.map((row) => row.id)).toEqual([1]);
    expect(index.onSaleCard(2, '2026-12-02')).toMatchObject({ id: 2, price: 700 });
    expect(index.onSaleCard(2, '2026-12-06')).toBeNull();
  });

  it('answers a city and month filter from its postings, with the price of the fitting fare', () => {
    const index = new CatalogueIndex(
      1,
      [
        withFares(
          1,
          [
            [1, '2027-04-03', 1000, 100],
            [2, '2027-04-03', 800, 100],
            [1, '2027-06-05', 700, 100],
          ],
          '2027-06-05',
        ),
        withFares(2, [[2, '2027-05-25', 600, 60, '2027-06-10']], '2027-06-10'),
        card(3, { departureCityIds: [1], dateRanges: [{ id: 'd', type: 'range', start: '2027-04-01', end: '2027-04-30' }], price: 2000 }),
        card(4, { departureCityIds: [2], dateRanges: [{ id: 'd', type: 'until', start: '2020-01-01', end: '2030-12-31' }], price: 3000 }),
      ],
      continents,
    );
    const ask = (filter: Partial<DealsFilter>) => index.deals({ ...everything, sort: 'price-asc', ...filter }, today).packages.map((c) => [c.id, c.price]);
    expect(ask({ departureCityIds: [1] })).toEqual([
      [1, 700],
      [3, 2000],
    ]);
    expect(ask({ departureCityIds: [1], months: ['2027-04'] })).toEqual([
      [1, 1000],
      [3, 2000],
    ]);
    expect(ask({ months: ['2027-06'] })).toEqual([
      [2, 600],
      [1, 700],
      [4, 3000],
    ]);
    expect(ask({ departureCityIds: [2], months: ['2027-05', '2027-06'] })).toEqual([
      [2, 600],
      [4, 3000],
    ]);
    // A hand-typed span of eleven years is checked on every month filter rather than posted per month.
    expect(ask({ months: ['2027-07'] })).toEqual([[4, 3000]]);
    expect(ask({ months: ['2031-01'] })).toEqual([]);
  });

  it("shows admins a package's price and dates as visitors see them that day, published or not, and says they come from its departures", () => {
    // Saved on 4 April at the agency with its cheapest fare (Vancouver, 3 April – 30 April, $880 all in) still to come.
    const savedAt = { updatedAt: '2027-04-05T02:00:00.000Z', dateRanges: [], price: 800, tax: 80 };
    const fares: PackageCardRecord['fares'] = [
      [1, '2027-05-01', 1000, 100],
      [2, '2027-05-01', 900, 100],
      [1, '2027-03-20', 800, 80, '2027-04-30'],
    ];
    const index = new CatalogueIndex(
      1,
      [withFares(1, fares, '2027-05-01', savedAt), withFares(2, fares, '2027-05-01', { ...savedAt, status: 'draft' })],
      continents,
    );
    const adminRows = (day: string) =>
      index.adminList({ page: 1, limit: 60, sort: 'title' }, day).packages.map((row) => [row.id, row.price, row.tax, row.dateRanges, row.priceSource]);

    const onThe20th = [
      { id: '2027-04-20/2027-04-30', type: 'range', start: '2027-04-20', end: '2027-04-30' },
      { id: '2027-05-01', type: 'specific', start: '2027-05-01', end: '2027-05-01' },
    ];
    expect(adminRows('2027-04-20')).toEqual([
      [1, 800, 80, onThe20th, { from: 'departures', open: 3 }],
      [2, 800, 80, onThe20th, { from: 'departures', open: 3 }],
    ]);
    expect(index.onSaleCard(1, '2027-04-20')).toMatchObject({ price: 800, tax: 80, dateRanges: onThe20th });

    // The flexible fare ends on 30 April: from 1 May both the admin and visitors get the next cheapest, Calgary's.
    const onTheFirst = [{ id: '2027-05-01', type: 'specific', start: '2027-05-01', end: '2027-05-01' }];
    expect(adminRows('2027-05-01')).toEqual([
      [1, 900, 100, onTheFirst, { from: 'departures', open: 2 }],
      [2, 900, 100, onTheFirst, { from: 'departures', open: 2 }],
    ]);
    expect(index.onSaleCard(1, '2027-05-01')).toMatchObject({ price: 900, tax: 100, dateRanges: onTheFirst });
    expect(index.toCard(index.cardRecord(2)!, '2027-05-01')).toMatchObject({ price: 900, tax: 100, priceSource: { from: 'departures', open: 2 } });

    // Once none sells, the list says so and keeps the price last derived (as the stored package does).
    expect(adminRows('2027-05-02')).toEqual([
      [1, 800, 80, [], { from: 'departures', open: 0 }],
      [2, 800, 80, [], { from: 'departures', open: 0 }],
    ]);
  });

  it('sorts the admin list by the all-in price it shows that day, and says a package without departures has its own price', () => {
    const index = new CatalogueIndex(
      1,
      [
        withFares(
          1,
          [
            [1, '2027-04-03', 500, 50],
            [1, '2027-04-10', 1500, 150],
          ],
          '2027-04-10',
          { price: 500, tax: 50 },
        ),
        card(2, { price: 1000, tax: 100 }),
      ],
      continents,
    );
    const byPrice = (day: string) => index.adminList({ page: 1, limit: 60, sort: 'price' }, day).packages.map((row) => [row.id, row.price + row.tax]);
    expect(byPrice('2027-04-01')).toEqual([
      [1, 550],
      [2, 1100],
    ]);
    expect(byPrice('2027-04-05')).toEqual([
      [2, 1100],
      [1, 1650],
    ]);
    expect(index.adminList({ page: 1, limit: 60 }, '2027-04-05').packages.find((row) => row.id === 2)!.priceSource).toEqual({ from: 'package' });
  });

  it('keeps the fares in typed arrays, not in the card records', () => {
    const index = new CatalogueIndex(1, [withFares(1, [[1, '2027-04-03', 1000, 100]], '2027-04-03')], continents);
    expect(index.cardRecord(1)).not.toHaveProperty('fares');
    expect(index.fareTableBytes).toBeGreaterThan(0);
  });
});

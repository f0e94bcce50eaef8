import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealsFilterSchema } from '../schemas/package.ts';
import { dealsHref, formatDealsFilterQuery, parseDealsFilterQuery } from './deals-filter-query.ts';

describe('parseDealsFilterQuery', () => {
  it('reads the deals addresses the site links to', () => {
    expect(parseDealsFilterQuery('?travelStyleIds=[13]')).toEqual({ destinationIds: [], travelStyleIds: [13] });
    expect(parseDealsFilterQuery('?travelStyleIds=[4]')).toEqual({ destinationIds: [], travelStyleIds: [4] });
    expect(parseDealsFilterQuery('destinationIds=["country-12","continent-3","city-120"]')).toEqual({
      destinationIds: ['country-12', 'continent-3', 'city-120'],
      travelStyleIds: [],
    });
  });

  it('reads percent-encoded values and URLSearchParams', () => {
    expect(parseDealsFilterQuery('?destinationIds=%5B%22country-5%22%5D&travelStyleIds=%5B9%2C13%5D')).toEqual({
      destinationIds: ['country-5'],
      travelStyleIds: [9, 13],
    });
    expect(parseDealsFilterQuery(new URLSearchParams({ travelStyleIds: '[28]' }))).toEqual({ destinationIds: [], travelStyleIds: [28] });
  });

  it('is empty for an empty or unrelated query', () => {
    expect(parseDealsFilterQuery('')).toEqual({ destinationIds: [], travelStyleIds: [] });
    expect(parseDealsFilterQuery('?page=2&utm_source=newsletter')).toEqual({ destinationIds: [], travelStyleIds: [] });
  });

  it.each([
    ['bad JSON', '?travelStyleIds=[13&destinationIds=country-5'],
    ['a JSON value that is not a list', '?travelStyleIds=13&destinationIds="country-5"'],
    ['an object', '?travelStyleIds={"a":1}'],
    ['null', '?travelStyleIds=null&destinationIds=null'],
  ])('ignores %s', (_case, query) => {
    expect(parseDealsFilterQuery(query)).toEqual({ destinationIds: [], travelStyleIds: [] });
  });

  it('drops entries of the wrong type, malformed ids, non-integers and repeats, keeping the rest in order', () => {
    const destinations = JSON.stringify(['country-5', 5, 'europe', 'country-5', null, 'city-0', 'city-7', ['city-8']]);
    const styles = JSON.stringify([13, '9', 1.5, -4, 0, 13, 4, 1e300, true]);
    const query = `?destinationIds=${encodeURIComponent(destinations)}&travelStyleIds=${encodeURIComponent(styles)}`;
    expect(parseDealsFilterQuery(query)).toEqual({ destinationIds: ['country-5', 'city-7'], travelStyleIds: [13, 4] });
  });

  it('reads the order of the list, leaving out the default and unknown orders', () => {
    expect(parseDealsFilterQuery('?sort=price-asc')).toEqual({ destinationIds: [], travelStyleIds: [], sort: 'price-asc' });
    expect(parseDealsFilterQuery('?travelStyleIds=[13]&sort=departure')).toEqual({ destinationIds: [], travelStyleIds: [13], sort: 'departure' });
    for (const query of ['?sort=recommended', '?sort=cheapest', '?sort=', '?sort=PRICE-ASC']) {
      expect(parseDealsFilterQuery(query)).not.toHaveProperty('sort');
    }
  });

  it('merges a parameter given twice', () => {
    expect(parseDealsFilterQuery('?travelStyleIds=[13]&travelStyleIds=[4,13]')).toEqual({ destinationIds: [], travelStyleIds: [13, 4] });
  });

  it('keeps at most as many entries as the deals query accepts', () => {
    const many = Array.from({ length: 300 }, (_, index) => `city-${index + 1}`);
    const styles = Array.from({ length: 80 }, (_, index) => index + 1);
    const parsed = parseDealsFilterQuery(`?destinationIds=${JSON.stringify(many)}&travelStyleIds=${JSON.stringify(styles)}`);
    expect(parsed.destinationIds).toHaveLength(200);
    expect(parsed.travelStyleIds).toHaveLength(50);
    expect(dealsFilterSchema.safeParse(parsed).success).toBe(true);
  });

  it('never throws and always yields a valid deals filter body, whatever the query', () => {
    const jsonish = fc.oneof(
      fc.string(),
      fc.json(),
      fc.jsonValue().map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('destinationIds', 'travelStyleIds', 'sort', 'other'), jsonish), { maxLength: 4 }), (pairs) => {
        const query = pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
        const parsed = parseDealsFilterQuery(query);
        expect(dealsFilterSchema.safeParse(parsed).success).toBe(true);
      }),
    );
  });
});

describe('departure cities and travel months', () => {
  it('reads them as JSON lists, tolerantly, and leaves them out when empty', () => {
    expect(parseDealsFilterQuery('?departureCityIds=[3,7]&months=["2027-04","2027-05"]')).toEqual({
      destinationIds: [],
      travelStyleIds: [],
      departureCityIds: [3, 7],
      months: ['2027-04', '2027-05'],
    });
    expect(
      parseDealsFilterQuery(
        `?departureCityIds=${encodeURIComponent(JSON.stringify([3, '7', 0, 3, 2.5, 9]))}&months=${encodeURIComponent(JSON.stringify(['2027-13', '2027-4', 202704, '2027-04', '2027-04']))}`,
      ),
    ).toEqual({
      destinationIds: [],
      travelStyleIds: [],
      departureCityIds: [3, 9],
      months: ['2027-04'],
    });
    expect(parseDealsFilterQuery('?departureCityIds=[]&months=April')).toEqual({ destinationIds: [], travelStyleIds: [] });
  });

  it('writes them after the styles and before the order, and reads them back', () => {
    const query = formatDealsFilterQuery({ travelStyleIds: [13], departureCityIds: [7, 3], months: ['2027-04'], sort: 'price-asc' });
    expect(query).toBe('?travelStyleIds=[13]&departureCityIds=[7,3]&months=[%222027-04%22]&sort=price-asc');
    expect(parseDealsFilterQuery(query)).toEqual({
      destinationIds: [],
      travelStyleIds: [13],
      departureCityIds: [7, 3],
      months: ['2027-04'],
      sort: 'price-asc',
    });
    expect(formatDealsFilterQuery({ departureCityIds: [], months: [] })).toBe('');
  });

  it('is a filter the deals query accepts', () => {
    const parsed = parseDealsFilterQuery('?departureCityIds=[1,2]&months=["2027-04"]');
    expect(dealsFilterSchema.safeParse(parsed).success).toBe(true);
  });
});

describe('formatDealsFilterQuery', () => {
  it('writes the deals addresses with readable brackets', () => {
    expect(formatDealsFilterQuery({ travelStyleIds: [13] })).toBe('?travelStyleIds=[13]');
    expect(formatDealsFilterQuery({ destinationIds: ['country-5', 'continent-2'], travelStyleIds: [4, 28] })).toBe(
      '?destinationIds=[%22country-5%22,%22continent-2%22]&travelStyleIds=[4,28]',
    );
  });

  it('is empty when nothing filters', () => {
    expect(formatDealsFilterQuery({})).toBe('');
    expect(formatDealsFilterQuery({ destinationIds: [], travelStyleIds: [] })).toBe('');
  });

  it('cleans what it writes the same way it reads', () => {
    expect(formatDealsFilterQuery({ destinationIds: ['country-5', 'country-5', 'nowhere'], travelStyleIds: [0, 13, 13] })).toBe(
      '?destinationIds=[%22country-5%22]&travelStyleIds=[13]',
    );
  });

  it('writes the order after the filter, and nothing for the default', () => {
    expect(formatDealsFilterQuery({ travelStyleIds: [13], sort: 'price-desc' })).toBe('?travelStyleIds=[13]&sort=price-desc');
    expect(formatDealsFilterQuery({ sort: 'departure' })).toBe('?sort=departure');
    expect(formatDealsFilterQuery({ sort: 'recommended' })).toBe('');
    expect(formatDealsFilterQuery({ sort: 'anything' })).toBe('');
  });

  it('builds deals links for menus and redirects', () => {
    expect(dealsHref({ travelStyleIds: [13] })).toBe('/deals?travelStyleIds=[13]');
    expect(dealsHref({ travelStyleIds: [4] }, '/cruise-deals')).toBe('/cruise-deals?travelStyleIds=[4]');
    expect(dealsHref({})).toBe('/deals');
  });
});

describe('round trip', () => {
  const destinationId = fc.tuple(fc.constantFrom('continent', 'country', 'city'), fc.integer({ min: 1, max: 1_000_000 })).map(([kind, id]) => `${kind}-${id}`);
  const styleId = fc.integer({ min: 1, max: 100_000 });

  it('reads back what it wrote', () => {
    fc.assert(
      fc.property(fc.uniqueArray(destinationId, { maxLength: 30 }), fc.uniqueArray(styleId, { maxLength: 20 }), (destinationIds, travelStyleIds) => {
        expect(parseDealsFilterQuery(formatDealsFilterQuery({ destinationIds, travelStyleIds }))).toEqual({ destinationIds, travelStyleIds });
      }),
    );
  });

  it('writes one canonical address for any query it read', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(destinationId, fc.string()), { maxLength: 10 }),
        fc.array(fc.oneof(styleId, fc.double()), { maxLength: 10 }),
        (destinations, styles) => {
          const query = formatDealsFilterQuery(
            parseDealsFilterQuery(
              `destinationIds=${encodeURIComponent(JSON.stringify(destinations))}&travelStyleIds=${encodeURIComponent(JSON.stringify(styles))}`,
            ),
          );
          expect(formatDealsFilterQuery(parseDealsFilterQuery(query))).toBe(query);
        },
      ),
    );
  });
});

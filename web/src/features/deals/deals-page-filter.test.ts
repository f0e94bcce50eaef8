import { describe, expect, it } from 'vitest';
import { cruiseDealsFilter, dealsPageBody, disneyDealsFilter, filtersByDeparture, isCruiseStyle } from './deals-page-filter.ts';
import { canonicalDealsPath } from './canonical-deals-path.ts';

describe('dealsPageBody', () => {
  it('carries the departure cities and months into the deals body, and leaves them out when none are chosen', () => {
    expect(dealsPageBody({ destinationIds: [], travelStyleIds: [13], departureCityIds: [1, 2], months: ['2027-04'], sort: 'price-asc' }, 1)).toEqual({
      destinationIds: [],
      travelStyleIds: [13],
      departureCityIds: [1, 2],
      months: ['2027-04'],
      page: 2,
      limit: 21,
      sort: 'price-asc',
    });
    expect(dealsPageBody({ destinationIds: [], travelStyleIds: [], departureCityIds: [], months: [] }, 0)).toEqual({
      destinationIds: [],
      travelStyleIds: [],
      page: 1,
      limit: 21,
    });
    expect(filtersByDeparture({ months: ['2027-04'] })).toBe(true);
    expect(filtersByDeparture({})).toBe(false);
  });

  it('keeps cities and months out of the canonical address (a priced view of the same list, not a page of its own)', () => {
    expect(canonicalDealsPath('/deals', '?departureCityIds=[2,1]&months=["2027-04"]&travelStyleIds=[13]')).toBe('/deals?travelStyleIds=[13]');
  });

  it('carries them on the cruise and Disney lists too', () => {
    expect(cruiseDealsFilter({}, '?departureCityIds=[3]&months=["2027-05"]')).toEqual({
      destinationIds: [],
      travelStyleIds: [4],
      departureCityIds: [3],
      months: ['2027-05'],
    });
    expect(disneyDealsFilter('?departureCityIds=[3]')).toEqual({ destinationIds: [], travelStyleIds: [9], departureCityIds: [3] });
  });
});

describe('cruiseDealsFilter', () => {
  it('lists cruises (style 4) when the address names nothing', () => {
    expect(cruiseDealsFilter({}, '')).toEqual({ destinationIds: [], travelStyleIds: [4] });
  });

  it('narrows by the path: style, then continent, then country (the most precise place wins)', () => {
    expect(cruiseDealsFilter({ travelStyleId: '28' }, '')).toEqual({ destinationIds: [], travelStyleIds: [28] });
    expect(cruiseDealsFilter({ travelStyleId: '4', continentId: '9' }, '')).toEqual({ destinationIds: ['continent-9'], travelStyleIds: [4] });
    expect(cruiseDealsFilter({ travelStyleId: '4', continentId: '9', countryId: '71' }, '')).toEqual({
      destinationIds: ['country-71'],
      travelStyleIds: [4],
    });
  });

  it('honours the query string the cruise menu writes', () => {
    expect(cruiseDealsFilter({}, '?travelStyleIds=[4]&destinationIds=["city-301"]')).toEqual({
      destinationIds: ['city-301'],
      travelStyleIds: [4],
    });
    expect(cruiseDealsFilter({ travelStyleId: '4', continentId: '9' }, '?travelStyleIds=[28]&destinationIds=["country-80"]')).toEqual({
      destinationIds: ['continent-9', 'country-80'],
      travelStyleIds: [28],
    });
  });

  it('ignores path segments that are not ids', () => {
    expect(cruiseDealsFilter({ travelStyleId: 'river', continentId: '-3', countryId: '0' }, '')).toEqual({
      destinationIds: [],
      travelStyleIds: [4],
    });
  });
});

describe('disneyDealsFilter', () => {
  it('keeps the places of the address and always filters by Disney trips (9)', () => {
    expect(disneyDealsFilter('?destinationIds=["country-12"]&travelStyleIds=[13]')).toEqual({
      destinationIds: ['country-12'],
      travelStyleIds: [9],
    });
  });
});

describe('isCruiseStyle', () => {
  it('recognises the cruise styles by id or name', () => {
    expect(isCruiseStyle({ id: 4, style_name: 'Cruises' })).toBe(true);
    expect(isCruiseStyle({ id: 28, style_name: 'River' })).toBe(true);
    expect(isCruiseStyle({ id: 21, style_name: 'Expedition Cruise' })).toBe(true);
    expect(isCruiseStyle({ id: 9, style_name: 'Disney Trips' })).toBe(false);
  });
});

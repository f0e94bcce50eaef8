import { describe, expect, it } from 'vitest';
import { parseDealsFilterQuery } from '@tdp/shared/deals/deals-filter-query';
import { continentDealsHref, countryDealsHref, cruiseDealsHref, travelStyleDealsHref } from './deals-links.ts';

const europe = {
  continent_id: 4,
  countries: [
    { id: 30, name: 'France', cities: [] },
    { id: 31, name: 'Italy', cities: [] },
  ],
};

describe('deals links', () => {
  it('sends a continent to /deals with all its country ids and then its own id, URL-encoded', () => {
    const href = continentDealsHref(europe);
    expect(href).toBe('/deals?destinationIds=[%22country-30%22,%22country-31%22,%22continent-4%22]');
    expect(parseDealsFilterQuery(href.split('?')[1]!).destinationIds).toEqual(['country-30', 'country-31', 'continent-4']);
  });

  it('sends a country to /deals with that country alone', () => {
    expect(countryDealsHref({ id: 31 })).toBe('/deals?destinationIds=[%22country-31%22]');
  });

  it('writes travel styles as a JSON list of numbers', () => {
    expect(travelStyleDealsHref(13)).toBe('/deals?travelStyleIds=[13]');
  });

  it('sends cruise choices to /cruise-deals with the cruise style', () => {
    expect(cruiseDealsHref()).toBe('/cruise-deals?travelStyleIds=[4]');
    expect(cruiseDealsHref(['city-9'])).toBe('/cruise-deals?destinationIds=[%22city-9%22]&travelStyleIds=[4]');
  });
});

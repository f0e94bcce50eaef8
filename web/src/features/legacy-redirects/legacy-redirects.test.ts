import { describe, expect, it } from 'vitest';
import type { Continent } from '@tdp/shared/schemas/destination';
import { parseDealsFilterQuery } from '@tdp/shared/deals/deals-filter-query';
import { TRAVEL_STYLE_IDS } from '@tdp/shared/constants';
import { cruiseDealsHref, travelStyleDealsHref } from '../../lib/deals-links.ts';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { FIXED_LEGACY_REDIRECTS, legacyDestinationHref, legacyRedirectRule, placeNameKey } from './legacy-redirects.ts';

function continent(id: number, name: string, countries: Array<[number, string]>): Continent {
  return {
    continent_id: id,
    continent_name: name,
    countries: countries.map(([countryId, countryName]) => ({ id: countryId, name: countryName, cities: [] })),
  } as unknown as Continent;
}

const tree = [
  continent(4, 'Europe', [
    [30, 'France'],
    [31, 'Italy'],
  ]),
  continent(5, 'Mexico & Caribbean', [
    [40, 'Mexico'],
    [41, 'Cuba'],
  ]),
  continent(6, 'North America', [
    [50, 'Canada'],
    [51, 'United States'],
    [52, 'Hawaii'],
    [53, 'Alaska'],
  ]),
  continent(9, 'Cruise_Ocean', [[90, 'Alaska']]),
];

function destinationIdsOf(href: string): string[] {
  return parseDealsFilterQuery(new URL(href, 'https://site.test').search).destinationIds;
}

describe('legacyRedirectRule', () => {
  it('sends last-minute deals to style 13, cruises to the cruise list with style 4 and the destinations root to /deals', () => {
    expect(legacyRedirectRule('/last-minute-deals')).toEqual({ to: '/deals?travelStyleIds=[13]' });
    expect(legacyRedirectRule('/cruises')).toEqual({ to: '/cruise-deals?travelStyleIds=[4]' });
    expect(legacyRedirectRule('/travel-destinations')).toEqual({ to: '/deals' });
  });

  it('ignores case and a trailing slash, and reads the destination slug', () => {
    expect(legacyRedirectRule('/Last-Minute-Deals/')).toEqual({ to: '/deals?travelStyleIds=[13]' });
    expect(legacyRedirectRule('/travel-destinations/Europe/')).toEqual({ destination: 'europe' });
  });

  it("uses the shared table (the edge function's too), whose targets are the ones the site's menus link to", () => {
    expect(FIXED_LEGACY_REDIRECTS).toEqual({
      '/last-minute-deals': travelStyleDealsHref(TRAVEL_STYLE_IDS.lastMinute),
      '/cruises': cruiseDealsHref(),
      '/travel-destinations': PUBLIC_PATHS.deals,
    });
  });

  it('sends a destination slug with a malformed escape to the unfiltered list', () => {
    expect(legacyRedirectRule('/travel-destinations/%E0%A4%A')).toEqual({ to: '/deals' });
  });

  it('knows no other path', () => {
    expect(legacyRedirectRule('/deals')).toBeNull();
    expect(legacyRedirectRule('/travel-destinations/europe/france')).toBeNull();
  });
});

describe('legacyDestinationHref', () => {
  it('sends Europe to its country ids and its continent id, found by name in the live tree', () => {
    expect(destinationIdsOf(legacyDestinationHref('europe', tree))).toEqual(['country-30', 'country-31', 'continent-4']);
  });

  it('matches Mexico-Caribbean with the continent named "Mexico & Caribbean"', () => {
    expect(destinationIdsOf(legacyDestinationHref('mexico-caribbean', tree))).toEqual(['country-40', 'country-41', 'continent-5']);
  });

  it('sends USA to the United States, Hawaii and Alaska, never to a cruise region of the same name', () => {
    expect(destinationIdsOf(legacyDestinationHref('usa', tree))).toEqual(['country-51', 'country-52', 'country-53']);
  });

  it('takes the ids from the live tree, so renumbered places still match', () => {
    const renumbered = [continent(77, 'Europe', [[700, 'Spain']])];
    expect(destinationIdsOf(legacyDestinationHref('europe', renumbered))).toEqual(['country-700', 'continent-77']);
  });

  it('sends a place the tree does not have to the unfiltered deals list', () => {
    expect(legacyDestinationHref('atlantis', tree)).toBe('/deals');
  });
});

describe('placeNameKey', () => {
  it('compares words only, ignoring case, accents, punctuation, "and" and order', () => {
    expect(placeNameKey('Mexico & Caribbean')).toBe(placeNameKey('caribbean-and-mexico'));
    expect(placeNameKey('Curaçao')).toBe('curacao');
  });
});

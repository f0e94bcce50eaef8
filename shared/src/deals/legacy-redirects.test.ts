import { describe, expect, it } from 'vitest';
import { FIXED_LEGACY_REDIRECTS, legacyPathKey, legacyRedirectRule } from './legacy-redirects.ts';
import { parseDealsFilterQuery } from './deals-filter-query.ts';

describe('the old site’s addresses (one table for the SPA and the edge)', () => {
  it('sends the fixed addresses to deals lists whose filters read back', () => {
    expect(FIXED_LEGACY_REDIRECTS).toEqual({
      '/last-minute-deals': '/deals?travelStyleIds=[13]',
      '/cruises': '/cruise-deals?travelStyleIds=[4]',
      '/travel-destinations': '/deals',
    });
    expect(parseDealsFilterQuery(new URL(FIXED_LEGACY_REDIRECTS['/cruises']!, 'https://site.test').search)).toEqual({
      destinationIds: [],
      travelStyleIds: [4],
    });
  });

  it('keys paths without case or trailing slashes', () => {
    expect(legacyPathKey('/Cruises//')).toBe('/cruises');
    expect(legacyRedirectRule('/LAST-MINUTE-DEALS/')).toEqual({ to: '/deals?travelStyleIds=[13]' });
  });

  it('reads an old destination page’s place, and nothing deeper or else', () => {
    expect(legacyRedirectRule('/travel-destinations/Mexico-Caribbean')).toEqual({ destination: 'mexico-caribbean' });
    expect(legacyRedirectRule('/travel-destinations/caf%C3%A9')).toEqual({ destination: 'café' });
    expect(legacyRedirectRule('/travel-destinations/%E0%A4%A')).toEqual({ to: '/deals' });
    expect(legacyRedirectRule('/travel-destinations/europe/france')).toBeNull();
    expect(legacyRedirectRule('/constructor')).toBeNull();
    expect(legacyRedirectRule('/__proto__')).toBeNull();
  });
});

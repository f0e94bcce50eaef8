import { describe, expect, it } from 'vitest';
import { dealsQuerySchema } from '../../schemas/package.ts';
import { catalogueReadRoutes } from './catalogue-read-routes.ts';

/** The reads a public page makes, which answer in English or in French (docs/decisions/bilingual-catalogue.md). */
const READS_WITH_LANG = [
  'searchDeals',
  'getDeals',
  'getPackage',
  'listRelatedPackages',
  'listHomepagePackages',
  'getSitemap',
  'listContinents',
  'getContinent',
  'listTopPicks',
  'listDepartureCities',
  'listTravelStyles',
  'listBestBets',
  'listTestimonials',
  'listPromotions',
  'getPromotion',
] as const;

describe('lang on the public catalogue reads', () => {
  it.each(READS_WITH_LANG)('%s takes lang=en, lang=fr or no lang, and refuses anything else naming lang', (name) => {
    const query = catalogueReadRoutes[name].query!;
    expect(query.safeParse({}).success).toBe(true);
    expect(query.safeParse({ lang: 'en' }).success).toBe(true);
    expect(query.safeParse({ lang: 'fr' }).success).toBe(true);
    for (const lang of ['de', 'FR', 'fr-CA', '']) {
      const refused = query.safeParse({ lang });
      expect(refused.success, lang).toBe(false);
      expect(
        refused.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
        lang,
      ).toEqual([['lang', 'must be en or fr']]);
    }
  });

  it('keeps lang beside the deals filter of GET /packages/deals, and the filter without it as before', () => {
    expect(dealsQuerySchema.parse({ travelStyleIds: '[4]', lang: 'fr' })).toEqual({ destinationIds: [], travelStyleIds: [4], page: 1, limit: 21, lang: 'fr' });
    expect(dealsQuerySchema.parse({ travelStyleIds: '[4]' })).toEqual({ destinationIds: [], travelStyleIds: [4], page: 1, limit: 21 });
  });
});

import { createGroupHandler } from '../../http/create-group-handler.ts';
import { systemRoutes } from '@tdp/shared/api/routes/system-routes';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { agentDirectoryRoutes } from '@tdp/shared/api/routes/agent-directory-routes';
import { portalReadRoutes } from '@tdp/shared/api/routes/portal-read-routes';
import { homepageDeals, relatedDeals, searchDeals } from '../../domain/deals/deals-queries.ts';
import { sitemapPackages } from '../../domain/deals/sitemap-packages.ts';
import { readPackageByUrl } from '../../domain/packages/read-package.ts';
import { readContinent, readContinents, readContinentsOnSale } from '../../domain/destinations/read-continents.ts';
import { readTopPicks } from '../../domain/destinations/top-picks.ts';
import { listDepartureCities, listDepartureCitiesIn } from '../../domain/departure-cities/manage-departure-cities.ts';
import { listTravelStyles, listTravelStylesIn } from '../../domain/travel-styles/manage-travel-styles.ts';
import { readBestBets } from '../../domain/homepage/best-bets.ts';
import { readTestimonials } from '../../domain/homepage/testimonials.ts';
import { readPromotion, readPromotions } from '../../domain/homepage/promotions.ts';
import { readPricingTable } from '../../domain/pricing-tables/manage-pricing-tables.ts';
import { agentDirectoryHandlers } from './agent-directory-handlers.ts';
import { portalHandlers } from './portal-handlers.ts';
import { answerPublicly } from './public-answer.ts';

/**
 * Public reads: the content table, and `Documents/` of the media bucket read only (to sign the portal's document
 * downloads). Answers are shaped in one place (`answerPublicly`): no audit trail.
 */
const publicRoutes = { ...systemRoutes, ...catalogueReadRoutes, ...agentDirectoryRoutes, ...portalReadRoutes };

export const handler = createGroupHandler(
  'public',
  publicRoutes,
  answerPublicly(publicRoutes, {
    // Never kept at the edge: a health check must reach the function.
    health: async () => ({ body: { status: 'ok', time: new Date().toISOString() }, headers: { 'cache-control': 'no-store' } }),

    // lang=fr: the French answers, holding only what has a complete French version (docs/decisions/bilingual-catalogue.md).
    searchDeals: async ({ body, query }) => ({ body: await searchDeals(body, new Date(), query.lang) }),
    getDeals: async ({ query: { lang, ...filter } }) => ({ body: await searchDeals(filter, new Date(), lang) }),
    getPackage: async ({ params, query, adminView }) => ({ body: await readPackageByUrl(params.id, adminView, new Date(), query.lang) }),
    listRelatedPackages: async ({ query }) => ({ body: await relatedDeals(query.id || undefined, query.travelStyleIds ?? [], new Date(), query.lang) }),
    listHomepagePackages: async ({ query }) => ({ body: await homepageDeals(new Date(), query.lang) }),
    getSitemap: async ({ query }) => ({ body: await sitemapPackages(new Date(), query.lang) }),

    // Visitors see the places with a deal on sale; the admin view (isFromAdmin=true, admin token) the whole tree.
    listContinents: async ({ query, adminView }) => ({
      body: adminView ? await readContinents(query.type) : await readContinentsOnSale(query.type, new Date(), query.lang),
    }),
    getContinent: async ({ params, query }) => ({ body: await readContinent(params.id, query.lang) }),
    listTopPicks: async ({ query, adminView }) => ({ body: await readTopPicks(adminView, new Date(), query.lang) }),

    listDepartureCities: async ({ query, adminView }) => ({ body: adminView ? await listDepartureCities() : await listDepartureCitiesIn(query.lang ?? 'en') }),
    listTravelStyles: async ({ query, adminView }) => ({ body: adminView ? await listTravelStyles() : await listTravelStylesIn(query.lang ?? 'en') }),

    listBestBets: async ({ query, adminView }) => ({ body: await readBestBets(adminView, new Date(), query.lang) }),
    listTestimonials: async ({ query, adminView }) => ({ body: await readTestimonials(adminView, query.lang) }),
    listPromotions: async ({ query, adminView }) => ({ body: await readPromotions(adminView, new Date(), query.lang) }),
    getPromotion: async ({ params, query, adminView }) => ({ body: await readPromotion(params.id, adminView, new Date(), query.lang) }),

    getPricingTable: async ({ params, adminView }) => ({ body: await readPricingTable(params.id, adminView) }),

    ...agentDirectoryHandlers,
    ...portalHandlers,
  }),
);

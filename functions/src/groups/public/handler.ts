import { createGroupHandler } from '../../http/create-group-handler.ts';
import { homepageDeals, relatedDeals, searchDeals } from '../../domain/deals/deals-queries.ts';
import { readPackageByUrl } from '../../domain/packages/read-package.ts';
import { readContinent, readContinents } from '../../domain/destinations/read-continents.ts';
import { readTopPicks } from '../../domain/destinations/top-picks.ts';
import { listDepartureCities } from '../../domain/departure-cities/manage-departure-cities.ts';
import { listTravelStyles } from '../../domain/travel-styles/manage-travel-styles.ts';
import { readBestBets } from '../../domain/homepage/best-bets.ts';
import { readTestimonials } from '../../domain/homepage/testimonials.ts';
import { readPromotion, readPromotions } from '../../domain/homepage/promotions.ts';
import { readPricingTable } from '../../domain/pricing-tables/manage-pricing-tables.ts';
import { resolveAdminView } from './admin-view.ts';
import { agentDirectoryHandlers } from './agent-directory-handlers.ts';
import { portalHandlers } from './portal-handlers.ts';

/** Public reads: the content table only. */
export const handler = createGroupHandler('public', {
  health: async () => ({ body: { status: 'ok', time: new Date().toISOString() } }),

  searchDeals: async ({ body }) => ({ body: await searchDeals(body) }),
  getPackage: async ({ params, query, event }) => ({ body: await readPackageByUrl(params.id, await resolveAdminView(query, event)) }),
  listRelatedPackages: async ({ query }) => ({ body: await relatedDeals(query.id || undefined, query.travelStyleIds ?? []) }),
  listHomepagePackages: async () => ({ body: await homepageDeals() }),

  listContinents: async ({ query }) => ({ body: await readContinents(query.type) }),
  getContinent: async ({ params }) => ({ body: await readContinent(params.id) }),
  listTopPicks: async ({ query, event }) => ({ body: await readTopPicks(await resolveAdminView(query, event)) }),

  listDepartureCities: async () => ({ body: await listDepartureCities() }),
  listTravelStyles: async () => ({ body: await listTravelStyles() }),

  listBestBets: async ({ query, event }) => ({ body: await readBestBets(await resolveAdminView(query, event)) }),
  listTestimonials: async ({ query, event }) => ({ body: await readTestimonials(await resolveAdminView(query, event)) }),
  listPromotions: async ({ query, event }) => ({ body: await readPromotions(await resolveAdminView(query, event)) }),
  getPromotion: async ({ params, query, event }) => ({ body: await readPromotion(params.id, await resolveAdminView(query, event)) }),

  getPricingTable: async ({ params }) => ({ body: await readPricingTable(params.id) }),

  ...agentDirectoryHandlers,
  ...portalHandlers,
});

import * as z from 'zod/mini';
import { lazySchema } from '../../schemas/lazy-schema.ts';
import { answer, defineRoute } from '../route-definition.ts';
import type { BestBetView } from '../../schemas/best-bet.ts';
import type { DepartureCity } from '../../schemas/departure-city.ts';
import type { Continent } from '../../schemas/destination.ts';
import type { DealsAnswer, PackageCard, PublicPackage } from '../../schemas/package.ts';
import type { PricingTable } from '../../schemas/pricing-table.ts';
import type { Promotion } from '../../schemas/promotion.ts';
import type { SitemapAnswer } from '../../schemas/sitemap.ts';
import type { Testimonial } from '../../schemas/testimonial.ts';
import type { TopPickView } from '../../schemas/top-pick.ts';
import type { TravelStyle } from '../../schemas/travel-style.ts';
import { dealsFilterSchema, dealsQuerySchema, packageUrlSchema } from '../../schemas/package.ts';
import { jsonIdListQuerySchema, idParams, adminViewQuery, adminViewLangQuery, isFromAdminQuery, langOnlyQuery, langQuery } from './route-params.ts';

/**
 * The catalogue's public reads, in the `public` group: packages and the deals query, destinations, top
 * picks, departure cities, travel styles, homepage content and pricing tables. The admin reads and writes
 * of the same content are in `catalogue-routes.ts`. The paths stay as written here (the web calls them so);
 * payloads, answers and guards are decided in docs/decisions/catalogue-api.md. The reads a public page makes take
 * `lang=en|fr` (docs/decisions/bilingual-catalogue.md): absent or `en` is the English answer, `fr` the French one,
 * holding only what has a complete French version; the admin view (`isFromAdmin=true`) answers the stored items
 * whole, French versions included, whatever `lang` says.
 */

export const catalogueReadRoutes = {
  // --- Packages ---------------------------------------------------------------------------------------
  searchDeals: defineRoute({
    method: 'POST',
    path: '/packages/deals',
    group: 'public',
    access: 'public',
    answer: answer<DealsAnswer>(),
    query: langOnlyQuery,
    body: dealsFilterSchema,
    maxBodyBytes: 16 * 1024,
    summary: 'Deals on sale matching destinations and styles, one page and the total',
  }),
  getDeals: defineRoute({
    method: 'GET',
    path: '/packages/deals',
    group: 'public',
    access: 'public',
    answer: answer<DealsAnswer>(),
    query: dealsQuerySchema,
    summary: 'The deals query as a cacheable read: the body of POST /packages/deals as query parameters (lists as JSON lists)',
  }),
  getPackage: defineRoute({
    method: 'GET',
    path: '/packages/{id}',
    group: 'public',
    access: 'public',
    answer: answer<PublicPackage>(),
    params: lazySchema(() => z.strictObject({ id: packageUrlSchema })),
    query: adminViewLangQuery,
    summary: 'A package by url slug; isFromAdmin=true (admin token) also shows drafts and expired ones',
  }),
  listRelatedPackages: defineRoute({
    method: 'GET',
    path: '/packages/three',
    group: 'public',
    access: 'public',
    answer: answer<PackageCard[]>(),
    query: lazySchema(() =>
      z.strictObject({
        id: z.optional(z.union([z.literal(''), packageUrlSchema])),
        travelStyleIds: z.optional(jsonIdListQuerySchema),
        lang: langQuery,
      }),
    ),
    summary: 'Three related deals for a package page (id = url slug of the package to leave out)',
  }),
  listHomepagePackages: defineRoute({
    method: 'GET',
    path: '/packages/six',
    group: 'public',
    access: 'public',
    answer: answer<PackageCard[]>(),
    query: langOnlyQuery,
    summary: 'Six deals for the homepage',
  }),
  getSitemap: defineRoute({
    method: 'GET',
    path: '/api/sitemap',
    group: 'public',
    access: 'public',
    answer: answer<SitemapAnswer>(),
    query: langOnlyQuery,
    summary: "The packages on sale today, each with its url and update time: what the site's sitemap lists",
  }),

  // --- Destinations -----------------------------------------------------------------------------------
  listContinents: defineRoute({
    method: 'GET',
    path: '/destinations/continents',
    group: 'public',
    access: 'public',
    answer: answer<Continent[]>(),
    query: lazySchema(() =>
      z.strictObject({
        type: z.optional(z.enum(['regular', 'cruise'], { error: 'must be regular or cruise' })),
        isFromAdmin: isFromAdminQuery,
        lang: langQuery,
      }),
    ),
    summary:
      'Continents with their countries and cities, only the places with a package on sale; isFromAdmin=true (admin token) gives the whole tree; type=regular|cruise narrows the list',
  }),
  getContinent: defineRoute({
    method: 'GET',
    path: '/destinations/continents/{id}',
    group: 'public',
    access: 'public',
    answer: answer<Continent>(),
    params: idParams,
    query: langOnlyQuery,
    summary: 'One continent with its countries and cities, and its version',
  }),
  listTopPicks: defineRoute({
    method: 'GET',
    path: '/destinations/continents/all/top-picks',
    group: 'public',
    access: 'public',
    answer: answer<TopPickView[]>(),
    query: adminViewLangQuery,
    summary: 'Two top-pick package cards per destination continent',
  }),

  // --- Departure cities and travel styles -------------------------------------------------------------
  listDepartureCities: defineRoute({
    method: 'GET',
    path: '/departures',
    group: 'public',
    access: 'public',
    answer: answer<DepartureCity[]>(),
    query: adminViewLangQuery,
    summary: 'Departure cities; isFromAdmin=true (admin token) adds who changed each',
  }),
  listTravelStyles: defineRoute({
    method: 'GET',
    path: '/travel-styles',
    group: 'public',
    access: 'public',
    answer: answer<TravelStyle[]>(),
    query: adminViewLangQuery,
    summary: 'Travel styles; isFromAdmin=true (admin token) adds who changed each',
  }),

  // --- Homepage content -------------------------------------------------------------------------------
  listBestBets: defineRoute({
    method: 'GET',
    path: '/top-best-bets',
    group: 'public',
    access: 'public',
    answer: answer<BestBetView[]>(),
    query: adminViewLangQuery,
    summary: 'Top best bets with their package cards (visitors: only packages on sale)',
  }),
  listTestimonials: defineRoute({
    method: 'GET',
    path: '/testimonials',
    group: 'public',
    access: 'public',
    answer: answer<Testimonial[]>(),
    query: adminViewLangQuery,
    summary: 'Testimonials (visitors: published ones)',
  }),
  listPromotions: defineRoute({
    method: 'GET',
    path: '/promotions',
    group: 'public',
    access: 'public',
    answer: answer<Promotion[]>(),
    query: adminViewLangQuery,
    summary: 'Promotions: live ones, or all with isFromAdmin=true (admin token)',
  }),
  getPromotion: defineRoute({
    method: 'GET',
    path: '/promotions/{id}',
    group: 'public',
    access: 'public',
    answer: answer<Promotion>(),
    params: idParams,
    query: adminViewLangQuery,
    summary: 'One promotion: if live, or any with isFromAdmin=true (admin token)',
  }),

  // --- Pricing tables ---------------------------------------------------------------------------------
  getPricingTable: defineRoute({
    method: 'GET',
    path: '/packages/table/{id}',
    group: 'public',
    access: 'public',
    answer: answer<PricingTable>(),
    params: idParams,
    query: adminViewQuery,
    summary: "A pricing table's columns and rows, while a package on sale shows it (else 404); isFromAdmin=true (admin token) reads any, with who changed it",
  }),
};

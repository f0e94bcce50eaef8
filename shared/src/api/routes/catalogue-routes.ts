import * as z from 'zod';
import { lazySchema } from '../../schemas/lazy-schema.ts';
import { PACKAGE_LIST_PAGE_SIZE } from '../../constants.ts';
import { defineRoute } from '../route-definition.ts';
import { bestBetCreateInputSchema, bestBetUpdateInputSchema } from '../../schemas/best-bet.ts';
import { continentCreateInputSchema, continentUpdateInputSchema, destinationIdSchema } from '../../schemas/destination.ts';
import { departureCityCreateInputSchema, departureCityUpdateInputSchema } from '../../schemas/departure-city.ts';
import { dealsFilterSchema, packageCreateInputSchema, packageUpdateInputSchema, packageUrlSchema, PACKAGE_STATUSES } from '../../schemas/package.ts';
import { pricingTableCreateInputSchema, pricingTableGridUpdateInputSchema, pricingTableRenameInputSchema } from '../../schemas/pricing-table.ts';
import { promotionCreateInputSchema, promotionUpdateInputSchema } from '../../schemas/promotion.ts';
import { testimonialCreateInputSchema, testimonialUpdateInputSchema } from '../../schemas/testimonial.ts';
import { topPickUpdateInputSchema } from '../../schemas/top-pick.ts';
import { travelStyleCreateInputSchema, travelStyleUpdateInputSchema } from '../../schemas/travel-style.ts';

/**
 * The catalogue: packages and the deals query, destinations, travel styles, departure cities, homepage
 * content (top picks, best bets, testimonials, promotions) and pricing tables. Paths are the spec's
 * (section 7). Public reads are in the `public` group; admin reads and every write are in `catalogue`,
 * admins only. Decisions on what the spec leaves open are in docs/decisions/catalogue-api.md.
 */

const ADMIN = ['admin'] as const;

/** Largest package body: twelve tabs of rich text stay well under DynamoDB's 400 KB item limit. */
const PACKAGE_BODY_MAX_BYTES = 300 * 1024;
/** A whole destination tree (up to 200 countries of cities) in one body. */
const CONTINENT_BODY_MAX_BYTES = 256 * 1024;
/** A pricing grid of up to 200 rows by 12 columns. */
const TABLE_BODY_MAX_BYTES = 256 * 1024;
const ADMIN_SEARCH_MAX = 100;
const ADMIN_LIST_PAGE_MAX = 10_000;

/** A numeric id in a path or query string (`/departures/7`). */
export const numericIdParamSchema = lazySchema(() =>
  z
    .string({ error: 'is required' })
    .regex(/^[1-9][0-9]{0,11}$/, { error: 'must be a positive whole number' })
    .transform(Number)
);

function integerQuery(min: number, max: number) {
  return z
    .string()
    .regex(/^[0-9]{1,6}$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(z.number().min(min, { error: `must be at least ${min}` }).max(max, { error: `must be at most ${max}` }));
}

/** `isFromAdmin=true` asks for the admin view (drafts, inactive items); it needs an admin's token. */
const isFromAdminQuery = lazySchema(() => z.enum(['true', 'false'], { error: 'must be true or false' }).optional());

/** A JSON list of numeric ids in a query string, as the spec's filters write it: `[4,13]`. */
export const jsonIdListQuerySchema = lazySchema(() =>
  z.string().transform((text, ctx) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    const ids = z.array(z.number().int().positive()).max(50).safeParse(value);
    if (!ids.success) {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON list of positive whole numbers, e.g. [4,13]' });
      return z.NEVER;
    }
    return ids.data;
  })
);

const idParams = lazySchema(() => z.object({ id: numericIdParamSchema }).strict());
const noQuery = lazySchema(() => z.object({}).strict());
const adminViewQuery = lazySchema(() => z.object({ isFromAdmin: isFromAdminQuery }).strict());

/** Query of `GET /packages/admin-all`. */
export const adminPackageListQuerySchema = lazySchema(() =>
  z
    .object({
      page: integerQuery(1, ADMIN_LIST_PAGE_MAX).optional(),
      limit: integerQuery(1, PACKAGE_LIST_PAGE_SIZE).optional(),
      search: z.string().trim().max(ADMIN_SEARCH_MAX, { error: `must be at most ${ADMIN_SEARCH_MAX} characters` }).optional(),
      status: z.enum([...PACKAGE_STATUSES, 'expired'], { error: 'must be draft, published or expired' }).optional(),
      destinationId: destinationIdSchema.optional(),
      travelStyleId: numericIdParamSchema.optional(),
    })
    .strict()
);

export const catalogueRoutes = {
  // --- Packages ---------------------------------------------------------------------------------------
  searchDeals: defineRoute({
    method: 'POST',
    path: '/packages/deals',
    group: 'public',
    access: 'public',
    query: noQuery,
    body: dealsFilterSchema,
    maxBodyBytes: 16 * 1024,
    summary: 'Deals on sale matching destinations and styles, one page and the total',
  }),
  getPackage: defineRoute({
    method: 'GET',
    path: '/packages/{id}',
    group: 'public',
    access: 'public',
    params: lazySchema(() => z.object({ id: packageUrlSchema }).strict()),
    query: adminViewQuery,
    summary: 'A package by url slug; isFromAdmin=true (admin token) also shows drafts and expired ones',
  }),
  listRelatedPackages: defineRoute({
    method: 'GET',
    path: '/packages/three',
    group: 'public',
    access: 'public',
    query: lazySchema(() =>
      z
        .object({
          id: z.union([z.literal(''), packageUrlSchema]).optional(),
          travelStyleIds: jsonIdListQuerySchema.optional(),
        })
        .strict()
    ),
    summary: 'Three related deals for a package page (id = url slug of the package to leave out)',
  }),
  listHomepagePackages: defineRoute({
    method: 'GET',
    path: '/packages/six',
    group: 'public',
    access: 'public',
    query: noQuery,
    summary: 'Six deals for the homepage',
  }),
  listPackagesForAdmin: defineRoute({
    method: 'GET',
    path: '/packages/admin-all',
    group: 'catalogue',
    access: ADMIN,
    query: adminPackageListQuerySchema,
    summary: 'Every package (any status), filtered and paged by 60, with the total',
  }),
  getPackageEditForm: defineRoute({
    method: 'GET',
    path: '/packages/edit-form/{id}',
    group: 'catalogue',
    access: ADMIN,
    params: idParams,
    query: noQuery,
    summary: 'The whole package for the builder, with its version (id = numeric package id)',
  }),
  createPackage: defineRoute({
    method: 'POST',
    path: '/packages',
    group: 'catalogue',
    access: ADMIN,
    query: noQuery,
    body: packageCreateInputSchema,
    maxBodyBytes: PACKAGE_BODY_MAX_BYTES,
    summary: 'Create a package',
  }),
  updatePackage: defineRoute({
    method: 'PUT',
    path: '/packages/{id}',
    group: 'catalogue',
    access: ADMIN,
    params: idParams,
    query: noQuery,
    body: packageUpdateInputSchema,
    maxBodyBytes: PACKAGE_BODY_MAX_BYTES,
    summary: 'Update a package with the version it was read at (id = numeric package id)',
  }),
  deletePackage: defineRoute({
    method: 'DELETE',
    path: '/packages/{id}',
    group: 'catalogue',
    access: ADMIN,
    params: idParams,
    query: noQuery,
    summary: 'Delete a package (id = numeric package id)',
  }),

  // --- Destinations -----------------------------------------------------------------------------------
  listContinents: defineRoute({
    method: 'GET',
    path: '/destinations/continents',
    group: 'public',
    access: 'public',
    query: lazySchema(() => z.object({ type: z.enum(['regular', 'cruise'], { error: 'must be regular or cruise' }).optional() }).strict()),
    summary: 'Continents with their countries and cities; type=regular|cruise narrows the list',
  }),
  getContinent: defineRoute({
    method: 'GET',
    path: '/destinations/continents/{id}',
    group: 'public',
    access: 'public',
    params: idParams,
    query: noQuery,
    summary: 'One continent with its countries and cities, and its version',
  }),
  createContinent: defineRoute({
    method: 'POST',
    path: '/destinations/continents',
    group: 'catalogue',
    access: ADMIN,
    query: noQuery,
    body: continentCreateInputSchema,
    maxBodyBytes: CONTINENT_BODY_MAX_BYTES,
    summary: 'Create a continent (or Cruise_ group) with its countries and cities',
  }),
  updateContinent: defineRoute({
    method: 'PUT',
    path: '/destinations/continents/{id}',
    group: 'catalogue',
    access: ADMIN,
    params: idParams,
    query: noQuery,
    body: continentUpdateInputSchema,
    maxBodyBytes: CONTINENT_BODY_MAX_BYTES,
    summary: 'Replace a continent tree; removing a place published packages use is refused',
  }),
  deleteContinent: defineRoute({
    method: 'DELETE',
    path: '/destinations/continents/{id}',
    group: 'catalogue',
    access: ADMIN,
    params: idParams,
    query: noQuery,
    summary: 'Delete a continent and its tree unless published packages use it',
  }),
  listTopPicks: defineRoute({
    method: 'GET',
    path: '/destinations/continents/all/top-picks',
    group: 'public',
    access: 'public',
    query: adminViewQuery,
    summary: 'Two top-pick package cards per destination continent',
  }),
  updateTopPicks: defineRoute({
    method: 'PUT',
    path: '/destinations/continents/top-picks/{id}',
    group: 'catalogue',
    access: ADMIN,
    params: idParams,
    query: noQuery,
    body: topPickUpdateInputSchema,
    summary: "Set a continent's two top picks (id = continent id)",
  }),

  // --- Departure cities and travel styles -------------------------------------------------------------
  listDepartureCities: defineRoute({
    method: 'GET',
    path: '/departures',
    group: 'public',
    access: 'public',
    query: adminViewQuery,
    summary: 'Departure cities; isFromAdmin=true (admin token) adds who changed each',
  }),
  createDepartureCity: defineRoute({
    method: 'POST',
    path: '/departures',
    group: 'catalogue',
    access: ADMIN,
    query: noQuery,
    body: departureCityCreateInputSchema,
    summary: 'Add a departure city',
  }),
  updateDepartureCity: defineRoute({
    method: 'PUT',
    path: '/departures/{id}',
    group: 'catalogue',
    access: ADMIN,
    params: idParams,
    query: noQuery,
    body: departureCityUpdateInputSchema,
    summary: 'Rename a departure city',
  }),
  deleteDepartureCity: defineRoute({
    method: 'DELETE',
    path: '/departures/{id}',
    group: 'catalogue',
    access: ADMIN,
    params: idParams,
    query: noQuery,
    summary: 'Delete a departure city unless published packages use it',
  }),
  listTravelStyles: defineRoute({
    method: 'GET',
    path: '/travel-styles',
    group: 'public',
    access: 'public',
    query: adminViewQuery,
    summary: 'Travel styles; isFromAdmin=true (admin token) adds who changed each',
  }),
  createTravelStyle: defineRoute({
    method: 'POST',
    path: '/travel-styles',
    group: 'catalogue',
    access: ADMIN,
    query: noQuery,
    body: travelStyleCreateInputSchema,
    summary: 'Add a travel style',
  }),
  updateTravelStyle: defineRoute({
    method: 'PUT',
    path: '/travel-styles/{id}',
    group: 'catalogue',
    access: ADMIN,
    params: idParams,
    query: noQuery,
    body: travelStyleUpdateInputSchema,
    summary: 'Rename a travel style',
  }),
  deleteTravelStyle: defineRoute({
    method: 'DELETE',
    path: '/travel-styles/{id}',
    group: 'catalogue',
    access: ADMIN,
    params: idParams,
    query: noQuery,
    summary: 'Delete a travel style unless published packages use it',
  }),

  // --- Homepage content -------------------------------------------------------------------------------
  listBestBets: defineRoute({
    method: 'GET',
    path: '/top-best-bets',
    group: 'public',
    access: 'public',
    query: adminViewQuery,
    summary: 'Top best bets with their package cards (visitors: only packages on sale)',
  }),
  createBestBet: defineRoute({
    method: 'POST',
    path: '/top-best-bets',
    group: 'catalogue',
    access: ADMIN,
    query: noQuery,
    body: bestBetCreateInputSchema,
    summary: 'Add a top best bet',
  }),
  updateBestBet: defineRoute({
    method: 'PUT',
    path: '/top-best-bets/{id}',
    group: 'catalogue',
    access: ADMIN,
    params: idParams,
    query: noQuery,
    body: bestBetUpdateInputSchema,
    summary: 'Change a top best bet',
  }),
  deleteBestBet: defineRoute({
    method: 'DELETE',
    path: '/top-best-bets/{id}',
    group: 'catalogue',
    access: ADMIN,
    params: idParams,
    query: noQuery,
    summary: 'Remove a top best bet',
  }),
  listTestimonials: defineRoute({
    method: 'GET',
    path: '/testimonials',
    group: 'public',
    access: 'public',
    query: adminViewQuery,
    summary: 'Testimonials (visitors: published ones)',
  }),
  createTestimonial: defineRoute({
    method: 'POST',
    path: '/testimonials',
    group: 'catalogue',
    access: ADMIN,
    query: noQuery,
    body: testimonialCreateInputSchema,
    summary: 'Add a testimonial',
  }),
  updateTestimonial: defineRoute({
    method: 'PUT',
    path: '/testimonials/{id}',
    group: 'catalogue',
    access: ADMIN,
    params: idParams,
    query: noQuery,
    body: testimonialUpdateInputSchema,
    summary: 'Change a testimonial',
  }),
  deleteTestimonial: defineRoute({
    method: 'DELETE',
    path: '/testimonials/{id}',
    group: 'catalogue',
    access: ADMIN,
    params: idParams,
    query: noQuery,
    summary: 'Delete a testimonial',
  }),
  listPromotions: defineRoute({
    method: 'GET',
    path: '/promotions',
    group: 'public',
    access: 'public',
    query: adminViewQuery,
    summary: 'Promotions: live ones, or all with isFromAdmin=true (admin token)',
  }),
  getPromotion: defineRoute({
    method: 'GET',
    path: '/promotions/{id}',
    group: 'public',
    access: 'public',
    params: idParams,
    query: adminViewQuery,
    summary: 'One promotion: if live, or any with isFromAdmin=true (admin token)',
  }),
  createPromotion: defineRoute({
    method: 'POST',
    path: '/promotions',
    group: 'catalogue',
    access: ADMIN,
    query: noQuery,
    body: promotionCreateInputSchema,
    summary: 'Create a promotion',
  }),
  updatePromotion: defineRoute({
    method: 'PUT',
    path: '/promotions/{id}',
    group: 'catalogue',
    access: ADMIN,
    params: idParams,
    query: noQuery,
    body: promotionUpdateInputSchema,
    summary: 'Change a promotion',
  }),
  deletePromotion: defineRoute({
    method: 'DELETE',
    path: '/promotions/{id}',
    group: 'catalogue',
    access: ADMIN,
    params: idParams,
    query: noQuery,
    summary: 'Delete a promotion',
  }),

  // --- Pricing tables ---------------------------------------------------------------------------------
  listPricingTables: defineRoute({
    method: 'GET',
    path: '/tables',
    group: 'catalogue',
    access: ADMIN,
    query: noQuery,
    summary: 'Pricing tables (id, name, version)',
  }),
  createPricingTable: defineRoute({
    method: 'POST',
    path: '/tables',
    group: 'catalogue',
    access: ADMIN,
    query: noQuery,
    body: pricingTableCreateInputSchema,
    maxBodyBytes: TABLE_BODY_MAX_BYTES,
    summary: 'Create a pricing table',
  }),
  getPricingTable: defineRoute({
    method: 'GET',
    path: '/packages/table/{id}',
    group: 'public',
    access: 'public',
    params: idParams,
    query: adminViewQuery,
    summary: "A pricing table's columns and rows (shown on package pages); isFromAdmin=true (admin token) adds who changed it",
  }),
  updatePricingTableGrid: defineRoute({
    method: 'PUT',
    path: '/packages/table/{id}',
    group: 'catalogue',
    access: ADMIN,
    params: idParams,
    query: noQuery,
    body: pricingTableGridUpdateInputSchema,
    maxBodyBytes: TABLE_BODY_MAX_BYTES,
    summary: "Replace a pricing table's columns and rows",
  }),
  renamePricingTable: defineRoute({
    method: 'PUT',
    path: '/tables/{id}',
    group: 'catalogue',
    access: ADMIN,
    params: idParams,
    query: noQuery,
    body: pricingTableRenameInputSchema,
    summary: 'Rename a pricing table',
  }),
  deletePricingTable: defineRoute({
    method: 'DELETE',
    path: '/tables/{id}',
    group: 'catalogue',
    access: ADMIN,
    params: idParams,
    query: noQuery,
    summary: 'Delete a pricing table unless published packages show it',
  }),
};

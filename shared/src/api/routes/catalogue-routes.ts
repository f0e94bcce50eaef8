import * as z from 'zod/mini';
import { lazySchema } from '../../schemas/lazy-schema.ts';
import { PACKAGE_LIST_PAGE_SIZE } from '../../constants.ts';
import { answer, noAnswer, defineRoute } from '../route-definition.ts';
import type { BestBet } from '../../schemas/best-bet.ts';
import type { DepartureCity } from '../../schemas/departure-city.ts';
import type { Continent } from '../../schemas/destination.ts';
import type { AdminPackage, AdminPackagePage } from '../../schemas/package.ts';
import type { PricingTable, PricingTableSummary } from '../../schemas/pricing-table.ts';
import type { Promotion } from '../../schemas/promotion.ts';
import type { Testimonial } from '../../schemas/testimonial.ts';
import type { TopPick } from '../../schemas/top-pick.ts';
import type { TravelStyle } from '../../schemas/travel-style.ts';
import { bestBetCreateInputSchema, bestBetUpdateInputSchema } from '../../schemas/best-bet.ts';
import { continentCreateInputSchema, continentUpdateInputSchema, destinationIdSchema } from '../../schemas/destination.ts';
import { departureCityCreateInputSchema, departureCityUpdateInputSchema } from '../../schemas/departure-city.ts';
import { packageCreateInputSchema, packageUpdateInputSchema, PACKAGE_STATUSES } from '../../schemas/package.ts';
import { packagePatchInputSchema } from '../../schemas/package-patch.ts';
import type { PackageAgentNotesAnswer } from '../../schemas/package-agent-notes.ts';
import { packageAgentNotesUpdateInputSchema } from '../../schemas/package-agent-notes.ts';
import { pricingTableCreateInputSchema, pricingTableGridUpdateInputSchema, pricingTableRenameInputSchema } from '../../schemas/pricing-table.ts';
import { promotionCreateInputSchema, promotionUpdateInputSchema } from '../../schemas/promotion.ts';
import { testimonialCreateInputSchema, testimonialUpdateInputSchema } from '../../schemas/testimonial.ts';
import { topPickUpdateInputSchema } from '../../schemas/top-pick.ts';
import { travelStyleCreateInputSchema, travelStyleUpdateInputSchema } from '../../schemas/travel-style.ts';
import type { DepartureCsvExport } from '../../departures/departure-csv.ts';
import { departureImportInputSchema, DEPARTURE_CSV_MAX_CHARS } from '../../departures/departure-csv.ts';
import type { PriceHistoryPage } from '../../departures/price-history.ts';
import { priceHistoryQuerySchema } from '../../departures/price-history.ts';
import { numericIdParamSchema, integerQuery, idParams, noQuery } from './route-params.ts';

/**
 * The catalogue's admin side, in the `catalogue` group, admins only: packages, destinations, top picks,
 * departure cities, travel styles, homepage content (best bets, testimonials, promotions) and pricing
 * tables. The public reads of the same content are in `catalogue-read-routes.ts`. The paths stay as written
 * here (the admin screens call them so); payloads, answers and guards are decided in
 * docs/decisions/catalogue-api.md.
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

/** Columns the admin package list sorts by; `updated` (most recently changed first) is the default. */
export const ADMIN_PACKAGE_SORTS = ['title', 'price', 'status', 'updated'] as const;
export type AdminPackageSort = (typeof ADMIN_PACKAGE_SORTS)[number];
/** Directions of the admin package list's sort; without one, `updated` runs newest first and the others A to Z / lowest first. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Query of `GET /packages/admin-all`. */
export const adminPackageListQuerySchema = lazySchema(() =>
  z.strictObject({
    page: z.optional(integerQuery(1, ADMIN_LIST_PAGE_MAX)),
    limit: z.optional(integerQuery(1, PACKAGE_LIST_PAGE_SIZE)),
    search: z.optional(z.string().check(z.trim(), z.maxLength(ADMIN_SEARCH_MAX, { error: `must be at most ${ADMIN_SEARCH_MAX} characters` }))),
    status: z.optional(z.enum([...PACKAGE_STATUSES, 'expired'], { error: 'must be draft, published or expired' })),
    destinationId: z.optional(destinationIdSchema),
    travelStyleId: z.optional(numericIdParamSchema),
    sort: z.optional(z.enum(ADMIN_PACKAGE_SORTS, { error: `must be one of ${ADMIN_PACKAGE_SORTS.join(', ')}` })),
    dir: z.optional(z.enum(SORT_DIRECTIONS, { error: `must be one of ${SORT_DIRECTIONS.join(', ')}` })),
  }),
);

export const catalogueRoutes = {
  // --- Packages ---------------------------------------------------------------------------------------
  listPackagesForAdmin: defineRoute({
    method: 'GET',
    path: '/packages/admin-all',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<AdminPackagePage>(),
    query: adminPackageListQuerySchema,
    summary: 'Every package (any status), filtered and paged by 60, with the total',
  }),
  getPackageEditForm: defineRoute({
    method: 'GET',
    path: '/packages/edit-form/{id}',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<AdminPackage>(),
    params: idParams,
    query: noQuery,
    summary: 'The whole package for the builder, with its version (id = numeric package id)',
  }),
  createPackage: defineRoute({
    method: 'POST',
    path: '/packages',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<AdminPackage>(),
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
    answer: answer<AdminPackage>(),
    params: idParams,
    query: noQuery,
    body: packageUpdateInputSchema,
    maxBodyBytes: PACKAGE_BODY_MAX_BYTES,
    summary: 'Update a package with the version it was read at (id = numeric package id)',
  }),
  patchPackage: defineRoute({
    method: 'PATCH',
    path: '/packages/{id}',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<AdminPackage>(),
    params: idParams,
    query: noQuery,
    body: packagePatchInputSchema,
    maxBodyBytes: 1024,
    summary: "Change a package's price, tax, status or last day shown at the version the list showed, the rest as stored (id = numeric package id)",
  }),
  duplicatePackage: defineRoute({
    method: 'POST',
    path: '/packages/{id}/duplicate',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<AdminPackage>(),
    params: idParams,
    query: noQuery,
    summary: 'Copy a package as a draft titled "… (copy)" at the first free url <url>-copy, -copy-2…; answers the copy (id = numeric package id)',
  }),
  importDepartures: defineRoute({
    method: 'POST',
    path: '/packages/{id}/departures/import',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<AdminPackage>(),
    params: idParams,
    query: noQuery,
    body: departureImportInputSchema,
    maxBodyBytes: DEPARTURE_CSV_MAX_CHARS * 2,
    summary:
      "Replace or merge a package's departures from a CSV file (JSON `csv` text) at the version it was read; every bad row is a 400 field `rows.{line}.{column}` and nothing is written (id = numeric package id)",
  }),
  exportDepartures: defineRoute({
    method: 'GET',
    path: '/packages/{id}/departures/export',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<DepartureCsvExport>(),
    params: idParams,
    query: noQuery,
    summary: "A package's departures as a CSV file (JSON `csv` text and a file name) the import reads back (id = numeric package id)",
  }),
  listPriceHistory: defineRoute({
    method: 'GET',
    path: '/packages/{id}/price-history',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<PriceHistoryPage>(),
    params: idParams,
    query: priceHistoryQuerySchema,
    summary: "Who changed which of a package's prices, from what to what, and when; newest first, 50 a page (id = numeric package id)",
  }),
  deletePackage: defineRoute({
    method: 'DELETE',
    path: '/packages/{id}',
    group: 'catalogue',
    access: ADMIN,
    answer: noAnswer,
    params: idParams,
    query: noQuery,
    summary: 'Delete a package (id = numeric package id)',
  }),
  getPackageAgentNotes: defineRoute({
    method: 'GET',
    path: '/api/admin/packages/{id}/agent-notes',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<PackageAgentNotesAnswer>(),
    params: idParams,
    query: noQuery,
    summary: "A package's agent-only notes for the builder, with their version (0 and empty until first saved; id = numeric package id)",
  }),
  updatePackageAgentNotes: defineRoute({
    method: 'PUT',
    path: '/api/admin/packages/{id}/agent-notes',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<PackageAgentNotesAnswer>(),
    params: idParams,
    query: noQuery,
    body: packageAgentNotesUpdateInputSchema,
    maxBodyBytes: 32 * 1024,
    summary: "Save a package's agent-only notes (commission, supplier, booking code, selling notes, up to two files) at the version read, 0 the first time",
  }),

  // --- Destinations -----------------------------------------------------------------------------------
  createContinent: defineRoute({
    method: 'POST',
    path: '/destinations/continents',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<Continent>(),
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
    answer: answer<Continent>(),
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
    answer: noAnswer,
    params: idParams,
    query: noQuery,
    summary: 'Delete a continent and its tree unless published packages use it',
  }),
  updateTopPicks: defineRoute({
    method: 'PUT',
    path: '/destinations/continents/top-picks/{id}',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<TopPick>(),
    params: idParams,
    query: noQuery,
    body: topPickUpdateInputSchema,
    summary: "Set a continent's two top picks (id = continent id)",
  }),

  // --- Departure cities and travel styles -------------------------------------------------------------
  createDepartureCity: defineRoute({
    method: 'POST',
    path: '/departures',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<DepartureCity>(),
    query: noQuery,
    body: departureCityCreateInputSchema,
    summary: 'Add a departure city',
  }),
  updateDepartureCity: defineRoute({
    method: 'PUT',
    path: '/departures/{id}',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<DepartureCity>(),
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
    answer: noAnswer,
    params: idParams,
    query: noQuery,
    summary: 'Delete a departure city unless published packages use it',
  }),
  createTravelStyle: defineRoute({
    method: 'POST',
    path: '/travel-styles',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<TravelStyle>(),
    query: noQuery,
    body: travelStyleCreateInputSchema,
    summary: 'Add a travel style',
  }),
  updateTravelStyle: defineRoute({
    method: 'PUT',
    path: '/travel-styles/{id}',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<TravelStyle>(),
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
    answer: noAnswer,
    params: idParams,
    query: noQuery,
    summary: 'Delete a travel style unless published packages use it',
  }),

  // --- Homepage content -------------------------------------------------------------------------------
  createBestBet: defineRoute({
    method: 'POST',
    path: '/top-best-bets',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<BestBet>(),
    query: noQuery,
    body: bestBetCreateInputSchema,
    summary: 'Add a top best bet',
  }),
  updateBestBet: defineRoute({
    method: 'PUT',
    path: '/top-best-bets/{id}',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<BestBet>(),
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
    answer: noAnswer,
    params: idParams,
    query: noQuery,
    summary: 'Remove a top best bet',
  }),
  createTestimonial: defineRoute({
    method: 'POST',
    path: '/testimonials',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<Testimonial>(),
    query: noQuery,
    body: testimonialCreateInputSchema,
    summary: 'Add a testimonial',
  }),
  updateTestimonial: defineRoute({
    method: 'PUT',
    path: '/testimonials/{id}',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<Testimonial>(),
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
    answer: noAnswer,
    params: idParams,
    query: noQuery,
    summary: 'Delete a testimonial',
  }),
  createPromotion: defineRoute({
    method: 'POST',
    path: '/promotions',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<Promotion>(),
    query: noQuery,
    body: promotionCreateInputSchema,
    summary: 'Create a promotion',
  }),
  updatePromotion: defineRoute({
    method: 'PUT',
    path: '/promotions/{id}',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<Promotion>(),
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
    answer: noAnswer,
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
    answer: answer<PricingTableSummary[]>(),
    query: noQuery,
    summary: 'Pricing tables (id, name, version)',
  }),
  createPricingTable: defineRoute({
    method: 'POST',
    path: '/tables',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<PricingTable>(),
    query: noQuery,
    body: pricingTableCreateInputSchema,
    maxBodyBytes: TABLE_BODY_MAX_BYTES,
    summary: 'Create a pricing table',
  }),
  updatePricingTableGrid: defineRoute({
    method: 'PUT',
    path: '/packages/table/{id}',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<PricingTable>(),
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
    answer: answer<PricingTable>(),
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
    answer: noAnswer,
    params: idParams,
    query: noQuery,
    summary: 'Delete a pricing table unless published packages show it',
  }),
};

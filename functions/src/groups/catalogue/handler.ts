import { createGroupHandler } from '../../http/create-group-handler.ts';
import { freshenChangedPages } from '../../cdn/pages-changed.ts';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';
import { emailTemplateRoutes } from '@tdp/shared/api/routes/email-template-routes';
import { portalRoutes } from '@tdp/shared/api/routes/portal-routes';
import { PACKAGE_LIST_PAGE_SIZE } from '@tdp/shared/constants';
import { writeActorOf } from '../../domain/catalogue/write-actor.ts';
import { listPackagesForAdmin } from '../../domain/deals/deals-queries.ts';
import { asAdminPackage, readPackageForEditing } from '../../domain/packages/read-package.ts';
import { createPackage, updatePackage } from '../../domain/packages/save-package.ts';
import { deletePackage } from '../../domain/packages/delete-package.ts';
import { duplicatePackage } from '../../domain/packages/duplicate-package.ts';
import { patchPackage } from '../../domain/packages/patch-package.ts';
import { exportDepartures, importDepartures } from '../../domain/packages/departures-file.ts';
import { readPriceHistory } from '../../domain/packages/price-history.ts';
import { readPackageAgentNotes, updatePackageAgentNotes } from '../../domain/packages/agent-notes.ts';
import { createContinent, updateContinent } from '../../domain/destinations/save-continent.ts';
import { deleteContinent } from '../../domain/destinations/delete-continent.ts';
import { updateTopPicks } from '../../domain/destinations/top-picks.ts';
import { createDepartureCity, deleteDepartureCity, renameDepartureCity } from '../../domain/departure-cities/manage-departure-cities.ts';
import { createTravelStyle, deleteTravelStyle, renameTravelStyle } from '../../domain/travel-styles/manage-travel-styles.ts';
import { createBestBet, deleteBestBet, updateBestBet } from '../../domain/homepage/best-bets.ts';
import { createTestimonial, deleteTestimonial, updateTestimonial } from '../../domain/homepage/testimonials.ts';
import { createPromotion, deletePromotion, updatePromotion } from '../../domain/homepage/promotions.ts';
import {
  createPricingTable,
  deletePricingTable,
  listPricingTables,
  renamePricingTable,
  updatePricingTableGrid,
} from '../../domain/pricing-tables/manage-pricing-tables.ts';
import { emailTemplateHandlers } from './email-template-handlers.ts';
import { portalAdminHandlers } from './portal-admin-handlers.ts';

const CREATED = 201;
/** The agent-only notes are for the signed-in reader alone: never kept by a cache on the way. */
const PRIVATE_ANSWER = { 'cache-control': 'private, no-store' } as const;

/**
 * Admin reads and every write of the catalogue (content table). Every route is admins only. A write that changes
 * public pages has them dropped from the CDN's cache before it answers (cdn/pages-changed.ts).
 */
export const handler = createGroupHandler(
  'catalogue',
  { ...catalogueRoutes, ...emailTemplateRoutes, ...portalRoutes },
  {
    listPackagesForAdmin: async ({ query }) => ({
      body: await listPackagesForAdmin({
        page: query.page ?? 1,
        limit: query.limit ?? PACKAGE_LIST_PAGE_SIZE,
        search: query.search,
        status: query.status,
        destinationId: query.destinationId,
        travelStyleId: query.travelStyleId,
        sort: query.sort,
        dir: query.dir,
      }),
    }),
    getPackageEditForm: async ({ params }) => ({ body: await readPackageForEditing(params.id) }),
    // A package write answers the package as its edit form reads it (asAdminPackage), so the builder compares like with like.
    createPackage: async ({ body, caller }) => ({ status: CREATED, body: asAdminPackage(await createPackage(body, writeActorOf(caller))) }),
    updatePackage: async ({ params, body, caller }) => ({ body: asAdminPackage(await updatePackage(params.id, body, writeActorOf(caller))) }),
    patchPackage: async ({ params, body, caller }) => ({ body: asAdminPackage(await patchPackage(params.id, body, writeActorOf(caller))) }),
    importDepartures: async ({ params, body, caller }) => ({ body: asAdminPackage(await importDepartures(params.id, body, writeActorOf(caller))) }),
    exportDepartures: async ({ params }) => ({ body: await exportDepartures(params.id) }),
    listPriceHistory: async ({ params, query }) => ({ body: await readPriceHistory(params.id, query.before) }),
    duplicatePackage: async ({ params, caller }) => ({ status: CREATED, body: asAdminPackage(await duplicatePackage(params.id, writeActorOf(caller))) }),
    deletePackage: async ({ params }) => {
      await deletePackage(params.id);
      return {};
    },
    getPackageAgentNotes: async ({ params }) => ({ headers: PRIVATE_ANSWER, body: { data: await readPackageAgentNotes(params.id) } }),
    updatePackageAgentNotes: async ({ params, body, caller }) => ({
      headers: PRIVATE_ANSWER,
      body: { data: await updatePackageAgentNotes(params.id, body, writeActorOf(caller)) },
    }),

    createContinent: async ({ body, caller }) => ({ status: CREATED, body: await createContinent(body, writeActorOf(caller)) }),
    updateContinent: async ({ params, body, caller }) => ({ body: await updateContinent(params.id, body, writeActorOf(caller)) }),
    deleteContinent: async ({ params }) => {
      await deleteContinent(params.id);
      return {};
    },
    updateTopPicks: async ({ params, body, caller }) => ({ body: await updateTopPicks(params.id, body, writeActorOf(caller)) }),

    createDepartureCity: async ({ body, caller }) => ({ status: CREATED, body: await createDepartureCity(body, writeActorOf(caller)) }),
    updateDepartureCity: async ({ params, body, caller }) => ({ body: await renameDepartureCity(params.id, body, writeActorOf(caller)) }),
    deleteDepartureCity: async ({ params }) => {
      await deleteDepartureCity(params.id);
      return {};
    },
    createTravelStyle: async ({ body, caller }) => ({ status: CREATED, body: await createTravelStyle(body, writeActorOf(caller)) }),
    updateTravelStyle: async ({ params, body, caller }) => ({ body: await renameTravelStyle(params.id, body, writeActorOf(caller)) }),
    deleteTravelStyle: async ({ params }) => {
      await deleteTravelStyle(params.id);
      return {};
    },

    createBestBet: async ({ body, caller }) => ({ status: CREATED, body: await createBestBet(body, writeActorOf(caller)) }),
    updateBestBet: async ({ params, body, caller }) => ({ body: await updateBestBet(params.id, body, writeActorOf(caller)) }),
    deleteBestBet: async ({ params }) => {
      await deleteBestBet(params.id);
      return {};
    },
    createTestimonial: async ({ body, caller }) => ({ status: CREATED, body: await createTestimonial(body, writeActorOf(caller)) }),
    updateTestimonial: async ({ params, body, caller }) => ({ body: await updateTestimonial(params.id, body, writeActorOf(caller)) }),
    deleteTestimonial: async ({ params }) => {
      await deleteTestimonial(params.id);
      return {};
    },
    createPromotion: async ({ body, caller }) => ({ status: CREATED, body: await createPromotion(body, writeActorOf(caller)) }),
    updatePromotion: async ({ params, body, caller }) => ({ body: await updatePromotion(params.id, body, writeActorOf(caller)) }),
    deletePromotion: async ({ params }) => {
      await deletePromotion(params.id);
      return {};
    },

    listPricingTables: async () => ({ body: await listPricingTables() }),
    createPricingTable: async ({ body, caller }) => ({ status: CREATED, body: await createPricingTable(body, writeActorOf(caller)) }),
    updatePricingTableGrid: async ({ params, body, caller }) => ({ body: await updatePricingTableGrid(params.id, body, writeActorOf(caller)) }),
    renamePricingTable: async ({ params, body, caller }) => ({ body: await renamePricingTable(params.id, body, writeActorOf(caller)) }),
    deletePricingTable: async ({ params }) => {
      await deletePricingTable(params.id);
      return {};
    },

    ...emailTemplateHandlers,
    ...portalAdminHandlers,
  },
  { afterSuccess: freshenChangedPages },
);

import type { GroupHandlers } from '../../http/create-group-handler.ts';
import { writeActorOf } from '../../domain/catalogue/write-actor.ts';
import { createNewsletter, deleteNewsletter, listNewsletters, readNewsletter, updateNewsletter } from '../../domain/newsletters/manage-newsletters.ts';
import { listPortalPagesForAdmin, readPortalPage, updatePortalPage } from '../../domain/portal/portal-pages.ts';
import { readWelcomeVideo, updateWelcomeVideo } from '../../domain/portal/welcome-video.ts';
import { createSupplier, deleteSupplier, listSuppliers, readSupplier, updateSupplier } from '../../domain/suppliers/manage-suppliers.ts';
import { createWebinar, deleteWebinar, listWebinars, readWebinar, updateWebinar } from '../../domain/webinars/manage-webinars.ts';

type PortalAdminRoutes =
  | 'listPortalPagesForAdmin'
  | 'getPortalPageForAdmin'
  | 'updatePortalPage'
  | 'listSuppliersForAdmin'
  | 'getSupplierForAdmin'
  | 'createSupplier'
  | 'updateSupplier'
  | 'deleteSupplier'
  | 'listWebinarsForAdmin'
  | 'getWebinarForAdmin'
  | 'createWebinar'
  | 'updateWebinar'
  | 'deleteWebinar'
  | 'listNewslettersForAdmin'
  | 'getNewsletterForAdmin'
  | 'createNewsletter'
  | 'updateNewsletter'
  | 'deleteNewsletter'
  | 'getWelcomeVideoForAdmin'
  | 'updateWelcomeVideo';

const CREATED = 201;
const NO_CONTENT = 204;

/** The admin's Resource Centre: portal pages, suppliers, webinars, newsletters and the welcome video (content table). */
export const portalAdminHandlers: Pick<GroupHandlers<'catalogue'>, PortalAdminRoutes> = {
  listPortalPagesForAdmin: async () => ({ body: { data: await listPortalPagesForAdmin() } }),
  getPortalPageForAdmin: async ({ params }) => ({ body: { data: await readPortalPage(params.slug) } }),
  updatePortalPage: async ({ params, body, caller }) => ({ body: { data: await updatePortalPage(params.slug, body, writeActorOf(caller)) } }),

  listSuppliersForAdmin: async ({ query }) => ({ body: { data: await listSuppliers({ category: query.category, activeOnly: false }) } }),
  getSupplierForAdmin: async ({ params }) => ({ body: { data: await readSupplier(params.id, { activeOnly: false }) } }),
  createSupplier: async ({ body, caller }) => ({ status: CREATED, body: { data: await createSupplier(body, writeActorOf(caller)) } }),
  updateSupplier: async ({ params, body, caller }) => ({ body: { data: await updateSupplier(params.id, body, writeActorOf(caller)) } }),
  deleteSupplier: async ({ params }) => {
    await deleteSupplier(params.id);
    return { status: NO_CONTENT };
  },

  listWebinarsForAdmin: async () => ({ body: { data: await listWebinars() } }),
  getWebinarForAdmin: async ({ params }) => ({ body: { data: await readWebinar(params.id) } }),
  createWebinar: async ({ body, caller }) => ({ status: CREATED, body: { data: await createWebinar(body, writeActorOf(caller)) } }),
  updateWebinar: async ({ params, body, caller }) => ({ body: { data: await updateWebinar(params.id, body, writeActorOf(caller)) } }),
  deleteWebinar: async ({ params }) => {
    await deleteWebinar(params.id);
    return { status: NO_CONTENT };
  },

  listNewslettersForAdmin: async () => ({ body: { data: await listNewsletters() } }),
  getNewsletterForAdmin: async ({ params }) => ({ body: { data: await readNewsletter(params.id, { publishedOnly: false }) } }),
  createNewsletter: async ({ body, caller }) => ({ status: CREATED, body: { data: await createNewsletter(body, writeActorOf(caller)) } }),
  updateNewsletter: async ({ params, body, caller }) => ({ body: { data: await updateNewsletter(params.id, body, writeActorOf(caller)) } }),
  deleteNewsletter: async ({ params }) => {
    await deleteNewsletter(params.id);
    return { status: NO_CONTENT };
  },

  getWelcomeVideoForAdmin: async () => ({ body: { data: await readWelcomeVideo() } }),
  updateWelcomeVideo: async ({ body, caller }) => ({ body: { data: await updateWelcomeVideo(body, writeActorOf(caller)) } }),
};

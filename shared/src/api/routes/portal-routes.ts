import * as z from 'zod/mini';
import { lazySchema } from '../../schemas/lazy-schema.ts';
import { answer, noAnswer, defineRoute } from '../route-definition.ts';
import type { NewsletterAnswer, NewsletterListAnswer } from '../../schemas/newsletter.ts';
import type { PortalPageAnswer, PortalPageListAnswer } from '../../schemas/portal-page.ts';
import type { Supplier, SupplierAnswer } from '../../schemas/supplier.ts';
import type { Webinar, WebinarAnswer } from '../../schemas/webinar.ts';
import type { WelcomeVideo, WelcomeVideoAnswer } from '../../schemas/welcome-video.ts';
import { NEWSLETTER_MAX_BODY_BYTES, newsletterCreateInputSchema, newsletterUpdateInputSchema } from '../../schemas/newsletter.ts';
import { PORTAL_PAGE_MAX_BODY_BYTES, portalPageSlugSchema, portalPageUpdateInputSchema } from '../../schemas/portal-page.ts';
import { SUPPLIER_MAX_BODY_BYTES, supplierCreateInputSchema, supplierListQuerySchema, supplierUpdateInputSchema } from '../../schemas/supplier.ts';
import { WEBINAR_MAX_BODY_BYTES, webinarCreateInputSchema, webinarUpdateInputSchema } from '../../schemas/webinar.ts';
import { welcomeVideoUpdateInputSchema } from '../../schemas/welcome-video.ts';
import { idParams, noQuery } from './route-params.ts';

/**
 * The connected-agent portal's content as admins edit it, in the `catalogue` group (content read-write):
 * page sections, the suppliers guide, webinars and events, newsletters and the welcome video. Agents read
 * it through `portal-read-routes.ts`; the people behind the portal (team, accounts) are in
 * `people-routes.ts`. Decisions: docs/decisions/portal-api.md.
 */

const ADMIN = ['admin'] as const;
const pageParams = lazySchema(() => z.strictObject({ slug: portalPageSlugSchema }));

export const portalRoutes = {
  // --- Admin: portal pages (MainPageView/view) --------------------------------------------------------
  listPortalPagesForAdmin: defineRoute({
    method: 'GET',
    path: '/api/admin/portal/pages',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<PortalPageListAnswer>(),
    query: noQuery,
    summary: 'Every portal page in menu order with its section count and version: {data: PortalPageSummary[]}',
  }),
  getPortalPageForAdmin: defineRoute({
    method: 'GET',
    path: '/api/admin/portal/pages/{slug}',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<PortalPageAnswer>(),
    params: pageParams,
    query: noQuery,
    summary: 'One page with its version for the editor (version 0 for a page never saved): {data: PortalPage}',
  }),
  updatePortalPage: defineRoute({
    method: 'PUT',
    path: '/api/admin/portal/pages/{slug}',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<PortalPageAnswer>(),
    params: pageParams,
    query: noQuery,
    body: portalPageUpdateInputSchema,
    maxBodyBytes: PORTAL_PAGE_MAX_BODY_BYTES,
    summary: "Replace a page's intro and sections at the version loaded (rich text sanitised; 409 when stale)",
  }),

  // --- Admin: suppliers guide (SuppliersGuide/view, suppliers-guide/add|edit/{id}) ----------------------
  listSuppliersForAdmin: defineRoute({
    method: 'GET',
    path: '/api/admin/suppliers',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<{ data: Supplier[] }>(),
    query: supplierListQuerySchema,
    summary: 'Every supplier, active or not, by name, optionally of one category: {data: Supplier[]}',
  }),
  getSupplierForAdmin: defineRoute({
    method: 'GET',
    path: '/api/admin/suppliers/{id}',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<SupplierAnswer>(),
    params: idParams,
    query: noQuery,
    summary: 'One supplier with its version, active or not: {data: Supplier}',
  }),
  createSupplier: defineRoute({
    method: 'POST',
    path: '/api/admin/suppliers',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<SupplierAnswer>(),
    query: noQuery,
    body: supplierCreateInputSchema,
    maxBodyBytes: SUPPLIER_MAX_BODY_BYTES,
    summary: 'Add a supplier in one or more categories: 201 {data: Supplier}',
  }),
  updateSupplier: defineRoute({
    method: 'PUT',
    path: '/api/admin/suppliers/{id}',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<SupplierAnswer>(),
    params: idParams,
    query: noQuery,
    body: supplierUpdateInputSchema,
    maxBodyBytes: SUPPLIER_MAX_BODY_BYTES,
    summary: 'Replace a supplier at the version loaded (409 when stale): {data: Supplier}',
  }),
  deleteSupplier: defineRoute({
    method: 'DELETE',
    path: '/api/admin/suppliers/{id}',
    group: 'catalogue',
    access: ADMIN,
    answer: noAnswer,
    params: idParams,
    query: noQuery,
    summary: 'Delete a supplier: 204',
  }),

  // --- Admin: webinars and events (WebinarWednesdaysManagement/view|add|edit/{id}) ----------------------
  listWebinarsForAdmin: defineRoute({
    method: 'GET',
    path: '/api/admin/webinars',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<{ data: Webinar[] }>(),
    query: noQuery,
    summary: 'Every webinar and event, published or not, latest start first: {data: Webinar[]}',
  }),
  getWebinarForAdmin: defineRoute({
    method: 'GET',
    path: '/api/admin/webinars/{id}',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<WebinarAnswer>(),
    params: idParams,
    query: noQuery,
    summary: 'One webinar with its version: {data: Webinar}',
  }),
  createWebinar: defineRoute({
    method: 'POST',
    path: '/api/admin/webinars',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<WebinarAnswer>(),
    query: noQuery,
    body: webinarCreateInputSchema,
    maxBodyBytes: WEBINAR_MAX_BODY_BYTES,
    summary: 'Add a webinar or event (start in America/Vancouver wall-clock time): 201 {data: Webinar}',
  }),
  updateWebinar: defineRoute({
    method: 'PUT',
    path: '/api/admin/webinars/{id}',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<WebinarAnswer>(),
    params: idParams,
    query: noQuery,
    body: webinarUpdateInputSchema,
    maxBodyBytes: WEBINAR_MAX_BODY_BYTES,
    summary: 'Replace a webinar at the version loaded (409 when stale): {data: Webinar}',
  }),
  deleteWebinar: defineRoute({
    method: 'DELETE',
    path: '/api/admin/webinars/{id}',
    group: 'catalogue',
    access: ADMIN,
    answer: noAnswer,
    params: idParams,
    query: noQuery,
    summary: 'Delete a webinar or event: 204',
  }),

  // --- Admin: newsletters (newsletter, newsletter/add|edit/{id}) -------------------------------------
  listNewslettersForAdmin: defineRoute({
    method: 'GET',
    path: '/api/admin/newsletters',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<NewsletterListAnswer>(),
    query: noQuery,
    summary: 'Every newsletter, published or not, newest issue first: {data: Newsletter[]}',
  }),
  getNewsletterForAdmin: defineRoute({
    method: 'GET',
    path: '/api/admin/newsletters/{id}',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<NewsletterAnswer>(),
    params: idParams,
    query: noQuery,
    summary: 'One newsletter with its version: {data: Newsletter}',
  }),
  createNewsletter: defineRoute({
    method: 'POST',
    path: '/api/admin/newsletters',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<NewsletterAnswer>(),
    query: noQuery,
    body: newsletterCreateInputSchema,
    maxBodyBytes: NEWSLETTER_MAX_BODY_BYTES,
    summary: 'Write a newsletter issue (body sanitised): 201 {data: Newsletter}',
  }),
  updateNewsletter: defineRoute({
    method: 'PUT',
    path: '/api/admin/newsletters/{id}',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<NewsletterAnswer>(),
    params: idParams,
    query: noQuery,
    body: newsletterUpdateInputSchema,
    maxBodyBytes: NEWSLETTER_MAX_BODY_BYTES,
    summary: 'Replace a newsletter at the version loaded (409 when stale): {data: Newsletter}',
  }),
  deleteNewsletter: defineRoute({
    method: 'DELETE',
    path: '/api/admin/newsletters/{id}',
    group: 'catalogue',
    access: ADMIN,
    answer: noAnswer,
    params: idParams,
    query: noQuery,
    summary: 'Delete a newsletter: 204',
  }),

  // --- Admin: welcome video (welcome-video) ----------------------------------------------------------
  getWelcomeVideoForAdmin: defineRoute({
    method: 'GET',
    path: '/api/admin/welcome-video',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<WelcomeVideoAnswer>(),
    query: noQuery,
    summary: 'The welcome video with its version: {data: WelcomeVideo | null} (null until first saved)',
  }),
  updateWelcomeVideo: defineRoute({
    method: 'PUT',
    path: '/api/admin/welcome-video',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<{ data: WelcomeVideo }>(),
    query: noQuery,
    body: welcomeVideoUpdateInputSchema,
    maxBodyBytes: 32 * 1024,
    summary: 'Set the welcome video (YouTube or Vimeo) at the version loaded, 0 the first time (409 when stale)',
  }),
};

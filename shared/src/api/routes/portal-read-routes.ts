import * as z from 'zod/mini';
import { lazySchema } from '../../schemas/lazy-schema.ts';
import { answer, defineRoute } from '../route-definition.ts';
import type { NewsletterAnswer, PortalNewsletterListAnswer } from '../../schemas/newsletter.ts';
import type { PortalPageAnswer } from '../../schemas/portal-page.ts';
import type { PortalPackageAgentNotesAnswer } from '../../schemas/package-agent-notes.ts';
import { portalDocumentLinkQuerySchema, type PortalDocumentLinkAnswer } from '../../schemas/portal-document-link.ts';
import type { SupplierAnswer, SupplierListAnswer } from '../../schemas/supplier.ts';
import type { PortalWebinarsAnswer } from '../../schemas/webinar.ts';
import type { WelcomeVideoAnswer } from '../../schemas/welcome-video.ts';
import { portalPageSlugSchema } from '../../schemas/portal-page.ts';
import { packageUrlSchema } from '../../schemas/package.ts';
import { supplierListQuerySchema } from '../../schemas/supplier.ts';
import { idParams, noQuery } from './route-params.ts';

/**
 * The connected-agent portal as agents (and admins) read it: page sections, the suppliers guide, webinars
 * and events, newsletters and the welcome video, and the short-lived addresses of their documents (`Documents/` is
 * private). It reads the content table and nothing of the media bucket but `Documents/`, so it is in the `public`
 * group; admins edit the same content through `portal-routes.ts`. Decisions: docs/decisions/portal-api.md.
 */

const PORTAL_READERS = ['admin', 'agent'] as const;
const pageParams = lazySchema(() => z.strictObject({ slug: portalPageSlugSchema }));
const packageParams = lazySchema(() => z.strictObject({ slug: packageUrlSchema }));

export const portalReadRoutes = {
  // --- Portal reads (agents and admins) ----------------------------------------------------------------
  listPortalSuppliers: defineRoute({
    method: 'GET',
    path: '/api/supplier/list',
    group: 'public',
    access: PORTAL_READERS,
    answer: answer<SupplierListAnswer>(),
    query: supplierListQuerySchema,
    summary: 'Active suppliers by name, optionally of one category: {data: {data: Supplier[]}} (the list nested as data.data)',
  }),
  getPortalSupplier: defineRoute({
    method: 'GET',
    path: '/api/supplier/{id}',
    group: 'public',
    access: PORTAL_READERS,
    answer: answer<SupplierAnswer>(),
    params: idParams,
    query: noQuery,
    summary: 'One active supplier for SupplierDetail/{id}: {data: Supplier}',
  }),
  getPortalPage: defineRoute({
    method: 'GET',
    path: '/api/portal/pages/{slug}',
    group: 'public',
    access: PORTAL_READERS,
    answer: answer<PortalPageAnswer>(),
    params: pageParams,
    query: noQuery,
    summary: "A portal page's title, menu group, live-data feature and ordered sections: {data: PortalPage}",
  }),
  listPortalWebinars: defineRoute({
    method: 'GET',
    path: '/api/portal/webinars',
    group: 'public',
    access: PORTAL_READERS,
    answer: answer<PortalWebinarsAnswer>(),
    query: noQuery,
    summary: 'Published webinars and events, upcoming (soonest first) and past (latest first): {data: {timeZone, upcoming, past}}',
  }),
  listPortalNewsletters: defineRoute({
    method: 'GET',
    path: '/api/portal/newsletters',
    group: 'public',
    access: PORTAL_READERS,
    answer: answer<PortalNewsletterListAnswer>(),
    query: noQuery,
    summary: 'Published newsletters, newest issue first, without bodies: {data: NewsletterSummary[]}',
  }),
  getPortalNewsletter: defineRoute({
    method: 'GET',
    path: '/api/portal/newsletters/{id}',
    group: 'public',
    access: PORTAL_READERS,
    answer: answer<NewsletterAnswer>(),
    params: idParams,
    query: noQuery,
    summary: 'One published newsletter: {data: Newsletter}',
  }),
  getPortalWelcomeVideo: defineRoute({
    method: 'GET',
    path: '/api/portal/welcome-video',
    group: 'public',
    access: PORTAL_READERS,
    answer: answer<WelcomeVideoAnswer>(),
    query: noQuery,
    summary: 'The welcome video: {data: WelcomeVideo | null}',
  }),
  getPortalPackageAgentNotes: defineRoute({
    method: 'GET',
    path: '/api/portal/packages/{slug}/agent-notes',
    group: 'public',
    access: PORTAL_READERS,
    answer: answer<PortalPackageAgentNotesAnswer>(),
    params: packageParams,
    query: noQuery,
    summary:
      "A published package's agent-only notes by url slug (commission, supplier, booking code, selling notes, files by title and key): {data}; answered private, no-store",
  }),
  getPortalDocumentLink: defineRoute({
    method: 'GET',
    path: '/api/portal/document-link',
    group: 'public',
    access: PORTAL_READERS,
    answer: answer<PortalDocumentLinkAnswer>(),
    query: portalDocumentLinkQuerySchema,
    summary:
      'A five-minute download address of a file of the private Documents/ folder (PDFs and images open in the browser, other files are saved): {data: {url, fileName, expiresAt}}; 404 when it is not stored',
  }),
};

import type { PublicReadHandlers } from './public-answer.ts';
import { readNewsletter, listPublishedNewsletters } from '../../domain/newsletters/manage-newsletters.ts';
import { readPortalPage } from '../../domain/portal/portal-pages.ts';
import { readWelcomeVideo } from '../../domain/portal/welcome-video.ts';
import { listSuppliers, readSupplier } from '../../domain/suppliers/manage-suppliers.ts';
import { listPortalWebinars } from '../../domain/webinars/manage-webinars.ts';
import { readPackageAgentNotesForAgents } from '../../domain/packages/agent-notes.ts';
import { portalDocumentLink } from '../../domain/portal/portal-document-link.ts';

type PortalRoutes =
  | 'listPortalSuppliers'
  | 'getPortalSupplier'
  | 'getPortalPage'
  | 'listPortalWebinars'
  | 'listPortalNewsletters'
  | 'getPortalNewsletter'
  | 'getPortalWelcomeVideo'
  | 'getPortalPackageAgentNotes'
  | 'getPortalDocumentLink';

/** A signed-in reader's answer: their browser may keep it for the page it is on, no cache on the way ever (CDN, proxy). */
const PRIVATE_ANSWER = { 'cache-control': 'private, no-store' } as const;

/**
 * The connected-agent portal's reads (agents and admins; content table only), spread into the public
 * group's map. Agents see active suppliers and published webinars and newsletters only.
 */
export const portalHandlers: Pick<PublicReadHandlers, PortalRoutes> = {
  // The answer is `data.data`, as the portal reads it: the list sits inside a `data` object.
  listPortalSuppliers: async ({ query }) => ({ body: { data: { data: await listSuppliers({ category: query.category, activeOnly: true }) } } }),
  getPortalSupplier: async ({ params }) => ({ body: { data: await readSupplier(params.id, { activeOnly: true }) } }),
  getPortalPage: async ({ params }) => ({ body: { data: await readPortalPage(params.slug) } }),
  listPortalWebinars: async () => ({ body: { data: await listPortalWebinars() } }),
  listPortalNewsletters: async () => ({ body: { data: await listPublishedNewsletters() } }),
  getPortalNewsletter: async ({ params }) => ({ body: { data: await readNewsletter(params.id, { publishedOnly: true }) } }),
  getPortalWelcomeVideo: async () => ({ body: { data: await readWelcomeVideo() } }),
  // The agent-only layer of a package page: read after sign-in, never in a public or cached answer.
  getPortalPackageAgentNotes: async ({ params, caller }) => ({
    headers: PRIVATE_ANSWER,
    body: { data: await readPackageAgentNotesForAgents(params.slug, caller!.role) },
  }),
  // Documents/ is private: a signed-in reader gets a five-minute address of the file, asked for at the click.
  getPortalDocumentLink: async ({ query }) => ({ headers: PRIVATE_ANSWER, body: { data: await portalDocumentLink(query.key) } }),
};

import type { Routes } from '@tdp/shared/api/routes';
import type { HandlerGroup } from '@tdp/shared/api/route-definition';
import { errorText, logger } from '../observability/logger.ts';
import { pageInvalidator } from './page-invalidation.ts';

/**
 * Which cached pages each content write changes, as CloudFront invalidation paths (docs/decisions/
 * public-pages-at-the-edge.md). A path ending in `*` is a prefix and takes every query string with it (`/deals*`:
 * the deals lists with any filter, every package page, the Disney list); a path without one is that address without
 * a query string. A page shows what its route loaders read (web/src/app/routes/public-routes.tsx), so a write changes
 * the pages whose loaders read what it wrote. Each write is one CreateInvalidation request.
 */

/** The groups that write what the public pages show (the CDK grants them, and only them, the invalidation). */
export const CONTENT_WRITING_GROUPS = ['catalogue', 'people'] as const satisfies readonly HandlerGroup[];

/**
 * A route of those groups. Every one that is not a GET must be listed in {@link PAGES_CHANGED_BY}, with the pages it
 * changes or none (a test checks it: a new write route cannot forget its pages).
 */
type ContentWriteRoute = {
  [K in keyof Routes]: Routes[K]['group'] extends (typeof CONTENT_WRITING_GROUPS)[number] ? K : never;
}[keyof Routes];

/** Every page that shows packages: the landing page, the deals lists and package pages, the cruise lists, the sitemap. */
const PACKAGE_PAGES = ['/', '/deals*', '/cruise-deals*', '/sitemap.xml'] as const;
/**
 * Pages that show the destination tree: those of packages (their filter lists, the landing page's search), the old
 * site's destination pages (301s to lists found by name in the tree) and the sitemap (a list per continent).
 */
const DESTINATION_PAGES = [...PACKAGE_PAGES, '/travel-destinations*'] as const;
/** Pages that show the travel styles: those of packages (filters, names) and the sitemap (a list per style). */
const TRAVEL_STYLE_PAGES = PACKAGE_PAGES;
/** The landing page's own lists: best bets, testimonials, promotions. */
const LANDING_PAGE = ['/'] as const;
/** An agent's public profile (`/ca/{slug}`) and the directory that lists it, with any filter. */
const AGENT_PAGES = ['/ca/*', '/agents/FindYourConnectedAgent*'] as const;
/**
 * Nothing cached shows it: admin and portal data (the dashboards are rendered in the browser, API answers are never
 * cached), e-mail, pricing tables and the top picks (read by the browser after the page: the package page's price
 * grid, the header's Destinations menu), departure cities (on no public page), logins and invitations.
 */
const NO_PAGE = [] as const;

export const PAGES_CHANGED_BY: Readonly<Partial<Record<ContentWriteRoute, readonly string[]>>> = {
  // A package saved (whole or one cell), published, unpublished (status), created or deleted. It can also add or remove
  // a place of the tree visitors see (only places with a package on sale are listed), hence the destination pages.
  createPackage: DESTINATION_PAGES,
  updatePackage: DESTINATION_PAGES,
  patchPackage: DESTINATION_PAGES,
  // An import saves the package's departures: its price, dates and cities as the lists and its page show them.
  importDepartures: DESTINATION_PAGES,
  // A copy is a draft: no page shows it until it is published (a save or a patch).
  duplicatePackage: NO_PAGE,
  deletePackage: DESTINATION_PAGES,
  // Agent-only notes are on no cached page: agents read them after sign-in, through the portal's route.
  updatePackageAgentNotes: NO_PAGE,
  createContinent: DESTINATION_PAGES,
  updateContinent: DESTINATION_PAGES,
  deleteContinent: DESTINATION_PAGES,
  updateTopPicks: NO_PAGE,
  createDepartureCity: NO_PAGE,
  updateDepartureCity: NO_PAGE,
  deleteDepartureCity: NO_PAGE,
  createTravelStyle: TRAVEL_STYLE_PAGES,
  updateTravelStyle: TRAVEL_STYLE_PAGES,
  deleteTravelStyle: TRAVEL_STYLE_PAGES,
  createBestBet: LANDING_PAGE,
  updateBestBet: LANDING_PAGE,
  deleteBestBet: LANDING_PAGE,
  createTestimonial: LANDING_PAGE,
  updateTestimonial: LANDING_PAGE,
  deleteTestimonial: LANDING_PAGE,
  createPromotion: LANDING_PAGE,
  updatePromotion: LANDING_PAGE,
  deletePromotion: LANDING_PAGE,
  createPricingTable: NO_PAGE,
  updatePricingTableGrid: NO_PAGE,
  renamePricingTable: NO_PAGE,
  deletePricingTable: NO_PAGE,
  createEmailTemplate: NO_PAGE,
  updateEmailTemplate: NO_PAGE,
  deleteEmailTemplate: NO_PAGE,
  previewEmailTemplate: NO_PAGE,
  updateEmailType: NO_PAGE,
  updatePortalPage: NO_PAGE,
  createSupplier: NO_PAGE,
  updateSupplier: NO_PAGE,
  deleteSupplier: NO_PAGE,
  createWebinar: NO_PAGE,
  updateWebinar: NO_PAGE,
  deleteWebinar: NO_PAGE,
  createNewsletter: NO_PAGE,
  updateNewsletter: NO_PAGE,
  deleteNewsletter: NO_PAGE,
  updateWelcomeVideo: NO_PAGE,
  // Agents: the login and the public profile together (an inactive agent's profile leaves the site).
  createAgentAccount: AGENT_PAGES,
  updateAgentAccount: AGENT_PAGES,
  deleteAgentAccount: AGENT_PAGES,
  sendAgentInvitation: NO_PAGE,
  // An agent's own change is public at once when the agency publishes without approval; an approval publishes it.
  updateOwnAgentProfile: AGENT_PAGES,
  // A new photo is on no page until a profile save names it.
  createOwnAgentPhotoUpload: NO_PAGE,
  // What an agent last saw of the portal: on no public page.
  recordPortalVisit: NO_PAGE,
  decideProfileChange: AGENT_PAGES,
  updateAgentProfilePublishing: NO_PAGE,
  createAdminAccount: NO_PAGE,
  updateAdminAccount: NO_PAGE,
  deleteAdminAccount: NO_PAGE,
  sendAdminInvitation: NO_PAGE,
};

/** The paths a successful call of the route changes ([] for a route that changes no cached page). */
export function pagesChangedBy(routeName: string): readonly string[] {
  return (Object.hasOwn(PAGES_CHANGED_BY, routeName) ? PAGES_CHANGED_BY[routeName as ContentWriteRoute] : undefined) ?? [];
}

/**
 * After a successful write: asks the CDN to drop the pages it changed, in one request, and waits for the answer
 * (the function may be frozen once it has answered). A failure is logged, never the write's failure: the page then
 * refreshes when its cache time runs out (`s-maxage`, web/server/render-settings.ts).
 */
export async function freshenChangedPages(routeName: string, request: { requestId: string }): Promise<void> {
  const paths = pagesChangedBy(routeName);
  if (paths.length === 0) return;
  try {
    const invalidator = await pageInvalidator();
    if (!invalidator) return;
    await invalidator.invalidate(paths);
    logger.info('pages invalidated', { routeName, paths, requestId: request.requestId });
  } catch (error) {
    logger.warn('page invalidation failed', { routeName, paths, requestId: request.requestId, error: errorText(error) });
  }
}

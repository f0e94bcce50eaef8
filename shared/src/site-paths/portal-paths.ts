import { PORTAL_HOME_PATH } from './area-paths.ts';

/**
 * Addresses of the connected-agent portal (spec §2, "Agent dashboard"). Segments are case-sensitive and written exactly
 * so (`webinarwednesdays`, `SuppliersGuide/Ground&Rail`). The portal's own pages (`PORTAL_PAGES` of
 * shared/src/portal-pages.ts) are `page` with their slug.
 */
export const PORTAL_PATHS = {
  home: PORTAL_HOME_PATH,
  /** A page of the portal by its slug (`calendar`, `SuppliersGuide`, …). */
  page: `${PORTAL_HOME_PATH}/:slug`,
  /** One category of the suppliers guide (`VacationPackages`, `Ground&Rail`, …). */
  supplierCategory: `${PORTAL_HOME_PATH}/SuppliersGuide/:category`,
  supplierDetail: `${PORTAL_HOME_PATH}/SupplierDetail/:id`,
  newsletterIssue: `${PORTAL_HOME_PATH}/Newsletters/:id`,
  /** The signed-in agent's leads ("My leads"); the lead-assigned e-mail links to one of them. */
  myLeads: `${PORTAL_HOME_PATH}/MyLeads`,
  myLead: `${PORTAL_HOME_PATH}/MyLeads/:id`,
  /** The signed-in agent's own public page, as they edit it ("My page"). */
  myPage: `${PORTAL_HOME_PATH}/MyPage`,
  /** Current deals the agent shares with a link carrying their name ("Deals to share"). */
  dealsToShare: `${PORTAL_HOME_PATH}/DealsToShare`,
} as const;

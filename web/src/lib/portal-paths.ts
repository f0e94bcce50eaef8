/**
 * Addresses inside the connected-agent portal (`/agent-dashboard/...`), written once for the
 * portal's header and footer, its pages and the admin screens that link to them. Segments are case-sensitive,
 * written exactly so (`webinarwednesdays`, `SuppliersGuide/Ground&Rail`).
 */

/** The portal's home page. */
export const PORTAL_HOME_PATH = '/agent-dashboard';

/** A portal page by its slug, e.g. `calendar` → `/agent-dashboard/calendar`. */
export function portalPagePath(slug: string): string {
  return `${PORTAL_HOME_PATH}/${slug}`;
}

/** One category of the suppliers guide, e.g. `Ground&Rail` → `/agent-dashboard/SuppliersGuide/Ground&Rail`. */
export function supplierCategoryPath(category: string): string {
  return `${PORTAL_HOME_PATH}/SuppliersGuide/${category}`;
}

/** One supplier's page. */
export function supplierDetailPath(id: number): string {
  return `${PORTAL_HOME_PATH}/SupplierDetail/${id}`;
}

/** One newsletter issue. */
export function newsletterIssuePath(id: number): string {
  return `${PORTAL_HOME_PATH}/Newsletters/${id}`;
}

/** The signed-in agent's leads ("My leads"); the lead-assigned e-mail links to one of them. */
export const MY_LEADS_PATH = `${PORTAL_HOME_PATH}/MyLeads`;

/** One of the agent's leads. */
export function myLeadPath(id: string): string {
  return `${MY_LEADS_PATH}/${id}`;
}

/** The signed-in agent's own public page, as they edit it ("My page"). */
export const MY_PAGE_PATH = `${PORTAL_HOME_PATH}/MyPage`;

/** Current deals the signed-in agent shares with a link carrying their name ("Deals to share"). */
export const DEALS_TO_SHARE_PATH = `${PORTAL_HOME_PATH}/DealsToShare`;

import { ADMIN_HOME_PATH } from './area-paths.ts';

/**
 * Addresses of the admin dashboard (spec §2, "Admin area"). `/admin-dashboard` itself opens Top Best Bets. The admin
 * menu (web/src/features/admin-shell/admin-menu.ts) links these, some with a query (`packages/destinations?cruise`,
 * `FileManager?folder=Documents/`).
 */
export const ADMIN_PATHS = {
  home: ADMIN_HOME_PATH,
  // Homepage
  topBestBets: `${ADMIN_HOME_PATH}/top-best-bets`,
  /** Labelled Top Picks. */
  topPicks: `${ADMIN_HOME_PATH}/continent-best-bets`,
  testimonials: `${ADMIN_HOME_PATH}/testimonials`,
  // Packages
  packages: `${ADMIN_HOME_PATH}/packages`,
  packageAdd: `${ADMIN_HOME_PATH}/packages/add`,
  packageEdit: `${ADMIN_HOME_PATH}/packages/edit/:id`,
  departures: `${ADMIN_HOME_PATH}/packages/departures`,
  travelStyles: `${ADMIN_HOME_PATH}/packages/travel-styles`,
  /** Continents, with `?regular` or `?cruise` (cruise groups). */
  destinations: `${ADMIN_HOME_PATH}/packages/destinations`,
  destinationNew: `${ADMIN_HOME_PATH}/packages/destinations/new`,
  destinationEdit: `${ADMIN_HOME_PATH}/packages/destinations/edit/:id`,
  tables: `${ADMIN_HOME_PATH}/tables`,
  promotions: `${ADMIN_HOME_PATH}/promotions`,
  /** A new promotion; `?id=7` edits one. */
  promotionForm: `${ADMIN_HOME_PATH}/promotion-form`,
  // Media library (`?folder=package-images/`, `Documents/`, `suppliers/logo/`)
  fileManager: `${ADMIN_HOME_PATH}/FileManager`,
  // Resource Centre
  portalPages: `${ADMIN_HOME_PATH}/MainPageView/view`,
  webinars: `${ADMIN_HOME_PATH}/WebinarWednesdaysManagement/view`,
  webinarAdd: `${ADMIN_HOME_PATH}/WebinarWednesdaysManagement/add`,
  webinarEdit: `${ADMIN_HOME_PATH}/WebinarWednesdaysManagement/edit/:id`,
  suppliers: `${ADMIN_HOME_PATH}/SuppliersGuide/view`,
  supplierAdd: `${ADMIN_HOME_PATH}/suppliers-guide/add`,
  supplierEdit: `${ADMIN_HOME_PATH}/suppliers-guide/edit/:id`,
  newsletters: `${ADMIN_HOME_PATH}/newsletter`,
  newsletterAdd: `${ADMIN_HOME_PATH}/newsletter/add`,
  newsletterEdit: `${ADMIN_HOME_PATH}/newsletter/edit/:id`,
  welcomeVideo: `${ADMIN_HOME_PATH}/welcome-video`,
  // Agents and admins (an agent's id in paths is its slug)
  agents: `${ADMIN_HOME_PATH}/agent/list`,
  agentAdd: `${ADMIN_HOME_PATH}/agent/add`,
  agentEdit: `${ADMIN_HOME_PATH}/agent/edit/:id`,
  /** Agents' own page changes waiting for approval, and the agency's publishing setting. */
  agentProfileChanges: `${ADMIN_HOME_PATH}/agent/profile-changes`,
  /** Each agent's share-link visits and requests, by month. */
  agentLinkStats: `${ADMIN_HOME_PATH}/agent/link-stats`,
  admins: `${ADMIN_HOME_PATH}/admin/list`,
  adminAdd: `${ADMIN_HOME_PATH}/admin/add`,
  adminEdit: `${ADMIN_HOME_PATH}/admin/edit/:id`,
  // Leads and e-mail
  leads: `${ADMIN_HOME_PATH}/leads`,
  /** The routing rules and business hours (docs/decisions/lead-routing.md). */
  leadRouting: `${ADMIN_HOME_PATH}/leads/routing`,
  lead: `${ADMIN_HOME_PATH}/leads/:id`,
  /** The agency's sales figures with charts (docs/decisions/lead-reports.md). */
  reports: `${ADMIN_HOME_PATH}/reports`,
  emailTemplates: `${ADMIN_HOME_PATH}/email-templates`,
  emailTemplateAdd: `${ADMIN_HOME_PATH}/email-templates/add`,
  emailTemplateEdit: `${ADMIN_HOME_PATH}/email-templates/edit/:id`,
  emailTypes: `${ADMIN_HOME_PATH}/email-types`,
} as const;

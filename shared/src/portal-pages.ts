/**
 * The connected-agent portal's pages (`/agent-dashboard/{slug}`, slugs case-sensitive) and their content.
 * {@link PORTAL_PAGES} is the single source of the portal's menu: slugs, titles and menu groups. Each page's
 * content is a list of ordered sections an admin edits in `MainPageView/view`.
 */

/** The portal header's menus, in order. */
export const PORTAL_MENU_GROUPS = ['Training & Events', 'Suppliers Guide', 'Marketing', 'Resources', 'Agent Section'] as const;
export type PortalMenuGroup = (typeof PORTAL_MENU_GROUPS)[number];

/**
 * Live data a page shows below its sections, besides the content the admin writes for it:
 * - `welcome-video`: the welcome video (`GET /api/portal/welcome-video`);
 * - `team`: the admin team (`GET /api/portal/team`);
 * - `webinars`: Webinar Wednesdays, upcoming and recorded (`GET /api/portal/webinars`);
 * - `calendar`: upcoming webinars and events by month (`GET /api/portal/webinars`);
 * - `supplier-categories`: the nine supplier categories, each linking to `SuppliersGuide/{category}`;
 * - `supplier-quick-reference`: every supplier's category, phone and website in one table (`GET /api/supplier/list`);
 * - `newsletters`: the published newsletters (`GET /api/portal/newsletters`).
 */
export const PORTAL_PAGE_FEATURES = [
  'welcome-video',
  'team',
  'webinars',
  'calendar',
  'supplier-categories',
  'supplier-quick-reference',
  'newsletters',
] as const;
export type PortalPageFeature = (typeof PORTAL_PAGE_FEATURES)[number];

/** One page of the portal: its slug (the path segment), its title, its menu and its live data, if any. */
export interface PortalPageDefinition {
  slug: string;
  title: string;
  group: PortalMenuGroup;
  feature: PortalPageFeature | null;
}

/** Every page of the portal, in menu order within each group. */
export const PORTAL_PAGES = [
  { slug: 'LearningPath', title: 'Learning Path', group: 'Training & Events', feature: null },
  { slug: 'ClientbaseOnlineTraining', title: 'ClientBase Online Training', group: 'Training & Events', feature: null },
  { slug: 'ContinuedTraining', title: 'Continued Training', group: 'Training & Events', feature: null },
  { slug: 'GroupTrainingResources', title: 'Group Training Resources', group: 'Training & Events', feature: null },
  { slug: 'webinarwednesdays', title: 'Webinar Wednesdays', group: 'Training & Events', feature: 'webinars' },
  { slug: 'calendar', title: 'Calendar', group: 'Training & Events', feature: 'calendar' },
  { slug: 'TbbConference', title: 'TBB Conference', group: 'Training & Events', feature: null },
  { slug: 'QuickReferenceSuppliersGuide', title: 'Quick Reference Suppliers Guide', group: 'Suppliers Guide', feature: 'supplier-quick-reference' },
  { slug: 'SuppliersGuide', title: 'Suppliers Guide', group: 'Suppliers Guide', feature: 'supplier-categories' },
  { slug: 'MarketingResources', title: 'Marketing Resources', group: 'Marketing', feature: null },
  { slug: 'SocialMediaEngagement', title: 'Social Media Engagement', group: 'Marketing', feature: null },
  { slug: 'MarketingTips', title: 'Marketing Tips', group: 'Marketing', feature: null },
  { slug: 'branding-info', title: 'Branding Info', group: 'Marketing', feature: null },
  { slug: 'TBBBrandingKit', title: 'TBB Branding Kit', group: 'Marketing', feature: null },
  { slug: 'ClientGiftCertificates', title: 'Client Gift Certificates', group: 'Marketing', feature: null },
  { slug: 'ClientPromoItems', title: 'Client Promo Items', group: 'Marketing', feature: null },
  { slug: 'HelpfulDocuments', title: 'Helpful Documents', group: 'Resources', feature: null },
  { slug: 'ClientTools', title: 'Client Tools', group: 'Resources', feature: null },
  { slug: 'Newsletters', title: 'Newsletters', group: 'Resources', feature: 'newsletters' },
  { slug: 'PhoneEmailGuide', title: 'Phone & Email Guide', group: 'Resources', feature: null },
  { slug: 'GoogleDrive', title: 'Google Drive', group: 'Resources', feature: null },
  { slug: 'TravelLeadersNetwork', title: 'Travel Leaders Network', group: 'Resources', feature: null },
  { slug: 'faqs', title: 'FAQs', group: 'Resources', feature: null },
  { slug: 'WelcomeVideo', title: 'Welcome Video', group: 'Agent Section', feature: 'welcome-video' },
  { slug: 'AdminTeamList', title: 'Admin Team', group: 'Agent Section', feature: 'team' },
  { slug: 'ReferralProgram', title: 'Referral Program', group: 'Agent Section', feature: null },
  { slug: 'AgencyContactInfo', title: 'Agency Contact Info', group: 'Agent Section', feature: null },
] as const satisfies readonly PortalPageDefinition[];

export type PortalPageSlug = (typeof PORTAL_PAGES)[number]['slug'];
export const PORTAL_PAGE_SLUGS = PORTAL_PAGES.map((page) => page.slug) as [PortalPageSlug, ...PortalPageSlug[]];

/** The definition of a page by slug, or undefined for a slug the portal does not have. */
export function portalPageDefinition(slug: string): PortalPageDefinition | undefined {
  return (PORTAL_PAGES as readonly PortalPageDefinition[]).find((page) => page.slug === slug);
}

/** The portal's menu: each group with its pages, in order. */
export function portalMenu(): Array<{ group: PortalMenuGroup; pages: PortalPageDefinition[] }> {
  return PORTAL_MENU_GROUPS.map((group) => ({ group, pages: (PORTAL_PAGES as readonly PortalPageDefinition[]).filter((page) => page.group === group) }));
}

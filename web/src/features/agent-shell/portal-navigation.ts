import { portalMenu, type PortalMenuGroup } from '@tdp/shared/schemas/portal-page';
import { PORTAL_PATHS } from '@tdp/shared/site-paths/portal-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { agentShellMessages as messages } from './messages.ts';

/** A link of the portal's navigation. */
export interface PortalNavLink {
  label: string;
  path: string;
}

/** One menu of the portal's header (and accordion group of its sidebar), with its pages in order. */
export interface PortalNavGroup {
  /** Stable id for element ids and keys, e.g. `training-events`. */
  id: string;
  label: PortalMenuGroup;
  links: PortalNavLink[];
}

function groupId(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The header's five menus (Training & Events, Suppliers Guide, Marketing, Resources, Agent Section), each
 * with its pages, from the shared list of portal pages: a page added there appears here.
 */
export function portalNavGroups(): PortalNavGroup[] {
  return portalMenu().map(({ group, pages }) => ({
    id: groupId(group),
    label: group,
    links: [
      // The agent's own leads, page and deals to share open the Agent Section (not content pages: they are not in the shared page list).
      ...(group === 'Agent Section'
        ? [
            { label: messages.myLeads, path: PORTAL_PATHS.myLeads },
            { label: messages.myPage, path: PORTAL_PATHS.myPage },
            { label: messages.dealsToShare, path: PORTAL_PATHS.dealsToShare },
          ]
        : []),
      ...pages.map((page) => ({ label: page.title, path: pathHref(PORTAL_PATHS.page, { slug: page.slug }) })),
    ],
  }));
}

/**
 * The footer's four link columns. The Suppliers Guide has two pages, so it shares a column with the Agent
 * Section; every portal page is reachable from the footer.
 */
export function portalFooterColumns(): PortalNavGroup[][] {
  const byLabel = new Map(portalNavGroups().map((group) => [group.label, group]));
  const pick = (...labels: PortalMenuGroup[]) => labels.map((label) => byLabel.get(label)!);
  return [pick('Training & Events'), pick('Marketing'), pick('Resources'), pick('Suppliers Guide', 'Agent Section')];
}

/** Legal pages of the public site, linked from the portal's footer. */
export const PORTAL_LEGAL_LINKS: readonly PortalNavLink[] = [
  { label: messages.privacyPolicy, path: PUBLIC_PATHS.privacyPolicy },
  { label: messages.termsAndConditions, path: PUBLIC_PATHS.termsAndConditions },
  { label: messages.securityPolicy, path: PUBLIC_PATHS.securityPolicy },
];

/** The agency's social accounts, linked from the portal's footer (agents share their posts with clients). */
export const AGENCY_SOCIAL_LINKS = [
  { network: 'facebook', label: messages.facebook, url: 'https://www.facebook.com/tbbtravel' },
  { network: 'instagram', label: messages.instagram, url: 'https://www.instagram.com/tbbtravel' },
  { network: 'linkedin', label: messages.linkedIn, url: 'https://www.linkedin.com/company/tbb-travel' },
  { network: 'youtube', label: messages.youTube, url: 'https://www.youtube.com/@tbbtravel' },
] as const;
export type SocialNetwork = (typeof AGENCY_SOCIAL_LINKS)[number]['network'];

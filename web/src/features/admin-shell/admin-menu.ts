import {
  AirplaneTakeOffRegular,
  ArrowRoutingRegular,
  BookOpenRegular,
  BoxMultipleRegular,
  CommentQuoteRegular,
  DataBarVerticalRegular,
  DocumentMultipleRegular,
  FolderRegular,
  GlobeRegular,
  HomeRegular,
  ImageRegular,
  MailRegular,
  MailInboxRegular,
  MailSettingsRegular,
  MegaphoneRegular,
  NewsRegular,
  PeopleRegular,
  PersonBoardRegular,
  PersonEditRegular,
  ShareRegular,
  ShieldPersonRegular,
  StarRegular,
  TableRegular,
  TagMultipleRegular,
  TrophyRegular,
  VehicleShipRegular,
  VideoRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import type { AdminWorkCounts } from '@tdp/shared/schemas/admin-work-counts';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';
import { formatMessage } from '../../lib/intl.ts';
import { adminShellMessages as messages } from './messages.ts';

/** One link of the admin menu. */
export interface AdminMenuEntry {
  label: string;
  /** The page's address (`ADMIN_PATHS`), e.g. `/admin-dashboard/packages/destinations`. */
  path: string;
  /**
   * Query the link carries and the location must carry for the entry to be active: `{ regular: '' }`
   * means "has `regular`" (`?regular`), `{ folder: 'Documents/' }` means "has exactly that value".
   */
  query?: Readonly<Record<string, string>>;
  /**
   * Pages that count as this entry's (its add and edit pages), by their patterns (`ADMIN_PATHS`); each covers the pages
   * below it too, so the default, the entry's own path `…/packages`, covers `…/packages/edit/7`.
   */
  activeFor?: readonly string[];
  icon: FluentIcon;
  /** The count of work waiting on this entry's screen, shown beside it (`GET /api/admin/work-counts`). */
  count?: keyof AdminWorkCounts;
}

/** A titled group of the admin menu. */
export interface AdminMenuGroup {
  id: string;
  label: string;
  icon: FluentIcon;
  entries: readonly AdminMenuEntry[];
}

/**
 * The admin menu's groups and entries, in order: Homepage, Packages, Resource Centre, Media Library, Agents,
 * Admin, Email Management, then a Leads group for the inbox (see docs/decisions/leads-web.md), with the
 * `email-types` screen beside the templates in Email Management.
 */
export const ADMIN_MENU: readonly AdminMenuGroup[] = [
  {
    id: 'homepage',
    label: messages.groupHomepage,
    icon: HomeRegular,
    entries: [
      { label: messages.topBestBets, path: ADMIN_PATHS.topBestBets, icon: TrophyRegular },
      { label: messages.topPicks, path: ADMIN_PATHS.topPicks, icon: StarRegular },
      { label: messages.testimonials, path: ADMIN_PATHS.testimonials, icon: CommentQuoteRegular },
    ],
  },
  {
    id: 'packages',
    label: messages.groupPackages,
    icon: BoxMultipleRegular,
    entries: [
      { label: messages.packages, path: ADMIN_PATHS.packages, icon: BoxMultipleRegular },
      { label: messages.tables, path: ADMIN_PATHS.tables, icon: TableRegular },
      { label: messages.promotions, path: ADMIN_PATHS.promotions, activeFor: [ADMIN_PATHS.promotions, ADMIN_PATHS.promotionForm], icon: MegaphoneRegular },
      { label: messages.destinations, path: ADMIN_PATHS.destinations, query: { regular: '' }, icon: GlobeRegular },
      { label: messages.cruiseDestinations, path: ADMIN_PATHS.destinations, query: { cruise: '' }, icon: VehicleShipRegular },
      { label: messages.travelStyles, path: ADMIN_PATHS.travelStyles, icon: TagMultipleRegular },
      { label: messages.departures, path: ADMIN_PATHS.departures, icon: AirplaneTakeOffRegular },
    ],
  },
  {
    id: 'resource-centre',
    label: messages.groupResourceCentre,
    icon: BookOpenRegular,
    entries: [
      { label: messages.mainPage, path: ADMIN_PATHS.portalPages, activeFor: [ADMIN_PATHS.portalPages], icon: BookOpenRegular },
      {
        label: messages.webinarWednesdays,
        path: ADMIN_PATHS.webinars,
        activeFor: [ADMIN_PATHS.webinars, ADMIN_PATHS.webinarAdd, ADMIN_PATHS.webinarEdit],
        icon: PersonBoardRegular,
      },
      {
        label: messages.suppliersGuide,
        path: ADMIN_PATHS.suppliers,
        activeFor: [ADMIN_PATHS.suppliers, ADMIN_PATHS.supplierAdd, ADMIN_PATHS.supplierEdit],
        icon: DocumentMultipleRegular,
      },
      { label: messages.newsletters, path: ADMIN_PATHS.newsletters, icon: NewsRegular },
      { label: messages.welcomeVideo, path: ADMIN_PATHS.welcomeVideo, icon: VideoRegular },
    ],
  },
  {
    id: 'media-library',
    label: messages.groupMediaLibrary,
    icon: FolderRegular,
    entries: [
      { label: messages.packageImages, path: ADMIN_PATHS.fileManager, query: { folder: 'package-images/' }, icon: ImageRegular },
      { label: messages.documents, path: ADMIN_PATHS.fileManager, query: { folder: 'Documents/' }, icon: DocumentMultipleRegular },
      { label: messages.supplierLogos, path: ADMIN_PATHS.fileManager, query: { folder: 'suppliers/logo/' }, icon: FolderRegular },
    ],
  },
  {
    id: 'agents',
    label: messages.groupAgents,
    icon: PeopleRegular,
    entries: [
      { label: messages.agents, path: ADMIN_PATHS.agents, activeFor: [ADMIN_PATHS.agents, ADMIN_PATHS.agentAdd, ADMIN_PATHS.agentEdit], icon: PeopleRegular },
      // Agents' own page changes and the publishing setting: not one of the Agents entry's pages.
      { label: messages.agentPageChanges, path: ADMIN_PATHS.agentProfileChanges, icon: PersonEditRegular, count: 'pendingProfileChanges' },
      { label: messages.agentLinkStats, path: ADMIN_PATHS.agentLinkStats, icon: ShareRegular },
    ],
  },
  {
    id: 'admin',
    label: messages.groupAdmin,
    icon: ShieldPersonRegular,
    entries: [
      {
        label: messages.admins,
        path: ADMIN_PATHS.admins,
        activeFor: [ADMIN_PATHS.admins, ADMIN_PATHS.adminAdd, ADMIN_PATHS.adminEdit],
        icon: ShieldPersonRegular,
      },
    ],
  },
  {
    id: 'email-management',
    label: messages.groupEmailManagement,
    icon: MailRegular,
    entries: [
      { label: messages.emailTemplates, path: ADMIN_PATHS.emailTemplates, icon: MailRegular },
      { label: messages.emailTypes, path: ADMIN_PATHS.emailTypes, icon: MailSettingsRegular },
    ],
  },
  {
    id: 'leads',
    label: messages.groupLeads,
    icon: MailInboxRegular,
    entries: [
      { label: messages.leads, path: ADMIN_PATHS.leads, icon: MailInboxRegular, count: 'newLeads' },
      // The longer path wins over the inbox's `leads` prefix.
      { label: messages.leadRouting, path: ADMIN_PATHS.leadRouting, icon: ArrowRoutingRegular },
      { label: messages.reports, path: ADMIN_PATHS.reports, icon: DataBarVerticalRegular },
    ],
  },
];

/** The work waiting on an entry's screen: a positive count, or null (no count, or nothing waiting). */
export function entryCount(entry: Pick<AdminMenuEntry, 'count'>, counts: AdminWorkCounts | undefined): number | null {
  const count = entry.count && counts ? counts[entry.count] : 0;
  return count > 0 ? count : null;
}

/**
 * The words of an entry's count that follow its label in its accessible name (`, 3 new`, making `Leads, 3 new`), or ''
 * when nothing waits. They are hidden text in the link, not an aria-label, so the name still starts with what is seen.
 */
export function entryCountWords(entry: Pick<AdminMenuEntry, 'count'>, counts: AdminWorkCounts | undefined): string {
  const count = entryCount(entry, counts);
  return count === null || !entry.count ? '' : formatMessage(messages.counts[entry.count], { count });
}

/**
 * The address an entry links to, e.g. `/admin-dashboard/packages/destinations?regular` or
 * `/admin-dashboard/FileManager?folder=package-images/` (a flag has no `=`, and `/` stays readable).
 */
export function adminMenuHref(entry: Pick<AdminMenuEntry, 'path' | 'query'>): string {
  const query = Object.entries(entry.query ?? {})
    .map(([name, value]) => (value === '' ? encodeURIComponent(name) : `${encodeURIComponent(name)}=${encodeURI(value)}`))
    .join('&');
  return `${entry.path}${query ? `?${query}` : ''}`;
}

function queryMatches(entry: AdminMenuEntry, search: URLSearchParams): boolean {
  return Object.entries(entry.query ?? {}).every(([name, value]) => search.has(name) && (value === '' || search.get(name) === value));
}

/** Whether the page's path segments start with the pattern's (a `:param` segment takes any one). */
function coversPage(pattern: string, pageSegments: readonly string[]): boolean {
  const segments = pattern.split('/').filter(Boolean);
  return segments.length <= pageSegments.length && segments.every((segment, index) => segment.startsWith(':') || segment === pageSegments[index]);
}

/** Length of the longest of the entry's patterns that covers the page, or -1. */
function pathMatchLength(entry: AdminMenuEntry, pageSegments: readonly string[]): number {
  const patterns = entry.activeFor ?? [entry.path];
  return Math.max(-1, ...patterns.filter((pattern) => coversPage(pattern, pageSegments)).map((pattern) => pattern.length));
}

/**
 * The menu entry to highlight for a location: the entry whose path (or add/edit prefix) is the most
 * specific match of the page path AND whose query the location carries (so `?regular` and `?cruise`
 * light up different entries). Null outside the menu's pages.
 */
export function findActiveMenuEntry(pathname: string, search: string, menu: readonly AdminMenuGroup[] = ADMIN_MENU): AdminMenuEntry | null {
  if (!pathname.startsWith(`${ADMIN_PATHS.home}/`)) return null;
  const pageSegments = pathname.split('/').filter(Boolean);
  const params = new URLSearchParams(search);
  let best: AdminMenuEntry | null = null;
  let bestScore = -1;
  for (const entry of menu.flatMap((group) => group.entries)) {
    const length = pathMatchLength(entry, pageSegments);
    if (length < 0 || !queryMatches(entry, params)) continue;
    // Longer path first; among equal paths, the entry that asks more of the query.
    const score = length * 10 + Object.keys(entry.query ?? {}).length;
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best;
}

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
import { formatMessage } from '../../lib/intl.ts';
import { adminShellMessages as messages } from './messages.ts';

/** Where every admin page lives; menu paths are relative to it. */
export const ADMIN_BASE_PATH = '/admin-dashboard';

/** One link of the admin menu. */
export interface AdminMenuEntry {
  label: string;
  /** Page path relative to {@link ADMIN_BASE_PATH}, e.g. `packages/destinations`. */
  path: string;
  /**
   * Query the link carries and the location must carry for the entry to be active: `{ regular: '' }`
   * means "has `regular`" (`?regular`), `{ folder: 'Documents/' }` means "has exactly that value".
   */
  query?: Readonly<Record<string, string>>;
  /**
   * Path prefixes whose pages count as this entry's (its add/edit pages), e.g. `['packages']` covers
   * `packages/edit/7`. Defaults to the entry's own path.
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
      { label: messages.topBestBets, path: 'top-best-bets', icon: TrophyRegular },
      { label: messages.topPicks, path: 'continent-best-bets', icon: StarRegular },
      { label: messages.testimonials, path: 'testimonials', icon: CommentQuoteRegular },
    ],
  },
  {
    id: 'packages',
    label: messages.groupPackages,
    icon: BoxMultipleRegular,
    entries: [
      { label: messages.packages, path: 'packages', icon: BoxMultipleRegular },
      { label: messages.tables, path: 'tables', icon: TableRegular },
      { label: messages.promotions, path: 'promotions', activeFor: ['promotions', 'promotion-form'], icon: MegaphoneRegular },
      { label: messages.destinations, path: 'packages/destinations', query: { regular: '' }, icon: GlobeRegular },
      { label: messages.cruiseDestinations, path: 'packages/destinations', query: { cruise: '' }, icon: VehicleShipRegular },
      { label: messages.travelStyles, path: 'packages/travel-styles', icon: TagMultipleRegular },
      { label: messages.departures, path: 'packages/departures', icon: AirplaneTakeOffRegular },
    ],
  },
  {
    id: 'resource-centre',
    label: messages.groupResourceCentre,
    icon: BookOpenRegular,
    entries: [
      { label: messages.mainPage, path: 'MainPageView/view', activeFor: ['MainPageView'], icon: BookOpenRegular },
      {
        label: messages.webinarWednesdays,
        path: 'WebinarWednesdaysManagement/view',
        activeFor: ['WebinarWednesdaysManagement'],
        icon: PersonBoardRegular,
      },
      {
        label: messages.suppliersGuide,
        path: 'SuppliersGuide/view',
        activeFor: ['SuppliersGuide', 'suppliers-guide'],
        icon: DocumentMultipleRegular,
      },
      { label: messages.newsletters, path: 'newsletter', icon: NewsRegular },
      { label: messages.welcomeVideo, path: 'welcome-video', icon: VideoRegular },
    ],
  },
  {
    id: 'media-library',
    label: messages.groupMediaLibrary,
    icon: FolderRegular,
    entries: [
      { label: messages.packageImages, path: 'FileManager', query: { folder: 'package-images/' }, icon: ImageRegular },
      { label: messages.documents, path: 'FileManager', query: { folder: 'Documents/' }, icon: DocumentMultipleRegular },
      { label: messages.supplierLogos, path: 'FileManager', query: { folder: 'suppliers/logo/' }, icon: FolderRegular },
    ],
  },
  {
    id: 'agents',
    label: messages.groupAgents,
    icon: PeopleRegular,
    entries: [
      { label: messages.agents, path: 'agent/list', activeFor: ['agent'], icon: PeopleRegular },
      // Agents' own page changes and the publishing setting; the longer path wins over Agents' `agent` prefix.
      { label: messages.agentPageChanges, path: 'agent/profile-changes', icon: PersonEditRegular, count: 'pendingProfileChanges' },
      { label: messages.agentLinkStats, path: 'agent/link-stats', icon: ShareRegular },
    ],
  },
  {
    id: 'admin',
    label: messages.groupAdmin,
    icon: ShieldPersonRegular,
    entries: [{ label: messages.admins, path: 'admin/list', activeFor: ['admin'], icon: ShieldPersonRegular }],
  },
  {
    id: 'email-management',
    label: messages.groupEmailManagement,
    icon: MailRegular,
    entries: [
      { label: messages.emailTemplates, path: 'email-templates', icon: MailRegular },
      { label: messages.emailTypes, path: 'email-types', icon: MailSettingsRegular },
    ],
  },
  {
    id: 'leads',
    label: messages.groupLeads,
    icon: MailInboxRegular,
    entries: [
      { label: messages.leads, path: 'leads', icon: MailInboxRegular, count: 'newLeads' },
      // The longer path wins over the inbox's `leads` prefix.
      { label: messages.leadRouting, path: 'leads/routing', icon: ArrowRoutingRegular },
      { label: messages.reports, path: 'reports', icon: DataBarVerticalRegular },
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
  return `${ADMIN_BASE_PATH}/${entry.path}${query ? `?${query}` : ''}`;
}

function queryMatches(entry: AdminMenuEntry, search: URLSearchParams): boolean {
  return Object.entries(entry.query ?? {}).every(([name, value]) => search.has(name) && (value === '' || search.get(name) === value));
}

/** Length of the longest of the entry's prefixes the page path falls under, or -1. */
function pathMatchLength(entry: AdminMenuEntry, pagePath: string): number {
  const prefixes = entry.activeFor ?? [entry.path];
  return Math.max(-1, ...prefixes.filter((prefix) => pagePath === prefix || pagePath.startsWith(`${prefix}/`)).map((prefix) => prefix.length));
}

/**
 * The menu entry to highlight for a location: the entry whose path (or add/edit prefix) is the most
 * specific match of the page path AND whose query the location carries (so `?regular` and `?cruise`
 * light up different entries). Null outside the menu's pages.
 */
export function findActiveMenuEntry(pathname: string, search: string, menu: readonly AdminMenuGroup[] = ADMIN_MENU): AdminMenuEntry | null {
  const base = `${ADMIN_BASE_PATH}/`;
  if (!pathname.startsWith(base)) return null;
  const pagePath = pathname.slice(base.length).replace(/\/+$/, '');
  const params = new URLSearchParams(search);
  let best: AdminMenuEntry | null = null;
  let bestScore = -1;
  for (const entry of menu.flatMap((group) => group.entries)) {
    const length = pathMatchLength(entry, pagePath);
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

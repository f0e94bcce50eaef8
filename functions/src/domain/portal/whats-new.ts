import {
  PORTAL_FIRST_VISIT_DAYS,
  PORTAL_VISIT_GAP_MINUTES,
  PORTAL_WHATS_NEW_MAX,
  type PortalNewsItem,
  type PortalWhatsNew,
} from '@tdp/shared/schemas/portal-visit';
import { portalPageDefinition } from '@tdp/shared/schemas/portal-page';
import { listSavedPortalPages } from '../../data/portal-page-repository.ts';
import { findPortalVisit, savePortalVisit } from '../../data/portal-visit-repository.ts';
import type { Caller } from '../../http/http-types.ts';
import { listPublishedNewsletters } from '../newsletters/manage-newsletters.ts';
import { listSuppliers } from '../suppliers/manage-suppliers.ts';
import { listPortalWebinars } from '../webinars/manage-webinars.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * When the visit before this one ended. The first opening of the home has none; an opening within
 * {@link PORTAL_VISIT_GAP_MINUTES} of the last one is the same visit (its previous end stays); a later one starts a new
 * visit, whose previous end is the last time the home was seen.
 */
function previousVisitEnd(stored: { lastSeenAt: string; previousVisitAt: string | null } | null, now: Date): string | null {
  if (!stored) return null;
  const sameVisit = now.getTime() - new Date(stored.lastSeenAt).getTime() <= PORTAL_VISIT_GAP_MINUTES * MINUTE_MS;
  return sameVisit ? stored.previousVisitAt : stored.lastSeenAt;
}

/** Every resource an agent can open, with when it was created and last saved (what agents do not see is left out). */
async function portalResources(now: Date): Promise<Array<Omit<PortalNewsItem, 'added'> & { createdAt: string; datedOn: string }>> {
  const [pages, newsletters, suppliers, webinars] = await Promise.all([
    listSavedPortalPages(),
    listPublishedNewsletters(),
    listSuppliers({ activeOnly: true }),
    listPortalWebinars(now),
  ]);
  return [
    ...pages.flatMap((page) => {
      const definition = portalPageDefinition(page.slug);
      return definition
        ? [{ kind: 'page' as const, id: page.slug, title: definition.title, createdAt: page.createdAt, updatedAt: page.updatedAt, datedOn: page.createdAt }]
        : [];
    }),
    ...newsletters.map((newsletter) => ({
      kind: 'newsletter' as const,
      id: String(newsletter.id),
      title: newsletter.title,
      createdAt: newsletter.createdAt,
      updatedAt: newsletter.updatedAt,
      datedOn: newsletter.issueDate,
    })),
    ...suppliers.map((supplier) => ({
      kind: 'supplier' as const,
      id: String(supplier.id),
      title: supplier.name,
      createdAt: supplier.createdAt,
      updatedAt: supplier.updatedAt,
      datedOn: supplier.createdAt,
    })),
    ...[...webinars.upcoming, ...webinars.past].map((webinar) => ({
      kind: 'webinar' as const,
      id: String(webinar.id),
      title: webinar.title,
      createdAt: webinar.createdAt,
      updatedAt: webinar.updatedAt,
      datedOn: webinar.startsAt,
    })),
  ];
}

/**
 * Records that the caller opened the portal home and answers what was added or changed since their previous visit
 * (on a first visit, in the last {@link PORTAL_FIRST_VISIT_DAYS} days), newest first. The record is per login.
 */
export async function recordPortalVisit(caller: Caller, now: Date = new Date()): Promise<PortalWhatsNew> {
  const previousVisitAt = previousVisitEnd(await findPortalVisit(caller.sub), now);
  await savePortalVisit(caller.sub, { lastSeenAt: now.toISOString(), previousVisitAt });
  const since = previousVisitAt ?? new Date(now.getTime() - PORTAL_FIRST_VISIT_DAYS * DAY_MS).toISOString();
  const changed = (await portalResources(now))
    .filter((resource) => resource.updatedAt > since)
    // Newest change first; things saved together (an import, a seed) by their own date, newest first (an issue's date,
    // a webinar's start), never by title, which put "April" before "March".
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.datedOn.localeCompare(a.datedOn) || a.title.localeCompare(b.title, 'en-CA'));
  return {
    previousVisitAt,
    since,
    items: changed.slice(0, PORTAL_WHATS_NEW_MAX).map(({ createdAt, datedOn: _datedOn, ...item }) => ({ ...item, added: createdAt > since })),
    more: Math.max(0, changed.length - PORTAL_WHATS_NEW_MAX),
  };
}

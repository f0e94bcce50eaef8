import type { ContentKey } from './content-keys.ts';

/**
 * Keys of the portal's own items in the content table, built in one place. Suppliers, webinars and
 * newsletters are small collections with numeric ids, so their keys are the catalogue's collection keys
 * (`content-keys.ts`: `SUPPLIER`, `WEBINAR`, `NEWSLETTER`); the items below have fixed names instead.
 *
 * | pattern                                   | key                               |
 * |-------------------------------------------|-----------------------------------|
 * | every saved portal page / one by slug     | PK=PORTAL_PAGE, SK={slug}         |
 * | the welcome video                         | PK=PORTAL, SK=WELCOME_VIDEO       |
 * | agents' profile publishing setting        | PK=PORTAL, SK=AGENT_PROFILE_PUBLISHING |
 * | a portal user's visits (what's new)       | PK=PORTAL_VISIT#{user id}, SK=VISIT |
 *
 * The pages are one partition of at most 27 items, so the admin's page list is one Query.
 */

export const PORTAL_PAGE_PARTITION = 'PORTAL_PAGE';

export function portalPageKey(slug: string): ContentKey {
  return { PK: PORTAL_PAGE_PARTITION, SK: slug };
}

export function welcomeVideoKey(): ContentKey {
  return { PK: 'PORTAL', SK: 'WELCOME_VIDEO' };
}

export function agentProfilePublishingKey(): ContentKey {
  return { PK: 'PORTAL', SK: 'AGENT_PROFILE_PUBLISHING' };
}

/** The portal visits of one login (by its id): when it was last seen and when its previous visit ended. */
export function portalVisitKey(userId: string): ContentKey {
  return { PK: `PORTAL_VISIT#${userId}`, SK: 'VISIT' };
}

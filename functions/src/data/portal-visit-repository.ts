import { getEntity, putItem } from './content-table.ts';
import { portalVisitKey } from './portal-keys.ts';

/** A portal user's visits: the last time the portal home was opened, and when the visit before the current one ended. */
export interface StoredPortalVisit {
  lastSeenAt: string;
  previousVisitAt: string | null;
}

export function findPortalVisit(userId: string): Promise<StoredPortalVisit | null> {
  return getEntity<StoredPortalVisit>(portalVisitKey(userId), { consistent: true });
}

/** Replaces the user's visit record (the latest open of the home wins: there is nothing to merge). */
export function savePortalVisit(userId: string, visit: StoredPortalVisit): Promise<void> {
  return putItem(portalVisitKey(userId), 'portalVisit', visit);
}

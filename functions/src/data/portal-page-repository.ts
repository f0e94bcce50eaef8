import type { PortalSection } from '@tdp/shared/schemas/portal-page';
import type { AuditFields } from '@tdp/shared/schemas/common-fields';
import { getEntity, queryPartition, type WriteActor } from './content-table.ts';
import { saveFixedItem } from './fixed-item.ts';
import { PORTAL_PAGE_PARTITION, portalPageKey } from './portal-keys.ts';

/** A saved portal page: its slug, content and audit fields. Title and menu group come from the shared list. */
export interface StoredPortalPage extends AuditFields {
  slug: string;
  intro: string;
  sections: PortalSection[];
}

/** Every saved page (pages never saved have no item), in slug order. */
export function listSavedPortalPages(): Promise<StoredPortalPage[]> {
  return queryPartition<StoredPortalPage>(PORTAL_PAGE_PARTITION);
}

/** A saved page, or null when it was never saved. */
export function findSavedPortalPage(slug: string): Promise<StoredPortalPage | null> {
  return getEntity<StoredPortalPage>(portalPageKey(slug));
}

/** Stores a page's content at `expectedVersion` (0: first save). 409 when stale. */
export function savePortalPage(
  slug: string,
  expectedVersion: number,
  content: { intro: string; sections: PortalSection[] },
  actor: WriteActor,
): Promise<StoredPortalPage> {
  return saveFixedItem<StoredPortalPage>(portalPageKey(slug), 'portalPage', expectedVersion, { slug, ...content }, actor);
}

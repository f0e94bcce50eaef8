import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';

/** Which part of the destination tree a screen manages: geographic continents or `Cruise_` groups. */
export type DestinationKind = 'regular' | 'cruise';

/** The kind of destinations an address asks for: `?regular` or `?cruise` (the admin menu's Destinations and Cruise destinations entries), else null. */
export function destinationKindOf(search: URLSearchParams): DestinationKind | null {
  if (search.has('cruise')) return 'cruise';
  if (search.has('regular')) return 'regular';
  return null;
}

/** Address of a destinations screen of one kind, e.g. `/admin-dashboard/packages/destinations/edit/3?cruise`. */
export function destinationsHref(kind: DestinationKind, page: { new: true } | { edit: number } | null = null): string {
  const path = page === null ? ADMIN_PATHS.destinations : 'new' in page ? ADMIN_PATHS.destinationNew : pathHref(ADMIN_PATHS.destinationEdit, { id: page.edit });
  return `${path}?${kind}`;
}

/** Which part of the destination tree a screen manages: geographic continents or `Cruise_` groups. */
export type DestinationKind = 'regular' | 'cruise';

/** The kind of destinations an address asks for: `?regular` or `?cruise` (the admin menu's Destinations and Cruise destinations entries), else null. */
export function destinationKindOf(search: URLSearchParams): DestinationKind | null {
  if (search.has('cruise')) return 'cruise';
  if (search.has('regular')) return 'regular';
  return null;
}

/** Address of a destinations screen of one kind, e.g. `/admin-dashboard/packages/destinations/edit/3?cruise`. */
export function destinationsHref(kind: DestinationKind, page: '' | '/new' | `/edit/${number}` = ''): string {
  return `/admin-dashboard/packages/destinations${page}?${kind}`;
}

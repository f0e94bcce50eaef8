import { ADMIN_PACKAGE_SORTS, SORT_DIRECTIONS, type AdminPackageSort, type SortDirection } from '@tdp/shared/api/routes/catalogue-routes';
import { destinationIdSchema } from '@tdp/shared/schemas/destination';
import type { AdminPackageFilters } from './api/list-admin-packages.ts';

/**
 * The admin package list's search, filters and order as they live in its address
 * (`/admin-dashboard/packages?q=nice&status=draft&destination=country-5&style=4&sort=price&dir=desc`), so Back
 * from the builder, a reload or a shared link shows the same list. Defaults are left out of the address; a value
 * the list cannot use (hand-edited, or from an old link) reads as its default rather than breaking the page.
 */

/** The list's order: a column and a direction. */
export interface PackageListOrder {
  sort: AdminPackageSort;
  dir: SortDirection;
}

/** What the list shows: its filters and its order. */
export interface PackageListView {
  filters: AdminPackageFilters;
  order: PackageListOrder;
}

/** The order without a `sort` in the address: most recently changed first. */
export const DEFAULT_PACKAGE_ORDER: PackageListOrder = { sort: 'updated', dir: 'desc' };

/** The direction a column starts in when chosen: dates newest first, the others A to Z or lowest first. */
export function firstDirectionOf(sort: AdminPackageSort): SortDirection {
  return sort === 'updated' ? 'desc' : 'asc';
}

/** The order after a click on a column's header: the same column turns round, another starts in its first direction. */
export function orderAfterChoosing(current: PackageListOrder, sort: AdminPackageSort): PackageListOrder {
  if (current.sort === sort) return { sort, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { sort, dir: firstDirectionOf(sort) };
}

const STATUSES: ReadonlyArray<AdminPackageFilters['status']> = ['draft', 'published', 'expired'];

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

/** Reads the list's view from its address's query. */
export function packageListViewFrom(search: URLSearchParams): PackageListView {
  const destination = search.get('destination') ?? '';
  const style = search.get('style') ?? '';
  const sort = oneOf(search.get('sort'), ADMIN_PACKAGE_SORTS) ?? DEFAULT_PACKAGE_ORDER.sort;
  return {
    filters: {
      search: search.get('q') ?? '',
      status: oneOf(search.get('status'), STATUSES) ?? '',
      destinationId: destinationIdSchema.safeParse(destination).success ? destination : '',
      travelStyleId: /^[1-9][0-9]{0,11}$/.test(style) ? style : '',
    },
    order: { sort, dir: oneOf(search.get('dir'), SORT_DIRECTIONS) ?? firstDirectionOf(sort) },
  };
}

/** The address's query for a view, defaults left out (the unfiltered list in its default order is ''). */
export function packageListSearchOf(view: PackageListView): URLSearchParams {
  const search = new URLSearchParams();
  const { filters, order } = view;
  if (filters.search !== '') search.set('q', filters.search);
  if (filters.status) search.set('status', filters.status);
  if (filters.destinationId) search.set('destination', filters.destinationId);
  if (filters.travelStyleId) search.set('style', filters.travelStyleId);
  if (order.sort !== DEFAULT_PACKAGE_ORDER.sort || order.dir !== DEFAULT_PACKAGE_ORDER.dir) {
    search.set('sort', order.sort);
    if (order.dir !== firstDirectionOf(order.sort)) search.set('dir', order.dir);
  }
  return search;
}

import { preload } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';
import type { AdminPackageSort, SortDirection } from '@tdp/shared/api/routes/catalogue-routes';
import { PACKAGE_LIST_PAGE_SIZE } from '@tdp/shared/constants';
import type { QueryOf } from '@tdp/shared/api/route-definition';
import type { AdminPackagePage, PackageAdminRow } from '@tdp/shared/schemas/package';
import { apiFetch, type ApiError } from '../../../lib/api-client.ts';
import { readKey } from '../../../lib/read-key.ts';

/** The query of `GET /packages/admin-all`. */
type AdminPackageQuery = NonNullable<QueryOf<typeof catalogueRoutes.listPackagesForAdmin>>;

/** Filters of the admin package list; an empty value does not filter. */
export interface AdminPackageFilters {
  search: string;
  status: '' | 'draft' | 'published' | 'expired';
  destinationId: string;
  travelStyleId: string;
}

/** The order of the admin package list (the server sorts: the list is paged). */
export interface AdminPackageOrder {
  sort: AdminPackageSort;
  dir: SortDirection;
}

/** The list's query for a page: its filters, its order, the page number and the page size of 60 rows. */
export function adminPackageQuery(filters: AdminPackageFilters, page: number, order?: AdminPackageOrder): AdminPackageQuery {
  return {
    sort: order?.sort,
    dir: order?.dir,
    page,
    limit: PACKAGE_LIST_PAGE_SIZE,
    search: filters.search.trim() || undefined,
    status: filters.status || undefined,
    destinationId: filters.destinationId || undefined,
    travelStyleId: filters.travelStyleId || undefined,
  };
}

/** SWR key of one page: its read key (what `useRefreshRoutes` matches) and the query it was built from. */
type AdminPackagePageKey = readonly [key: string, query: AdminPackageQuery];

/** The SWR key of a page of the list (page 1 = index 0). */
function adminPackagePageKey(filters: AdminPackageFilters, index: number, order?: AdminPackageOrder): AdminPackagePageKey {
  const query = adminPackageQuery(filters, index + 1, order);
  return [readKey(catalogueRoutes.listPackagesForAdmin, { query }), query];
}

function fetchAdminPackagePage([, query]: AdminPackagePageKey): Promise<AdminPackagePage> {
  return apiFetch(catalogueRoutes.listPackagesForAdmin, { query });
}

/**
 * Starts reading the list's first page for these filters and order (SWR's `preload`), e.g. from the screen's route
 * loader while the screen's code downloads: {@link useAdminPackages} takes that answer instead of asking again.
 */
export function preloadAdminPackages(filters: AdminPackageFilters, order?: AdminPackageOrder): void {
  // The list reports a failure; this early request must not count as an unhandled rejection.
  preload(adminPackagePageKey(filters, 0, order), fetchAdminPackagePage).catch(() => undefined);
}

/** What the package list screen gets: the rows loaded so far and the paging state. */
export interface AdminPackages {
  rows: PackageAdminRow[];
  /** Packages matching the filters; undefined until the first page arrives. */
  total: number | undefined;
  /** How many pages have been asked for (page numbers 1..size). */
  size: number;
  isLoading: boolean;
  isLoadingMore: boolean;
  /** Fewer rows are loaded than match (more are fetched while loaded < total). */
  hasMore: boolean;
  error: ApiError | undefined;
  loadMore: () => void;
  /** Fetches every loaded page again (after a change, or to retry a failure). */
  refresh: () => Promise<unknown>;
}

/**
 * Every package for the admin (`GET /packages/admin-all`), page after page of 60 through SWR's infinite
 * loader while the loaded count is below the total, sorted by the server. New filters or a new order start
 * again from page 1.
 */
export function useAdminPackages(filters: AdminPackageFilters, order?: AdminPackageOrder): AdminPackages {
  const { data, error, size, setSize, isLoading, mutate } = useSWRInfinite<AdminPackagePage, ApiError>(
    (index, previous: AdminPackagePage | null): AdminPackagePageKey | null => {
      if (previous && (previous.packages.length === 0 || index * PACKAGE_LIST_PAGE_SIZE >= previous.total)) return null;
      return adminPackagePageKey(filters, index, order);
    },
    fetchAdminPackagePage,
    // Loading page 3 must not ask for pages 1 and 2 again; a change refreshes them all through `refresh`.
    { revalidateFirstPage: false },
  );
  const pages = data ?? [];
  const rows = pages.flatMap((page) => page.packages);
  const total = pages.at(-1)?.total;
  const hasMore = total !== undefined && rows.length < total && pages.at(-1)?.packages.length !== 0;
  const isLoadingMore = !error && pages.length > 0 && size > pages.length;
  return {
    rows,
    total,
    size,
    isLoading: isLoading && pages.length === 0,
    isLoadingMore,
    hasMore,
    error,
    loadMore: () => {
      if (hasMore && !isLoadingMore) void setSize(pages.length + 1);
    },
    refresh: () => mutate(),
  };
}

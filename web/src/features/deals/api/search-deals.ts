import { useCallback, useDeferredValue } from 'react';
import { unstable_serialize as serializeKey } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { DealsQueryFilter } from '@tdp/shared/deals/deals-filter-query';
import type { DealsAnswer, PackageCard } from '@tdp/shared/schemas/package';
import type { ApiError } from '../../../lib/api-client.ts';
import { seededError, usePageRead } from '../../../lib/page-reads.ts';
import { dealsPageKey, fetchDealsPage, type DealsPageKey } from './deals-page-key.ts';

/** What the deals list needs from the paged deals query. */
export interface DealsSearch {
  packages: PackageCard[];
  /** Deals matching the filter, from the first page's answer; undefined until it arrives. */
  total: number | undefined;
  /** The first page is loading (nothing to show yet). */
  isLoading: boolean;
  /** A further page is on its way. */
  isLoadingMore: boolean;
  /** More deals match than are loaded. */
  hasMore: boolean;
  error: ApiError | undefined;
  /** Loads the next page of 21 (more pages while the loaded count is below the total). */
  loadMore: () => void;
  /** Asks again after a failure. */
  retry: () => void;
}

/**
 * The deals list for a filter (`POST /packages/deals`), page after page of `DEALS_DEFAULT_LIMIT` (21)
 * through SWR's infinite loader. A new filter starts again from page 1.
 */
export function useDealsSearch(filter: DealsQueryFilter): DealsSearch {
  // The first page the route's loader read (rendered on the server, or loaded before the page showed): drawn at once,
  // and handed to the loader of pages instead of asking for it again when the second page is asked for.
  const firstPageId = serializeKey(dealsPageKey(filter, 0));
  const seed = usePageRead(firstPageId);
  const firstPage = seed && 'data' in seed ? (seed.data as DealsAnswer) : undefined;
  const fetchPage = useCallback(
    (key: DealsPageKey) => (firstPage && serializeKey(key) === firstPageId ? Promise.resolve(firstPage) : fetchDealsPage(key)),
    [firstPage, firstPageId],
  );
  const {
    data: latest,
    error: fetchError,
    size,
    setSize,
    isLoading,
    mutate,
  } = useSWRInfinite<DealsAnswer, ApiError>(
    (index, previous: DealsAnswer | null): DealsPageKey | null => (previous && previous.packages.length === 0 ? null : dealsPageKey(filter, index)),
    fetchPage,
    // Loading page 3 must not ask for pages 1 and 2 again.
    { revalidateFirstPage: false, ...(seed ? { revalidateOnMount: false } : {}), ...(firstPage ? { fallbackData: [firstPage] } : {}) },
  );
  const error = fetchError ?? (latest ? undefined : seededError(seed));
  // A page that arrives is rendered in a transition: React builds its 21 cards in short slices between which the
  // browser stays responsive, instead of one long task. Until then the list shows what it showed before.
  const data = useDeferredValue(latest);
  const rendering = data !== latest;
  const pages = data ?? [];
  const packages = pages.flatMap((page) => page.packages);
  const total = pages[0]?.total;
  const hasMore = total !== undefined && packages.length < total && pages.at(-1)?.packages.length !== 0;
  const isLoadingMore = !error && pages.length > 0 && size > pages.length;
  return {
    packages,
    total,
    isLoading: (isLoading || rendering) && pages.length === 0,
    isLoadingMore,
    hasMore,
    error,
    loadMore: () => {
      if (hasMore && !isLoadingMore) void setSize(pages.length + 1);
    },
    retry: () => {
      void mutate();
    },
  };
}

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** Whether an SWR key is a read of `path` (the path itself, with a query, or below it). */
function keyReads(key: unknown, path: string): boolean {
  // useApi keys are URLs; other features key by `[path, body]`.
  const keyPath = Array.isArray(key) ? key[0] : key;
  return typeof keyPath === 'string' && (keyPath === path || keyPath.startsWith(`${path}?`) || keyPath.startsWith(`${path}/`));
}

/**
 * Refreshes every cached read under the given API paths after a mutation (spec section 7: "after a
 * mutation the matching cached lists are refreshed"): lists on screen fetch again at once, others the
 * next time they are shown. E.g. `refresh(['/travel-styles'])` after adding a style; `except` leaves out
 * reads the caller refreshes itself (a paged list it reloads as a whole).
 */
export function useRefreshReads(): (paths: readonly string[], except?: readonly string[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (paths: readonly string[], except: readonly string[] = []) => {
      // Without new data: the cached value stays on screen while it is fetched again.
      await mutate((key) => paths.some((path) => keyReads(key, path)) && !except.some((path) => keyReads(key, path)));
    },
    [mutate],
  );
}

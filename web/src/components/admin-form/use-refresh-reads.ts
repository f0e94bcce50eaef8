import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/**
 * Refreshes every cached read whose URL starts with one of `paths` (a list and its filtered variants, the
 * portal's reads of the same content), so the admin and agents see a change at once (spec: after a mutation
 * the matching cached lists are refreshed).
 */
export function useRefreshReads(): (paths: readonly string[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (paths) => {
      await mutate((key) => typeof key === 'string' && paths.some((path) => key === path || key.startsWith(`${path}?`) || key.startsWith(`${path}/`)));
    },
    [mutate],
  );
}

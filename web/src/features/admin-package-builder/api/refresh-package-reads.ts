import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** Every package read lives under `/packages/` (admin list, deals, homepage, related deals, package pages). */
const PACKAGE_READS_PREFIX = '/packages/';

function readsPackages(key: unknown): boolean {
  // useApi keys are URLs; the deals list keys by `[path, body]`.
  const path = Array.isArray(key) ? key[0] : key;
  return typeof path === 'string' && path.startsWith(PACKAGE_READS_PREFIX);
}

/** After a save: every cached package list and page is read again (spec: "the matching cached lists are refreshed"). */
export function useRefreshPackageReads(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(readsPackages);
  }, [mutate]);
}

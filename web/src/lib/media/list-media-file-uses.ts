import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { mediaRoutes } from '@tdp/shared/api/routes/media-routes';
import { readKey } from '../read-key.ts';
import { useApi } from '../use-api.ts';

/**
 * `GET /api/media/uses?key=`: the content that uses a file (packages, suppliers, newsletters, agents...), live
 * uses first. Asked for when a file's rename or delete dialog opens, never with a folder listing.
 */
export function useMediaFileUses(key: string) {
  // Always asked again when a dialog opens: someone may have published a package since.
  return useApi(mediaRoutes.listMediaFileUses, { query: { key } }, { revalidateOnMount: true, dedupingInterval: 0 });
}

/** Asks again who uses a file (after a refusal: the server's list may be newer than the dialog's). */
export function useRefreshMediaFileUses(): (key: string) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (key: string) => {
      await mutate(readKey(mediaRoutes.listMediaFileUses, { query: { key } }));
    },
    [mutate],
  );
}

import { useCallback, useEffect, useState } from 'react';
import { mediaRoutes } from '@tdp/shared/api/routes/media-routes';
import type { MediaFileEntry, MediaFolderEntry } from '@tdp/shared/schemas/media';
import { apiFetch, type ApiError } from '../api-client.ts';
import { preloadApi, useApi, useRefreshRoutes } from '../use-api.ts';

/** What a screen gets from {@link useMediaFolder}. */
export interface MediaFolderView {
  folders: MediaFolderEntry[];
  files: MediaFileEntry[];
  isLoading: boolean;
  error: ApiError | undefined;
  /** More files than one page holds: `loadMore` reads the next page. */
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => Promise<void>;
  retry: () => void;
}

interface ExtraPages {
  folder: string;
  files: MediaFileEntry[];
  folders: MediaFolderEntry[];
  nextCursor: string | null;
}

/** The first page of a folder, asked for before the screen showing it renders: {@link useMediaFolder} takes the answer. */
export function preloadMediaFolder(folder: string): void {
  void preloadApi(mediaRoutes.listMediaFolder, { query: { folder } });
}

/**
 * A folder of the media library (`GET /api/media/files?folder=`): its first page through SWR, further
 * pages on demand. A refresh of the folder's read starts again from its first page.
 */
export function useMediaFolder(folder: string): MediaFolderView {
  const first = useApi(mediaRoutes.listMediaFolder, { query: { folder } });
  const [extra, setExtra] = useState<ExtraPages | null>(null);
  const [isLoadingMore, setLoadingMore] = useState(false);

  // A new first page (another folder, or a refresh after a change) drops the pages read after the old one.
  useEffect(() => setExtra(null), [first.data]);

  const current = extra?.folder === folder ? extra : null;
  const nextCursor = current ? current.nextCursor : (first.data?.nextCursor ?? null);

  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await apiFetch(mediaRoutes.listMediaFolder, { query: { folder, cursor: nextCursor } });
      setExtra((previous) => ({
        folder,
        files: [...(previous?.folder === folder ? previous.files : []), ...page.files],
        folders: [...(previous?.folder === folder ? previous.folders : []), ...page.folders],
        nextCursor: page.nextCursor,
      }));
    } finally {
      setLoadingMore(false);
    }
  }, [folder, nextCursor]);

  return {
    folders: [...(first.data?.folders ?? []), ...(current?.folders ?? [])],
    files: [...(first.data?.files ?? []), ...(current?.files ?? [])],
    isLoading: first.isLoading,
    error: first.error,
    hasMore: nextCursor !== null,
    isLoadingMore,
    loadMore,
    retry: () => void first.mutate(),
  };
}

/** Refreshes every cached folder listing after a change (upload, new folder, rename, delete). */
export function useRefreshMediaFolders(): () => Promise<void> {
  const refresh = useRefreshRoutes();
  return useCallback(() => refresh([mediaRoutes.listMediaFolder]), [refresh]);
}

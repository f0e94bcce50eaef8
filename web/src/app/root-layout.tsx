import { useMemo } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { NavigationProgress } from '../components/navigation-progress.tsx';
import { isPageReads, PageReadsContext, type PageReadSeed } from '../lib/page-reads.ts';

/**
 * Top route of the app: page-load progress, scroll to top on a new page (restored on back/forward), and the reads
 * of the matched routes' loaders for their pages' hooks (lib/page-reads.ts).
 */
export function RootLayout() {
  const matches = useMatches();
  const reads = useMemo(() => {
    const merged: Record<string, PageReadSeed> = {};
    for (const match of matches) if (isPageReads(match.data)) Object.assign(merged, match.data.reads);
    return merged;
  }, [matches]);
  return (
    <PageReadsContext value={reads}>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
    </PageReadsContext>
  );
}

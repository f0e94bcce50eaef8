import { useEffect, useMemo } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { NavigationProgress } from '../components/navigation-progress.tsx';
import { isPageReads, PageReadsContext, type PageReadSeed } from '../lib/page-reads.ts';

/** Attribute of `<html>` set once the app runs the page. */
export const APP_RUNNING_ATTRIBUTE = 'data-app-running';

/**
 * Top route of the app: page-load progress, scroll to top on a new page (restored on back/forward), and the reads
 * of the matched routes' loaders for their pages' hooks (lib/page-reads.ts).
 */
export function RootLayout() {
  const matches = useMatches();
  // Said once the app runs the page (after hydration of a server-rendered one): support and browser tests can tell
  // a page that works in the browser from its server-rendered HTML.
  useEffect(() => document.documentElement.setAttribute(APP_RUNNING_ATTRIBUTE, ''), []);
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

import { useEffect, useMemo } from 'react';
import { Outlet, ScrollRestoration, useHref, useMatches } from 'react-router-dom';
import { NavigationProgress } from '../components/navigation-progress.tsx';
import { LocaleContext, localeOfPath } from '../i18n/catalogue.ts';
import { isPageReads, PageReadsContext, type PageReadSeed } from '../lib/page-reads.ts';

/** Attribute of `<html>` set once the app runs the page. */
export const APP_RUNNING_ATTRIBUTE = 'data-app-running';

/**
 * Top route of the app: page-load progress, scroll to top on a new page (restored on back/forward), the reads
 * of the matched routes' loaders for their pages' hooks (lib/page-reads.ts), and the page's language, read from its
 * address on the server and in the browser alike (i18n/catalogue.ts).
 */
export function RootLayout() {
  const matches = useMatches();
  // A French page's router has the basename `/fr` (its own paths do not name the language): its home's address does.
  const locale = localeOfPath(useHref('/'));
  // Said once the app runs the page (after hydration of a server-rendered one): support and browser tests can tell
  // a page that works in the browser from its server-rendered HTML.
  useEffect(() => document.documentElement.setAttribute(APP_RUNNING_ATTRIBUTE, ''), []);
  const reads = useMemo(() => {
    const merged: Record<string, PageReadSeed> = {};
    for (const match of matches) if (isPageReads(match.data)) Object.assign(merged, match.data.reads);
    return merged;
  }, [matches]);
  return (
    <LocaleContext value={locale}>
      <PageReadsContext value={reads}>
        <NavigationProgress />
        <ScrollRestoration />
        <Outlet />
      </PageReadsContext>
    </LocaleContext>
  );
}

import type { Params } from 'react-router-dom';
import type { RuntimeConfig } from '@tdp/shared/runtime-config';

/** Starts fetching what a page shows first, from its address (route params and query string) and the runtime config. */
export type FirstPageData = (page: { params: Params; search: string; config: RuntimeConfig }) => void;

/** A route `handle` naming the data its page shows first. */
export interface FirstPageDataHandle {
  firstPageData: FirstPageData;
}

/** The `handle` of a route whose page's main data should start with the first page of a visit. */
export function firstPageDataHandle(firstPageData: FirstPageData): FirstPageDataHandle {
  return { firstPageData };
}

/**
 * Starts the data of the page a visit opens on, once the API's address is known: the request then runs while
 * the page's code downloads, instead of after its first render (on a phone that is most of a second earlier for
 * the deals list's and a package's first picture). Only for this first page: the SWR cache is empty then, so no
 * fresher answer is skipped; later navigations fetch as the page renders.
 */
export function startFirstPageData(
  state: { matches: ReadonlyArray<{ params: Params; route: { handle?: unknown } }>; location: { search: string } },
  config: RuntimeConfig,
): void {
  for (const match of state.matches) {
    const handle = match.route.handle as Partial<FirstPageDataHandle> | undefined;
    handle?.firstPageData?.({ params: match.params, search: state.location.search, config });
  }
}


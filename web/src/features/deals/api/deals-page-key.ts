import { mutate, unstable_serialize as serializeKey } from 'swr';
import { unstable_serialize as serializeInfiniteKey } from 'swr/infinite';
import { routes } from '@tdp/shared/api/routes';
import type { DealsQueryFilter } from '@tdp/shared/deals/deals-filter-query';
import type { DealsAnswer } from '@tdp/shared/schemas/package';
import { apiFetch } from '../../../lib/api-client.ts';
import { dealsPageBody, type DealsPageBody } from '../deals-page-filter.ts';

/** SWR key of a page of deals. */
export type DealsPageKey = readonly [path: string, body: DealsPageBody];

/** SWR key of one page of deals (page 1 = index 0) for a filter: the route's path and the request body. */
export function dealsPageKey(filter: DealsQueryFilter, index: number): DealsPageKey {
  return [routes.searchDeals.path, dealsPageBody(filter, index)];
}

/**
 * First pages of deals started before the deals list rendered (by serialized key), until the list takes one. Not SWR's
 * `preload`: once the answer is in the cache the infinite loader never fetches page 1, so a preload would stay behind
 * and hand that old answer to the next fetch of the same filter.
 */
const startedFirstPages = new Map<string, Promise<DealsAnswer>>();

/** Asks the API for the page of deals a key names (`POST /packages/deals`), or takes the one already started for it. */
export function fetchDealsPage(key: DealsPageKey): Promise<DealsAnswer> {
  const id = serializeKey(key);
  const started = startedFirstPages.get(id);
  if (started) {
    startedFirstPages.delete(id);
    return started;
  }
  return apiFetch<DealsAnswer>(routes.searchDeals, { body: key[1] });
}

/**
 * Starts the first page of deals for `filter` before the deals page renders (first page of a visit, see
 * app/routes/first-page-data.ts). If the list renders before the answer arrives, `useDealsSearch` for the same filter
 * takes this request instead of asking again. If the answer comes first, it goes into SWR's cache (the page's and the
 * infinite loader's), so the list's first render draws the deals rather than a loading state and a second render.
 */
export function preloadFirstDealsPage(filter: DealsQueryFilter): Promise<DealsAnswer> {
  const key = dealsPageKey(filter, 0);
  const id = serializeKey(key);
  const answer = apiFetch<DealsAnswer>(routes.searchDeals, { body: key[1] });
  startedFirstPages.set(id, answer);
  // The deals list reports a failure (it takes the request, or asks again); the cache only gets answers.
  answer.then(
    (page) => {
      if (startedFirstPages.get(id) !== answer) return;
      startedFirstPages.delete(id);
      void mutate(key, page, { revalidate: false });
      void mutate(serializeInfiniteKey(() => key), [page], { revalidate: false });
    },
    () => undefined,
  );
  return answer;
}

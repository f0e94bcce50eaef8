import { useCallback } from 'react';
import useSWR, { mutate, preload, useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import type { AnswerOf } from '@tdp/shared/api/route-definition';
import { apiFetch, type ApiError, type ApiRoute, type NothingRequired, type ReadArgs } from './api-client.ts';
import { seededError, usePageRead } from './page-reads.ts';
import { isReadOf, readKey } from './read-key.ts';

/** SWR options of a read of `R`. */
export type ReadConfig<R> = SWRConfiguration<AnswerOf<R>, ApiError>;

/**
 * What follows the route in a read: its params and query (`null` to wait, e.g. until an id is known; left out when
 * the route needs none), then SWR options.
 */
export type ReadParams<R> =
  NothingRequired extends ReadArgs<R> ? [args?: ReadArgs<R> | null, config?: ReadConfig<R>] : [args: ReadArgs<R> | null, config?: ReadConfig<R>];

function assertGet(route: ApiRoute, what: string): void {
  if (route.method !== 'GET') throw new Error(`${what} reads GET routes only; call apiFetch for ${route.method} ${route.path}`);
}

/**
 * Reads a GET route through SWR (with `swrDefaults`: five minutes of deduping, a refresh on focus, two retries of failures worth retrying), keyed by the route and its URL ({@link readKey}):
 * `useApi(catalogueReadRoutes.getPackage, { params: { id } })`. The answer is typed by the route.
 */
export function useApi<R extends ApiRoute>(route: R, ...[args, config]: ReadParams<R>): SWRResponse<AnswerOf<R>, ApiError> {
  assertGet(route, 'useApi');
  const key = args === null ? null : readKey(route, args);
  // What the page's route loader read for this key (rendered on the server, or loaded before a client-side
  // navigation showed the page): drawn at once, without asking again on mount.
  const seed = usePageRead(key);
  const seededConfig = seed ? { ...config, revalidateOnMount: false, ...('data' in seed ? { fallbackData: seed.data as AnswerOf<R> } : {}) } : config;
  const response = useSWR<AnswerOf<R>, ApiError>(key, () => (apiFetch as UntypedFetch)(route, args ?? {}) as Promise<AnswerOf<R>>, seededConfig);
  // A read the loader got an error for shows that error until the page asks again (its retry calls `mutate`).
  const loaderError = response.data === undefined && !response.isValidating ? seededError(seed) : undefined;
  if (!loaderError || response.error) return response;
  return { data: undefined, error: loaderError, isLoading: false, isValidating: false, mutate: response.mutate };
}

// Inside the generic helpers the route's call type is not known; the public signatures check it.
type UntypedFetch = (route: ApiRoute, call: object) => Promise<unknown>;

/**
 * Starts reading a GET route before the component that shows it renders (SWR `preload`): that component's
 * `useApi` with the same route, params and query takes this request's answer instead of asking again. The answer
 * also goes into SWR's cache as it arrives, so a component that first renders after that draws it at once, in
 * its first render, rather than in a second one after its mount, and a screen shown again draws the new answer.
 * The signed-in areas' route loaders call it, so a screen's data downloads with its code
 * (app/routes/signed-in-reads.ts). Returns the answer.
 */
export function preloadApi<R extends ApiRoute>(
  route: R,
  ...[args]: NothingRequired extends ReadArgs<R> ? [args?: ReadArgs<R>] : [args: ReadArgs<R>]
): Promise<AnswerOf<R>> {
  assertGet(route, 'preloadApi');
  const key = readKey(route, args);
  const answer = preload(key, () => (apiFetch as UntypedFetch)(route, args ?? {})) as Promise<AnswerOf<R>>;
  // The page's hook reports a failure; this extra reference must not count as an unhandled rejection.
  answer.then(
    (data) => mutate(key, data, { revalidate: false }),
    () => undefined,
  );
  return answer;
}

/**
 * Reads every cached read of the given routes again, whatever their params and query (after a change, the cached reads
 * it affects are refreshed): reads on screen fetch again at once, others the next time
 * they are shown, and the cached value stays on screen meanwhile. E.g. `refresh([catalogueReadRoutes.listTravelStyles])`.
 */
export function useRefreshRoutes(): (routes: readonly ApiRoute[]) => Promise<void> {
  const { mutate: mutateCache } = useSWRConfig();
  return useCallback(
    async (routes: readonly ApiRoute[]) => {
      await mutateCache((key) => routes.some((route) => isReadOf(key, route)));
    },
    [mutateCache],
  );
}

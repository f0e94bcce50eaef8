import useSWR, { mutate, preload, type SWRConfiguration, type SWRResponse } from 'swr';
import { buildUrl } from '@tdp/shared/api/build-url';
import { apiFetch, type ApiError, type ApiParams, type ApiQuery, type ApiRoute } from './api-client.ts';
import { useAfterFirstScreen } from './first-screen.ts';
import { seededError, usePageRead } from './page-reads.ts';

/**
 * SWR cache key of a read: the route's path with parameters and query filled in, e.g.
 * `/packages/bali`. After a mutation, `mutate(apiKey(routes.x, ...))` refreshes the matching read.
 */
export function apiKey(route: Pick<ApiRoute, 'path'>, params?: ApiParams, query?: ApiQuery): string {
  return buildUrl(route, params, query);
}

/**
 * Reads a GET route through SWR (spec defaults from `swrDefaults`), keyed by its URL.
 * Pass `null` as the route to wait (conditional fetching), e.g. until an id is known.
 */
export function useApi<T>(
  route: ApiRoute | null,
  params?: ApiParams,
  query?: ApiQuery,
  config?: SWRConfiguration<T, ApiError>,
): SWRResponse<T, ApiError> {
  if (route && route.method !== 'GET') {
    throw new Error(`useApi reads GET routes only; call apiFetch for ${route.method} ${route.path}`);
  }
  const key = route ? apiKey(route, params, query) : null;
  // What the page's route loader read for this key (rendered on the server, or loaded before a client-side
  // navigation showed the page): drawn at once, without asking again on mount.
  const seed = usePageRead(key);
  const seededConfig = seed ? { ...config, revalidateOnMount: false, ...('data' in seed ? { fallbackData: seed.data as T } : {}) } : config;
  const response = useSWR<T, ApiError>(key, () => apiFetch<T>(route!, { params, query }), seededConfig);
  // A read the loader got an error for shows that error until the page asks again (its retry calls `mutate`).
  const loaderError = response.data === undefined && !response.isValidating ? seededError(seed) : undefined;
  if (!loaderError || response.error) return response;
  return { data: undefined, error: loaderError, isLoading: false, isValidating: false, mutate: response.mutate };
}

/**
 * {@link useApi} for what a page's first screen does not show (a filter's lists, sections below the hero, related
 * deals): the read starts once the visit's first page has painted its first screen (lib/first-screen.ts). Until
 * then `data` and `error` are undefined, as while a read is on its way.
 */
export function useApiAfterFirstScreen<T>(
  route: ApiRoute | null,
  params?: ApiParams,
  query?: ApiQuery,
  config?: SWRConfiguration<T, ApiError>,
): SWRResponse<T, ApiError> {
  const afterFirstScreen = useAfterFirstScreen();
  // A read its page's loader made is part of the first screen's HTML already: no reason to wait.
  const seeded = usePageRead(route ? apiKey(route, params, query) : null) !== undefined;
  return useApi<T>(afterFirstScreen || seeded ? route : null, params, query, config);
}

/**
 * Starts reading a GET route before the component that shows it renders (SWR `preload`): that component's
 * `useApi` with the same route, params and query takes this request's answer instead of asking again. The answer
 * also goes into SWR's cache as it arrives, so a component that first renders after that draws it at once, in
 * its first render, rather than in a second one after its mount (on a phone, the page's first paint then shows
 * the package rather than a loading state). Meant for the first page of a visit (app/routes/first-page-data.ts),
 * while SWR's cache is still empty. Returns the answer, e.g. to start loading the picture it names.
 */
export function preloadApi<T>(route: ApiRoute, params?: ApiParams, query?: ApiQuery): Promise<T> {
  if (route.method !== 'GET') throw new Error(`preloadApi reads GET routes only; not ${route.method} ${route.path}`);
  const key = apiKey(route, params, query);
  const answer = preload(key, () => apiFetch<T>(route, { params, query }));
  // The page's hook reports a failure; this extra reference must not count as an unhandled rejection.
  answer.then((data) => mutate(key, data, { revalidate: false }), () => undefined);
  return answer;
}

import { parseDealsFilterQuery } from '@tdp/shared/deals/deals-filter-query';
import { resolveMediaUrl } from '@tdp/shared/media/media-references';
import { cruiseDealsFilter, dealsPageBody, disneyDealsFilter, type DealsPageBody } from './features/deals/deals-page-filter.ts';
import { startEarlyRequest, type EarlyMethod } from './lib/early-requests.ts';
import { RUNTIME_CONFIG_PATH, RUNTIME_CONFIG_REQUEST } from './lib/runtime-config-path.ts';

/**
 * The app's first script (index.html lists it before the app's). It is about 2 KB gzipped and runs while the app's
 * code (React, the router, the pages: most of a first visit's download) is still on its way, and starts:
 * - `/config.json`, which the app reads instead of asking again (main.tsx);
 * - the main read of the page the visit opens on (a deals list's first page, a package), which the app's `apiFetch`
 *   takes (lib/early-requests.ts), and then that answer's largest picture.
 * On a phone the deals and the first picture then arrive while the app starts, rather than after it. The app's routes
 * still start the same reads themselves (app/routes/first-page-data.ts): an address this file does not know, or
 * describes differently, only costs the head start.
 */

/** A page's main read: what `apiFetch` will send for it, and where its answer names the largest picture. */
export interface FirstRequest {
  method: EarlyMethod;
  path: string;
  body?: DealsPageBody;
  picture: (answer: unknown) => string | undefined;
}

/** The `/packages/deals` read of a deals page's first page; its picture is the first deal's. */
function firstDealsPage(filter: Parameters<typeof dealsPageBody>[0]): FirstRequest {
  return {
    method: 'POST',
    path: '/packages/deals',
    body: dealsPageBody(filter, 0),
    picture: (answer) => (answer as { packages?: Array<{ banner_image?: string }> }).packages?.[0]?.banner_image,
  };
}

/** The main read of the public page at this address, or null for a page without one (the router's patterns, any case). */
export function firstRequestOf(pathname: string, search: string): FirstRequest | null {
  if (/^\/deals\/?$/i.test(pathname)) return firstDealsPage(parseDealsFilterQuery(search));
  if (/^\/deals\/disney\/?$/i.test(pathname)) return firstDealsPage(disneyDealsFilter(search));
  const cruise = /^\/cruise-deals(?:\/([^/]+))?(?:\/([^/]+))?(?:\/([^/]+))?\/?$/i.exec(pathname);
  if (cruise) {
    const [travelStyleId, continentId, countryId] = cruise.slice(1).map((segment) => (segment === undefined ? undefined : decodeURIComponent(segment)));
    return firstDealsPage(cruiseDealsFilter({ travelStyleId, continentId, countryId }, search));
  }
  const pkg = /^\/deals\/([^/]+)\/?$/i.exec(pathname);
  if (pkg) {
    return {
      method: 'GET',
      path: `/packages/${encodeURIComponent(decodeURIComponent(pkg[1]!))}`,
      picture: (answer) => (answer as { banner_image?: string }).banner_image,
    };
  }
  return null;
}

/**
 * Starts downloading the picture a page's first screen shows largest (a package's banner, the first deal's),
 * as soon as the answer naming it arrives, at high priority, so it loads while the app starts. The page's
 * `<img>` with the same address takes it.
 */
export function preloadPicture(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = url;
  document.head.append(link);
}

/** `/config.json`, asked for at once (index.html also preloads it); main.tsx reads and checks this answer. */
export const runtimeConfigResponse: Promise<Response> = fetch(RUNTIME_CONFIG_PATH, RUNTIME_CONFIG_REQUEST);
runtimeConfigResponse.catch(() => undefined);

/** Starts the page's main read once the API's address is known, then preloads the picture its answer names. */
function startFirstRequest(request: FirstRequest): void {
  void runtimeConfigResponse
    .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : null))
    .then((config) => {
      const { apiBaseUrl, cdnPrefix } = (config ?? {}) as { apiBaseUrl?: unknown; cdnPrefix?: unknown };
      // An unreadable config is the app's to report (its error screen); nothing is started.
      if (typeof apiBaseUrl !== 'string' || typeof cdnPrefix !== 'string') return undefined;
      return startEarlyRequest(request.method, `${apiBaseUrl}${request.path}`, request.body)
        .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : null))
        .then((answer) => {
          const picture = answer === null ? undefined : request.picture(answer);
          if (picture) preloadPicture(resolveMediaUrl(picture, cdnPrefix));
        });
    })
    .catch(() => undefined);
}

const request = firstRequestOf(location.pathname, location.search);
if (request) startFirstRequest(request);

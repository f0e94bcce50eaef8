import { replace, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { unstable_serialize as serializeKey } from 'swr';
import { agentDirectoryRoutes } from '@tdp/shared/api/routes/agent-directory-routes';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { parseDealsFilterQuery, type DealsQueryFilter } from '@tdp/shared/deals/deals-filter-query';
import type { PublicPackage } from '@tdp/shared/schemas/package';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import * as LEGACY_PATHS from '@tdp/shared/site-paths/legacy-paths';
import { pathHref, siteLocaleOf } from '@tdp/shared/site-paths/site-path';
import { dealsPageKey, fetchDealsPage } from '../../features/deals/api/deals-page-key.ts';
import { cruiseDealsFilter, disneyDealsFilter } from '../../features/deals/deals-page-filter.ts';
import { pageLoader, readForPage, readUnderKey, type PageRead } from '../../lib/page-reads.ts';
import { lazyFluentPage, lazyPage } from './lazy-page.tsx';

/** The destination tree and the travel styles: the deals filter's lists and the landing page's hero search. */
function filterLists(): Array<Promise<PageRead>> {
  return [readForPage(catalogueReadRoutes.listContinents), readForPage(catalogueReadRoutes.listTravelStyles)];
}

/**
 * A deals list's loader runs for the page's first address only (the server's render, or arriving from another page):
 * a new filter on the same list is fetched by the list itself as the address changes, so a ticked box shows at once
 * and the current deals stay until the new ones arrive.
 */
function sameListKeepsItsData({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** A deals list's first page for its filter, and the filter's lists (its departure cities too: "From Vancouver"). */
function dealsReads(filter: DealsQueryFilter): Array<Promise<PageRead>> {
  const key = dealsPageKey(filter, 0);
  return [readUnderKey(serializeKey(key), () => fetchDealsPage(key)), ...filterLists(), readForPage(catalogueReadRoutes.listDepartureCities)];
}

/**
 * A quote form's choices (travel styles, connected agents), the departure cities (a departure's `?from=` names one by
 * id) and the package it is asked for (`?package=`). The page shows what its address prefills in the browser only
 * (the edge does not pass those parameters on), so the package read here serves a navigation from a package page.
 */
function quoteReads({ request }: { request: Request }): Array<Promise<PageRead>> {
  const packageUrl = new URL(request.url).searchParams.get('package');
  return [
    readForPage(catalogueReadRoutes.listTravelStyles),
    readForPage(agentDirectoryRoutes.listAgents),
    readForPage(catalogueReadRoutes.listDepartureCities),
    ...(packageUrl ? [readForPage(catalogueReadRoutes.getPackage, { params: { id: packageUrl } })] : []),
  ];
}

/**
 * A package, then the deals like it (their query names the package's styles) and, when it has departures, the
 * departure cities' names. An old url of a package (the API
 * answers the package, whose `package_url` is now another) is a permanent redirect to its current page: a real 301
 * from the server, and a replaced history entry on a client-side navigation (catalogue-api.md, "Old urls").
 */
async function packageReads({ params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>): Promise<PageRead[]> {
  const slug = params.id ?? '';
  // A French page's redirect stays French (its router's basename is `/fr`; a redirect names the whole path).
  const locale = siteLocaleOf(new URL(request.url).pathname);
  const packageRead = await readForPage(catalogueReadRoutes.getPackage, { params: { id: slug } });
  const seed = packageRead[1];
  if (!('data' in seed)) {
    // A slug typed in capitals (`/deals/BALI-ESCAPE`) is a 301 to the lower-case page, where one exists.
    const lowerCase = slug.toLowerCase();
    const found =
      seed.error.status === 404 && lowerCase !== slug ? (await readForPage(catalogueReadRoutes.getPackage, { params: { id: lowerCase } }))[1] : null;
    if (found && 'data' in found)
      throw replace(`${pathHref(PUBLIC_PATHS.package, { id: (found.data as PublicPackage).package_url }, { locale })}${new URL(request.url).search}`, 301);
    return [packageRead];
  }
  const pkg = seed.data as PublicPackage;
  if (pkg.package_url !== slug) throw replace(`${pathHref(PUBLIC_PATHS.package, { id: pkg.package_url }, { locale })}${new URL(request.url).search}`, 301);
  return Promise.all([
    packageRead,
    readForPage(catalogueReadRoutes.listRelatedPackages, { query: { id: slug, travelStyleIds: pkg.travelStyleIds } }),
    // The names of its departures' cities.
    ...((pkg.departures ?? []).length > 0 ? [readForPage(catalogueReadRoutes.listDepartureCities)] : []),
  ]);
}

/**
 * Pages inside the public shell (header, footer): the public site's pages, each at its pattern of `PUBLIC_PATHS`
 * (shared/src/site-paths/public-paths.ts; the home page is the index route). Pages load lazily from their feature
 * (`lazy: lazyPage(() => import('../../features/…/x-page.tsx'), (m) => m.XPage)`): a first visit downloads the shell and
 * its page's code together (the server names the page's files from the build's manifests: app/route-preloads.ts), and
 * never another page's. A route's `loader` reads what its page shows (lib/page-reads.ts): the server renders the page
 * with it, and a client-side navigation loads it before the page shows. The old site's addresses (`LEGACY_PATHS`) are
 * a loader that redirects. Any path without a page shows the coming-soon page. Pages built with Fluent UI (forms,
 * sign-in) load with `lazyFluentPage`; the browsing pages are static CSS.
 */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    loader: pageLoader(() => [
      readForPage(catalogueReadRoutes.listBestBets),
      readForPage(catalogueReadRoutes.listHomepagePackages),
      readForPage(catalogueReadRoutes.listTestimonials),
      readForPage(catalogueReadRoutes.listPromotions, { query: { isFromAdmin: false } }),
      ...filterLists(),
    ]),
    lazy: lazyPage(
      () => import('../../features/landing/components/landing-page.tsx'),
      (m) => m.LandingPage,
    ),
  },
  {
    path: PUBLIC_PATHS.deals,
    loader: pageLoader(({ request }) => dealsReads(parseDealsFilterQuery(new URL(request.url).search))),
    shouldRevalidate: sameListKeepsItsData,
    lazy: lazyPage(
      () => import('../../features/deals/components/deals-page.tsx'),
      (m) => m.DealsPage,
    ),
  },
  {
    path: PUBLIC_PATHS.disneyDeals,
    loader: pageLoader(({ request }) => dealsReads(disneyDealsFilter(new URL(request.url).search))),
    shouldRevalidate: sameListKeepsItsData,
    lazy: lazyPage(
      () => import('../../features/deals/components/disney-deals-page.tsx'),
      (m) => m.DisneyDealsPage,
    ),
  },
  {
    path: PUBLIC_PATHS.package,
    loader: async (args: LoaderFunctionArgs) => ({ reads: Object.fromEntries(await packageReads(args)) }),
    // Its departures' filter (`?departureCityIds=…&months=…`) changes the address, not the package.
    shouldRevalidate: sameListKeepsItsData,
    lazy: lazyPage(
      () => import('../../features/package-detail/components/package-page.tsx'),
      (m) => m.PackagePage,
    ),
  },
  {
    path: PUBLIC_PATHS.cruiseDeals,
    loader: pageLoader(({ params, request }) =>
      dealsReads(
        cruiseDealsFilter({ travelStyleId: params.travelStyleId, continentId: params.continentId, countryId: params.countryId }, new URL(request.url).search),
      ),
    ),
    shouldRevalidate: sameListKeepsItsData,
    lazy: lazyPage(
      () => import('../../features/deals/components/cruise-deals-page.tsx'),
      (m) => m.CruiseDealsPage,
    ),
  },
  { path: PUBLIC_PATHS.login, lazy: lazyFluentPage('login') },
  {
    path: PUBLIC_PATHS.forgotPassword,
    lazy: lazyFluentPage('forgotPassword'),
  },
  {
    path: PUBLIC_PATHS.resetPassword,
    lazy: lazyFluentPage('resetPassword'),
  },
  // Leads and connected agents (quote-request, become-agent, agent-directory, group-travel, dev-outbox)
  { path: PUBLIC_PATHS.requestQuote, loader: pageLoader(quoteReads), lazy: lazyFluentPage('generalQuote') },
  { path: PUBLIC_PATHS.disneyRequestQuote, loader: pageLoader(quoteReads), lazy: lazyFluentPage('disneyQuote') },
  { path: PUBLIC_PATHS.groupRequestQuote, loader: pageLoader(quoteReads), lazy: lazyFluentPage('groupQuote') },
  { path: PUBLIC_PATHS.becomeAgent, lazy: lazyFluentPage('becomeAgent') },
  { path: PUBLIC_PATHS.connectedAgents, loader: pageLoader(() => [readForPage(agentDirectoryRoutes.listAgents)]), lazy: lazyFluentPage('agentDirectory') },
  {
    path: PUBLIC_PATHS.agentProfile,
    loader: pageLoader(({ params }) => [readForPage(agentDirectoryRoutes.getAgent, { params: { slug: params.slug ?? '' } })]),
    lazy: lazyFluentPage('agentProfile'),
  },
  { path: PUBLIC_PATHS.groupTravel, lazy: lazyFluentPage('groupTravel') },
  { path: PUBLIC_PATHS.friendsAndFamily, lazy: lazyFluentPage('friendsAndFamily') },
  { path: PUBLIC_PATHS.destinationWedding, lazy: lazyFluentPage('destinationWedding') },
  { path: PUBLIC_PATHS.groupPromotion, lazy: lazyFluentPage('groupPromotion') },
  // Dev-only outbox of the local stack; any other stage shows the coming-soon page there.
  { path: PUBLIC_PATHS.devOutbox, lazy: lazyFluentPage('devOutbox') },
  // Information pages, search & book, legacy redirects (info-pages, search-and-book, legacy-redirects)
  {
    path: PUBLIC_PATHS.contactUs,
    lazy: lazyPage(
      () => import('../../features/info-pages/components/contact-us-page.tsx'),
      (m) => m.ContactUsPage,
    ),
  },
  {
    path: PUBLIC_PATHS.careers,
    lazy: lazyPage(
      () => import('../../features/info-pages/components/careers-page.tsx'),
      (m) => m.CareersPage,
    ),
  },
  {
    path: PUBLIC_PATHS.privacyPolicy,
    lazy: lazyPage(
      () => import('../../features/info-pages/components/privacy-policy-page.tsx'),
      (m) => m.PrivacyPolicyPage,
    ),
  },
  {
    path: PUBLIC_PATHS.securityPolicy,
    lazy: lazyPage(
      () => import('../../features/info-pages/components/security-policy-page.tsx'),
      (m) => m.SecurityPolicyPage,
    ),
  },
  {
    path: PUBLIC_PATHS.termsAndConditions,
    lazy: lazyPage(
      () => import('../../features/info-pages/components/terms-and-conditions-page.tsx'),
      (m) => m.TermsAndConditionsPage,
    ),
  },
  {
    path: PUBLIC_PATHS.thankYou,
    lazy: lazyPage(
      () => import('../../features/info-pages/components/thank-you-page.tsx'),
      (m) => m.ThankYouPage,
    ),
  },
  {
    path: PUBLIC_PATHS.searchAndBook,
    lazy: lazyPage(
      () => import('../../features/search-and-book/components/search-and-book-page.tsx'),
      (m) => m.SearchAndBookPage,
    ),
  },
  {
    path: PUBLIC_PATHS.softVoyage,
    lazy: lazyPage(
      () => import('../../features/search-and-book/components/search-and-book-page.tsx'),
      (m) => m.SoftVoyagePage,
    ),
  },
  // Old site's addresses (docs/decisions/legacy-redirects.md): one loader reads the path and redirects (301 on the server).
  // Loaded when one is visited: the edge answers them with a 301 too, so a browser rarely needs it.
  ...[LEGACY_PATHS.lastMinuteDeals, LEGACY_PATHS.cruises, LEGACY_PATHS.travelDestinations, LEGACY_PATHS.travelDestination].map((path) => ({
    path,
    lazy: async () => ({ loader: (await import('../../features/legacy-redirects/legacy-redirect-loader.ts')).legacyRedirectLoader }),
  })),
  {
    path: '*',
    lazy: lazyPage(
      () => import('../../features/coming-soon/components/coming-soon-page.tsx'),
      (m) => m.ComingSoonPage,
    ),
  },
];

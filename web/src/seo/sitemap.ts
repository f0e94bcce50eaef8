import { TRAVEL_STYLE_IDS } from '@tdp/shared/constants';
import { isCruiseContinent } from '@tdp/shared/catalogue/destination-ids';
import type { Continent } from '@tdp/shared/schemas/destination';
import type { SitemapPackage } from '@tdp/shared/schemas/sitemap';
import type { TravelStyle } from '@tdp/shared/schemas/travel-style';
import { ADMIN_HOME_PATH, PORTAL_HOME_PATH } from '@tdp/shared/site-paths/area-paths';
import { canonicalDealsPath } from '../features/deals/canonical-deals-path.ts';
import { GROUP_TOPICS, groupTopicPath } from '../features/group-travel/group-topics.ts';
import { travelStyleMenuHref } from '../features/public-shell/menu-model.ts';
import { continentDealsHref } from '../lib/deals-links.ts';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { pathHref, sitePathIn } from '@tdp/shared/site-paths/site-path';

/**
 * The site's `/sitemap.xml` and `/robots.txt`, as text, from live data (no React, no DOM): the server answers them
 * with what `GET /api/sitemap`, `GET /destinations/continents` and `GET /travel-styles` read.
 *
 * The sitemap (sitemaps.org 0.9) names each address once, absolute from the stage's site address, in the form the
 * pages give as their canonical address: the public static pages, the deals list of each geographic continent and
 * of each travel style that has no page of its own, and every package on sale with its last change. One file holds
 * up to 50,000 addresses; the catalogue is far below that.
 */

/** What the sitemap is built from. */
export interface SitemapInput {
  /** The stage's site address, e.g. `https://www.example.com`: every `<loc>` is absolute from it. */
  origin: string;
  /** The packages on sale today (`GET /api/sitemap`). */
  packages: readonly SitemapPackage[];
  /** The destination tree (`GET /destinations/continents`); the `Cruise_` groups are left out. */
  continents: readonly Pick<Continent, 'continent_id' | 'continent_name' | 'countries'>[];
  /** The travel styles (`GET /travel-styles`). */
  travelStyles: readonly Pick<TravelStyle, 'id' | 'style_name'>[];
}

/**
 * One page of the sitemap: its English site path (query included), for a package its last change `YYYY-MM-DD`, and
 * whether it has a French version at the same path under `/fr` (then both are listed, each naming the other).
 */
interface SitemapEntry {
  path: string;
  lastmod?: string;
  french?: boolean;
}

/** Paths of robots.txt's `Disallow` lines: the dashboards, the API and the local stack's development routes. */
export const ROBOTS_DISALLOWED_PATHS = [ADMIN_HOME_PATH, PORTAL_HOME_PATH, '/api', '/__dev'] as const;

/** Path of the sitemap on the site. */
export const SITEMAP_PATH = '/sitemap.xml';

/** The public pages with a fixed address that are worth finding in a search engine. */
export function staticSitemapPaths(): string[] {
  return [
    PUBLIC_PATHS.home,
    PUBLIC_PATHS.deals,
    pathHref(PUBLIC_PATHS.cruiseDeals),
    PUBLIC_PATHS.disneyDeals,
    PUBLIC_PATHS.searchAndBook,
    PUBLIC_PATHS.groupTravel,
    ...GROUP_TOPICS.map(groupTopicPath),
    PUBLIC_PATHS.becomeAgent,
    PUBLIC_PATHS.connectedAgents,
    PUBLIC_PATHS.contactUs,
    PUBLIC_PATHS.careers,
    PUBLIC_PATHS.privacyPolicy,
    PUBLIC_PATHS.securityPolicy,
    PUBLIC_PATHS.termsAndConditions,
  ];
}

/** A deals-list link in the form its page names as canonical: the filter's ids sorted. */
function canonicalDealsLink(href: string): string {
  const query = href.indexOf('?');
  return query === -1 ? href : canonicalDealsPath(href.slice(0, query), href.slice(query));
}

/**
 * The deals lists worth indexing: each geographic continent's (its countries and itself, as the Destinations menu
 * links it), and each travel style's as the Travel Style menu links it, except Disney Trips (its list is
 * `/deals/disney`) and the styles whose menu link is a page of their own (the group-travel pages, listed as static).
 */
export function dealsListSitemapPaths(continents: SitemapInput['continents'], travelStyles: SitemapInput['travelStyles']): string[] {
  const continentLists = continents.filter((continent) => !isCruiseContinent(continent)).map(continentDealsHref);
  const styleLists = travelStyles
    .filter((style) => style.id !== TRAVEL_STYLE_IDS.disney)
    .map(travelStyleMenuHref)
    .filter((href) => href.startsWith(`${PUBLIC_PATHS.deals}?`));
  return [...continentLists, ...styleLists].map(canonicalDealsLink);
}

/** The page of a package: `/deals/{package_url}`. */
export function packageSitemapPath(pkg: Pick<SitemapPackage, 'package_url'>): string {
  return pathHref(PUBLIC_PATHS.package, { id: pkg.package_url });
}

/** The calendar date of an ISO date-time (`2026-03-04T05:06:07.000Z` → `2026-03-04`), or undefined if it is none. */
export function lastmodOf(updatedAt: string): string | undefined {
  return /^(\d{4}-\d{2}-\d{2})T/.exec(updatedAt)?.[1];
}

/** Text made safe inside an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char]!);
}

const XML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** A site path as an absolute address of the site, as the pages' canonical links write it. */
function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin).href;
}

/** The site address, checked: an absolute http(s) address. */
function siteOrigin(origin: string): string {
  const url = new URL(origin);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`The site address must be http(s): ${origin}`);
  return url.href;
}

/** The sitemap's entries, each address once (the first wins), in the order: static pages, deals lists, packages. */
export function sitemapEntries({ packages, continents, travelStyles }: Omit<SitemapInput, 'origin'>): SitemapEntry[] {
  const entries = new Map<string, SitemapEntry>();
  const add = (entry: SitemapEntry) => {
    if (!entries.has(entry.path)) entries.set(entry.path, entry);
  };
  for (const path of staticSitemapPaths()) add({ path, french: true });
  for (const path of dealsListSitemapPaths(continents, travelStyles)) add({ path, french: true });
  // Packages are listed in English only until the French catalogue answers say which packages have a complete French
  // version (the API's lang=fr reads, docs/decisions/bilingual-catalogue.md).
  for (const pkg of packages) {
    const lastmod = lastmodOf(pkg.updatedAt);
    add(lastmod ? { path: packageSitemapPath(pkg), lastmod } : { path: packageSitemapPath(pkg) });
  }
  return [...entries.values()];
}

/**
 * `/sitemap.xml`: a sitemaps.org 0.9 `urlset` of the site's indexable pages, with absolute, XML-escaped addresses. A page
 * with a French version is listed in both languages, each `<url>` naming both and English as the default with
 * `<xhtml:link rel="alternate" hreflang>` (as the pages' heads do).
 */
export function sitemapXml(input: SitemapInput): string {
  const origin = siteOrigin(input.origin);
  const urls = sitemapEntries(input).flatMap(({ path, lastmod, french }) => {
    const last = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
    if (!french) return [`  <url><loc>${escapeXml(absoluteUrl(path, origin))}</loc>${last}</url>`];
    const english = escapeXml(absoluteUrl(path, origin));
    const frenchUrl = escapeXml(absoluteUrl(sitePathIn(path, 'fr'), origin));
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en-CA" href="${english}"/>` +
      `<xhtml:link rel="alternate" hreflang="fr-CA" href="${frenchUrl}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${english}"/>`;
    return [`  <url><loc>${english}</loc>${last}${alternates}</url>`, `  <url><loc>${frenchUrl}</loc>${last}${alternates}</url>`];
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** `/robots.txt`: every crawler kept out of the dashboards, the API and the development routes, and the sitemap's address. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(SITEMAP_PATH, siteOrigin(origin))}`,
    '',
  ].join('\n');
}
